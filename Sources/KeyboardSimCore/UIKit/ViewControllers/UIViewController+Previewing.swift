import Foundation

// 3D Touch previews ("peek and pop"), deprecated in iOS 13 for context menus. 3D Touch is not
// simulated: a controller registers for previewing and unregisters, and no press ever previews.

/// An action a 3D Touch preview shows, as UIKit's `UIPreviewActionItem` (deprecated in iOS 13;
/// https://developer.apple.com/documentation/uikit/uipreviewactionitem).
@preconcurrency @MainActor public protocol UIPreviewActionItem: AnyObject {
    /// The action's title.
    var title: String { get }
}

/// What a 3D Touch press on a registered view asks, as UIKit's
/// `UIViewControllerPreviewingDelegate` (deprecated in iOS 13). Never asked here.
@preconcurrency @MainActor public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` in the source view (nil: none).
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
        -> UIViewController?
    /// The user pressed harder: show `viewControllerToCommit`.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// A registration for 3D Touch previews, as UIKit's `UIViewControllerPreviewing` (deprecated in
/// iOS 13): what `registerForPreviewing(with:sourceView:)` answers.
@preconcurrency @MainActor public protocol UIViewControllerPreviewing: AnyObject {
    /// The delegate asked for previews.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view whose presses preview.
    var sourceView: UIView { get }
    /// The rectangle that stays sharp while previewing, in the source view.
    var sourceRect: CGRect { get set }
    /// The recognizer other recognizers can require to fail.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
}

/// A registration the simulation keeps (no press ever previews).
@MainActor final class PreviewingRegistration: UIViewControllerPreviewing {
    /// Not retained, as the controller that registers is usually the delegate and keeps the
    /// registration.
    unowned let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer(target: nil, action: nil)

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}

extension UIViewController {
    /// Registers `sourceView` for 3D Touch previews made by `delegate` (deprecated in iOS 13;
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/registerforpreviewing(with:sourceview:)).
    /// The registration is answered; 3D Touch is not simulated, so the delegate is never asked.
    @available(*, deprecated, message: "Use UIContextMenuInteraction")
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView)
        -> any UIViewControllerPreviewing
    {
        PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }

    /// Ends a registration for 3D Touch previews (deprecated in iOS 13; nothing was previewing).
    @available(*, deprecated, message: "Use UIContextMenuInteraction")
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}
