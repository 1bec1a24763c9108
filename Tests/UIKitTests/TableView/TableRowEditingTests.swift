import Testing
import UIKit
import KeyboardSim

/// A list of names whose data source and delegate log every editing call; rows delete and
/// insert through `commit`, move through `moveRowAt`.
private class NamesController: UITableViewController {
    var names = ["Ada", "Grace", "Linus", "Margaret", "Dennis"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 4 }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == 3 ? .insert : .delete
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else {
            names.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }

    func title(_ row: Int) -> String? { tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text }
}

/// The same list with its own swipe actions: Archive and Flag on the trailing edge, Pin on the
/// leading one; Flag's handler completes later.
private final class ActionsController: NamesController {
    var pendingCompletion: ((Bool) -> Void)?
    var fullSwipe = true

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let archive = UIContextualAction(style: .destructive, title: "Archive") { [unowned self] action, view, done in
            log.append("Archive \(indexPath.row) in \((view as? UITableViewCell)?.textLabel?.text ?? "?")")
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            log.append("Flag \(indexPath.row)")
            pendingCompletion = done
        }
        let configuration = UISwipeActionsConfiguration(actions: [archive, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        indexPath.row == 1
            ? UISwipeActionsConfiguration(actions: [])
            : UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                    log.append("Pin \(indexPath.row)")
                    done(false)
                }
            ])
    }
}

/// A list whose delegate gives only the deprecated row actions.
private final class RowActionsController: NamesController {
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        [
            UITableViewRowAction(style: .normal, title: "More") { [unowned self] action, path in
                log.append("\(action.title ?? "?") \(path.row)")
            }
        ]
    }
}

@MainActor private func show(_ controller: UIViewController) -> Simulation {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

@MainActor @Suite("UITableView row editing: editing mode, swipe actions, the editing controls, reordering")
struct TableRowEditingTests {
    @Test("UITableViewController.setEditing puts its table and cells in editing mode; editButtonItem toggles both")
    func controllerForwardsEditing() throws {
        let list = NamesController()
        let sim = show(list)
        list.setEditing(true, animated: true)
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        let cell = try #require(list.tableView.cellForRow(at: row(0)))
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        #expect(list.tableView.cellForRow(at: row(3))?.editingStyle == .insert)
        #expect(list.tableView.cellForRow(at: row(4))?.editingStyle == UITableViewCell.EditingStyle.none, "canEditRowAt false: no control")
        let item = list.editButtonItem
        UIApplication.shared.sendAction(try #require(item.action), to: item.target, from: item, for: nil)
        #expect(!list.isEditing)
        #expect(!list.tableView.isEditing)
        #expect(!cell.isEditing)
        _ = sim
    }

    @Test("a swipe to the left with no configuration shows the default Delete action, which commits through the data source")
    func swipeToDelete() {
        let list = NamesController()
        let sim = show(list)
        let actions = sim.swipeRow(at: row(1), in: list.tableView)
        #expect(actions.map(\.title) == ["Delete"])
        #expect(actions.first?.style == .destructive)
        #expect(list.log == ["willBeginEditing 1"])
        #expect(list.tableView.cellForRow(at: row(1))?.showingDeleteConfirmation == true)
        #expect(list.tableView.cellForRow(at: row(0))?.showingDeleteConfirmation == false)
        sim.tapSwipeAction("Delete", in: list.tableView)
        #expect(list.log == ["willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
        #expect(list.names == ["Ada", "Linus", "Margaret", "Dennis"])
        sim.advance(by: .seconds(1))
        #expect(list.title(1) == "Linus")
    }

    @Test("no Delete for a row the data source cannot edit, nor for an .insert row; the trace says why")
    func noDefaultActions() {
        let list = NamesController()
        let sim = show(list)
        #expect(sim.swipeRow(at: row(4), in: list.tableView).isEmpty)
        #expect(sim.swipeRow(at: row(3), in: list.tableView).isEmpty)
        #expect(sim.swipeRow(at: row(0), in: list.tableView, direction: .right).isEmpty, "no default leading actions")
        #expect(list.log.isEmpty)
        #expect(sim.diagnostics.filter { $0.contains("has no trailing swipe actions") }.count == 2)
        #expect(sim.diagnostics.contains { $0.contains("has no leading swipe actions") })
    }

    @Test("the delegate's configuration: its actions outermost first; the handler gets the cell and closes the row when it completes")
    func configuredActions() {
        let list = ActionsController()
        let sim = show(list)
        let actions = sim.swipeRow(at: row(2), in: list.tableView)
        #expect(actions.map(\.title) == ["Archive", "Flag"])
        sim.tapSwipeAction("Flag", in: list.tableView)
        #expect(list.log == ["willBeginEditing 2", "Flag 2"], "the row stays open until the handler completes")
        list.pendingCompletion?(true)
        #expect(list.log == ["willBeginEditing 2", "Flag 2", "didEndEditing 2"])
        list.pendingCompletion?(true)
        #expect(list.log.count == 3, "a second completion does nothing")
        sim.swipeRow(at: row(0), in: list.tableView)
        sim.tapSwipeAction("Archive", in: list.tableView)
        #expect(list.log.suffix(3) == ["willBeginEditing 0", "Archive 0 in Ada", "didEndEditing 0"])
    }

    @Test("a full swipe performs the first action, unless performsFirstActionWithFullSwipe is false")
    func fullSwipe() {
        let list = ActionsController()
        let sim = show(list)
        sim.swipeRow(at: row(0), in: list.tableView, fully: true)
        #expect(list.log == ["willBeginEditing 0", "Archive 0 in Ada", "didEndEditing 0"])
        list.log = []
        list.fullSwipe = false
        sim.swipeRow(at: row(0), in: list.tableView, fully: true)
        #expect(list.log == ["willBeginEditing 0"])
        #expect(sim.diagnostics.contains { $0.contains("performsFirstActionWithFullSwipe is false") })
    }

    @Test("leading actions come from a swipe to the right; an empty configuration shows none")
    func leadingActions() {
        let list = ActionsController()
        let sim = show(list)
        #expect(sim.swipeRow(at: row(0), in: list.tableView, direction: .right).map(\.title) == ["Pin"])
        sim.tapSwipeAction("Pin", in: list.tableView)
        #expect(list.log == ["willBeginEditing 0", "Pin 0", "didEndEditing 0"])
        #expect(sim.swipeRow(at: row(1), in: list.tableView, direction: .right).isEmpty)
    }

    @Test("swiping another row closes the first; tapping a title not shown is said in the trace")
    func anotherRowAndUnknownTitle() {
        let list = ActionsController()
        let sim = show(list)
        sim.swipeRow(at: row(0), in: list.tableView)
        sim.swipeRow(at: row(2), in: list.tableView)
        #expect(list.log == ["willBeginEditing 0", "didEndEditing 0", "willBeginEditing 2"])
        sim.tapSwipeAction("Delete", in: list.tableView)
        #expect(sim.diagnostics.contains { $0.contains("\"Delete\"") && $0.contains("\"Archive\", \"Flag\"") })
    }

    @Test("the deprecated editActionsForRowAt: its row actions when there is no trailing configuration")
    func rowActions() {
        let list = RowActionsController()
        let sim = show(list)
        #expect(sim.swipeRow(at: row(1), in: list.tableView).map(\.title) == ["More"])
        sim.tapSwipeAction("More", in: list.tableView)
        #expect(list.log == ["willBeginEditing 1", "More 1", "didEndEditing 1"])
    }

    @Test("no swipe actions while the table edits; the editing controls commit insertions and confirm deletions")
    func editingControls() {
        let list = NamesController()
        let sim = show(list)
        sim.tapEditingControl(ofRowAt: row(0), in: list.tableView)
        #expect(sim.diagnostics.last?.contains("not editing") == true)
        list.setEditing(true, animated: false)
        #expect(sim.swipeRow(at: row(0), in: list.tableView).isEmpty)
        sim.tapEditingControl(ofRowAt: row(3), in: list.tableView)
        #expect(list.log == ["commit insert 3"])
        #expect(list.names == ["Ada", "Grace", "Linus", "New", "Margaret", "Dennis"])
        sim.tapEditingControl(ofRowAt: row(0), in: list.tableView)
        sim.tapSwipeAction("Delete", in: list.tableView)
        #expect(list.log == ["commit insert 3", "commit delete 0", "didEndEditing 0"])
        #expect(list.names.first == "Grace")
    }

    @Test("reordering: canMoveRowAt must allow it, then the table moves the row and the data source hears moveRowAt")
    func reorder() {
        let list = NamesController()
        let sim = show(list)
        list.setEditing(true, animated: false)
        sim.moveRow(at: row(0), to: row(2), in: list.tableView)
        #expect(list.log.isEmpty)
        #expect(sim.diagnostics.last?.contains("canMoveRowAt") == true)
        sim.moveRow(at: row(1), to: row(3), in: list.tableView)
        #expect(list.log == ["move 1 3"])
        #expect(list.names == ["Ada", "Linus", "Margaret", "Grace", "Dennis"])
        sim.advance(by: .seconds(1))
        #expect(list.title(3) == "Grace")
    }
}
