import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it makes the collection view, is its data source and delegate, and moves it out of the
/// keyboard's way.
///
/// What it does, from Apple's overview (developer.apple.com/documentation/uikit/uicollectionviewcontroller):
/// - **The collection view.** `loadView()` loads the storyboard scene's or the nib's view when the
///   controller has one, and otherwise makes a `UICollectionView` with the layout given to
///   `init(collectionViewLayout:)` (a flow layout for the other initializers), the size of the
///   screen, with flexible width and height. A collection view without a data source or delegate
///   gets the controller.
/// - **Appearance.** `viewWillAppear(_:)` reloads the data the first time, and deselects the
///   selected items each time while `clearsSelectionOnViewWillAppear` is true (the default).
/// - **The keyboard**, from iOS 9: at each keyboard `willShow` and `willHide` the collection
///   view's bottom `contentInset` covers what the keyboard hides of it and a first responder in
///   it is scrolled into view above the keyboard — the same adjustment as `UITableViewController`'s
///   (see its documentation for the rule and what is unconfirmed). Sources: a keyboard-avoiding
///   library found iOS 9 "automatically increases the content size and scrolls to the first
///   responder" in collection views as table views do, and turned itself off there
///   (github.com/michaeltyson/TPKeyboardAvoiding/issues/188, 2015); another library's users saw
///   the inset and offset set "automagically" on iOS 9 and not before
///   (github.com/slackhq/SlackTextViewController/issues/369); a chat layout's maintainer
///   ("UICollectionViewController will do some keyboard adjustments for you, so you don't have to
///   change contentInset manually", github.com/ekazaev/ChatLayout/issues/19, 2021). Apple does
///   not document it.
/// - `installsStandardGestureForInteractiveMovement` and `useLayoutToLayoutNavigationTransitions`
///   are stored; the reordering gesture and layout-to-layout transitions are not simulated.
///
/// ```swift
/// final class ChatController: UICollectionViewController {
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
///     }
/// }
/// ```
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The first iOS whose collection view controllers adjust for the keyboard (see the type's
    /// documentation for the sources).
    static let firstVersionAdjustingForKeyboard = 9

    /// The layout `loadView()` makes the collection view with.
    private let initialLayout: UICollectionViewLayout
    /// What the last keyboard adjustment added to the collection view's bottom inset.
    private var keyboardAdjustment = ScrollingControllerKeyboardAdjustment()
    /// Whether `viewWillAppear(_:)` has reloaded the data (it does the first time).
    private var hasReloadedOnAppearance = false

    /// Whether `viewWillAppear(_:)` deselects the selected items (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items (true by default; stored: the gesture is not
    /// simulated).
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether a navigation controller animates between collection view controllers' layouts
    /// (false by default; stored: not simulated).
    open var useLayoutToLayoutNavigationTransitions = false

    /// A controller whose `loadView()` makes a collection view with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a flow-layout collection view, or of the nib's.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// As `UIViewController.init?(coder:)`, with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: its view, loaded on first access.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one the controller was made with, until the collection
    /// view is given another).
    open var collectionViewLayout: UICollectionViewLayout { (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout }

    /// Loads the storyboard scene's or the nib's view, or makes a collection view with the
    /// controller's layout; its data source and delegate, when it has none, are the controller.
    open override func loadView() {
        if !loadsInterfaceBuilderView(otherwise: "a UICollectionView") {
            let collection = UICollectionView(frame: presentationGeometry?.screenBounds ?? .zero, collectionViewLayout: initialLayout)
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = collection
        }
        guard let collection = view as? UICollectionView else { return }
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }

    /// Reloads the data the first time the view appears; with `clearsSelectionOnViewWillAppear`,
    /// deselects the selected items (the delegate is not told, as for any deselection in code).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = collectionView else { return }
        if clearsSelectionOnViewWillAppear {
            for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
        }
        guard !hasReloadedOnAppearance else { return }
        hasReloadedOnAppearance = true
        collection.reloadData()
    }

    /// UIKit's keyboard adjustment of the collection view (see `ScrollingControllerKeyboardAdjustment`).
    final func adjustForKeyboard(in window: UIWindow, endFrame: CGRect) {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        keyboardAdjustment.adjust(collection, in: window, forKeyboardEndFrame: endFrame) { $0 is UICollectionViewCell }
    }

    // MARK: UICollectionViewDataSource

    /// No items (override it).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell (override it: with no items it is never asked).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.diagnostic(
            "\(type(of: self)) does not override collectionView(_:cellForItemAt:) but has items: a plain cell was made (UIKit raises an exception)"
        )
        return UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain view, with a diagnostic (override it when the layout has headers or footers).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(
            ofKind: kind, at: indexPath,
            from: "\(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    /// False.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {}

    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// No index (as `UICollectionViewDataSource`'s default).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// As `UICollectionViewDataSource`'s default: the first item of section `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target offset.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view to zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// True.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    // MARK: More of UICollectionViewDelegate (issue 43)

    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    open func collectionView(
        _ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    open func collectionView(
        _ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIWindowScene.ActivationConfiguration?
    { nil }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    /// As `UICollectionViewDelegate`'s default; a subclass overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
    /// As `UIScrollViewDelegate`'s default; a subclass overrides it.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// As `UIScrollViewDelegate`'s default; a subclass overrides it.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
