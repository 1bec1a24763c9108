import Foundation

/// A scroll view of items that a layout places, as UIKit's `UICollectionView`.
///
/// - **Items.** The data source gives the sections, the items and each item's cell; the layout
///   (`collectionViewLayout`: a `UICollectionViewFlowLayout`, or an app's own subclass of
///   `UICollectionViewLayout`) gives every item's frame. A layout pass (the end of the run-loop
///   turn, or `layoutIfNeeded()`) prepares the layout when it was invalidated or the collection
///   view changed size, sets `contentSize` to the layout's content size, and asks the data
///   source for the cell — and the supplementary view, for a section header or footer — of every
///   element the layout places in the bounds; each is given its frame from its attributes and
///   added as a subview, so the keyboard's audit and the trace see the fields in cells.
/// - **Reuse.** Cells that scroll out leave the collection view and go back to the reuse queue,
///   except a cell holding the first responder, which stays until the field resigns (as the
///   table view here; unconfirmed for UIKit). A cell the data source made itself instead of
///   dequeuing is a diagnostic (UIKit raises an exception).
/// - **Updates.** `reloadData()` takes every cell away (a field in one resigns) and forgets the
///   selection; `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`,
///   the section variants and `performBatchUpdates(_:completion:)` keep the cells of the items
///   that stay (moved to their new index paths) and check the data source's new counts as UIKit
///   does, with a diagnostic where UIKit raises "Invalid update". Their animations are not
///   simulated: the change is laid out at once and a completion is called with `true` after it.
/// - **Selection** by a tap (`Simulation.tap(_:)` on a cell or a view in it) goes through the
///   delegate in UIKit's order (see `UICollectionViewDelegate`).
/// - The collection view's `delegate` reads back as a `UIScrollViewDelegate`: Swift cannot
///   narrow a property's type in a subclass. The collection view uses it as its
///   `UICollectionViewDelegate` (and the flow layout as its `UICollectionViewDelegateFlowLayout`)
///   when it is one.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: view.bounds.width, height: 60)
/// let messages = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// messages.register(MessageCell.self, forCellWithReuseIdentifier: "message")
/// messages.dataSource = self
/// ```
open class UICollectionView: UIScrollView {
    /// Which way a flow layout's content scrolls, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, CaseIterable {
        /// Lines are rows; the content scrolls up and down.
        case vertical
        /// Lines are columns; the content scrolls sideways.
        case horizontal
    }

    /// What a layout attribute describes, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable, CaseIterable {
        /// A cell (an item).
        case cell
        /// A supplementary view (a section header or footer).
        case supplementaryView
        /// A decoration view (not placed here).
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's
    /// `UICollectionView.ScrollPosition`: one vertical and one horizontal option at most.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the middle of the visible area, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the middle of the visible area, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers (UIKit's `UICollectionElementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's `UICollectionElementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Gives the sections, items and cells (held weakly).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { dataDidChange() }
    }

    /// Told ahead of time which items will show (held weakly; never called here: see
    /// `UICollectionViewDataSourcePrefetching`, and the trace says so when one is set).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { if prefetchDataSource != nil { prefetchingNotSimulated("UICollectionView", rows: "items") } }
    }

    /// The scroll view's delegate; a `UICollectionViewDelegate` is also told about items, and a
    /// flow layout asks a `UICollectionViewDelegateFlowLayout` for sizes.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The layout that places the items; giving another invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// A view behind the content that fills the collection view (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true
    /// Whether taps add items to the selection, and a tap on a selected item deselects it (false
    /// by default).
    open var allowsMultipleSelection = false
    /// Whether cells are prefetched (stored; prefetching is not simulated).
    open var isPrefetchingEnabled = true

    // MARK: Members of Apple's documentation (issue 43)

    /// Whether the collection view is in editing mode (stored; iOS 14: cells hear of it through
    /// their configuration state, which is not simulated). False by default.
    open var isEditing = false
    /// Whether items can be selected while editing (stored). True by default.
    open var allowsSelectionDuringEditing = true
    /// Whether several items can be selected while editing (stored). False by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether items take focus (stored: the focus engine is not simulated). False by default.
    open var allowsFocus = false
    /// Whether items take focus while editing (stored). False by default.
    open var allowsFocusDuringEditing = false
    /// Whether focusing an item selects it (stored). False by default.
    open var selectionFollowsFocus = false
    /// Whether focus returns to the item focused last (stored). True by default.
    open var remembersLastFocusedIndexPath = true
    /// Whether drag and drop is on (stored: drag and drop is not simulated). False by default on iPhone.
    open var dragInteractionEnabled = false
    /// The delegate that would give the items' drag items (iOS 11; held weakly; drags are not
    /// simulated, so it is never asked).
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// The delegate that would take drops on the collection (iOS 11; held weakly; never asked).
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether a drag is in progress: never (drag and drop is not simulated).
    open var hasActiveDrag: Bool { false }
    /// Whether a drop is in progress: never.
    open var hasActiveDrop: Bool { false }
    /// Whether updates collected by `performBatchUpdates(_:completion:)` are still to be applied.
    open var hasUncommittedUpdates: Bool { pendingBatch != nil }

    /// When a drag reorders items, as UIKit's `UICollectionView.ReorderingCadence`.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }
    /// When a drag reorders items (stored). `.immediate` by default.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// How the collection view reacts when a cell invalidates its size, as UIKit's
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells' invalidations are ignored.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a cell resizes it.
        case enabled = 1
        /// Auto Layout changes in a cell resize it too.
        case enabledIncludingConstraints = 2
    }
    /// How the collection view reacts when a cell invalidates its size (stored: self-sizing is
    /// not simulated). `.enabled` by default.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// What a layout transition's completion is given: whether it completed and whether it
    /// finished, as UIKit's `UICollectionView.LayoutInteractiveTransitionCompletion`.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Would start moving the item with the user's finger; interactive moves are not simulated:
    /// answers false (UIKit's answer when the move cannot begin), and the trace says so.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        diagnostic(
            "UICollectionView.beginInteractiveMovementForItem(at: \(indexPath)): interactive moves are not simulated (answered false)")
        return false
    }
    /// Would move the item being moved to `targetPosition`; nothing is being moved (see
    /// `beginInteractiveMovementForItem(at:)`), and the trace says so.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        diagnostic("UICollectionView.updateInteractiveMovementTargetPosition(_:): interactive moves are not simulated")
    }
    /// Would end the interactive move; nothing is being moved, and the trace says so.
    open func endInteractiveMovement() {
        diagnostic("UICollectionView.endInteractiveMovement(): interactive moves are not simulated")
    }
    /// Would cancel the interactive move; nothing is being moved, and the trace says so.
    open func cancelInteractiveMovement() {
        diagnostic("UICollectionView.cancelInteractiveMovement(): interactive moves are not simulated")
    }
    /// The interactive layout transition under way: its transition layout, the layout it goes
    /// to, and what is told when it ends.
    private var interactiveTransition:
        (layout: UICollectionViewTransitionLayout, target: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?)?

    /// Starts an interactive transition to `layout` (iOS 7;
    /// https://developer.apple.com/documentation/uikit/uicollectionview/startinteractivetransition(to:completion:)):
    /// the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` makes the
    /// transition layout, which is answered for the app to move its `transitionProgress`.
    /// `finishInteractiveTransition()` gives the collection view `layout` and calls `completion`
    /// with (true, true); `cancelInteractiveTransition()` keeps the current layout and calls it with
    /// (true, false). In between, the current layout stays in place (UIKit lays the items out
    /// between the two layouts as the progress moves; not simulated). A transition already under
    /// way is cancelled first.
    open func startInteractiveTransition(to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil)
        -> UICollectionViewTransitionLayout
    {
        if interactiveTransition != nil { cancelInteractiveTransition() }
        let asked: any UIScrollViewDelegate = delegate ?? DefaultTransitionDelegate()
        let transition = asked.collectionView(self, transitionLayoutForOldLayout: collectionViewLayout, newLayout: layout)
        interactiveTransition = (transition, layout, completion)
        return transition
    }
    /// Finishes the interactive layout transition: the collection view takes the new layout and
    /// the completion is called with (true, true). With none under way, the trace says so.
    open func finishInteractiveTransition() {
        guard let transition = interactiveTransition else {
            diagnostic("UICollectionView.finishInteractiveTransition(): no interactive transition is under way")
            return
        }
        interactiveTransition = nil
        transition.layout.transitionProgress = 1
        setCollectionViewLayout(transition.target, animated: false)
        transition.completion?(true, true)
    }
    /// Cancels the interactive layout transition: the current layout stays and the completion is
    /// called with (true, false). With none under way, the trace says so.
    open func cancelInteractiveTransition() {
        guard let transition = interactiveTransition else {
            diagnostic("UICollectionView.cancelInteractiveTransition(): no interactive transition is under way")
            return
        }
        interactiveTransition = nil
        transition.layout.transitionProgress = 0
        transition.completion?(true, false)
    }

    /// Moves a section, as one update that deletes it at `section` and inserts it at
    /// `newSection` (its cells are asked for again rather than carried).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// Updates the items' cells (iOS 15), as `reloadItems(at:)` here: the items' cells are taken
    /// away and the data source is asked for them again at the next layout (UIKit hands the
    /// item's own cell back to the data source's dequeue; here it gets a reused one).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }

    /// The index path of a supplementary view in the collection view, else nil.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        displayed.first { $0.key.kind != nil && $0.view === supplementaryView }?.key.indexPath
    }

    /// What the collection view makes for an identifier.
    private enum Registration {
        case type(UICollectionReusableView.Type)
        case nib(UINib)
    }

    /// One element on screen: a cell (`kind` nil) or a supplementary view.
    private struct ElementKey: Hashable {
        var kind: String?
        var indexPath: IndexPath
    }

    private var cellRegistrations: [String: Registration] = [:]
    private var supplementaryRegistrations: [String: Registration] = [:]
    /// Views taken away, by "kind/identifier".
    private var reusable: [String: [UICollectionReusableView]] = [:]
    /// The elements on screen, in the order they were placed.
    private var displayed: [(key: ElementKey, view: UICollectionReusableView)] = []
    /// The number of items in each section, read from the data source when needed.
    private var cachedCounts: [Int]?
    private var isReadingCounts = false
    /// The selected items, in the order they were selected.
    private var selectedPaths: [IndexPath] = []
    /// The bounds the layout was last prepared for (a change of size invalidates it).
    private var preparedBounds: CGRect?
    /// Updates collected inside `performBatchUpdates(_:completion:)`.
    private var pendingBatch: BatchUpdate?
    /// The trace has been told that decoration views are not placed.
    private var saidDecoration = false

    /// A collection view of `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view made with `UIView`'s initializer, which compiles on iOS (Swift keeps
    /// UIKit's Objective-C initializers of a superclass, as `UITableView(frame:)` shows) and
    /// raises there at once: "UICollectionView must be initialized with a non-nil layout
    /// parameter". Here the view gets a flow layout, and the trace says that a device would
    /// crash. `UICollectionView()` comes here too.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        diagnostic(
            "crash on a real device: UICollectionView must be initialized with a non-nil layout parameter (use init(frame:collectionViewLayout:)); the simulation gave it a flow layout"
        )
    }

    /// As `UIView.init?(coder:)`, with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            previous.diagnostic("a layout can serve one collection view at a time")
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Gives the collection view `layout` (animations are not simulated: `completion` is called
    /// with `true` once the new layout is laid out).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = collectionViewLayout
        for (_, view) in displayed { view.willTransition(from: old, to: layout) }
        collectionViewLayout = layout
        layoutIfNeeded()
        for (_, view) in displayed { view.didTransition(from: old, to: layout) }
        completion?(true)
    }

    /// As `setCollectionViewLayout(_:animated:completion:)` without a completion.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Cells and supplementary views

    /// The plain view used when the layout places a supplementary view of `kind` at `indexPath`
    /// that `source` does not give (UIKit raises an exception), with the reason in the trace.
    final func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath, from source: String) -> UICollectionReusableView {
        diagnostic(
            "the layout places a \(kind) at \(indexPath) but \(source) (UIKit raises an exception). A plain view was used.")
        return UICollectionReusableView(frame: .zero)
    }

    /// Makes the collection view create cells of `cellClass` (a `UICollectionViewCell` subclass)
    /// for `identifier`; nil forgets the identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = registration(
            of: cellClass, as: UICollectionViewCell.self, for: "forCellWithReuseIdentifier: \"\(identifier)\"")
    }

    /// Makes the collection view create cells from the first cell of `nib` for `identifier`; nil
    /// forgets the identifier.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// Makes the collection view create supplementary views of `viewClass` for `elementKind` and
    /// `identifier`; nil forgets them.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations["\(elementKind)/\(identifier)"] = registration(
            of: viewClass, as: UICollectionReusableView.self,
            for: "forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"")
    }

    /// Makes the collection view create supplementary views from the first view of `nib`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations["\(kind)/\(identifier)"] = nib.map { .nib($0) }
    }

    /// Whether a cell class or nib is registered for `identifier`.
    final func hasCellRegistration(for identifier: String) -> Bool { cellRegistrations[identifier] != nil }

    /// Whether a supplementary view class or nib is registered for `kind` and `identifier`.
    final func hasSupplementaryRegistration(kind: String, identifier: String) -> Bool {
        supplementaryRegistrations["\(kind)/\(identifier)"] != nil
    }

    private func registration<View: UICollectionReusableView>(of aClass: AnyClass?, as expected: View.Type, for call: String)
        -> Registration?
    {
        guard let aClass else { return nil }
        guard let type = aClass as? View.Type else {
            diagnostic("register(\(aClass), \(call)): not a \(expected) subclass. Ignored.")
            return nil
        }
        return .type(type)
    }

    /// A reused or new cell for `identifier`, sized for the item at `indexPath`. UIKit raises an
    /// exception when nothing is registered for `identifier`; the simulation records a
    /// diagnostic and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let made = dequeue(queue: "cell/\(identifier)", registration: cellRegistrations[identifier], identifier: identifier)
        guard let cell = made as? UICollectionViewCell else {
            diagnostic(
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no cell class or nib is registered for the identifier (UIKit raises NSInternalInconsistencyException). A plain cell was made; register the cell first."
            )
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        if let frame = preparedLayout().layoutAttributesForItem(at: indexPath)?.frame { cell.frame.size = frame.size }
        return cell
    }

    /// A reused or new supplementary view of `elementKind` for `identifier`. Without a
    /// registration, a diagnostic and a plain view (UIKit raises an exception).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = "\(elementKind)/\(identifier)"
        if let view = dequeue(queue: key, registration: supplementaryRegistrations[key], identifier: identifier) { return view }
        diagnostic(
            "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): nothing is registered for them (UIKit raises NSInternalInconsistencyException). A plain view was made."
        )
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    private func dequeue(queue: String, registration: Registration?, identifier: String) -> UICollectionReusableView? {
        if var views = reusable[queue], let view = views.popLast() {
            reusable[queue] = views
            view.prepareForReuse()
            return view
        }
        switch registration {
        case .type(let type)?:
            return type.init(registeredReuseIdentifier: identifier)
        case .nib(let nib)?:
            let view = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
            if view == nil { diagnostic("the nib registered for \"\(identifier)\" has no collection reusable view at its top level") }
            view?.reuseIdentifier = identifier
            return view
        case nil:
            return nil
        }
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        displayed.filter { $0.key.kind == nil && $0.view.frame.intersects(bounds) }.compactMap { $0.view as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, in the order they were placed.
    open var indexPathsForVisibleItems: [IndexPath] {
        displayed.filter { $0.key.kind == nil && $0.view.frame.intersects(bounds) }.map(\.key.indexPath)
    }

    /// The cell of the item at `indexPath` if it is on screen, else nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let view = displayed.first(where: { $0.key == ElementKey(kind: nil, indexPath: indexPath) })?.view,
            view.frame.intersects(bounds)
        else { return nil }
        return view as? UICollectionViewCell
    }

    /// The index path of a cell in the collection view, else nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayed.first { $0.key.kind == nil && $0.view === cell }?.key.indexPath
    }

    /// The supplementary view of `elementKind` at `indexPath` if it is on screen, else nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayed.first { $0.key == ElementKey(kind: elementKind, indexPath: indexPath) }?.view
    }

    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        displayed.filter { $0.key.kind == elementKind }.map(\.view)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayed.filter { $0.key.kind == elementKind }.map(\.key.indexPath)
    }

    // MARK: Items

    /// The number of sections the data source gives (0 without a data source).
    open var numberOfSections: Int { itemCounts().count }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The layout's attributes of the item at `indexPath` (the layout prepared first when it
    /// was invalidated).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index path of the item at `point` (content coordinates), else nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return preparedLayout().layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Scrolls the item at `indexPath` to `scrollPosition` within the bounds inset by
    /// `adjustedContentInset`, clamped to the scrollable range; with no option for an axis, as
    /// little as shows the item on it. An item that does not exist is a diagnostic (UIKit raises
    /// an exception).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let item = layoutAttributesForItem(at: indexPath)?.frame else {
            diagnostic("scrollToItem(at: \(indexPath)): the collection view has no such item (UIKit raises an exception). Ignored.")
            return
        }
        let insets = adjustedContentInset
        let offset = contentOffset
        let visibleWidth = bounds.width - insets.left - insets.right
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var x = offset.x + Self.scrollDistance(item.minX, item.maxX, visible: offset.x + insets.left, offset.x + insets.left + visibleWidth)
        var y = offset.y + Self.scrollDistance(item.minY, item.maxY, visible: offset.y + insets.top, offset.y + insets.top + visibleHeight)
        if scrollPosition.contains(.top) { y = item.minY - insets.top }
        if scrollPosition.contains(.centeredVertically) { y = item.midY - insets.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { y = item.maxY - bounds.height + insets.bottom }
        if scrollPosition.contains(.left) { x = item.minX - insets.left }
        if scrollPosition.contains(.centeredHorizontally) { x = item.midX - insets.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { x = item.maxX - bounds.width + insets.right }
        let target = clampedContentOffset(CGPoint(x: x, y: y))
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Updates

    /// Forgets the items, the cells and the selection (unconfirmed: UIKit's documentation does
    /// not say that a reload deselects); the next layout pass asks the data source again.
    open func reloadData() {
        for (key, view) in displayed { takeAway(view, key: key) }
        displayed = []
        selectedPaths = []
        dataDidChange()
    }

    /// Items were inserted in the data at `indexPaths` (their new positions).
    open func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedItems += indexPaths } }
    /// Items were deleted from the data at `indexPaths` (their old positions).
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedItems += indexPaths } }
    /// The items at `indexPaths` changed: their cells are asked for again.
    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedItems += indexPaths } }
    /// The item at `indexPath` moved to `newIndexPath`; its cell moves with it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { update { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Sections were inserted in the data at `sections` (their new positions).
    open func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    /// Sections were deleted from the data at `sections` (their old positions).
    open func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    /// The sections changed: their cells are asked for again.
    open func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }

    /// `performBatchUpdates(_:completion:)` with a non-escaping `updates` block, as UIKit's
    /// header declares it (`NS_NOESCAPE`): so a trailing closure that names the owner's own
    /// properties without `self.` compiles, as it does on iOS.
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Applies the insertions, deletions, moves and reloads made in `updates` as one change
    /// (deletions at old positions, insertions at new ones, as UIKit), then lays it out and calls
    /// `completion` with `true` (the change's animation is not simulated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
        } else {
            let counts = itemCounts()
            pendingBatch = BatchUpdate()
            updates?()
            let batch = pendingBatch ?? BatchUpdate()
            pendingBatch = nil
            apply(batch, countsBefore: counts)
        }
        layoutIfNeeded()
        completion?(true)
    }

    /// Applies `change` at once, or adds it to the updates being collected.
    final func update(_ change: (inout BatchUpdate) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        let counts = itemCounts()
        var batch = BatchUpdate()
        change(&batch)
        apply(batch, countsBefore: counts)
    }

    /// Moves the cells and the selection to their new index paths, takes away those of deleted and
    /// reloaded items, and checks the data source's new counts.
    final func apply(_ batch: BatchUpdate, countsBefore before: [Int]) {
        var kept: [(key: ElementKey, view: UICollectionReusableView)] = []
        for (key, view) in displayed {
            if let newPath = batch.newIndexPath(for: key.indexPath, isItem: key.kind == nil) {
                kept.append((ElementKey(kind: key.kind, indexPath: newPath), view))
            } else {
                takeAway(view, key: key)
            }
        }
        displayed = kept
        selectedPaths = selectedPaths.compactMap { batch.newIndexPath(for: $0, isItem: true) }
        dataDidChange()
        let after = itemCounts()
        if let problem = batch.inconsistency(before: before, after: after, items: "items") {
            diagnostic("Invalid update: \(problem) (UIKit raises NSInternalInconsistencyException)")
        }
    }

    // MARK: Selection

    /// The selected items, in the order they were selected; an empty array when none (as Apple
    /// documents).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths }

    /// Selects the item in code: the delegate is not told (as Apple documents for this method),
    /// the other items are deselected unless `allowsMultipleSelection`, and the item is scrolled
    /// to `scrollPosition` (`[]` does not scroll). `nil` deselects every item.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard numberOfItems(inSection: indexPath.section) > indexPath.item, indexPath.item >= 0 else {
            diagnostic("selectItem(at: \(indexPath)): the collection view has no such item. Ignored.")
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item in code; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// The user tapped the item (`Simulation.tap(_:)`), in UIKit's order: nothing unless
    /// `allowsSelection` and `shouldHighlightItemAt`; the cell is highlighted and unhighlighted
    /// (`didHighlightItemAt`, `didUnhighlightItemAt`); with `allowsMultipleSelection` a tap on a
    /// selected item deselects it if `shouldDeselectItemAt` lets it (`didDeselectItemAt`);
    /// otherwise, if `shouldSelectItemAt` lets it, the items selected before are deselected
    /// (`didDeselectItemAt`) and the item is selected (`didSelectItemAt`). (That the earlier items
    /// are deselected before the new one is told is unconfirmed: Apple documents the methods, not
    /// their interleaving.)
    func selectItemByUser(at indexPath: IndexPath) {
        let delegate = collectionDelegate
        guard allowsSelection, delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        let cell = cellForItem(at: indexPath)
        cell?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cell?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedPaths where selected != indexPath {
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        } else {
            selectedPaths.removeAll { $0 == indexPath }
        }
        if let cell = displayed.first(where: { $0.key == ElementKey(kind: nil, indexPath: indexPath) })?.view as? UICollectionViewCell,
            cell.isSelected != selected
        {
            cell.isSelected = selected
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    /// The layout, prepared for the current bounds: again when it was invalidated, when the size
    /// changed, or when a scroll changed the bounds and the layout asks for it.
    private func preparedLayout() -> UICollectionViewLayout {
        let layout = collectionViewLayout
        if let preparedBounds, preparedBounds != bounds, !layout.isInvalid {
            if preparedBounds.size != bounds.size || layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.isInvalid = true }
        }
        if layout.isInvalid {
            layout.isInvalid = false
            layout.prepare()
        }
        preparedBounds = bounds
        return layout
    }

    /// Frames for every element the layout places in the bounds; cells and supplementary views
    /// asked for as they come in and taken away as they leave.
    private func layoutElements() {
        let layout = preparedLayout()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        backgroundView?.frame = bounds
        let wanted = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { attributes in
            guard attributes.representedElementCategory != .decorationView else {
                if !saidDecoration {
                    saidDecoration = true
                    diagnostic("decoration views (\(attributes.representedElementKind ?? "?")) are not placed by the simulation")
                }
                return false
            }
            return true
        }
        var wantedKeys: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in wanted { wantedKeys[key(of: attributes)] = attributes }
        var kept: [(key: ElementKey, view: UICollectionReusableView)] = []
        for entry in displayed {
            if wantedKeys[entry.key] != nil || holdsFirstResponder(entry.view) {
                kept.append(entry)
            } else {
                takeAway(entry.view, key: entry.key)
            }
        }
        displayed = kept
        var shown = Set(kept.map(\.key))
        for attributes in wanted {
            let key = key(of: attributes)
            guard !shown.contains(key), let view = makeView(for: key) else { continue }
            displayed.removeAll { $0.view === view }
            shown.insert(key)
            place(view, with: attributes)
            if view.superview !== self { addSubview(view) }
            displayed.append((key, view))
            if let cell = view as? UICollectionViewCell {
                let selected = selectedPaths.contains(key.indexPath)
                if cell.isSelected != selected { cell.isSelected = selected }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            } else if let kind = key.kind {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            }
        }
        for (key, view) in displayed {
            if let attributes = wantedKeys[key] ?? attributesOutOfView(for: key, in: layout) { place(view, with: attributes) }
        }
    }

    private func key(of attributes: UICollectionViewLayoutAttributes) -> ElementKey {
        ElementKey(
            kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind ?? "",
            indexPath: attributes.indexPath)
    }

    /// The attributes of a kept element the bounds no longer show (a cell holding the first
    /// responder).
    private func attributesOutOfView(for key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        if let kind = key.kind { return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath) }
        return layout.layoutAttributesForItem(at: key.indexPath)
    }

    private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        view.apply(attributes)
    }

    /// The data source's cell or supplementary view for `key`.
    private func makeView(for key: ElementKey) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        guard let kind = key.kind else {
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            if cell.reuseIdentifier == nil {
                diagnostic(
                    "the cell returned from collectionView(_:cellForItemAt:) for \(key.indexPath) does not have a reuseIdentifier: cells must come from dequeueReusableCell(withReuseIdentifier:for:) (UIKit raises NSInternalInconsistencyException)"
                )
            }
            return cell
        }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
    }

    /// Removes a view from the collection view and queues it for reuse.
    private func takeAway(_ view: UICollectionReusableView, key: ElementKey) {
        if view.superview === self { view.removeFromSuperview() }
        if let identifier = view.reuseIdentifier { reusable["\(key.kind ?? "cell")/\(identifier)", default: []].append(view) }
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
    }

    private func holdsFirstResponder(_ view: UIView) -> Bool {
        guard let responder = window?.firstResponder as? UIView else { return false }
        return responder.isDescendant(of: view)
    }

    /// The items must be counted and laid out again.
    private func dataDidChange() {
        cachedCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The delegate, as a collection view delegate.
    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The number of items in each section, read from the data source when not known.
    private func itemCounts() -> [Int] {
        if let cachedCounts { return cachedCounts }
        guard !isReadingCounts, let dataSource else { return [] }
        isReadingCounts = true
        defer { isReadingCounts = false }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        cachedCounts = counts
        return counts
    }
}
