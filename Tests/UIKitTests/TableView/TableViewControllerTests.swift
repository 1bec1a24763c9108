import Testing
import UIKit
import KeyboardSim

/// A cell with a text field, as a settings screen's cells have.
private final class FieldCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 5, width: 200, height: 34))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { nil }
}

/// A settings screen as apps write one: twenty rows of fields, 44 points each (880 in all).
private class SettingsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
    }

    func field(inRow row: Int) -> UITextField? {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? FieldCell)?.field
    }
}

/// The classic mistake on a table view controller: its own handler adds the keyboard's height
/// to an inset UIKit already adjusts.
private final class DoubleAdjustingController: SettingsController {
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (name, sign) in [(UIResponder.keyboardWillShowNotification, 1.0), (UIResponder.keyboardWillHideNotification, -1.0)] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    MainActor.assumeIsolated { self?.tableView.contentInset.bottom += sign * frame.height }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A list whose rows are plain cells; the first row cannot be selected; every delegate call is logged.
private final class ListController: UITableViewController {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath.row == 0 ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }

    func cell(_ row: Int) -> UITableViewCell? { tableView.cellForRow(at: IndexPath(row: row, section: 0)) }
}

@MainActor private func show(_ controller: UIViewController, on device: Device = .iPhoneSE3, _ profile: BehaviorProfile = .iOS17)
    -> Simulation
{
    let sim = Simulation(device: device, profile: profile)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

@MainActor @Suite("UITableViewController: the table it makes, and UIKit's own keyboard adjustment")
struct TableViewControllerTests {
    @Test("its view is a table of its style, the size of the screen, with the controller as data source and delegate")
    func makesItsTable() {
        let settings = SettingsController(style: .insetGrouped)
        _ = show(settings)
        #expect(settings.view === settings.tableView)
        #expect(settings.tableView.style == .insetGrouped)
        #expect(settings.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(settings.tableView.dataSource === settings)
        #expect(settings.tableView.delegate === settings)
        #expect(settings.tableView.numberOfRows(inSection: 0) == 20)
        #expect(settings.field(inRow: 3) != nil, "the rows on screen have their cells")
        #expect(UITableViewController().tableView.style == .plain)
    }

    @Test(
        "a field the keyboard would cover: the table's bottom inset becomes the covered height and its row scrolls above the keys, with the keyboard"
    )
    func keyboardAdjustment() throws {
        let settings = SettingsController()
        let sim = show(settings)
        let table = try #require(settings.tableView)
        #expect(table.contentOffset.y == -20, "under the 20-point status bar")
        let field = try #require(settings.field(inRow: 12))  // content y 528…572; the keys' top is at 407
        sim.tap(field)
        sim.advance(by: .milliseconds(100))
        let midway = table.layer.presentation()?.bounds.origin.y ?? table.contentOffset.y
        #expect(midway > -20 && midway < 165, "the table scrolls with the keyboard's animation, not before it")
        sim.advance(by: .seconds(1))
        #expect(table.contentInset.bottom == 260, "the keyboard hides the table's bottom 260 points")
        #expect(table.contentOffset.y == 165, "the row's bottom (572) at the keyboard's top: 572 − 407")
        #expect(field.convert(field.bounds, to: nil).maxY <= 407)

        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(table.contentInset.bottom == 0, "the keyboard's part goes with it")
    }

    @Test("an inset the app set is kept: the keyboard's part is added to it and taken away again")
    func keepsTheAppsInset() throws {
        let settings = SettingsController()
        let sim = show(settings)
        settings.tableView.contentInset.bottom = 40
        sim.tap(try #require(settings.field(inRow: 2)))
        sim.advance(by: .seconds(1))
        #expect(settings.tableView.contentInset.bottom == 300)
        #expect(settings.tableView.contentOffset.y == -20, "a field the keyboard does not cover does not scroll")
        settings.view.endEditing(true)
        sim.advance(by: .seconds(1))
        #expect(settings.tableView.contentInset.bottom == 40)
    }

    @Test("a handler that also adds the keyboard's height doubles the inset (openradar 13984333)")
    func doubleAdjustment() throws {
        let settings = DoubleAdjustingController()
        let sim = show(settings)
        sim.tap(try #require(settings.field(inRow: 12)))
        sim.advance(by: .seconds(1))
        #expect(settings.tableView.contentInset.bottom == 520, "UIKit's 260 and the handler's 260")
        settings.view.endEditing(true)
        sim.advance(by: .seconds(1))
        #expect(settings.tableView.contentInset.bottom == 0)
        settings.stop()
    }

    @Test("on a phone with a home indicator the visible rows end at the keyboard's top: the safe area's 34 points are not added twice")
    func homeIndicator() throws {
        let settings = SettingsController()
        let sim = show(settings, on: .iPhone16, .iOS(18)!)
        let table = try #require(settings.tableView)
        #expect(table.adjustedContentInset.bottom == 34)
        sim.tap(try #require(settings.field(inRow: 15)))
        sim.advance(by: .seconds(1))
        let keysTop = sim.keyboard.frame.minY
        #expect(table.adjustedContentInset.bottom == 852 - keysTop)
        #expect(table.contentInset.bottom == 852 - keysTop - 34)
        let field = try #require(settings.field(inRow: 15))
        #expect(field.convert(field.bounds, to: nil).maxY <= keysTop)
    }

    @Test("a table in a plain view controller, or a table controller whose view left the window, is not adjusted")
    func onlyTableControllersInTheWindow() throws {
        final class PlainController: UIViewController {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
            let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(table)
                table.addSubview(field)
            }
        }
        let plain = PlainController()
        let sim = show(plain)
        sim.tap(plain.field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 407)
        #expect(plain.table.contentInset.bottom == 0, "UIKit adjusts only a UITableViewController's table")

        let settings = SettingsController()
        let navigation = UINavigationController(rootViewController: settings)
        let sim2 = show(navigation)
        let next = PlainController()
        navigation.pushViewController(next, animated: false)
        sim2.advance(by: .seconds(1))
        #expect(settings.tableView.window == nil)
        sim2.tap(next.field)
        sim2.advance(by: .seconds(1))
        #expect(sim2.keyboard.frame.minY == 407)
        #expect(settings.tableView.contentInset.bottom == 0)
    }

    @Test("a tap on a row selects it through the delegate, in UIKit's order; willSelectRowAt may refuse")
    func tapSelectsRows() throws {
        let list = ListController()
        let sim = show(list)
        sim.tap(try #require(list.cell(2)?.textLabel))
        #expect(list.log == ["willSelect 2", "didSelect 2"])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(list.cell(2)?.isSelected == true)
        sim.tap(try #require(list.cell(3)))
        #expect(list.log.suffix(4) == ["willSelect 3", "willDeselect 2", "didDeselect 2", "didSelect 3"])
        #expect(list.cell(2)?.isSelected == false)
        sim.tap(try #require(list.cell(0)))
        #expect(list.log.last == "willSelect 0", "refused: nothing else happens")
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        list.tableView.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.log.last == "willSelect 0", "deselecting in code tells the delegate nothing")
    }

    @Test("a tap-to-dismiss recognizer over the table takes the tap from its rows, unless it does not cancel touches")
    func tapToDismissBlocksSelection() throws {
        final class Dismisser {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let list = ListController()
        let sim = show(list)
        let dismisser = Dismisser()
        let recognizer = UITapGestureRecognizer(target: dismisser, action: Dismisser.tapped)
        list.tableView.addGestureRecognizer(recognizer)
        sim.tap(try #require(list.cell(2)))
        #expect(dismisser.taps == 1)
        #expect(list.log.isEmpty, "the classic bug: didSelectRowAt never comes")
        recognizer.cancelsTouchesInView = false
        sim.tap(try #require(list.cell(2)))
        #expect(dismisser.taps == 2)
        #expect(list.log == ["willSelect 2", "didSelect 2"])
    }

    @Test("coming back to a table controller clears its selection (clearsSelectionOnViewWillAppear)")
    func clearsSelectionOnAppearance() throws {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let sim = show(navigation)
        sim.tap(try #require(list.cell(1)))
        navigation.pushViewController(UIViewController(), animated: false)
        sim.advance(by: .seconds(1))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        sim.tap(try #require(list.cell(1)))
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}

/// A chat transcript as a table: `messages` rows of 44 points, and a field in each row.
private final class TranscriptController: SettingsController {
    var messages = 20

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages }

    /// Deletes the first row as apps write it: the update block names `tableView` without
    /// `self.`, which compiles because UIKit's block does not escape.
    func deleteFirstRow() {
        messages -= 1
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
    }
}

@MainActor @Suite("UITableView: inserting, deleting, moving and reloading rows")
struct TableViewUpdateTests {
    @Test("a row inserted above keeps the cells below it, a focused field's too, at their new index paths")
    func insertKeepsCells() throws {
        let transcript = TranscriptController()
        let sim = show(transcript)
        let field = try #require(transcript.field(inRow: 3))
        sim.tap(field)
        sim.advance(by: .seconds(1))
        transcript.messages = 21
        transcript.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        sim.advance(by: .milliseconds(20))
        #expect(transcript.field(inRow: 4) === field, "row 3 is row 4 now, with its cell")
        #expect(field.isFirstResponder, "the field keeps the keyboard")
        #expect(field.superview?.superview?.frame.minY == 176)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("beginUpdates/endUpdates and performBatchUpdates apply deletions at old positions and insertions at new ones together")
    func batches() throws {
        let transcript = TranscriptController()
        let sim = show(transcript)
        let row5 = try #require(transcript.field(inRow: 5))
        let table = transcript.tableView!
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        transcript.messages = 19
        table.endUpdates()
        sim.advance(by: .milliseconds(20))
        #expect(transcript.field(inRow: 4) === row5, "two deleted above, one inserted: row 5 is row 4")
        var completed: [Bool] = []
        table.performBatchUpdates {
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        } completion: {
            completed.append($0)
        }
        #expect(transcript.field(inRow: 0) === row5)
        #expect(completed == [true])
        let row1 = try #require(transcript.field(inRow: 1))
        transcript.deleteFirstRow()
        #expect(transcript.field(inRow: 0) === row1)
        #expect(table.numberOfRows(inSection: 0) == 18)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("an update the data source's counts contradict is UIKit's \"Invalid update\", said in the trace")
    func invalidUpdate() {
        let transcript = TranscriptController()
        let sim = show(transcript)
        transcript.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)  // still 20
        #expect(
            sim.diagnostics == [
                "Invalid update: the number of rows in section 0 after the update (20) must be the number before (20) plus 0 inserted minus 1 deleted, plus 0 moved in minus 0 moved out (UIKit raises NSInternalInconsistencyException)"
            ])
    }
}
