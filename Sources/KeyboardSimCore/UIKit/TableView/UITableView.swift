import Foundation

/// A scroll view of rows in sections, as UIKit's `UITableView`.
///
/// - **Rows.** The data source gives the sections, the rows and each row's cell; the height
///   of a row is the delegate's `tableView(_:heightForRowAt:)`, else `rowHeight`
///   (`UITableView.automaticDimension` by default, which is 44 points here: self-sizing
///   from a cell's constraints is not simulated). Rows follow each other from the top of the
///   content, after `tableHeaderView` and before `tableFooterView` (each as tall as its frame,
///   as wide as the table). Each section starts with its header and ends with its footer
///   (see `sectionHeaderHeight`); plain tables' floating headers, `sectionHeaderTopPadding`
///   and the spacing of the grouped styles are not simulated. The content size is the table's
///   width by the total height.
/// - **Cells.** A layout pass (the end of the run-loop turn, or `layoutIfNeeded()`) asks the
///   data source for the cell of every row that overlaps the bounds, gives it the row's frame
///   and adds it as a subview — so the keyboard's audit and the trace see the fields in
///   cells. Rows that scroll out leave the table, and their cells go back to the reuse queue,
///   except a cell holding the first responder, which stays until the field resigns
///   (unconfirmed: UIKit keeps such a cell out of reuse). `reloadData()` takes every cell
///   away (a field in one resigns, as in UIKit) and asks again at the next layout pass.
/// - **The data is read lazily**: at the first layout pass after `reloadData()` or a new data
///   source, or when a row's geometry is asked for.
/// - The table's `delegate` reads back as a `UIScrollViewDelegate`: Swift cannot narrow a
///   property's type in a subclass. The table uses it as its `UITableViewDelegate` when it is
///   one.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .plain)
/// table.register(FieldCell.self, forCellReuseIdentifier: "field")
/// table.dataSource = self
/// view.addSubview(table)
/// ```
open class UITableView: UIScrollView {
    /// The table's look, as UIKit's `UITableView.Style` (only stored: rows are laid out alike).
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain or grouped table.
        case plain, grouped
        /// iOS 13.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, as UIKit's
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// As little scrolling as shows the row (nothing when it is visible).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// "Let the table choose": `rowHeight`'s default (−1, as on iOS).
    public static let automaticDimension: CGFloat = -1

    /// The height of an automatic row (UIKit's standard row height).
    static let defaultRowHeight: CGFloat = 44

    /// The table's style.
    public let style: Style

    /// Gives the sections, rows and cells (held weakly).
    open weak var dataSource: UITableViewDataSource? {
        didSet { rowsDidChange() }
    }

    /// Told ahead of time which rows will show (held weakly; never called here: see
    /// `UITableViewDataSourcePrefetching`, and the trace says so when one is set).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { if prefetchDataSource != nil { prefetchingNotSimulated("UITableView", rows: "rows") } }
    }

    /// The height of rows the delegate does not size (`automaticDimension` by default: 44
    /// points).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { rowsDidChange() } }
    }

    /// An estimate of the row height (`automaticDimension` by default; stored, not used).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// A view above the rows, as tall as its frame and as wide as the table.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below the rows, as tall as its frame and as wide as the table.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    private var registeredCellNibs: [String: UINib] = [:]
    /// The storyboard's prototype cells by reuse identifier (InterfaceBuilder/UITableView+Prototypes.swift).
    final var interfaceBuilderPrototypes: [String: InterfaceBuilderPrototype] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    /// The cells in the table, by index path (ascending).
    private var displayedCells: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    /// The rows as last read from the data source and the delegate.
    private var cachedGeometry: RowGeometry?
    /// Whether the rows are being read (a data source that asks the table back gets no rows).
    private var isReadingRows = false
    /// Updates collected between `beginUpdates()` and `endUpdates()`.
    private var pendingBatch: BatchUpdate?
    private var updateDepth = 0
    private var countsBeforeBatch: [Int] = []

    // MARK: Initializers

    /// Makes a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table decoded from a storyboard or a xib, of the document's `style` (`.plain` for
    /// another coder).
    public required init?(coder: NSCoder) {
        style = (coder as? InterfaceBuilderCoder)?.tableStyle ?? .plain
        super.init(coder: coder)
    }

    // MARK: Cells

    /// Makes the table create cells of `cellClass` (a `UITableViewCell` subclass) for
    /// `identifier`; nil forgets the identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nil
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            window?.traceRecorder.diagnostic(
                "register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): not a UITableViewCell subclass. Ignored.")
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// Makes the table create cells from the first `UITableViewCell` at the top level of `nib`
    /// for `identifier` (replacing a class registered for it); nil forgets the identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = nil
        registeredCellNibs[identifier] = nib
    }

    /// The registered nib's cell for `identifier`, with the identifier when the nib gives none;
    /// nil, said in the trace, when the nib holds no cell at its top level.
    private func cell(fromNib nib: UINib, identifier: String) -> UITableViewCell? {
        guard let cell = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? UITableViewCell }).first else {
            diagnostic("the nib registered for \"\(identifier)\" has no table view cell at its top level")
            return nil
        }
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        return cell
    }

    /// A cell that left the table under `identifier` (after its `prepareForReuse()`), else a
    /// new cell of the class or from the nib registered for it, else a new cell made from the
    /// storyboard's prototype cell of that identifier, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let cellClass = registeredCellClasses[identifier] { return cellClass.init(registeredReuseIdentifier: identifier) }
        if let nib = registeredCellNibs[identifier] { return cell(fromNib: nib, identifier: identifier) }
        return interfaceBuilderPrototypes[identifier]?.makeTableCell()
    }

    /// A reused or new cell for `identifier`, sized for the row at `indexPath`. UIKit raises an
    /// exception when nothing is registered for `identifier`; the simulation records a
    /// diagnostic and returns a `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? {
                window?.traceRecorder.diagnostic(
                    "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered for the identifier (UIKit raises NSInternalInconsistencyException). A default cell was made; register the cell's class first."
                )
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }()
        let rect = rectForRow(at: indexPath)
        if rect.height > 0 { cell.frame.size = rect.size }
        return cell
    }

    /// The cells of the rows on screen, by index path.
    open var visibleCells: [UITableViewCell] {
        displayedCells.filter { rectForRow(at: $0.indexPath).overlap(with: bounds) != nil }.map(\.cell)
    }

    /// The index paths of the rows that overlap the bounds, ascending; nil when none does (as
    /// UIKit documents). Computed from the rows, whether or not their cells are in yet.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = rowGeometry().indexPaths(overlapping: bounds, width: bounds.width)
        return paths.isEmpty ? nil : paths
    }

    /// The cell of the row at `indexPath` if it is on screen, else nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard let entry = displayedCells.first(where: { $0.indexPath == indexPath }),
            rectForRow(at: indexPath).overlap(with: bounds) != nil
        else { return nil }
        return entry.cell
    }

    /// The index path of a cell in the table, else nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedCells.first { $0.cell === cell }?.indexPath
    }

    // MARK: Rows

    /// The number of sections the data source gives (0 without a data source).
    open var numberOfSections: Int { rowGeometry().sectionRowCounts.count }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = rowGeometry().sectionRowCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The row's rectangle in the table's content coordinates (`.zero` for a row that does not
    /// exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = rowGeometry()
        guard let index = geometry.flatIndex(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: geometry.tops[index], width: bounds.width, height: geometry.heights[index])
    }

    /// The index paths of the rows that overlap `rect` (content coordinates), ascending.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        rowGeometry().indexPaths(overlapping: rect, width: bounds.width)
    }

    /// The index path of the row at `point` (content coordinates), else nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        let geometry = rowGeometry()
        guard let index = geometry.firstIndex(endingAfter: point.y), geometry.tops[index] <= point.y else { return nil }
        return geometry.paths[index]
    }

    /// Scrolls the row at `indexPath` to `scrollPosition` within the bounds inset by
    /// `adjustedContentInset`, clamped to the scrollable range. A row that does not exist is a
    /// diagnostic (UIKit raises an exception).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard rowGeometry().flatIndex(of: indexPath) != nil else {
            window?.traceRecorder.diagnostic(
                "scrollToRow(at: \(indexPath)): the table has no such row (UIKit raises an exception). Ignored.")
            return
        }
        let row = rectForRow(at: indexPath)
        let insets = adjustedContentInset
        let visibleTop = contentOffset.y + insets.top
        let visibleBottom = contentOffset.y + bounds.height - insets.bottom
        let y: CGFloat =
            switch scrollPosition {
            case .none: contentOffset.y + Self.scrollDistance(row.minY, row.maxY, visible: visibleTop, visibleBottom)
            case .top: row.minY - insets.top
            case .middle: row.midY - insets.top - (bounds.height - insets.top - insets.bottom) / 2
            case .bottom: row.maxY - bounds.height + insets.bottom
            }
        let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Forgets the rows, the cells and the selection (unconfirmed: UIKit's documentation does not
    /// say that a reload deselects); the next layout pass asks the data source again.
    open func reloadData() {
        takeAwaySupplements()
        for (indexPath, cell) in displayedCells { takeAway(cell, at: indexPath) }
        displayedCells = []
        selectedPaths = []
        rowsDidChange()
    }

    // MARK: Updates

    /// How inserted, deleted and reloaded rows animate, as UIKit's `UITableView.RowAnimation`
    /// (taken; the animation is not simulated: rows take their places at once).
    public enum RowAnimation: Int, Sendable, CaseIterable {
        /// A fade.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// The cell stays in the middle while the others move.
        case middle
        /// The table chooses (iOS 5).
        case automatic = 100
    }

    /// Rows were inserted in the data at `indexPaths` (their new positions).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update { $0.insertedItems += indexPaths } }
    /// Rows were deleted from the data at `indexPaths` (their old positions); a field in one
    /// resigns.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update { $0.deletedItems += indexPaths } }
    /// The rows at `indexPaths` changed: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update { $0.reloadedItems += indexPaths } }
    /// The row at `indexPath` moved to `newIndexPath`; its cell moves with it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { update { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Sections were inserted in the data at `sections` (their new positions).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { update { $0.insertedSections.formUnion(sections) } }
    /// Sections were deleted from the data at `sections` (their old positions).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { update { $0.deletedSections.formUnion(sections) } }
    /// The sections changed: their cells are asked for again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { update { $0.reloadedSections.formUnion(sections) } }

    /// Starts a group of updates applied together at `endUpdates()` (groups nest).
    open func beginUpdates() {
        if updateDepth == 0 {
            countsBeforeBatch = rowGeometry().sectionRowCounts
            pendingBatch = BatchUpdate()
        }
        updateDepth += 1
    }

    /// Applies the updates since `beginUpdates()` as one change (deletions at old positions,
    /// insertions at new ones, as UIKit). Row heights are read again even without updates (the
    /// idiom that makes a table re-measure its rows).
    open func endUpdates() {
        guard updateDepth > 0 else {
            diagnostic("endUpdates() without beginUpdates() (UIKit raises an exception). Ignored.")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let batch = pendingBatch ?? BatchUpdate()
        pendingBatch = nil
        apply(batch, countsBefore: countsBeforeBatch)
    }

    /// `performBatchUpdates(_:completion:)` with a non-escaping `updates` block, as UIKit's
    /// header declares it (`NS_NOESCAPE`): so a trailing closure that names the owner's own
    /// properties without `self.` compiles, as it does on iOS.
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Applies the insertions, deletions, moves and reloads made in `updates` as one change, lays
    /// it out and calls `completion` with `true` (the change's animation is not simulated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        layoutIfNeeded()
        completion?(true)
    }

    /// Applies `change` at once, or adds it to the updates being collected.
    final func update(_ change: (inout BatchUpdate) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        let counts = rowGeometry().sectionRowCounts
        var batch = BatchUpdate()
        change(&batch)
        apply(batch, countsBefore: counts)
    }

    /// Moves the cells and the selection to their new index paths, takes away those of deleted and
    /// reloaded rows, and checks the data source's new counts. Section headers and footers are
    /// taken away and asked for again at the next layout (UIKit keeps those of sections the
    /// update leaves alone: unconfirmed which it keeps).
    final func apply(_ batch: BatchUpdate, countsBefore before: [Int]) {
        takeAwaySupplements()
        var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        for (indexPath, cell) in displayedCells {
            if let newPath = batch.newIndexPath(for: indexPath, isItem: true) {
                kept.append((newPath, cell))
            } else {
                takeAway(cell, at: indexPath)
            }
        }
        displayedCells = kept
        selectedPaths = selectedPaths.compactMap { batch.newIndexPath(for: $0, isItem: true) }
        rowsDidChange()
        if let problem = batch.inconsistency(before: before, after: rowGeometry().sectionRowCounts, items: "rows") {
            diagnostic("Invalid update: \(problem) (UIKit raises NSInternalInconsistencyException)")
        }
    }

    // MARK: Selection

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true

    /// Whether a tap adds a row to the selection, and a tap on a selected row deselects it,
    /// instead of a tap selecting one row (false by default).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while the table edits (default `false`).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while the table edits (default `false`).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells' margins follow the readable width (stored).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether focus returns to the row focused last (stored; focus is not simulated).
    open var remembersLastFocusedIndexPath = false

    /// Whether the table is in editing mode (default `false`): its visible cells are too.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The row whose swipe actions are showing (`Simulation.swipeRow(at:in:direction:fully:)`).
    var revealedSwipeActions: RevealedSwipeActions?

    /// Puts the table and its visible cells in or out of editing mode (the delete and insert
    /// controls are not drawn; `Simulation.tapEditingControl(ofRowAt:in:)` taps one); each cell's
    /// editing style is its delegate's answer, `.delete` by default, as in UIKit, and `.none` for
    /// a row its data source cannot edit (`tableView(_:canEditRowAt:)`). Entering editing mode
    /// closes a row's swipe actions.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing { closeSwipeActions() }
        self.editing = editing
        for cell in visibleCells {
            if editing, let indexPath = indexPath(for: cell) {
                cell.editingStyle = editingStyleByUser(forRowAt: indexPath)
            } else {
                cell.editingStyle = .none
            }
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The row's editing style as UIKit decides it: `.none` when the data source cannot edit
    /// the row, else the delegate's answer (`.delete` by default).
    func editingStyleByUser(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The selected rows, in the order they were selected.
    private var selectedPaths: [IndexPath] = []

    /// The selected row (the first of several, as UIKit documents), else nil.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows, else nil.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row in code: the delegate is not told (as Apple documents for this method), the
    /// other rows are deselected unless `allowsMultipleSelection`, and the row is scrolled to
    /// `scrollPosition` (`.none` does not scroll). `nil` deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedPaths { deselectRow(at: selected, animated: animated) }
            return
        }
        guard rowGeometry().flatIndex(of: indexPath) != nil else {
            window?.traceRecorder.diagnostic("selectRow(at: \(indexPath)): the table has no such row. Ignored.")
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedPaths where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        setSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row in code; the delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath, animated: animated)
    }

    /// The user tapped the row (`Simulation.tap(_:)`), as UIKit's sequence: nothing unless
    /// `allowsSelection` and `tableView(_:shouldHighlightRowAt:)`; the cell is highlighted
    /// (`setHighlighted(true)`, `didHighlightRowAt`) and unhighlighted (`setHighlighted(false)`,
    /// `didUnhighlightRowAt`) as the finger lands and lifts; `willSelectRowAt` may give
    /// another row or none; then the row selected before is deselected (`willDeselectRowAt`,
    /// `didDeselectRowAt`), and the row is selected (`didSelectRowAt`). With
    /// `allowsMultipleSelection` a tap on a selected row deselects it instead.
    func selectRowByUser(at indexPath: IndexPath) {
        guard allowsSelection, tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        let touched = cellForRow(at: indexPath)
        touched?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        touched?.setHighlighted(false, animated: true)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            deselectRowByUser(indexPath)
            return
        }
        guard let chosen = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelection {
            for selected in selectedPaths where selected != chosen { deselectRowByUser(selected) }
        }
        setSelected(true, at: chosen, animated: false)
        // A storyboard segue drawn from the cell is performed before the delegate hears of the
        // selection (unconfirmed: Apple does not document the order; it is the order developers report).
        if let cell = cellForRow(at: chosen), let segue = cell.selectionSegue { segue.fire(cell) }
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    private func deselectRowByUser(_ indexPath: IndexPath) {
        guard let chosen = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        setSelected(false, at: chosen, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: chosen)
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        if selected {
            if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        } else {
            selectedPaths.removeAll { $0 == indexPath }
        }
        if let cell = displayedCells.first(where: { $0.indexPath == indexPath })?.cell, cell.isSelected != selected {
            cell.setSelected(selected, animated: animated)
        }
    }

    // MARK: Section headers and footers

    /// The height of section headers the delegate does not size (`automaticDimension` by
    /// default). Automatic, a section has a header when the delegate gives a view
    /// (`tableView(_:viewForHeaderInSection:)`: as tall as its frame, else
    /// `defaultSectionHeaderHeight`) or the data source a title (`defaultSectionHeaderHeight`);
    /// otherwise none (height 0). Self-sizing headers are not simulated.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { rowsDidChange() } }
    }

    /// The height of section footers the delegate does not size (`automaticDimension` by
    /// default: as `sectionHeaderHeight`, with the footer's view or title).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { rowsDidChange() } }
    }

    /// An estimate of section headers' height (stored: estimates are not used, every height is
    /// computed). `automaticDimension` by default.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of section footers' height (stored, not used). `automaticDimension` by default.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header of a plain table (iOS 15; stored, not simulated:
    /// headers start where the previous section ends). `automaticDimension` by default.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// The height of an automatic header or footer with a title, or with a view of no height:
    /// 28 points (unconfirmed: the plain style's title header as commonly measured on iOS 15
    /// and later; Dynamic Type is not simulated).
    public static let defaultSectionHeaderHeight: CGFloat = 28

    private var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    /// The section headers and footers in the table, by section.
    private var displayedHeaders: [Int: UIView] = [:]
    private var displayedFooters: [Int: UIView] = [:]

    /// Makes the table create header and footer views of `aClass` (a
    /// `UITableViewHeaderFooterView` subclass) for `identifier`; nil forgets the identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nil
        guard let aClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            diagnostic(
                "register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): not a UITableViewHeaderFooterView subclass. Ignored."
            )
            return
        }
        registeredHeaderFooterClasses[identifier] = viewType
    }

    /// Makes the table create header and footer views from the first
    /// `UITableViewHeaderFooterView` at the top level of `nib` for `identifier`; nil forgets it.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = nil
        registeredHeaderFooterNibs[identifier] = nib
    }
    private var registeredHeaderFooterNibs: [String: UINib] = [:]

    /// A header or footer view that left the table under `identifier` (after its
    /// `prepareForReuse()`), else a new view of the class or from the nib registered for it,
    /// else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooterViews[identifier], let view = queue.popLast() {
            reusableHeaderFooterViews[identifier] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = registeredHeaderFooterNibs[identifier] {
            let view = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
            if view == nil { diagnostic("the nib registered for \"\(identifier)\" has no header or footer view at its top level") }
            return view
        }
        return registeredHeaderFooterClasses[identifier]?.init(registeredReuseIdentifier: identifier)
    }

    /// The header view of `section` while it is in the table, if it is a
    /// `UITableViewHeaderFooterView` (as UIKit answers), else nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` while it is in the table, if it is a
    /// `UITableViewHeaderFooterView`, else nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedFooters[section] as? UITableViewHeaderFooterView
    }

    /// The rectangle of `section` in content coordinates: its header, rows and footer (`.zero`
    /// for a section that does not exist).
    open func rect(forSection section: Int) -> CGRect {
        let geometry = rowGeometry()
        guard geometry.headers.indices.contains(section) else { return .zero }
        let top = geometry.headers[section].top, footer = geometry.footers[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: footer.top + footer.height - top)
    }

    /// The rectangle of `section`'s header in content coordinates (`.zero` for a section that
    /// does not exist; zero height when it has no header).
    open func rectForHeader(inSection section: Int) -> CGRect {
        let geometry = rowGeometry()
        guard geometry.headers.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: geometry.headers[section].top, width: bounds.width, height: geometry.headers[section].height)
    }

    /// The rectangle of `section`'s footer in content coordinates (`.zero` for a section that
    /// does not exist).
    open func rectForFooter(inSection section: Int) -> CGRect {
        let geometry = rowGeometry()
        guard geometry.footers.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: geometry.footers[section].top, width: bounds.width, height: geometry.footers[section].height)
    }

    /// The height of `section`'s header (or footer): the delegate's, else `sectionHeaderHeight`
    /// (`sectionFooterHeight`); automatic, from the view or the title the section has.
    private func supplementHeight(inSection section: Int, header: Bool) -> CGFloat {
        let asked =
            header
            ? (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if asked.isFinite, asked >= 0 { return asked }
        if let view = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            return view.frame.height > 0 ? view.frame.height : Self.defaultSectionHeaderHeight
        }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        return title == nil ? 0 : Self.defaultSectionHeaderHeight
    }

    /// The view of `section`'s header (or footer): the delegate's, else one with the data
    /// source's title, else nil.
    private func makeSupplement(inSection section: Int, header: Bool) -> UIView? {
        if let view = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            return view
        }
        guard
            let title = header
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
        else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// Places the headers and footers that overlap the bounds (asking for their views and
    /// telling the delegate `willDisplayHeaderView`/`willDisplayFooterView`), and takes away
    /// those that left (`didEndDisplayingHeaderView`/`didEndDisplayingFooterView`).
    private func layoutSupplements(_ geometry: RowGeometry) {
        guard !geometry.headers.isEmpty || !displayedHeaders.isEmpty || !displayedFooters.isEmpty else { return }
        let width = bounds.width
        for header in [true, false] {
            let places = header ? geometry.headers : geometry.footers
            var displayed = header ? displayedHeaders : displayedFooters
            for (section, view) in displayed.sorted(by: { $0.key < $1.key }) {
                let visible =
                    places.indices.contains(section) && places[section].height > 0
                    && places[section].top < bounds.maxY && places[section].top + places[section].height > bounds.minY
                guard !visible else { continue }
                displayed[section] = nil
                takeAwaySupplement(view, section: section, header: header)
            }
            for (section, place) in places.enumerated()
            where place.height > 0 && place.top < bounds.maxY && place.top + place.height > bounds.minY {
                let rect = CGRect(x: 0, y: place.top, width: width, height: place.height)
                if let view = displayed[section] {
                    if view.frame != rect { view.frame = rect }
                    continue
                }
                guard let view = makeSupplement(inSection: section, header: header) else { continue }
                view.frame = rect
                if view.superview !== self { addSubview(view) }
                displayed[section] = view
                if header {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
            if header { displayedHeaders = displayed } else { displayedFooters = displayed }
        }
    }

    /// Removes a header or footer view, tells the delegate, and queues it for reuse.
    private func takeAwaySupplement(_ view: UIView, section: Int, header: Bool) {
        if view.superview === self { view.removeFromSuperview() }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusableHeaderFooterViews[identifier, default: []].append(reusable)
        }
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Takes every header and footer away (a reload or an update: the next pass asks again).
    private func takeAwaySupplements() {
        for (section, view) in displayedHeaders.sorted(by: { $0.key < $1.key }) { takeAwaySupplement(view, section: section, header: true) }
        for (section, view) in displayedFooters.sorted(by: { $0.key < $1.key }) {
            takeAwaySupplement(view, section: section, header: false)
        }
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    // MARK: Members of Apple's documentation (issue 43)

    /// Scrolls the selected row nearest to the visible area's top (the first selected row in
    /// index-path order) to `scrollPosition`, as `scrollToRow(at:at:animated:)`; nothing when
    /// no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let nearest = selectedPaths.min() else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Moves a section, as one update that deletes it at `section` and inserts it at
    /// `newSection` (its cells are asked for again rather than carried; the move's animation
    /// is not simulated).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// Updates the rows' cells (iOS 15), as `reloadRows(at:with: .none)` here: the rows' cells
    /// are taken away and the data source is asked for them again at the next layout (UIKit
    /// hands the row's own cell back to the data source's dequeue; here it gets a reused one).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    /// Whether updates collected between `beginUpdates()` and `endUpdates()` are still to be
    /// applied.
    open var hasUncommittedUpdates: Bool { pendingBatch != nil }

    /// Would reload the section index along the table's side; the index is not drawn, and
    /// the trace says so.
    open func reloadSectionIndexTitles() {
        diagnostic("UITableView.reloadSectionIndexTitles(): the section index is not drawn")
    }

    /// The title of the section index's search symbol, as UIKit's `UITableView.indexSearch`
    /// ("{search}", the string UIKit replaces with a magnifying glass).
    public static let indexSearch = "{search}"

    /// Posted when the selection changes by the user's action (stored name: the simulation
    /// posts nothing for it; unconfirmed which changes post on iOS).
    public nonisolated static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The style of the lines between rows, as UIKit's cell separator style (stored; nothing is
    /// drawn). `.singleLine` by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The color of the separators (stored).
    open var separatorColor: UIColor?
    /// The effect of the separators (stored).
    open var separatorEffect: UIVisualEffect?
    /// The default inset of the separators (stored). 16 points from the left, as a cell's.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// What separator insets are measured from, as UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the automatic insets.
        case fromAutomaticInsets = 1
    }
    /// What separator insets are measured from (stored). `.fromCellEdges` by default.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// A view behind the rows, as big as the table (stored; it is not added to the hierarchy).
    open var backgroundView: UIView?
    /// The color of the section index's titles (stored; the index is not drawn).
    open var sectionIndexColor: UIColor?
    /// The background of the section index (stored).
    open var sectionIndexBackgroundColor: UIColor?
    /// The background of the section index while touched (stored).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The fewest rows for which the section index shows (stored). 0 by default.
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Whether cells' content views stay inside the safe area (stored). True by default.
    open var insetsContentViewsToSafeArea = true
    /// The height of the empty rows a plain table draws below its rows (stored; they are not
    /// drawn). `automaticDimension` by default.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether the table asks its prefetch data source ahead of display (stored; the table
    /// has no prefetch data source here). True by default.
    open var isPrefetchingEnabled = true
    /// Whether rows take focus (stored: the focus engine is not simulated). False by default.
    open var allowsFocus = false
    /// Whether rows take focus while the table edits (stored). False by default.
    open var allowsFocusDuringEditing = false
    /// Whether focusing a row selects it (stored). False by default.
    open var selectionFollowsFocus = false
    /// Whether drag and drop is on (stored: drag and drop is not simulated). False by default on iPhone.
    open var dragInteractionEnabled = false
    /// Which elements hug their content instead of filling the table's width (iOS 18;
    /// https://developer.apple.com/documentation/uikit/uitableview/contenthuggingelements): none by
    /// default, as on iOS (section headers hug on visionOS). Stored: headers fill the width here.
    open var contentHuggingElements: UITableViewContentHuggingElements = []
    /// The delegate that would give the rows' drag items (iOS 11; held weakly; drags are not
    /// simulated, so it is never asked).
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    /// The delegate that would take drops on the table (iOS 11; held weakly; never asked).
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    /// Whether a drag is in progress: never (drag and drop is not simulated).
    open var hasActiveDrag: Bool { false }
    /// Whether a drop is in progress: never.
    open var hasActiveDrop: Bool { false }

    /// How the table reacts when a cell invalidates its size, as UIKit's
    /// `UITableView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells' invalidations are ignored.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a cell resizes it.
        case enabled = 1
        /// Auto Layout changes in a cell resize it too.
        case enabledIncludingConstraints = 2
    }
    /// How the table reacts when a cell invalidates its size (stored: self-sizing is not
    /// simulated). `.enabled` by default.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Frames for the header and footer, and the cells of the rows that overlap the bounds.
    private func layoutRows() {
        let geometry = rowGeometry()
        let width = bounds.width
        if contentSize != CGSize(width: width, height: geometry.contentHeight) {
            contentSize = CGSize(width: width, height: geometry.contentHeight)
        }
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.rowsBottom, width: width, height: footer.frame.height)
        }
        let wanted = geometry.indexPaths(overlapping: bounds, width: width)
        let wantedSet = Set(wanted)
        var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        for entry in displayedCells {
            if wantedSet.contains(entry.indexPath) || holdsFirstResponder(entry.cell) {
                kept.append(entry)
            } else {
                takeAway(entry.cell, at: entry.indexPath)
            }
        }
        displayedCells = kept
        let shown = Set(kept.map(\.indexPath))
        for indexPath in wanted where !shown.contains(indexPath) {
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            // A cell the data source hands out for a second row moves there.
            displayedCells.removeAll { $0.cell === cell }
            cell.frame = rectForRow(at: indexPath)
            if cell.superview !== self { addSubview(cell) }
            displayedCells.append((indexPath, cell))
            let selected = selectedPaths.contains(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        displayedCells.sort { $0.indexPath < $1.indexPath }
        for (indexPath, cell) in displayedCells {
            let rect = rectForRow(at: indexPath)
            if cell.frame != rect { cell.frame = rect }
        }
        layoutSupplements(geometry)
    }

    /// Removes a cell from the table and queues it for reuse.
    private func takeAway(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if cell.superview === self { cell.removeFromSuperview() }
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func holdsFirstResponder(_ cell: UITableViewCell) -> Bool {
        guard let responder = window?.firstResponder as? UIView else { return false }
        return responder.isDescendant(of: cell)
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        rowsDidChange()
    }

    /// The rows must be read again.
    private func rowsDidChange() {
        cachedGeometry = nil
        setNeedsLayout()
    }

    /// The delegate, as a table delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The rows, read from the data source and the delegate when they are not known.
    private func rowGeometry() -> RowGeometry {
        if let cachedGeometry { return cachedGeometry }
        guard !isReadingRows else { return RowGeometry(top: 0) }
        isReadingRows = true
        defer { isReadingRows = false }
        var geometry = RowGeometry(top: tableHeaderView?.frame.height ?? 0)
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections {
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                geometry.sectionRowCounts.append(rows)
                geometry.headers.append(geometry.supplement(height: supplementHeight(inSection: section, header: true)))
                for row in 0..<rows {
                    let indexPath = IndexPath(row: row, section: section)
                    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                    let height = asked.isFinite && asked >= 0 ? asked : Self.defaultRowHeight
                    geometry.append(indexPath, height: height)
                }
                geometry.footers.append(geometry.supplement(height: supplementHeight(inSection: section, header: false)))
            }
        }
        geometry.contentHeight = geometry.rowsBottom + (tableFooterView?.frame.height ?? 0)
        cachedGeometry = geometry
        return geometry
    }
}

/// The rows of a table, flattened in index-path order.
struct RowGeometry {
    var paths: [IndexPath] = []
    var tops: [CGFloat] = []
    var heights: [CGFloat] = []
    /// The number of rows in each section.
    var sectionRowCounts: [Int] = []
    /// Where the first row starts (below the table header).
    let top: CGFloat
    /// Where the last row ends.
    var rowsBottom: CGFloat
    /// The content's height: header, rows and footer.
    var contentHeight: CGFloat = 0
    /// Each section's header and footer: top and height.
    var headers: [(top: CGFloat, height: CGFloat)] = []
    var footers: [(top: CGFloat, height: CGFloat)] = []

    /// A section header or footer of `height` placed where the rows have reached.
    mutating func supplement(height: CGFloat) -> (top: CGFloat, height: CGFloat) {
        defer { rowsBottom += height }
        return (rowsBottom, height)
    }

    init(top: CGFloat) {
        self.top = top
        rowsBottom = top
    }

    mutating func append(_ path: IndexPath, height: CGFloat) {
        paths.append(path)
        tops.append(rowsBottom)
        heights.append(height)
        rowsBottom += height
    }

    /// The position of `path` in the flattened rows.
    func flatIndex(of path: IndexPath) -> Int? {
        guard path.count == 2, sectionRowCounts.indices.contains(path.section),
            path.row >= 0, path.row < sectionRowCounts[path.section]
        else { return nil }
        return sectionRowCounts[..<path.section].reduce(0, +) + path.row
    }

    /// The first row whose bottom is below `y` (rows are in ascending order).
    func firstIndex(endingAfter y: CGFloat) -> Int? {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] + heights[middle] > y { high = middle } else { low = middle + 1 }
        }
        return low < paths.count ? low : nil
    }

    /// The rows (`width` wide, from x = 0) that overlap `rect` with a positive area, ascending.
    func indexPaths(overlapping rect: CGRect, width: CGFloat) -> [IndexPath] {
        guard !rect.isNull, rect.height > 0, rect.width > 0, rect.maxX > 0, rect.minX < width,
            var index = firstIndex(endingAfter: rect.minY)
        else { return [] }
        var result: [IndexPath] = []
        while index < paths.count, tops[index] < rect.maxY {
            if heights[index] > 0 { result.append(paths[index]) }
            index += 1
        }
        return result
    }
}
