import Foundation

/// What a collection view asks for its items, as UIKit's `UICollectionViewDataSource`.
///
/// The number of items per section and each item's cell are required; the others have UIKit's
/// defaults (one section).
///
/// ```swift
/// extension ChatController: UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UICollectionViewDataSource: SelectorResponding {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath` (from `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (a section header or footer) of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. UIKit raises an
    /// exception when the layout places one and the data source has no such method; by default
    /// here a plain view, with a diagnostic in the trace.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item may be moved (false by default; interactive moves are not simulated).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item (interactive moves are not simulated; `moveItem(at:to:)` in code
    /// does not call it, as on iOS).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the collection's index, shown along its side (iOS 14; nil by default: no
    /// index). The index is not drawn or touched here: only code reads them.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item the index title at `index` scrolls to (iOS 14; by default the first item of
    /// section `index`, unconfirmed: UIKit's answer without the method is not documented).
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(
            ofKind: kind, at: indexPath, from: "the data source has no collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// What a collection view tells and asks its delegate, as UIKit's `UICollectionViewDelegate` (a
/// scroll-view delegate too). Every method is optional in UIKit; here each has UIKit's default.
///
/// Assign it to the collection view's `delegate` (which reads back as a `UIScrollViewDelegate`;
/// the collection view uses it as its own delegate when it is one).
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be highlighted when touched (true by default); false, a tap does not
    /// select it either.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted (a finger went down on it).
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went away (the finger lifted).
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item (true by default).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap on a selected item deselects it, with `allowsMultipleSelection` (true by
    /// default).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item (a tap: `Simulation.tap(_:)` on the cell or a view in it).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by the user (another item selected, or a second tap with
    /// `allowsMultipleSelection`).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to be shown (it has its frame and is in the collection view).
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell left the screen (scrolled out, or the data reloaded).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The supplementary view is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath)
    /// The supplementary view left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether the item can be edited (iOS 14; false by default, unconfirmed; editing is stored only).
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether the item can take focus (true by default; the focus engine is not simulated).
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The item to focus first (nil by default; not asked).
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    /// Whether focusing the item selects it (by default the collection view's `selectionFollowsFocus`).
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    /// Whether the item has a primary action (true by default; not asked: selection is what a
    /// tap does here).
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// The item's primary action (never called).
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Whether a two-finger pan may select several items (false by default; not simulated).
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting items (never called).
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger pan ended (never called).
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// The content offset to stop at after a layout change or an update (the proposed offset by
    /// default; not asked: layout changes keep the offset clamped).
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
    /// Where an item being moved would go (deprecated in iOS 15; the proposed index path by
    /// default; interactive moves are not simulated).
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an item being moved would go (iOS 15; the proposed index path by default).
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Whether the item shows the edit menu on a long press (deprecated in iOS 13; false by
    /// default; long presses are not simulated).
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` for the item (deprecated; false by default).
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool
    /// Performs the edit menu's `action` for the item (deprecated; never called).
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)
    /// The context menu for the items, for a long press at `point` in the collection (iOS 16; nil by default: no menu).
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration?
    /// The context menu for the item (iOS 13, deprecated in iOS 16; nil by default: no menu).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    /// The preview shown as the item's context menu appears (iOS 16; nil by default: the cell).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// The preview the item's context menu shrinks back to (iOS 16; nil by default: the cell).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// The preview shown as the context menu appears (deprecated in iOS 16; nil by default).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    func collectionView(
        _ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview the context menu shrinks back to (deprecated in iOS 16; nil by default).
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    func collectionView(
        _ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The context menu is about to show (iOS 14).
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The context menu is about to go (iOS 14).
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the context menu's preview (iOS 13).
    func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The new window a pinch on the item opens (iOS 17; nil by default: none; the simulation has one window and performs no pinch).
    func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIWindowScene.ActivationConfiguration?
    /// Whether focus may move as `context` describes (true by default; the focus engine is not simulated: never asked).
    func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes (the focus engine is not simulated: never told).
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// Whether a drag hovering over the item springs it open (iOS 11; true by default; drags are not simulated: never asked).
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool
    /// The layout of an interactive transition between two layouts (by default a
    /// `UICollectionViewTransitionLayout`): asked by `startInteractiveTransition(to:completion:)`.
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
}

extension UICollectionViewDelegate {
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's answer when the delegate does not implement the method.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {}
}

/// What a flow layout asks the collection view's delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout`: each method, when the delegate has it, overrides the
/// layout's property for one item or section.
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The item's size (the layout's `itemSize` by default).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The section's insets (the layout's `sectionInset` by default).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The least distance between the section's lines (the layout's `minimumLineSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least distance between items in the section's lines (the layout's
    /// `minimumInteritemSpacing`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the section's header (the layout's `headerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the section's footer (the layout's `footerReferenceSize`).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sizeWithoutDelegate ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
