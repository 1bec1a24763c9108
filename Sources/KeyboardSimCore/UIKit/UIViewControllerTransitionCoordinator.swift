import Foundation

// `viewController.transitionCoordinator`, as UIKit's: while a push, pop, presentation or
// dismissal runs, the controllers taking part (and their children) have a coordinator, from their
// will-callbacks until the transition ends. Apps call `animate(alongsideTransition:completion:)`
// in `viewWillAppear` to move their own views (a toolbar above the keyboard, a bottom inset) with
// the transition: the block runs inside an animation of the transition's duration when the
// transition starts, and the completion when it ends.

/// The keys of a transition's two controllers, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller the transition leaves (the old top of a push, the presenter of a
    /// presentation, the presented controller of a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition shows.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// What a transition under way is, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it: never here (interactive transitions are not simulated).
    var isInteractive: Bool { get }
    /// Whether it was cancelled: never here.
    var isCancelled: Bool { get }
    /// How long it lasts, in seconds (0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// The view the transition happens in: the navigation controller's view, or the window.
    var containerView: UIView { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// A transition under way, as UIKit's `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside an animation of the transition's duration (easeInEaseOut, a curve
    /// unconfirmed for UIKit's transitions) when the transition starts — at once, animated over
    /// the time left, when it has started — and `completion` when it ends. `false`, running
    /// nothing, once the transition has ended.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition: made when it begins, started when its animation starts
/// (after the will-callbacks), finished when it ends (before the did-callbacks; the order of
/// UIKit's is unconfirmed).
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private enum Stage { case pending, running, finished }

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private let participants: [UIViewController]
    let containerView: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }

    private var stage = Stage.pending
    private var startedAt: SimulationInstant?
    private let clock: VirtualClock?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator for the transition from `from` to `to` in `container`, set on both
    /// controllers and on `container`'s controller, if any (a navigation controller).
    init(from: UIViewController?, to: UIViewController?, container: UIView, containerController: UIViewController?,
         kind: TransitionKind, animated: Bool) {
        fromController = from
        toController = to
        containerView = container
        isAnimated = animated
        transitionDuration = animated ? container.window?.lifecycleMonitor?.transitionDuration(of: kind).secondsValue ?? 0 : 0
        participants = [from, to, containerController].compactMap { $0 }
        clock = container.window?.clock
        for controller in participants { controller.ownTransitionCoordinator = self }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        switch stage {
        case .finished:
            return false
        case .pending:
            if let animation { animations.append(animation) }
        case .running:
            if let animation { run([animation], over: timeLeft) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition's animation starts: the blocks given so far run inside one animation.
    func start() {
        guard stage == .pending else { return }
        stage = .running
        startedAt = clock?.now
        let blocks = animations
        animations = []
        run(blocks, over: transitionDuration)
    }

    /// The transition ended: the completions run and the controllers let the coordinator go.
    func finish() {
        start()
        guard stage == .running else { return }
        stage = .finished
        for controller in participants where controller.ownTransitionCoordinator === self {
            controller.ownTransitionCoordinator = nil
        }
        let blocks = completions
        completions = []
        for completion in blocks { completion(self) }
    }

    private var timeLeft: TimeInterval {
        guard let startedAt, let now = clock?.now else { return 0 }
        return max(0, transitionDuration - (now - startedAt).secondsValue)
    }

    private func run(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void], over duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            for block in blocks { block(self) }
        }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller, or its parent, takes part in; `nil`
    /// when none is under way (as in UIKit, outside a push, pop, presentation or dismissal).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }
}
