import Foundation
import SimulationContext

/// A stack of controllers, as UIKit's `UINavigationController`.
///
/// Push: the new controller's view loads (`viewDidLoad`), then `viewWillDisappear` on the old
/// top, `viewWillAppear` on the new one, the transition (0.35 s when animated), then
/// `viewDidDisappear` on the old top and `viewDidAppear` on the new one. Pop mirrors it and
/// releases the popped controller. A first responder in the leaving controller resigns right
/// after the will-callbacks, so a controller that unregisters in `viewWillDisappear` does not
/// see its own keyboard hide. Starting a transition while one is running completes the running
/// one first and leaves a diagnostic, where UIKit would log a warning.
///
/// Containment, as Apple documents it for containers
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)): a
/// controller added to the stack hears `willMove(toParent:)` (from `addChild(_:)`) and, once the
/// transition is over (at once off screen), `didMove(toParent:)`; one taken off hears
/// `willMove(toParent: nil)` as it leaves the stack and `didMove(toParent: nil)` once the
/// transition is over. That `didMove` follows `viewDidAppear`/`viewDidDisappear` is unconfirmed:
/// Apple documents only "after the transition".
///
/// The bars, as Apple documents them: `navigationBar` sits below the status bar, 44 points
/// high, and the children's safe area begins below it; hidden (`setNavigationBarHidden(_:animated:)`,
/// animated over `hideShowBarDuration`), it adds nothing. The `toolbar` is hidden at first;
/// shown (`setToolbarHidden(_:animated:)`), it sits above the bottom safe area, 44 points high
/// (unconfirmed, as `UIToolbar`'s height), shows the top controller's `toolbarItems`, and the
/// children's safe area ends above it. With `hidesBarsWhenKeyboardAppears`, the keyboard's
/// `willShow` hides both bars, animated inside the keyboard's animation; with `hidesBarsOnTap`,
/// a tap in the content (`Simulation.tap(_:)`) hides or shows them; with `hidesBarsOnSwipe`, a
/// drag of the content (`Simulation.drag(_:by:from:over:)`) upward hides them and downward shows
/// them. The swipe back (`interactivePopGestureRecognizer`) is not simulated: the recognizer is
/// there to configure (its delegate, `isEnabled`), and nothing recognizes it. The delegate hears
/// `navigationController(_:willShow:animated:)` and `navigationController(_:didShow:animated:)`
/// around each transition that changes the top controller on screen.
open class UINavigationController: UIViewController {
    /// The height of the navigation bar, added to the children's top safe-area inset.
    public static let navigationBarHeight: CGFloat = UINavigationBar.standardHeight

    /// How long the bars take to hide or show when animated, in seconds: 0.2 here. Unconfirmed,
    /// with why: Apple's documentation names the constant and not its value; 0.2 is the value
    /// apps log for `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// What a navigation controller is doing, as UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }

    /// The navigation bar the controller manages, below the status bar.
    public let navigationBar = UINavigationBar()

    /// The toolbar the controller manages at the bottom (hidden at first).
    open var toolbar: UIToolbar! { managedToolbar }
    private let managedToolbar = UIToolbar()

    /// Told before and after the controller shows a view controller (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The recognizer of the swipe back from the leading edge: a `UIScreenEdgePanGestureRecognizer`
    /// whose delegate and `isEnabled` apps set. The swipe itself is not simulated (nothing
    /// recognizes it), and it is not attached to a view, so a simulated drag does not reach it.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    private let popRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()

    /// Whether the navigation bar is hidden (a hidden bar adds nothing to the safe area); setting
    /// it hides or shows the bar without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHidden = false

    /// Whether the toolbar is hidden (true at first); setting it hides or shows the toolbar
    /// without animation.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Whether the keyboard's appearance hides the navigation bar and the toolbar (false by
    /// default): at the keyboard's `willShow`, both hide, animated with the keyboard. They stay
    /// hidden when the keyboard goes, as Apple documents only the hiding.
    open var hidesBarsWhenKeyboardAppears = false

    /// Whether a tap in the content hides the bars, or shows them when hidden (false by default):
    /// `barHideOnTapGestureRecognizer` is on the controller's view while it is true. Unconfirmed,
    /// with why: UIKit reacts only to taps nothing else handled; here the recognizer does not
    /// cancel the tap's touches (`cancelsTouchesInView` false), so a tapped field still takes
    /// focus and the bars toggle too.
    open var hidesBarsOnTap = false {
        didSet { updateBarRecognizers() }
    }
    /// Whether a swipe up in the content hides the bars and a swipe down shows them (false by
    /// default): `barHideOnSwipeGestureRecognizer` is on the controller's view while it is true,
    /// and follows a simulated drag.
    open var hidesBarsOnSwipe = false {
        didSet { updateBarRecognizers() }
    }
    /// Whether the bars hide in a vertically compact environment (stored and inert: traits do not
    /// hide the bars here).
    open var hidesBarsWhenVerticallyCompact = false

    /// The tap recognizer behind `hidesBarsOnTap` (apps may require others to fail on it).
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
    /// The pan recognizer behind `hidesBarsOnSwipe`.
    public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()

    /// The top controller the delegate was last told about with `willShow`.
    private weak var announcedTop: UIViewController?

    private var pendingTransition: (() -> Void)?

    /// A navigation controller whose stack starts with `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        configureBarRecognizers()
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty stack whose bars are of the classes given, as UIKit's
    /// `init(navigationBarClass:toolbarClass:)` (`nil`: UIKit's own bar). Push the first
    /// controller, or set `viewControllers`. The bars here are always `UINavigationBar` and
    /// `UIToolbar` themselves: a subclass cannot be made from its class without an Objective-C
    /// runtime, and the trace says so when one is given.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        configureBarRecognizers()
        let bars: [(given: AnyClass?, own: AnyClass)] = [(navigationBarClass, UINavigationBar.self), (toolbarClass, UIToolbar.self)]
        for bar in bars {
            guard let given: AnyClass = bar.given, given != bar.own else { continue }
            let own: AnyClass = bar.own
            CurrentSimulation.host?.diagnostic(
                "UINavigationController(navigationBarClass:toolbarClass:): the \(given) is not made (no Objective-C runtime to make a class from its name); the controller has a plain \(own)"
            )
        }
    }

    /// An empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureBarRecognizers()
    }

    /// Archives are not simulated: the stack starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBarRecognizers()
    }

    /// The stack, bottom first; setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack with `viewControllers`, as UIKit's `setViewControllers(_:animated:)`:
    /// the controllers that leave hear `willMove(toParent: nil)`, the new ones `willMove(toParent:)`;
    /// when the top changes on screen, its appearance callbacks run as a push (a new top) or a
    /// pop (one already in the stack) would, animated when `animated` is true; then the leaving
    /// ones hear `didMove(toParent: nil)` and the new ones `didMove(toParent:)`. A controller
    /// named twice is kept once, with a diagnostic (UIKit raises an exception).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        inSimulation(of: lifecycleMonitor) { replaceStack(with: viewControllers, animated: animated) }
    }

    private func replaceStack(with requested: [UIViewController], animated: Bool) {
        finishPendingTransition(starting: "setViewControllers")
        var stack: [UIViewController] = []
        for controller in requested where !stack.contains(where: { $0 === controller }) { stack.append(controller) }
        if stack.count < requested.count {
            lifecycleMonitor?.diagnostic(
                "setViewControllers on \(auditName) names a controller twice (UIKit raises an exception): each kept once")
        }
        let old = children
        let oldTop = topViewController
        let leaving = old.filter { controller in !stack.contains { $0 === controller } }
        let entering = stack.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in entering { addChild(controller) }
        for controller in leaving { controller.detachFromParent() }
        reorderChildren(stack)
        let newTop = topViewController
        for controller in leaving { controller.parentMove = .fromParent }
        for controller in entering { controller.parentMove = .toParent }
        let finishMoves = { [self] in
            for controller in leaving + entering { controller.parentMove = .none }
            for controller in leaving {
                controller.didMove(toParent: nil)
                lifecycleMonitor?.controllerWasReleased(controller, by: "removed by setViewControllers")
            }
            for controller in entering { controller.didMove(toParent: self) }
        }
        guard isViewLoaded, view.window != nil, oldTop !== newTop else {
            if oldTop !== newTop {
                oldTop?.viewIfLoaded?.removeFromSuperview()
            }
            finishMoves()
            return
        }
        let kind: TransitionKind = newTop.map { top in old.contains { $0 === top } } == true ? .pop : .push
        if kind == .push { presentationGeometry?.transitions.willBegin(animated: animated, kind: .push) }
        newTop?.loadViewIfNeeded()
        if let newTop { announceWillShow(newTop, animated: animated) }
        let coordinator = newTop.map {
            TransitionCoordinator(from: oldTop, to: $0, container: view, containerController: self, kind: kind, animated: animated)
        }
        oldTop?.beginAppearanceTransition(false, animated: animated)
        newTop?.beginAppearanceTransition(true, animated: animated)
        oldTop?.viewIfLoaded?.endEditing(true)
        if let newTop { show(newTop, below: kind == .pop ? oldTop : nil) }
        coordinator?.start()
        runTransition(animated: animated && newTop != nil, kind: kind) {
            coordinator?.finish()
            oldTop?.viewIfLoaded?.removeFromSuperview()
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
            finishMoves()
            if let newTop { self.announceDidShow(newTop, animated: animated) }
        }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// Pushes `vc`, animated, as UIKit's navigation controller shows a controller
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    open override func loadView() {
        let container = NavigationContainerView(frame: presentationGeometry?.screenBounds ?? .zero)
        container.navigationBar = navigationBar
        container.toolbar = managedToolbar
        navigationBar.isHidden = navigationBarHidden
        managedToolbar.isHidden = toolbarHidden
        container.addSubview(navigationBar)
        container.addSubview(managedToolbar)
        view = container
        updateBarRecognizers()
    }

    /// Tells the delegate it will show the top controller when the navigation controller's view
    /// appears with a top it has not announced (before the top controller's `viewWillAppear`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = topViewController, announcedTop !== top { announceWillShow(top, animated: animated) }
    }

    /// Ends the appearance transition (the top controller's `viewDidAppear` included), then tells
    /// the delegate it has shown the top controller announced in `viewWillAppear(_:)`.
    open override func endAppearanceTransition() {
        let appearing = appearanceState == .appearing
        super.endAppearanceTransition()
        if appearing, let top = topViewController { announceDidShow(top, animated: announcedAnimated) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Pushes `controller` on the stack (its callbacks run with this window's simulation as the
    /// current one).
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        inSimulation(of: lifecycleMonitor) { push(controller, animated: animated) }
    }

    private func push(_ controller: UIViewController, animated: Bool) {
        if let lifecycleMonitor { controller.attach(to: lifecycleMonitor, geometry: presentationGeometry) }
        finishPendingTransition(starting: "push \(controller.auditName)")
        let old = topViewController
        addChild(controller)
        guard isViewLoaded, view.window != nil else {
            controller.didMove(toParent: self)
            return
        }
        controller.parentMove = .toParent
        presentationGeometry?.transitions.willBegin(animated: animated, kind: .push)
        controller.loadViewIfNeeded()
        announceWillShow(controller, animated: animated)
        let coordinator = TransitionCoordinator(
            from: old, to: controller, container: view, containerController: self,
            kind: .push, animated: animated)
        old?.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        old?.viewIfLoaded?.endEditing(true)
        show(controller)
        coordinator.start()
        runTransition(animated: animated, kind: .push) {
            coordinator.finish()
            old?.viewIfLoaded?.removeFromSuperview()
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
            controller.parentMove = .none
            controller.didMove(toParent: self)
            self.announceDidShow(controller, animated: animated)
        }
    }

    /// Pops the top controller and returns it; `nil` (and a diagnostic) with only the root left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        finishPendingTransition(starting: "pop")
        guard children.count > 1, let popped = topViewController else {
            lifecycleMonitor?.diagnostic("popViewController on \(auditName) with only the root controller: nothing popped")
            return nil
        }
        return pop(to: children[children.count - 2], animated: animated).first ?? popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        finishPendingTransition(starting: "pop to root")
        guard children.count > 1 else { return nil }
        return pop(to: children[0], animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them; `nil` when it is the top.
    /// One not in the stack leaves a diagnostic and pops nothing (UIKit raises an exception).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishPendingTransition(starting: "pop to \(viewController.auditName)")
        guard children.contains(where: { $0 === viewController }) else {
            lifecycleMonitor?.diagnostic(
                "popToViewController(\(viewController.auditName)) on \(auditName), which does not have it in its stack (UIKit raises an exception): nothing popped"
            )
            return nil
        }
        guard topViewController !== viewController else { return nil }
        return pop(to: viewController, animated: animated)
    }

    private func pop(to destination: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === destination }) else { return [] }
        let popped = Array(children[(index + 1)...])
        let leaving = popped.last
        let visible = isViewLoaded && view.window != nil
        for controller in popped { controller.parentMove = .fromParent }
        let coordinator =
            visible
            ? TransitionCoordinator(
                from: leaving, to: destination, container: view, containerController: self,
                kind: .pop, animated: animated) : nil
        if visible {
            announceWillShow(destination, animated: animated)
            leaving?.beginAppearanceTransition(false, animated: animated)
            destination.beginAppearanceTransition(true, animated: animated)
            leaving?.viewIfLoaded?.endEditing(true)
            show(destination, below: leaving)
        }
        // willMove(toParent: nil) as they leave the stack, didMove(toParent: nil) after the transition.
        for controller in popped {
            controller.willMove(toParent: nil)
            controller.detachFromParent()
        }
        coordinator?.start()
        let finish = { [self] in
            coordinator?.finish()
            if visible {
                leaving?.viewIfLoaded?.removeFromSuperview()
                leaving?.endAppearanceTransition()
                destination.endAppearanceTransition()
            }
            for controller in popped {
                controller.parentMove = .none
                controller.didMove(toParent: nil)
            }
            for controller in popped.reversed() {
                lifecycleMonitor?.controllerWasReleased(controller, by: "popped")
            }
            if visible { announceDidShow(destination, animated: animated) }
        }
        if visible {
            runTransition(animated: animated, kind: .pop, finish)
        } else {
            finish()
        }
        return popped
    }

    private func show(_ controller: UIViewController, below other: UIViewController? = nil) {
        controller.view.frame = view.bounds
        if let otherView = other?.viewIfLoaded, let index = view.subviews.firstIndex(where: { $0 === otherView }) {
            view.insertSubview(controller.view, at: index)
        } else {
            view.insertSubview(controller.view, belowSubview: navigationBar)
        }
        managedToolbar.items = controller.toolbarItems
        navigationBar.items = children.map(\.navigationItem)
        updateChildInsets()
        view.window?.layoutIfNeeded()
    }

    private func updateChildInsets() {
        let top = navigationBarHidden ? 0 : Self.navigationBarHeight
        let bottom = toolbarHidden ? 0 : UINavigationBar.standardHeight
        for child in children {
            child.viewIfLoaded?.containerSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        }
    }

    // MARK: The bars

    /// Hides or shows the navigation bar; animated, the bar and the children's layout change over
    /// `hideShowBarDuration` on the simulation's clock, as Apple documents
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        applyBarChange(animated: animated)
    }

    /// Hides or shows the toolbar; animated, over `hideShowBarDuration`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        if !hidden { managedToolbar.items = topViewController?.toolbarItems }
        applyBarChange(animated: animated)
    }

    private func applyBarChange(animated: Bool) {
        navigationBar.isHidden = navigationBarHidden
        managedToolbar.isHidden = toolbarHidden
        updateChildInsets()
        guard isViewLoaded, view.window != nil else { return }
        view.setNeedsLayout()
        guard animated, lifecycleMonitor != nil else { return }
        inSimulation(of: lifecycleMonitor) {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { [self] in view.layoutIfNeeded() }
        }
    }

    /// UIKit's reaction to the keyboard's `willShow` with `hidesBarsWhenKeyboardAppears`: both
    /// bars hide, animated (inside the keyboard's animation, whose timing they take).
    final func hideBarsForKeyboard() {
        guard hidesBarsWhenKeyboardAppears, isViewLoaded, view.window != nil else { return }
        setNavigationBarHidden(true, animated: true)
        setToolbarHidden(true, animated: true)
    }

    private func configureBarRecognizers() {
        barHideOnTapGestureRecognizer.cancelsTouchesInView = false
        barHideOnTapGestureRecognizer.addTarget(self, action: UINavigationController.barHideTapped)
        barHideOnSwipeGestureRecognizer.cancelsTouchesInView = false
        barHideOnSwipeGestureRecognizer.addTarget(self, action: UINavigationController.barHideSwiped)
    }

    private func updateBarRecognizers() {
        guard let view = viewIfLoaded else { return }
        for (recognizer, wanted) in [
            (barHideOnTapGestureRecognizer as UIGestureRecognizer, hidesBarsOnTap), (barHideOnSwipeGestureRecognizer, hidesBarsOnSwipe),
        ] {
            let attached = recognizer.view === view
            if wanted, !attached { view.addGestureRecognizer(recognizer) }
            if !wanted, attached { view.removeGestureRecognizer(recognizer) }
        }
    }

    /// A tap with `hidesBarsOnTap`: the bars hide, or show when the navigation bar is hidden (the
    /// toolbar only when the top controller has toolbar items, as UIKit's header says).
    private func barHideTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let hide = !navigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        if !hide, topViewController?.toolbarItems?.isEmpty == false { setToolbarHidden(false, animated: true) }
        if hide { setToolbarHidden(true, animated: true) }
    }

    /// A drag with `hidesBarsOnSwipe`: upward (the content scrolling on) hides the bars, downward
    /// shows them.
    private func barHideSwiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended else { return }
        let dy = recognizer.translation(in: view).y
        guard dy != 0 else { return }
        let hide = dy < 0
        setNavigationBarHidden(hide, animated: true)
        if hide || topViewController?.toolbarItems?.isEmpty == false { setToolbarHidden(hide, animated: true) }
    }

    // MARK: The delegate

    /// Controllers announced with `willShow` whose `didShow` is due when the view appears.
    private weak var pendingDidShow: UIViewController?
    /// Whether the transition last announced with `willShow` is animated.
    private var announcedAnimated = false

    private func announceWillShow(_ controller: UIViewController, animated: Bool) {
        announcedTop = controller
        pendingDidShow = controller
        announcedAnimated = animated
        delegate?.navigationController(self, willShow: controller, animated: animated)
    }

    private func announceDidShow(_ controller: UIViewController, animated: Bool) {
        guard pendingDidShow === controller else { return }
        pendingDidShow = nil
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }

    private func runTransition(animated: Bool, kind: TransitionKind, _ finish: @escaping () -> Void) {
        guard let geometry = presentationGeometry, animated else {
            finish()
            return
        }
        var done = false
        let once = { [weak self] in
            guard !done else { return }
            done = true
            self?.pendingTransition = nil
            finish()
        }
        pendingTransition = once
        geometry.transitions.perform(animated: true, kind: kind, completion: once)
    }

    /// Pops to `subsequentVC`, the controller of the stack an unwind segue leads to.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        popToViewController(subsequentVC, animated: true)
    }

    private func finishPendingTransition(starting request: String) {
        guard let pending = pendingTransition else { return }
        lifecycleMonitor?.diagnostic(
            "\(request) on \(auditName) while a transition is in progress: the running transition is completed first (UIKit logs \"Unbalanced calls to begin/end appearance transitions\")"
        )
        pending()
    }
}

/// A navigation controller's root view: the children's views fill it, the navigation bar sits
/// below the window's top safe area (the status bar), the toolbar above its bottom one.
final class NavigationContainerView: UIView {
    weak var navigationBar: UINavigationBar?
    weak var toolbar: UIToolbar?

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where subview !== navigationBar && subview !== toolbar && subview.frame != bounds {
            subview.frame = bounds
        }
        let insets = window?.safeAreaInsets ?? .zero
        let height = UINavigationBar.standardHeight
        if let navigationBar {
            let frame = CGRect(x: 0, y: insets.top, width: bounds.width, height: height)
            if navigationBar.frame != frame { navigationBar.frame = frame }
        }
        if let toolbar {
            let frame = CGRect(x: 0, y: bounds.height - insets.bottom - height, width: bounds.width, height: height)
            if toolbar.frame != frame { toolbar.frame = frame }
        }
    }
}
