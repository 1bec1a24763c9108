import Foundation

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
open class UINavigationController: UIViewController {
    /// The height of the navigation bar, added to the children's top safe-area inset.
    public static let navigationBarHeight: CGFloat = 44

    /// Whether the navigation bar is hidden (a hidden bar adds nothing to the safe area).
    open var isNavigationBarHidden = false {
        didSet { updateChildInsets() }
    }

    private var pendingTransition: (() -> Void)?

    /// A navigation controller whose stack starts with `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not simulated: the stack starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
        if kind == .push { lifecycleMonitor?.transitions.willBegin(animated: animated, kind: .push) }
        newTop?.loadViewIfNeeded()
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
        view = ContainerView(frame: lifecycleMonitor?.screenBounds ?? .zero)
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
        if let lifecycleMonitor { controller.attach(to: lifecycleMonitor) }
        finishPendingTransition(starting: "push \(controller.auditName)")
        let old = topViewController
        addChild(controller)
        guard isViewLoaded, view.window != nil else {
            controller.didMove(toParent: self)
            return
        }
        controller.parentMove = .toParent
        lifecycleMonitor?.transitions.willBegin(animated: animated, kind: .push)
        controller.loadViewIfNeeded()
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
            view.addSubview(controller.view)
        }
        updateChildInsets()
        view.window?.layoutIfNeeded()
    }

    private func updateChildInsets() {
        let top = isNavigationBarHidden ? 0 : Self.navigationBarHeight
        for child in children {
            child.viewIfLoaded?.containerSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        }
    }

    private func runTransition(animated: Bool, kind: TransitionKind, _ finish: @escaping () -> Void) {
        guard let monitor = lifecycleMonitor, animated else {
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
        monitor.transitions.perform(animated: true, kind: kind, completion: once)
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

/// A container's root view: lays its subviews out to fill its bounds.
final class ContainerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where subview.frame != bounds {
            subview.frame = bounds
        }
    }
}
