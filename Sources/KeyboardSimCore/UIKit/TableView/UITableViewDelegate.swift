import Foundation

/// What a table tells and asks its delegate, as UIKit's `UITableViewDelegate` (a scroll-view
/// delegate too). Every method is optional in UIKit; here each has UIKit's default.
///
/// Assign it to the table's `delegate` (which reads back as a `UIScrollViewDelegate`; the table
/// uses it as its table delegate when it is one).
///
/// ```swift
/// extension ListController: UITableViewDelegate {
///     func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath` (by default the table's `rowHeight`;
    /// `UITableView.automaticDimension` gives 44 points: self-sizing is not simulated).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height (by default the table's `estimatedRowHeight`; not used).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The cell is about to be shown (it has its frame and is in the table).
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen (scrolled out, or the table reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether the row may be highlighted when touched (true by default); false, a tap does not
    /// select it either.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The user is about to select the row: the row to select instead, or nil for none (the row
    /// by default).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (a tap: `Simulation.tap(_:)` on the cell or a view in it).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row is about to be deselected because the user selected another: the row to deselect
    /// instead, or nil to keep it (the row by default).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected because the user selected another.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control the row shows while the table edits (`.delete` by default).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The height of `section`'s header (by default the table's `sectionHeaderHeight`, which
    /// is automatic: see it).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (by default the table's `sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the header's height (by default `estimatedSectionHeaderHeight`; not used).
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the footer's height (by default `estimatedSectionFooterHeight`; not used).
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The view of `section`'s header (nil by default: the data source's title, if any, makes one).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer (nil by default).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The header view is about to be shown (it has its frame and is in the table).
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The header view left the table (scrolled out, reloaded or updated).
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// The footer view left the table.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// The row was highlighted by a touch: on a tap, after `shouldHighlightRowAt` and before
    /// `didUnhighlightRowAt` and the selection.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended: on a tap, before `willSelectRowAt` (unconfirmed order, as
    /// developers report it).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user tapped the row's detail disclosure button (accessory taps are not simulated:
    /// never called).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// How far the row's content is indented, in levels (0 by default).
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether the row indents while the table edits (true by default).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe began editing the row: its swipe actions show (`Simulation.swipeRow(at:in:direction:fully:)`).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swipe's editing of the row ended: an action's handler completed, another row was
    /// swiped, or the table began editing.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The actions a swipe to the right shows on the row's leading edge (nil by default: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the left shows on the row's trailing edge (nil by default: the
    /// row's `editActionsForRowAt`, else a Delete action for a row whose editing style is
    /// `.delete`).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The row's swipe actions before iOS 11 (deprecated in iOS 13; nil by default), used when
    /// the trailing configuration is nil.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// The title of the delete confirmation button ("Delete" by default; not drawn).
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where a row being moved by the user would go (the proposed index path by default;
    /// interactive moves are not simulated).
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// Whether the row can take focus (true by default; the focus engine is not simulated).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// The row to focus first (nil by default; not asked).
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    /// Whether focusing the row selects it (by default the table's `selectionFollowsFocus`).
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// Whether the row has a primary action (true by default; not asked: selection is what a
    /// tap does here).
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The row's primary action (never called).
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// Whether a two-finger pan may select several rows (false by default; not simulated).
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting rows (never called).
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger pan ended (never called).
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// Whether the row shows the edit menu on a long press (deprecated in iOS 13; false by
    /// default; long presses are not simulated).
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` for the row (deprecated; false by default).
    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
        -> Bool
    /// Performs the edit menu's `action` for the row (deprecated; never called).
    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    /// The context menu for the row, for a long press at `point` in the table (iOS 13; nil by default: no menu).
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    /// The preview shown as the row's context menu appears (nil by default: the row).
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
    /// The preview the row's context menu shrinks back to (nil by default: the row).
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
    /// The row's context menu is about to show (iOS 14).
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The row's context menu is about to go (iOS 14).
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the context menu's preview (iOS 13).
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// Whether focus may move as `context` describes (true by default; the focus engine is not simulated: never asked).
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes (the focus engine is not simulated: never told).
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// Whether a drag hovering over the row springs it open (iOS 11; true by default; drags are not simulated: never asked).
    func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext)
        -> Bool
}

extension UITableViewDelegate {
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when the delegate does not implement the method.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    {}
}
