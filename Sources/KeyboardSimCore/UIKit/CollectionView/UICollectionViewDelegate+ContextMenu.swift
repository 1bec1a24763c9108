import Foundation

/// UIKit's answers without the collection delegate's context-menu, scene-activation, focus and
/// spring-loading methods.
///
/// UIKit asks for an item's context menu on a long press (or a secondary click) and shows it with
/// the previews; the focus methods run as the focus engine moves focus; spring loading runs as a
/// drag hovers over an item. The simulation performs no long press, runs no focus engine and no
/// drag, so the collection view never calls these: the app's own code, or a library forwarding
/// them through `collectionView.delegate`, reaches the delegate's implementation
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate).
extension UICollectionViewDelegate {
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    @available(*, deprecated, message: "Use collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
    public func collectionView(
        _ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
}

extension UICollectionView {
    /// The interaction that shows the items' context menus (iOS 14;
    /// https://developer.apple.com/documentation/uikit/uicollectionview/contextmenuinteraction):
    /// nil, as no long press shows a menu here.
    public var contextMenuInteraction: UIContextMenuInteraction? { nil }
}

/// A scroll view delegate with only the defaults, for a collection view without a delegate.
@MainActor final class DefaultTransitionDelegate: UICollectionViewDelegate {}

extension UICollectionViewDelegate {
    /// A `UICollectionViewTransitionLayout` between the two layouts, as UIKit without the method.
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// The layout of an interactive transition between two layouts, as UIKit's
/// `UICollectionViewTransitionLayout`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout): what
/// `UICollectionView.startInteractiveTransition(to:completion:)` answers. The app moves
/// `transitionProgress`; the simulation keeps the current layout in place until the transition
/// finishes or is cancelled (see the collection view's method).
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition is, from 0 to 1 (stored).
    open var transitionProgress: CGFloat = 0
    /// Values the app interpolates during the transition, by key.
    private var values: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Archives are not read: a transition between two empty flow layouts.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        nextLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Keeps `value` under `key` for the app to read during the transition.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { values[key] = value }
    /// The value kept under `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat { values[key] ?? 0 }
}
