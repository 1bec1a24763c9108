import Foundation

// UIKit's custom view controller transitions: the animator, the interactive driver and the
// context they are given. Custom transitions are not simulated: a presentation whose
// transitioning delegate gives an animator runs the default transition, the animator is not
// run, and the trace says so (`UIViewController.present(_:animated:completion:)`). The types are
// here so that a library's transition (a bottom sheet's slide-up animator) compiles unchanged.

/// The context UIKit gives a transition's animator, as UIKit's
/// `UIViewControllerContextTransitioning`
/// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning): the
/// container view, the controllers and views leaving and arriving, their frames, and the calls
/// that end the transition. No context is made here (custom transitions are not simulated).
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition's views are animated in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform to apply to the arriving view (a rotation), `.identity` otherwise.
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition has run, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition finishes.
    func finishInteractiveTransition()
    /// Reports that an interactive transition is cancelled.
    func cancelInteractiveTransition()
    /// Reports that an interactive transition is paused.
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view when the transition starts.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view when the transition ends.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The object that animates a custom transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`
/// (https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning).
/// Not run here: custom transitions are not simulated, and the trace names the animator a
/// presentation's transitioning delegate gave.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition lasts, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition's views in the context's container view, then calls
    /// `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator that runs the transition, for an interruptible one (UIKit's requirement is
    /// optional: by default a property animator of the transition's duration with no
    /// animations, never asked here).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Told when the transition ended (UIKit's requirement is optional: does nothing by default).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing: the default of UIKit's optional requirement.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// A property animator of `transitionDuration(using:)` with no animations: the stand-in for
    /// UIKit's optional requirement an animator does not implement (custom transitions are not
    /// simulated, so nothing asks for it).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }
}

/// The object that drives a custom transition from a gesture, as UIKit's
/// `UIViewControllerInteractiveTransitioning`
/// (https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning).
/// Not driven here: custom transitions are not simulated.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition in `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed the transition finishes at once the gesture ends (UIKit's default: 1).
    var completionSpeed: CGFloat { get }
    /// The curve the transition finishes with once the gesture ends (UIKit's default: ease in
    /// and out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by the gesture (UIKit's default: true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the default of UIKit's optional requirement.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`: the default of UIKit's optional requirement.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `true`: the default of UIKit's optional requirement.
    public var wantsInteractiveStart: Bool { true }
}
