import Foundation

/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: build one, then `apply` it to the data source.
///
/// Identifiers are unique across the snapshot (UIKit raises an exception for a duplicate; the data
/// source says so in the trace when it is applied). Items appended with no section go to the last
/// one.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of each section, in order.
    private var sectionItems: [[ItemIdentifierType]] = []
    /// The items whose cells are to be made again.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items whose cells are to be configured again (iOS 15; taken as reloads here).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections whose cells are to be made again.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionItems.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in `identifier`'s section (0 when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    /// The items of `identifier`'s section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { sectionItems[$0] } ?? []
    }

    /// The section that holds `identifier`, else nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionItems.firstIndex { $0.contains(identifier) }.map { sectionIdentifiers[$0] }
    }

    /// The position of `identifier` among all items, else nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The position of `identifier` among the sections, else nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    /// Where `identifier` is, as a section and an item index.
    func position(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, items) in sectionItems.enumerated() {
            if let item = items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The item at `indexPath`, else nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionItems.indices.contains(indexPath.section), sectionItems[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The number of items in each section.
    var counts: [Int] { sectionItems.map(\.count) }

    /// The section at `index`, else nil.
    func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index` (0 when there is none).
    func numberOfItems(atSection index: Int) -> Int { sectionItems.indices.contains(index) ? sectionItems[index].count : 0 }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers += identifiers
        sectionItems += identifiers.map { _ in [] }
    }

    /// Inserts sections before `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after `toIdentifier`'s section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index + 1)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            sectionItems.remove(at: index)
        }
    }

    /// Moves a section, with its items, before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section, with its items, after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        guard identifier != target, let from = indexOfSection(identifier) else { return }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        guard let index = indexOfSection(target) else { return }
        sectionIdentifiers.insert(identifier, at: after ? index + 1 : index)
        sectionItems.insert(items, at: after ? index + 1 : index)
    }

    /// Marks sections whose cells are to be made again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let index = sectionIdentifier.map({ indexOfSection($0) }) ?? (sectionItems.isEmpty ? nil : sectionItems.count - 1) else {
            return
        }
        sectionItems[index] += identifiers
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = position(of: beforeIdentifier) else { return }
        sectionItems[path.section].insert(contentsOf: identifiers, at: path.item)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = position(of: afterIdentifier) else { return }
        sectionItems[path.section].insert(contentsOf: identifiers, at: path.item + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sectionItems.indices { sectionItems[index].removeAll { gone.contains($0) } }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        sectionItems = []
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard identifier != target, let from = position(of: identifier) else { return }
        sectionItems[from.section].remove(at: from.item)
        guard let path = position(of: target) else { return }
        sectionItems[path.section].insert(identifier, at: after ? path.item + 1 : path.item)
    }

    /// Marks items whose cells are to be made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks items whose cells are to be configured again (iOS 15; made again here).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// The change from `old` to this snapshot, as a table or collection view applies it: sections
    /// gone or new, items gone or new, and every item in both carried to its new place (so its
    /// cell stays); the reloaded ones made again. A section whose place changed other than by
    /// insertions and deletions is reloaded.
    func update(from old: NSDiffableDataSourceSnapshot) -> BatchUpdate {
        var batch = BatchUpdate()
        let newSections = Dictionary(sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oldSections = Dictionary(old.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, identifier) in old.sectionIdentifiers.enumerated() where newSections[identifier] == nil {
            batch.deletedSections.insert(index)
        }
        for (index, identifier) in sectionIdentifiers.enumerated() where oldSections[identifier] == nil {
            batch.insertedSections.insert(index)
        }
        for (oldIndex, identifier) in old.sectionIdentifiers.enumerated() {
            guard let newIndex = newSections[identifier] else { continue }
            let shifted = BatchUpdate.shifted(oldIndex - batch.deletedSections.count(in: 0..<oldIndex), by: batch.insertedSections)
            if shifted != newIndex || reloadedSectionIdentifiers.contains(identifier) { batch.reloadedSections.insert(oldIndex) }
        }
        var newPositions: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in sectionItems.enumerated() {
            for (item, identifier) in items.enumerated() where newPositions[identifier] == nil {
                newPositions[identifier] = IndexPath(item: item, section: section)
            }
        }
        let reloaded = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        var kept = Set<ItemIdentifierType>()
        for (section, items) in old.sectionItems.enumerated() {
            let sectionGone = batch.deletedSections.contains(section) || batch.reloadedSections.contains(section)
            for (item, identifier) in items.enumerated() {
                let oldPath = IndexPath(item: item, section: section)
                guard let newPath = newPositions[identifier] else {
                    if !sectionGone { batch.deletedItems.append(oldPath) }
                    continue
                }
                kept.insert(identifier)
                guard !sectionGone else { continue }
                if reloaded.contains(identifier) {
                    batch.deletedItems.append(oldPath)
                    batch.insertedItems.append(newPath)
                } else {
                    batch.movedItems.append((oldPath, newPath))
                }
            }
        }
        for (identifier, newPath) in newPositions where !kept.contains(identifier) || old.sectionWasGone(identifier, in: batch) {
            if !batch.insertedSections.contains(newPath.section) && !isReloadedSection(newPath.section, batch: batch, old: old) {
                batch.insertedItems.append(newPath)
            }
        }
        batch.insertedItems.sort()
        return batch
    }

    /// Whether the new section at `index` is an old one that is reloaded (its items are all asked
    /// for again with it).
    private func isReloadedSection(_ index: Int, batch: BatchUpdate, old: NSDiffableDataSourceSnapshot) -> Bool {
        guard let oldIndex = old.indexOfSection(sectionIdentifiers[index]) else { return false }
        return batch.reloadedSections.contains(oldIndex)
    }

    /// Whether `identifier`'s old section is deleted or reloaded in `batch`.
    private func sectionWasGone(_ identifier: ItemIdentifierType, in batch: BatchUpdate) -> Bool {
        guard let section = position(of: identifier)?.section else { return false }
        return batch.deletedSections.contains(section) || batch.reloadedSections.contains(section)
    }

    /// Changes `view`, which shows `old`, to show this snapshot: by the difference, the cells of
    /// items in both kept; a duplicate identifier said in the trace.
    @MainActor func show(in view: (any DiffableListView)?, replacing old: NSDiffableDataSourceSnapshot) {
        guard let view else { return }
        if !duplicates.isEmpty {
            view.diagnostic(
                "a diffable data source was given identifiers more than once (\(duplicates.joined(separator: ", "))); UIKit raises an exception"
            )
        }
        view.apply(update(from: old), countsBefore: old.counts)
        view.layoutIfNeeded()
    }

    /// The identifiers that appear more than once, in order.
    var duplicates: [String] {
        var seen = Set<ItemIdentifierType>()
        var sectionsSeen = Set<SectionIdentifierType>()
        return sectionIdentifiers.filter { !sectionsSeen.insert($0).inserted }.map { "section \($0)" }
            + itemIdentifiers.filter { !seen.insert($0).inserted }.map { "item \($0)" }
    }
}

/// A table or a collection view, as a diffable data source changes it.
@MainActor protocol DiffableListView: UIView {
    /// Moves the cells to the update's new index paths and checks the new counts.
    func apply(_ batch: BatchUpdate, countsBefore before: [Int])
}

extension UITableView: DiffableListView {}
extension UICollectionView: DiffableListView {}

/// A collection view's data source that shows a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource` (iOS 13): `apply` a new snapshot and the collection view
/// changes by the difference — the cells of items in both snapshots stay (a field in one keeps the
/// keyboard), gone items' cells leave, new items' cells are asked of the cell provider.
///
/// The change is applied without animation whatever `animatingDifferences` says (animations are
/// not simulated); UIKit before iOS 15 reloaded the data when it was false, which would make a
/// focused field in a cell resign there and not here (unconfirmed which apps rely on it).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views (section headers and footers); nil by default.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which becomes its `dataSource` (and holds it weakly,
    /// as UIKit: keep the data source in a property).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`, changing the collection view by the difference, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot
        snapshot.show(in: collectionView, replacing: old)
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view's data (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, else nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// Where `identifier` is, else nil.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.position(of: identifier) }
    /// The section at `index`, else nil (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }
    /// The position of `identifier`'s section, else nil (iOS 15).
    public func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.diagnostic("the cell provider gave no cell for \(indexPath) (UIKit raises an exception); a plain cell was used")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(
            ofKind: kind, at: indexPath, from: "the diffable data source's supplementaryViewProvider gave none")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {}

    /// No index (a subclass overrides it, as on iOS).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of section `index` (a subclass overrides it).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// A table's data source that shows a snapshot of identifiers, as UIKit's
/// `UITableViewDiffableDataSource` (iOS 13): `apply` a new snapshot and the table changes by the
/// difference, the cells of rows in both snapshots kept. Subclass it to give section titles, as
/// on iOS. Applied without animation (see `UICollectionViewDiffableDataSource`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes the cell of a row: usually `dequeueReusableCell(withIdentifier:for:)`, configured.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How changes would animate (`.automatic`; stored, animations are not simulated).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which becomes its `dataSource` (held weakly by the table).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`, changing the table by the difference, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot
        snapshot.show(in: tableView, replacing: old)
        completion?()
    }

    /// Shows `snapshot` by reloading the table's data (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, else nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// Where `identifier` is, else nil.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: identifier).map { IndexPath(row: $0.item, section: $0.section) }
    }
    /// The section at `index`, else nil (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }
    /// The position of `identifier`'s section, else nil (iOS 15).
    public func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.diagnostic("the cell provider gave no cell for \(indexPath) (UIKit raises an exception); a plain cell was used")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension UICollectionView {
    /// How to make and configure one kind of cell for items of type `Item`, as UIKit's
    /// `UICollectionView.CellRegistration` (iOS 14): made once (usually outside the cell
    /// provider), used by `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let reuseIdentifier: String
        let nib: UINib?
        let handler: Handler

        /// A registration whose cells are `Cell`s made by `init(frame:)`. (Registrations of one
        /// class share its reuse queue: each configures the cells it dequeues.)
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self)>"
            nib = nil
            self.handler = handler
        }

        /// A registration whose cells come from `cellNib`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self)>(nib)"
            nib = cellNib
            self.handler = handler
        }
    }

    /// How to make and configure one kind of supplementary view, as UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of `elementKind` at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration for views of `elementKind`, made by `init(frame:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>"
            self.handler = handler
        }
    }

    /// A reused or new cell of `registration`'s class for the item at `indexPath`, configured by
    /// the registration's handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !hasCellRegistration(for: registration.reuseIdentifier) {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            diagnostic("the cell registration's nib made a \(type(of: dequeued)), not a \(Cell.self); a new \(Cell.self) was used")
            return Cell(registeredReuseIdentifier: registration.reuseIdentifier)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused or new supplementary view of `registration`'s class at `indexPath`, configured by
    /// the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if !hasSupplementaryRegistration(kind: registration.elementKind, identifier: registration.reuseIdentifier) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
