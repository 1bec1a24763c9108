import Foundation

/// What places a presented controller's view on screen, as UIKit's `UIPresentationController`:
/// every controller that `present(_:animated:completion:)` shows has one
/// (`UIViewController.presentationController`), a `UISheetPresentationController` for a sheet.
///
/// The simulation asks it for `frameOfPresentedViewInContainerView` when the controller is
/// presented: the container's bounds for a full-screen presentation; a sheet's frame is its
/// subclass's. The container is the window. The transition hooks
/// (`presentationTransitionWillBegin()` and the rest) are called around the presentation and
/// the dismissal, and do nothing by default. A custom presentation
/// (`UIModalPresentationStyle.custom` with a transitioning delegate) is not simulated:
/// the simulation never makes a subclass of the app's.
///
/// ```swift
/// let detail = DetailController()
/// detail.presentationController?.delegate = self   // hears the user swipe the sheet away
/// present(detail, animated: true)
/// ```
@preconcurrency @MainActor open class UIPresentationController: UIContentContainer {
    /// The controller presented (held unowned: it owns its presentation controller).
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it, as UIKit's non-optional `presentingViewController`
    /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller):
    /// the one given to the initializer, then the presenter once presented. Reading it when there
    /// is neither stops the process with a message, where UIKit's unowned reference would fail.
    public var presentingViewController: UIViewController {
        guard let presenter else {
            preconditionFailure(
                "UIPresentationController.presentingViewController read before \(type(of: presentedViewController)) was presented, "
                    + "and none was given to init(presentedViewController:presenting:)")
        }
        return presenter
    }
    /// The presenter, once presented (held weakly).
    weak var presenter: UIViewController?
    /// Told when the user dismisses the presented controller by a swipe (see
    /// `UIAdaptivePresentationControllerDelegate`). Held weakly, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view the presentation happens in, while presented: the window.
    public internal(set) weak var containerView: UIView?
    /// The style it was made for (`presentedViewController.modalPresentationStyle` then).
    public let presentationStyle: UIModalPresentationStyle
    /// Whether this presentation covers the presenter (full screen, or `.automatic` before
    /// iOS 13): set by the simulation when it presents.
    var coversPresenter = false

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (the simulation sets the presenter when it presents).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        presentationStyle = presentedViewController.modalPresentationStyle
    }

    /// The view that is presented: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: the container's bounds (a subclass
    /// places sheets).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation fills the screen (true unless a sheet, as UIKit's default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ends.
    open var shouldRemovePresentersView: Bool { coversPresenter }

    /// The traits of the container (the window's, with its scene's overrides), else the current
    /// ones, with this presentation's `traitOverrides` applied.
    open var traitCollection: UITraitCollection {
        let window = containerView as? UIWindow ?? containerView?.window
        let base = window?.windowScene?.traitCollection ?? window?.traits ?? UITraitCollection.current
        return storedTraitOverrides.isEmpty ? base : UITraitCollection(traits: storedTraitOverrides.applied(to: base.traits))
    }

    /// The traits this presentation sets for the controller it presents, that controller's views
    /// and its children (iOS 17): see `UITraitOverrides`. A change tells each view and controller
    /// below whose traits it changed `traitCollectionDidChange(_:)`.
    ///
    /// Apple places the presentation controller between the window and the presented controller
    /// in the trait hierarchy (window scene, window, presentation controller, view controller,
    /// view: https://developer.apple.com/documentation/uikit/traits-and-the-trait-environment),
    /// so a presented controller inherits the window's traits through its presentation, and
    /// not the presenting controller's overrides: set them here, or on the presented controller.
    open var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            if storedTraitOverrides.isEmpty, !newValue.isEmpty { TraitResolution.noteOverride() }
            TraitResolution.changing(under: presentedViewController.viewIfLoaded) { storedTraitOverrides = newValue }
        }
    }
    private var storedTraitOverrides = UITraitOverrides()

    /// The presentation is about to begin. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is always true here (no interactive presentation).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when a swipe was refused.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer: the presentation controller stands between the presenter and the
    // controller it presents, as UIKit's does.

    /// The presented controller's preferred size (its `preferredContentSize`).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The window is about to take `size`: tells the presented controller. An override calls
    /// `super`, as Apple's documentation of the `UIContentContainer` method asks, or the
    /// presented controller is not told.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to become `newCollection`: tells the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// A child's preferred size changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of a child: `parentSize`, as UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The safe-area insets of the container (the window's).
    var containerSafeArea: UIEdgeInsets { (containerView as? UIWindow)?.windowSafeAreaInsets ?? containerView?.safeAreaInsets ?? .zero }

    /// The presented view's frame when the keyboard ends at `keyboardFrame` (screen coordinates;
    /// nil: the keyboard is down) with `firstResponder` first responder: unchanged here (a full-screen
    /// presentation does not react to the keyboard); a sheet moves.
    func keyboardWillMove(to keyboardFrame: CGRect?, firstResponder: UIResponder?) -> CGRect? { nil }
}

/// What a presentation controller tells its delegate, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Every method is optional in UIKit: each has a
/// default here that does what UIKit does without one.
///
/// The dismissal methods are called when the user swipes a sheet down
/// (`Simulation.swipeDownToDismiss(_:)`), never for `dismiss(animated:completion:)`, as Apple's
/// documentation of `presentationControllerDidDismiss(_:)` says: a sheet whose controller has
/// `isModalInPresentation`, or whose delegate answers false to
/// `presentationControllerShouldDismiss(_:)`, stays, and the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)`. The adaptive-style methods are not called:
/// the simulation does not adapt presentations between size classes (a form sheet on an iPhone
/// is a page sheet, as UIKit's default adaptation makes it).
///
/// ```swift
/// extension EditorController: UIAdaptivePresentationControllerDelegate {
///     func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
///         confirmDiscardingChanges()
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: SelectorResponding {
    /// Whether a swipe may dismiss the sheet (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The swipe dismissed the sheet (after the dismissal's animation).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss`
    /// answered false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to in `traitCollection` (not called: see the protocol).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The style to adapt to in a compact environment (not called: see the protocol).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// By default what `adaptivePresentationStyle(for:)` answers: "If you do not implement this
    /// method in your delegate, UIKit calls the adaptivePresentationStyle(for:) method instead"
    /// (Apple's documentation of the method).
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
}
