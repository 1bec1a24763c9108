import Foundation

/// What a container of controllers answers, as UIKit's `UIContentContainer`
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer): size changes and
/// preferred sizes passed from a parent to its children. `UIViewController` and
/// `UIPresentationController` adopt it; a rotation or a window resize reaches a presented
/// controller through its presentation controller's `viewWillTransition(to:with:)`.
///
/// UIKit's protocol inherits `NSObjectProtocol`; here it is a class protocol (a presentation
/// controller is not an `NSObject`), which every conformer satisfies as on iOS.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
    /// The size the container would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child inside a parent of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container is about to take `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// What a popover's presentation controller tells its delegate, as UIKit's
/// `UIPopoverPresentationControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate).
/// Popovers are not simulated (`UIPopoverPresentationController`: a `.popover` presentation is
/// placed as a form sheet and `popoverPresentationController` is `nil`), so none of these is
/// called; each has a default, as every method is optional in UIKit, and the adaptive delegate's
/// methods it inherits act as for any presentation.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented (not called: popovers are not simulated).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to move to `rect` in `view` (not called).
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: AutoreleasingUnsafeMutablePointer<UIView>)
    /// Whether a tap outside may dismiss the popover (not called; deprecated in iOS 13, use
    /// `presentationControllerShouldDismiss(_:)`).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The popover was dismissed (not called; deprecated in iOS 13, use
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    {
        true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
