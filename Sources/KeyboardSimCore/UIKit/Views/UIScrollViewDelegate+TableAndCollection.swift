import Foundation

// A table view's and a collection view's `delegate` is their scroll view's, typed
// `UIScrollViewDelegate` here (Swift cannot narrow a property's type in a subclass; UIKit
// redeclares it as `UITableViewDelegate` and `UICollectionViewDelegate`:
// https://developer.apple.com/documentation/uikit/uitableview/delegate and
// https://developer.apple.com/documentation/uikit/uicollectionview/delegate). So that a library's
// `tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)` (its `?(` removed by
// kbsim port) compiles and reaches the delegate as on iOS, a scroll view's delegate answers every
// method of the table view's and the collection view's delegate by passing it to itself narrowed
// to that protocol. A delegate that is not one answers as UIKit does when the method is not
// implemented: through a stand-in that has only the protocol's defaults. The text view's
// delegate methods are passed the same way (see `UITextView`).

extension UIScrollViewDelegate {
    /// This delegate as `Delegate`, or `standIn` (a conformer with only the defaults) when it is
    /// not one: the narrowing every forwarded method goes through.
    @inline(__always)
    fileprivate func narrowed<Delegate>(to _: Delegate.Type, else standIn: @autoclosure () -> Delegate) -> Delegate {
        (self as? Delegate) ?? standIn()
    }
    /// This delegate as a table view's, or a stand-in answering UIKit's defaults.
    fileprivate var tableViewDelegate: any UITableViewDelegate {
        narrowed(to: (any UITableViewDelegate).self, else: DefaultTableViewDelegate())
    }
    /// This delegate as a collection view's, or a stand-in answering UIKit's defaults.
    fileprivate var collectionViewDelegate: any UICollectionViewDelegate {
        narrowed(to: (any UICollectionViewDelegate).self, else: DefaultCollectionViewDelegate())
    }
}

/// A table view delegate that implements nothing: every answer is UIKit's default.
@MainActor private final class DefaultTableViewDelegate: UITableViewDelegate {}

/// A collection view delegate that implements nothing: every answer is UIKit's default.
@MainActor private final class DefaultCollectionViewDelegate: UICollectionViewDelegate {}

extension UIScrollViewDelegate {
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableViewDelegate.tableView(tableView, heightForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableViewDelegate.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableViewDelegate.tableView(tableView, willSelectRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didSelectRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableViewDelegate.tableView(tableView, willDeselectRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didDeselectRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableViewDelegate.tableView(tableView, editingStyleForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableViewDelegate.tableView(tableView, heightForHeaderInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableViewDelegate.tableView(tableView, heightForFooterInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableViewDelegate.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableViewDelegate.tableView(tableView, estimatedHeightForFooterInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableViewDelegate.tableView(tableView, viewForHeaderInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableViewDelegate.tableView(tableView, viewForFooterInSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableViewDelegate.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableViewDelegate.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tableViewDelegate.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tableViewDelegate.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didHighlightRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableViewDelegate.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableViewDelegate.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { tableViewDelegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { tableViewDelegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        tableViewDelegate.tableView(tableView, editActionsForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        tableViewDelegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableViewDelegate.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, canFocusRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        tableViewDelegate.indexPathForPreferredFocusedView(in: tableView)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        tableViewDelegate.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        tableViewDelegate.tableViewDidEndMultipleSelectionInteraction(tableView)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        tableViewDelegate.tableView(tableView, shouldShowMenuForRowAt: indexPath)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { tableViewDelegate.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    { tableViewDelegate.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender) }
}

extension UIScrollViewDelegate {
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { collectionViewDelegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        collectionViewDelegate.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        collectionViewDelegate.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, canEditItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, canFocusItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        collectionViewDelegate.indexPathForPreferredFocusedView(in: collectionView)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        collectionViewDelegate.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        collectionViewDelegate.collectionViewDidEndMultipleSelectionInteraction(collectionView)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        collectionViewDelegate.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        collectionViewDelegate.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        collectionViewDelegate.collectionView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath, atCurrentIndexPath: currentIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { collectionViewDelegate.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) { collectionViewDelegate.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender) }
}

// The context-menu, focus and spring-loading methods, passed the same way.
extension UIScrollViewDelegate {
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { tableViewDelegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { tableViewDelegate.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { tableViewDelegate.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { tableViewDelegate.tableView(tableView, willDisplayContextMenu: configuration, animator: animator) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { tableViewDelegate.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { tableViewDelegate.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        tableViewDelegate.tableView(tableView, shouldUpdateFocusIn: context)
    }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) { tableViewDelegate.tableView(tableView, didUpdateFocusIn: context, with: coordinator) }
    /// Passed to the delegate as a `UITableViewDelegate` (UIKit's default when it is not one).
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { tableViewDelegate.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        collectionViewDelegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { collectionViewDelegate.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        collectionViewDelegate.collectionView(collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        collectionViewDelegate.collectionView(collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        collectionViewDelegate.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        collectionViewDelegate.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { collectionViewDelegate.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { collectionViewDelegate.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { collectionViewDelegate.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        collectionViewDelegate.collectionView(collectionView, sceneActivationConfigurationForItemAt: indexPath, point: point)
    }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    { collectionViewDelegate.collectionView(collectionView, shouldUpdateFocusIn: context) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { collectionViewDelegate.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { collectionViewDelegate.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context) }
    /// Passed to the delegate as a `UICollectionViewDelegate` (UIKit's default when it is not one).
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        collectionViewDelegate.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
    }
}
