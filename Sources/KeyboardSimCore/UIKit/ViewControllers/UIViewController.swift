import Foundation
import SimulationContext

/// A lifecycle callback of a view controller, as the trace and the audit name it.
public enum LifecycleEvent: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The callbacks UIKit calls in a controller's life, in this order.
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// The controller was deallocated.
    case `deinit`
    /// The simulation stopped holding the controller (popped, dismissed, replaced as root).
    /// Whether it is then deallocated depends on who else retains it.
    case released

    public var description: String { rawValue }
}

/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Sendable, CustomStringConvertible {
    /// Not visible; becoming visible; visible; leaving.
    case disappeared, appearing, appeared, disappearing

    /// Whether the controller's view is in the visible hierarchy (or leaving it).
    public var isVisible: Bool { self != .disappeared }
    public var description: String { rawValue }
}

/// How a controller is presented, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
    /// `.pageSheet` from iOS 13 (the presenter stays on screen and gets no disappear
    /// callbacks), `.fullScreen` before.
    case automatic
    /// Covers the screen; the presenter disappears.
    case fullScreen
    /// A sheet over the presenter (iOS 13+), which stays on screen.
    case pageSheet
    /// A smaller sheet centred on an iPad; a page sheet on an iPhone.
    case formSheet
    /// Covers the screen; the presenter stays in the hierarchy.
    case overFullScreen
}

/// A screen's controller, as UIKit's `UIViewController`.
///
/// The view loads lazily (`loadView`, then `viewDidLoad`) the first time `view` is read. The
/// appearance callbacks run when the controller enters or leaves the window's hierarchy —
/// as root, pushed, popped, presented or dismissed — in UIKit's order. The simulation observes
/// every callback and the controller's `deinit`, which is what the observer audit is built on.
///
/// ```swift
/// final class FormController: UIViewController {
///     let center: NotificationBus
///     init(center: NotificationBus) { self.center = center; super.init(nibName: nil, bundle: nil) }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         center.addObserver(self, selector: FormController.keyboardWillShow,
///                            name: UIResponder.keyboardWillShowNotification, object: nil)
///     }
///     func keyboardWillShow(_ note: Notification) { … }
/// }
/// ```
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// The controller's title (its navigation item's too, as in UIKit).
    open var title: String? {
        didSet { storedNavigationItem?.title = title }
    }

    private var storedNavigationItem: UINavigationItem?
    /// The coordinator of the transition this controller takes part in (`transitionCoordinator`).
    var ownTransitionCoordinator: TransitionCoordinator?

    /// The coordinator of the transition this controller, or its parent, takes part in; `nil`
    /// when none is under way (as in UIKit, outside a push, pop, presentation or dismissal). A
    /// container may override it, as in UIKit.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }

    /// What a navigation bar shows for this controller, made on first use with the controller's
    /// title (stored and inert: see `UINavigationItem`).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// Its item in a tab bar controller's bar, made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The tab bar controller it is in, if any (the nearest among its ancestors).
    open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The nearest of its ancestors (parent, its parent…) that is a `Container`.
    private final func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    /// The container controller it is a child of (held weakly).
    public private(set) weak var parent: UIViewController?
    /// Its child controllers, in order.
    public private(set) var children: [UIViewController] = []

    /// How it is presented by `present(_:animated:completion:)`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The controller it presented, while it is presented.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented it (held weakly).
    public private(set) weak var presentingViewController: UIViewController?

    /// Whether the user may not swipe the presented sheet away (false by default): with true, a
    /// swipe (`Simulation.swipeDownToDismiss(_:)`) leaves the sheet and tells the presentation
    /// controller's delegate `presentationControllerDidAttemptToDismiss(_:)`, as UIKit does.
    open var isModalInPresentation = false

    /// The size the controller would like when shown in a container that asks (an iPad form
    /// sheet takes it; `.zero` by default: the container's own size).
    open var preferredContentSize: CGSize = .zero

    /// The presentation controller that places this controller, or the nearest presented
    /// ancestor's, as UIKit's `presentationController`: made on first use for the controller's
    /// `modalPresentationStyle` (a `UISheetPresentationController` for a page or form sheet, and
    /// for `.automatic`), and made again if the style changes before it is presented.
    open var presentationController: UIPresentationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if candidate.presentingViewController != nil { return candidate.ownPresentationController }
            ancestor = candidate.parent
        }
        return ownPresentationController
    }

    /// The sheet that presents this controller or its nearest presented ancestor (iOS 15+), nil
    /// when its presentation is not a sheet (`.fullScreen`, `.overFullScreen`).
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    private var storedPresentationController: UIPresentationController?

    /// This controller's own presentation controller, made for its current style.
    final var ownPresentationController: UIPresentationController {
        if let existing = storedPresentationController,
            existing.presentationStyle == modalPresentationStyle || presentingViewController != nil
        {
            return existing
        }
        let made: UIPresentationController =
            switch modalPresentationStyle {
            case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
            case .fullScreen, .overFullScreen: UIPresentationController(presentedViewController: self, presenting: nil)
            }
        storedPresentationController = made
        return made
    }

    /// Insets added to the view's safe area, as UIKit's `additionalSafeAreaInsets`.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// Where the controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    private var appearanceAnimated = false

    weak var lifecycleMonitor: (any LifecycleMonitor)?
    /// The number the audit gave this controller, and the name it reports it by.
    var auditSerial: Int?
    var auditLabel: String?

    /// The nib named when the controller was made, whose view `loadView()` loads (see
    /// `init(nibName:bundle:)`).
    public let nibName: String?
    /// The bundle named when the controller was made, searched for the nib.
    public let nibBundle: Bundle?

    /// The storyboard the controller was made from (`UIStoryboard`), `nil` for one made in code.
    public internal(set) var storyboard: UIStoryboard?
    /// The storyboard scene's view, made by `loadView()` (UIViewController+InterfaceBuilder.swift).
    var interfaceBuilderView: InterfaceBuilderViewSource?
    /// The id of the storyboard scene the controller was made from, whose segues it performs.
    var storyboardSceneID: String?
    /// What the scene's loading made for the controller and nothing else holds (the targets of
    /// segues its controls trigger).
    var retainedByInterfaceBuilder: [AnyObject] = []

    /// A controller whose view `loadView()` makes: with a nib name, the default `loadView()`
    /// loads the xib of that name (from `nibBundleOrNil`, or the simulation's
    /// `interfaceBuilderResources` for `nil`) with the controller as its File's Owner, whose
    /// `view` outlet gives the view; a nib that cannot be loaded leaves a diagnostic and a plain
    /// view. `nil`, as nearly every controller made in code passes, is `init()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`, as iOS.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives (storyboards) are not simulated: the coder is not read, and the controller
    /// starts as `init()`. It is here so that a subclass's `required init?(coder: NSCoder)`
    /// compiles as on iOS.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // Not `isolated`: on iOS a view controller's deinit is nonisolated, and a subclass's
    // `deinit { NotificationCenter.default.removeObserver(self) }` must compile as it does there.
    // A controller the audit tracks lived in a simulation, on the main actor, where it is
    // released; one it never tracked may go anywhere.
    deinit {
        guard let serial = auditSerial else { return }
        let name = auditLabel ?? "UIViewController"
        MainActor.assumeIsolated {
            lifecycleMonitor?.controllerDidDeinit(serial: serial, name: name)
        }
    }

    /// The name the audit and the trace use: the type, with `#2`, `#3`… for later instances.
    package var auditName: String { auditLabel ?? String(describing: type(of: self)) }

    // MARK: View

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if loadedView == nil && !isLoadingView { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded (`view` loads it; `viewIfLoaded` does not).
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default loads the storyboard scene's view or the nib named at
    /// `init(nibName:bundle:)`, and otherwise makes a plain view the size of the screen (also
    /// for a nib that cannot be loaded: a diagnostic says why).
    open func loadView() {
        if loadsInterfaceBuilderView(otherwise: "a plain UIView") { return }
        view = UIView(frame: lifecycleMonitor?.screenBounds ?? .zero)
    }

    /// Loads the storyboard scene's or the nib's view, if the controller has one: true when it
    /// is loaded; false when there is none, or when it could not be loaded (a diagnostic then
    /// says why, and that the view is `fallback` instead).
    func loadsInterfaceBuilderView(otherwise fallback: String) -> Bool {
        guard let failure = loadInterfaceBuilderView() else { return false }
        guard !failure.isEmpty else { return true }
        lifecycleMonitor?.diagnostic("\(auditName).loadView: \(failure); the view is \(fallback) and outlets stay nil")
        return false
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        MainThreadChecker.check("\(type(of: self)).loadViewIfNeeded()")
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        run(.loadView) { loadView() }
        if loadedView == nil { view = UIView(frame: lifecycleMonitor?.screenBounds ?? .zero) }
        isLoadingView = false
        run(.viewDidLoad) { viewDidLoad() }
    }

    /// The view was loaded: build the screen here. Called once, before the first appearance.
    open func viewDidLoad() {}
    /// The view is about to enter the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered the visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Size and trait transitions

    /// The traits of the window the view is in, as the view reports them; else the parent's, else
    /// the current ones.
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.window?.traits ?? parent?.traitCollection ?? UITraitCollection.current
    }

    /// The traits changed (after the window took its new size, before its layout pass);
    /// `previousTraitCollection` is what they were. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The window is about to take `size` (a rotation, a Stage Manager window resized): the
    /// view still has its old size, and `coordinator` runs blocks alongside the change and after
    /// it. Forwards to the children and the presented controller: an override calls `super`, as
    /// Apple's documentation asks, or they are not told.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to become `newCollection` (before `viewWillTransition(to:with:)`).
    /// Forwards to the children and the presented controller, as `viewWillTransition` does.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Appearance

    /// The children that appearance callbacks are forwarded to (all children; a navigation
    /// controller forwards to its top controller only).
    var appearanceChildren: [UIViewController] { children }

    /// Starts an appearance transition, as UIKit's method of the same name: runs
    /// `viewWillAppear` or `viewWillDisappear`, then forwards to the children. A call that does
    /// not match the current state is reported as UIKit reports it ("Unbalanced calls to
    /// begin/end appearance transitions") and ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            run(.viewWillAppear) { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            run(.viewWillDisappear) { viewWillDisappear(animated) }
        default:
            reportUnbalancedTransition()
            return
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun by `beginAppearanceTransition`: runs `viewDidAppear` or
    /// `viewDidDisappear`, then forwards to the children.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            run(.viewDidAppear) { viewDidAppear(appearanceAnimated) }
        case .disappearing:
            appearanceState = .disappeared
            run(.viewDidDisappear) { viewDidDisappear(appearanceAnimated) }
        default:
            reportUnbalancedTransition()
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    private func reportUnbalancedTransition() {
        lifecycleMonitor?.diagnostic("Unbalanced calls to begin/end appearance transitions for \(auditName) (state \(appearanceState))")
    }

    // MARK: Containment

    /// Adds a child controller, as UIKit's `addChild(_:)`: sends the child
    /// `willMove(toParent:)` first (Apple's documentation of `willMove(toParent:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)), and a
    /// child of another controller is removed from it first (`removeFromParent()`). The
    /// container sends `didMove(toParent:)` once its transition is over, or at once without one
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        // Apple's documentation of willMove(toParent:): "When your custom container calls the
        // addChild(_:) method, it automatically calls the willMove(toParent:) method".
        child.willMove(toParent: self)
        child.removeFromParent()
        children.append(child)
        child.parent = self
        if let lifecycleMonitor { child.attach(to: lifecycleMonitor) }
    }

    /// Removes this controller from its parent, as UIKit's `removeFromParent()`, then sends it
    /// `didMove(toParent: nil)`: "The removeFromParent() method automatically calls the
    /// didMove(toParent:) method of the child view controller after it removes the child"
    /// (Apple's documentation of `didMove(toParent:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)). The
    /// container sends `willMove(toParent: nil)` before calling it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()).
    /// A controller without a parent hears nothing.
    open func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    /// `removeFromParent()` without its `didMove(toParent: nil)`: for a container that removes
    /// the child at once and sends the message when its transition is over (a navigation
    /// controller's pop).
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The children put in `order`, which holds the same controllers (a container's own
    /// bookkeeping: no containment message); any other `order` is ignored.
    func reorderChildren(_ order: [UIViewController]) {
        guard order.count == children.count, order.allSatisfy({ child in children.contains { $0 === child } }) else { return }
        children = order
    }

    /// The controller is about to be added to `parent`, or removed when `parent` is nil. UIKit's
    /// `addChild(_:)` sends it; a container sends it with `nil` before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller was added to `parent`, or removed when `parent` is nil. A container sends
    /// it after adding a child (after its transition); `removeFromParent()` sends it with `nil`.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller up the parent chain.
    open var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The status bar's style the controller prefers, as UIKit's `preferredStatusBarStyle`
    /// (`.default`; an app's override is asked by nothing: the status bar is not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Asks for the status bar's appearance to be updated (nothing is drawn: it does nothing).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Segues (UIViewController+InterfaceBuilder.swift)

    /// Performs the storyboard segue `identifier` from this controller, as UIKit does: the
    /// destination made from the storyboard, `prepare(for:sender:)`, then the segue's `perform()`
    /// (a show segue pushes onto the navigation controller, or presents without one; a
    /// presentation segue presents), the order of Apple's View Controller Programming Guide.
    /// `shouldPerformSegue(withIdentifier:sender:)` is not asked: iOS asks it only for a segue a
    /// control triggers. An identifier the controller's scene does not have leaves a diagnostic
    /// (iOS raises an exception, as Apple's documentation of this method says).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier, sender: sender)
    }

    /// Whether the segue `identifier` should be performed when its control triggers it; `true`
    /// by default. Not asked for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the destination made: where
    /// the app hands it its data. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue whose action is `action`,
    /// coming from `fromViewController` (iOS 13). As Apple documents the default: true when the
    /// controller has the action method (after `kbsim port`, when its
    /// `interfaceBuilderSelector(forAction:)` answers the name) and is not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        self !== fromViewController && interfaceBuilderSelector(forAction: action.name) != nil
    }

    /// A container's part of an unwind segue: show `subsequentVC`, its child on the way to the
    /// destination. Does nothing by default; a navigation controller pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Presentation

    /// Presents `controller` modally. With `.fullScreen`, this controller disappears
    /// (will/did) and its view leaves the window; with a sheet (`.automatic` from iOS 13) it
    /// stays on screen and gets no callbacks. A first responder in this controller resigns.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check("\(type(of: self)).present(_:animated:completion:)")
        inSimulation(of: lifecycleMonitor) { presentWithin(controller, animated: animated, completion: completion) }
    }

    private func presentWithin(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = loadedView?.window, let monitor = lifecycleMonitor else {
            lifecycleMonitor?.diagnostic(
                "Attempt to present \(controller.auditName) on \(auditName) whose view is not in the window hierarchy")
            return
        }
        if let presented = presentedViewController {
            monitor.diagnostic(
                "Attempt to present \(controller.auditName) on \(auditName) which is already presenting \(presented.auditName)")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        controller.attach(to: monitor)
        monitor.transitions.willBegin(animated: animated, kind: .present)
        controller.loadViewIfNeeded()
        let coordinator = TransitionCoordinator(
            from: self, to: controller, container: window, containerController: nil,
            kind: .present, animated: animated)
        let covers = monitor.coversPresenter(controller.modalPresentationStyle)
        if covers { beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        loadedView?.endEditing(true)
        let presentation = controller.ownPresentationController
        presentation.presentingViewController = self
        presentation.containerView = window
        presentation.coversPresenter = covers
        presentation.presentationTransitionWillBegin()
        controller.view.frame = presentation.frameOfPresentedViewInContainerView
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        coordinator.start()
        monitor.transitions.perform(animated: animated, kind: .present) { [self] in
            coordinator.finish()
            presentation.presentationTransitionDidEnd(true)
            controller.endAppearanceTransition()
            if covers {
                loadedView?.removeFromSuperview()
                endAppearanceTransition()
            }
            completion?()
        }
    }

    /// Dismisses the controller this one presented — or, if it presents nothing, asks its
    /// presenter to dismiss it — as UIKit's `dismiss(animated:completion:)`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check("\(type(of: self)).dismiss(animated:completion:)")
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        guard let monitor = lifecycleMonitor else { return }
        let covers = monitor.coversPresenter(presented.modalPresentationStyle)
        let coordinator = presented.viewIfLoaded?.window.map {
            TransitionCoordinator(from: presented, to: self, container: $0, containerController: nil, kind: .dismiss, animated: animated)
        }
        let presentation = presented.ownPresentationController
        presentation.dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: animated)
        presented.viewIfLoaded?.endEditing(true)
        if covers, let window = presented.viewIfLoaded?.window, let ownView = loadedView, ownView.superview == nil {
            ownView.frame = window.bounds
            window.insertSubview(ownView, at: max(0, window.subviews.count - 1))
            beginAppearanceTransition(true, animated: animated)
        }
        coordinator?.start()
        monitor.transitions.perform(animated: animated, kind: .dismiss) { [self] in
            coordinator?.finish()
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearanceTransition()
            if covers { endAppearanceTransition() }
            presentedViewController = nil
            presented.presentingViewController = nil
            presentation.dismissalTransitionDidEnd(true)
            (presentation as? UISheetPresentationController)?.didDismiss()
            presentation.presentingViewController = nil
            presentation.containerView = nil
            monitor.controllerWasReleased(presented, by: "dismissed")
            completion?()
        }
    }

    // MARK: Simulation

    /// Connects this controller (and its children and presented controllers) to the
    /// simulation's lifecycle monitor, as it enters the hierarchy (installed, pushed,
    /// presented) — again, when it was released before: a controller pushed a second time is
    /// installed, not leaked.
    func attach(to monitor: any LifecycleMonitor) {
        if lifecycleMonitor !== monitor {
            lifecycleMonitor = monitor
            monitor.track(self)
        }
        monitor.controllerWasInstalled(self)
        for child in children { child.attach(to: monitor) }
        presentedViewController?.attach(to: monitor)
    }

    /// Runs a lifecycle callback between the monitor's will/did hooks.
    func run(_ event: LifecycleEvent, _ body: () -> Void) {
        lifecycleMonitor?.controller(self, willRun: event)
        body()
        lifecycleMonitor?.controller(self, didRun: event)
    }
}

/// What controllers need from the simulation around them.
@MainActor protocol LifecycleMonitor: AnyObject {
    var screenBounds: CGRect { get }
    func track(_ controller: UIViewController)
    func controller(_ controller: UIViewController, willRun event: LifecycleEvent)
    func controller(_ controller: UIViewController, didRun event: LifecycleEvent)
    func controllerDidDeinit(serial: Int, name: String)
    func controllerWasReleased(_ controller: UIViewController, by reason: String)
    /// The controller entered the hierarchy (again): it is no longer released.
    func controllerWasInstalled(_ controller: UIViewController)
    func diagnostic(_ message: String)
    func coversPresenter(_ style: UIModalPresentationStyle) -> Bool
    /// The window's navigation and presentation transitions in time.
    var transitions: ScreenTransitions { get }
    /// Runs `work` as the simulation's own (its current simulation, `CurrentSimulation`): what
    /// a controller's code reaches with no receiver is that simulation's.
    func perform(_ work: () -> Void)
}

/// Runs `work` in `monitor`'s simulation (its current simulation), or as it is with none.
@MainActor func inSimulation(of monitor: (any LifecycleMonitor)?, _ work: () -> Void) {
    if let monitor { monitor.perform(work) } else { work() }
}

/// A navigation or presentation transition, for its duration.
enum TransitionKind {
    case push, pop, present, dismiss
    /// The window changing size (a rotation), not animated here.
    case sizeChange
}

extension UIViewController: UITraitEnvironment {}
