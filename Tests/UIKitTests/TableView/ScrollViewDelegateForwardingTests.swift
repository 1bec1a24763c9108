import Testing
import UIKit

/// A table view delegate that answers a few methods and records what it is told.
private final class RowRecorder: UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 77 }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
}

/// A collection view delegate that answers a few methods and records what it is told.
private final class ItemRecorder: UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { false }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }
}

/// A scroll view's delegate that is neither a table view's nor a collection view's.
private final class ScrollOnly: UIScrollViewDelegate {}

@MainActor
@Suite("A table or collection view's delegate, read as the scroll view's, answers its own methods as iOS's does")
struct ScrollViewDelegateForwardingTests {
    @Test("a table view delegate's methods reach it through the UIScrollViewDelegate-typed property")
    func tableViewDelegateMethodsReachTheDelegate() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let recorder = RowRecorder()
        tableView.delegate = recorder
        let row = IndexPath(row: 3, section: 0)
        // What a library writes on iOS (`tableView.delegate?.tableView?(tableView, didSelectRowAt: row)`), after kbsim port.
        tableView.delegate?.tableView(tableView, didSelectRowAt: row)
        #expect(recorder.log == ["select 3"])
        #expect(tableView.delegate?.tableView(tableView, heightForRowAt: row) == 77)
        #expect(tableView.delegate?.tableView(tableView, willSelectRowAt: row) == nil)
        // A method the delegate does not implement: the protocol's default, which reads the table.
        tableView.rowHeight = 52
        #expect(tableView.delegate?.tableView(tableView, estimatedHeightForRowAt: row) == tableView.estimatedRowHeight)
        #expect(tableView.delegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: row) == "Delete")
    }

    @Test("a scroll view's delegate that is not a table view's answers UIKit's defaults for the table's methods")
    func plainScrollViewDelegateAnswersTableDefaults() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let scrollOnly = ScrollOnly()
        tableView.delegate = scrollOnly
        tableView.rowHeight = 52
        tableView.selectionFollowsFocus = true
        let row = IndexPath(row: 1, section: 2)
        #expect(tableView.delegate?.tableView(tableView, heightForRowAt: row) == 52)
        #expect(tableView.delegate?.tableView(tableView, willSelectRowAt: row) == row)
        #expect(tableView.delegate?.tableView(tableView, editingStyleForRowAt: row) == .delete)
        #expect(tableView.delegate?.tableView(tableView, selectionFollowsFocusForRowAt: row) == true)
        #expect(tableView.delegate?.tableView(tableView, viewForHeaderInSection: 2) == nil)
        #expect(
            tableView.delegate?.tableView(
                tableView, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: IndexPath(row: 4, section: 2))
                == IndexPath(row: 4, section: 2))
    }

    @Test("a collection view delegate's methods reach it; a plain scroll view's delegate answers UIKit's defaults")
    func collectionViewDelegateMethods() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let recorder = ItemRecorder()
        collectionView.delegate = recorder
        let item = IndexPath(item: 5, section: 0)
        collectionView.delegate?.collectionView(collectionView, didSelectItemAt: item)
        #expect(recorder.log == ["select 5"])
        #expect(collectionView.delegate?.collectionView(collectionView, shouldSelectItemAt: item) == false)
        #expect(collectionView.delegate?.collectionView(collectionView, shouldHighlightItemAt: item) == true)

        let scrollOnly = ScrollOnly()
        collectionView.delegate = scrollOnly
        collectionView.selectionFollowsFocus = true
        #expect(collectionView.delegate?.collectionView(collectionView, shouldSelectItemAt: item) == true)
        #expect(collectionView.delegate?.collectionView(collectionView, canEditItemAt: item) == false)
        #expect(collectionView.delegate?.collectionView(collectionView, selectionFollowsFocusForItemAt: item) == true)
        #expect(
            collectionView.delegate?.collectionView(collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 0, y: 30))
                == CGPoint(x: 0, y: 30))
        #expect(recorder.log == ["select 5"])
    }

    @Test("a table view delegate's calls on itself get its methods and the table's defaults, not the forwarding")
    func conformersOwnCallsUnchanged() {
        // A conformer calling the protocol's default on itself gets the table's default, not the
        // scroll view delegate's forwarding (which would come back to it).
        let recorder = RowRecorder()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.estimatedRowHeight = 60
        #expect(recorder.tableView(tableView, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 60)
        let asTableDelegate: any UITableViewDelegate = recorder
        #expect(asTableDelegate.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 77)
    }
}
