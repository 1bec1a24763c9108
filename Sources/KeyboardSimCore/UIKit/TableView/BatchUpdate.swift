import Foundation

/// The changes of one update of a table's or a collection view's data, in UIKit's terms: deletions and
/// reloads at old index paths, insertions at new ones, moves from old to new.
struct BatchUpdate {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    /// Where an element at the old `indexPath` is after the update, nil when it is gone (deleted,
    /// reloaded, or in a deleted or reloaded section). Supplementary views (`isItem` false) follow
    /// their section only.
    func newIndexPath(for indexPath: IndexPath, isItem: Bool) -> IndexPath? {
        let section = indexPath.section
        guard !deletedSections.contains(section), !reloadedSections.contains(section) else { return nil }
        let newSection = Self.shifted(section - deletedSections.count(in: 0..<section), by: insertedSections)
        guard isItem else { return IndexPath(item: indexPath.item, section: newSection) }
        if let move = movedItems.first(where: { $0.from == indexPath }) { return move.to }
        guard !deletedItems.contains(indexPath), !reloadedItems.contains(indexPath) else { return nil }
        let removedBefore = (deletedItems + movedItems.map(\.from)).filter { $0.section == section && $0.item < indexPath.item }.count
        let inserted = IndexSet((insertedItems + movedItems.map(\.to)).filter { $0.section == newSection }.map(\.item))
        return IndexPath(item: Self.shifted(indexPath.item - removedBefore, by: inserted), section: newSection)
    }

    /// `index` after insertions at `inserted` (new positions, ascending).
    static func shifted(_ index: Int, by inserted: IndexSet) -> Int {
        var result = index
        for position in inserted where position <= result { result += 1 }
        return result
    }

    /// What UIKit would refuse in the counts before and after, else nil.
    func inconsistency(before: [Int], after: [Int], items: String) -> String? {
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        guard after.count == expectedSections else {
            return
                "the number of sections after the update (\(after.count)) must be the number before (\(before.count)) plus \(insertedSections.count) inserted minus \(deletedSections.count) deleted"
        }
        for (oldSection, count) in before.enumerated() where !deletedSections.contains(oldSection) && !reloadedSections.contains(oldSection)
        {
            guard let newSection = newIndexPath(for: IndexPath(item: 0, section: oldSection), isItem: false)?.section,
                after.indices.contains(newSection)
            else { continue }
            let deleted = deletedItems.filter { $0.section == oldSection }.count
            let inserted = insertedItems.filter { $0.section == newSection }.count
            let movedOut = movedItems.filter { $0.from.section == oldSection }.count
            let movedIn = movedItems.filter { $0.to.section == newSection }.count
            let expected = count - deleted + inserted - movedOut + movedIn
            if after[newSection] != expected {
                return
                    "the number of \(items) in section \(newSection) after the update (\(after[newSection])) must be the number before (\(count)) plus \(inserted) inserted minus \(deleted) deleted, plus \(movedIn) moved in minus \(movedOut) moved out"
            }
        }
        return nil
    }
}
