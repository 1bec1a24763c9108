import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// A cell with a text field, written as an iOS app writes one.
private final class FieldCell: UITableViewCell {
    let field = UITextField()
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.frame = CGRect(x: 16, y: 5, width: 200, height: 34)
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Two sections: 3 rows of 60 points, then 50 rows of the table's row height.
private final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var counts = [3, 50]
    var displayed: [String] = []
    var cellsMade = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        if let fieldCell = cell as? FieldCell {
            fieldCell.field.accessibilityIdentifier = "field \(indexPath.section).\(indexPath.row)"
            if fieldCell.reuses == 0 { cellsMade += 1 }
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 60 : tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append("+\(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append("-\(indexPath.section).\(indexPath.row)")
    }

    func field(at indexPath: IndexPath) -> UITextField? {
        (tableView.cellForRow(at: indexPath) as? FieldCell)?.field
    }
}

@MainActor @Suite("UITableView")
struct UITableViewTests {
    /// The list on an iPhone SE (20-point status bar), laid out.
    private func makeList() -> (Simulation, ListController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let list = ListController()
        sim.window.rootViewController = list
        sim.advance(by: .seconds(1))
        return (sim, list)
    }

    @Test("rows, sections, rectangles and the content size come from the data source and the delegate")
    func rowGeometry() {
        let (sim, list) = makeList()
        let table = list.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 50)
        #expect(table.numberOfRows(inSection: 2) == 0)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 375, height: 60))
        // Automatic rows are 44 points.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 180, width: 375, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 1)) == CGRect(x: 0, y: 620, width: 375, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 1)) == .zero)
        #expect(table.contentSize == CGSize(width: 375, height: 180 + 50 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 630)) == IndexPath(row: 10, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 100)) == [
                IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
            ])

        // A new rowHeight re-reads the rows; a header view pushes every row down.
        table.rowHeight = 50
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableHeaderView = header
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        sim.advance(by: .zero)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 280, width: 375, height: 50))
        #expect(table.contentSize == CGSize(width: 375, height: 100 + 180 + 50 * 50 + 30))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 2780, width: 375, height: 30))
    }

    @Test("the rows on screen have cells in the table, with their rows' frames; scrolling swaps and reuses them")
    func visibleRowsAndCells() {
        let (sim, list) = makeList()
        let table = list.tableView
        // Content taller than the table: the content rests under the status bar (offset −20),
        // so the bounds show content y −20…647: rows 0.0–0.2 and 1.0–1.10.
        #expect(table.contentOffset == CGPoint(x: 0, y: -20))
        let expectedPaths = (0..<3).map { IndexPath(row: $0, section: 0) } + (0...10).map { IndexPath(row: $0, section: 1) }
        #expect(table.indexPathsForVisibleRows == expectedPaths)
        #expect(table.visibleCells.count == 14)
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
        #expect(table.visibleCells.map(\.frame) == expectedPaths.map { table.rectForRow(at: $0) })
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 1)) == nil)
        #expect(list.field(at: IndexPath(row: 10, section: 1))?.frameInWindow == CGRect(x: 16, y: 645, width: 200, height: 34))
        #expect(list.cellsMade == 14)
        #expect(list.displayed.count == 14 && list.displayed.allSatisfy { $0.hasPrefix("+") })

        // Scroll 440 points (ten rows): the rows that left give their cells to the new ones.
        table.contentOffset = CGPoint(x: 0, y: 420)
        sim.advance(by: .zero)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 1))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 20, section: 1))
        #expect(table.visibleCells.count == 16)
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.count == 16)
        #expect(list.cellsMade == 16, "14 cells, 8 of them reused, and 2 new")
        #expect(list.displayed.filter { $0.hasPrefix("-") }.count == 8)
        #expect(list.field(at: IndexPath(row: 20, section: 1))?.accessibilityIdentifier == "field 1.20")
        #expect(table.indexPath(for: table.visibleCells[0]) == IndexPath(row: 5, section: 1))
    }

    @Test("scrollToRow puts the row at the top, middle or bottom of the visible area, or scrolls as little as shows it")
    func scrollToRow() {
        let (sim, list) = makeList()
        let table = list.tableView
        defer { #expect(sim.diagnostics.isEmpty) }
        let row = IndexPath(row: 20, section: 1)  // y 1060…1104
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 1040), "under the 20-point status bar")
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 437))
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 1082 - 20 - 323.5))
        table.scrollToRow(at: row, at: .none, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 1082 - 20 - 323.5), "visible: nothing moves")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: -20))
        // The last row cannot come to the top: clamped to the end of the content.
        table.scrollToRow(at: IndexPath(row: 49, section: 1), at: .top, animated: true)
        sim.advance(by: .seconds(1))
        #expect(table.contentOffset == CGPoint(x: 0, y: 180 + 50 * 44 - 667))
        sim.advance(by: .zero)
        #expect(table.cellForRow(at: IndexPath(row: 49, section: 1))?.frame.maxY == table.contentSize.height)
    }

    @Test("a row that does not exist is a diagnostic, not a crash")
    func scrollToMissingRow() {
        let (sim, list) = makeList()
        list.tableView.scrollToRow(at: IndexPath(row: 99, section: 1), at: .top, animated: false)
        #expect(sim.diagnostics.last == "scrollToRow(at: [1, 99]): the table has no such row (UIKit raises an exception). Ignored.")
        #expect(list.tableView.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test("the cell of the field being edited stays when it scrolls out; reloadData takes it and the keyboard goes")
    func firstResponderCell() {
        let (sim, list) = makeList()
        let table = list.tableView
        guard let field = list.field(at: IndexPath(row: 1, section: 0)) else {
            Issue.record("no cell for row 0.1")
            return
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .shown)
        table.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        sim.advance(by: .seconds(1))
        #expect(field.isFirstResponder)
        #expect(field.window != nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) == nil, "not visible")
        #expect(!table.visibleCells.contains { $0 === field.superview?.superview })
        table.reloadData()
        #expect(!field.isFirstResponder)
        #expect(field.window == nil)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .hidden)
        #expect(table.visibleCells.count == 16)
    }

    @Test(
        "dequeueing: a registered subclass through its own initializer, a queued cell after prepareForReuse, nil or a diagnostic otherwise")
    func dequeue() {
        let (sim, list) = makeList()
        let table = list.tableView
        let made = table.dequeueReusableCell(withIdentifier: "field")
        #expect(made is FieldCell)
        #expect(made?.reuseIdentifier == "field")
        #expect((made as? FieldCell)?.field.superview === made?.contentView)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        let fallback = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        #expect(type(of: fallback) == UITableViewCell.self)
        #expect(fallback.frame.size == CGSize(width: 375, height: 60))
        #expect(
            sim.diagnostics.last?.hasPrefix("dequeueReusableCell(withIdentifier: \"nothing\", for: [0, 0]): no class is registered") == true
        )

        table.reloadData()  // the 14 cells go to the queue
        let reused = table.dequeueReusableCell(withIdentifier: "field") as? FieldCell
        #expect(reused?.reuses == 1)
        #expect(reused?.superview == nil)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "field")
        sim.advance(by: .zero)
        #expect(table.visibleCells.count == 14, "13 queued cells and, for the last row, a default cell with a diagnostic")
    }

    @Test("a table without rows has no visible rows (nil, as UIKit documents) and no cells")
    func emptyTable() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = UIViewController()
        sim.window.rootViewController = root
        let table = UITableView(frame: root.view.bounds)
        root.view.addSubview(table)
        sim.advance(by: .zero)
        #expect(table.style == .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.numberOfSections == 0)
        #expect(table.indexPathsForVisibleRows == nil)
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize == CGSize(width: 375, height: 0))
        #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        #expect(UITableView.ScrollPosition.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }
}
