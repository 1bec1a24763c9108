import Foundation

// `viewController.transitionCoordinator`, as UIKit's: while a push, pop, presentation or
// dismissal runs, the controllers taking part (and their children) have a coordinator, from their
// will-callbacks until the transition ends. Apps call `animate(alongsideTransition:completion:)`
// in `viewWillAppear` to move their own views (a toolbar above the keyboard, a bottom inset) with
// the transition: the block runs inside an animation of the transition's duration when the
// transition starts, and the completion when it ends.

/// The keys of a transition's two controllers, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit's constant's.
    public var rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller the transition leaves (the old top of a push, the presenter of a
    /// presentation, the presented controller of a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition shows.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit's constant's.
    public var rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller the transition leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller the transition shows.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
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
    /// How far the transition has run, 0 to 1 (the share of its duration elapsed).
    var percentComplete: CGFloat { get }
    /// The curve the transition finishes with: easeInEaseOut (unconfirmed for UIKit's).
    var completionCurve: UIView.AnimationCurve { get }
    /// The speed the transition finishes at: 1, as for any transition not driven by a gesture.
    var completionVelocity: CGFloat { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of the controller leaving (`.from`) or arriving (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A transition under way, as UIKit's `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside an animation of the transition's duration (easeInEaseOut, a curve
    /// unconfirmed for UIKit's transitions) when the transition starts — at once, animated over
    /// the time left, when it has started — and `completion` when it ends. `false`, running
    /// nothing, once the transition has ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Registers `handler` for when a gesture-driven transition stops being driven; transitions
    /// here are never interactive, so it is never called (as on iOS for such a transition).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
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
/// UIKit's is unconfirmed). A transition that is not animated has one too, not animated, its
/// blocks applied at once (unconfirmed: UIKit may give none). A controller has one slot: a
/// transition of a container inside another one's (a push during a presentation) leaves the
/// container with none once the inner one ends (not simulated further).
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private enum Stage { case pending, running, finished }

    private struct Participant { weak var controller: UIViewController? }

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    /// The controllers whose `transitionCoordinator` this is (held weakly: a simulation dropped
    /// mid-transition leaks none of them).
    private var participants: [Participant]
    let containerView: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var completionVelocity: CGFloat { 1 }

    private var stage = Stage.pending
    private var startedAt: SimulationInstant?
    private weak var clock: VirtualClock?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator for the transition from `from` to `to` in `container`, set on both
    /// controllers and on `container`'s controller, if any (a navigation controller).
    init(
        from: UIViewController?, to: UIViewController?, container: UIView, containerController: UIViewController?,
        kind: TransitionKind, animated: Bool
    ) {
        fromController = from
        toController = to
        containerView = container
        isAnimated = animated
        // A window no simulation shows has no transition to time.
        let timed = animated && container.window?.lifecycleMonitor != nil
        transitionDuration = timed ? ScreenTransitions.duration(of: kind).secondsValue : 0
        participants = [from, to, containerController].compactMap { $0 }.map { Participant(controller: $0) }
        clock = container.window?.clock
        for participant in participants { participant.controller?.ownTransitionCoordinator = self }
    }

    var percentComplete: CGFloat {
        switch stage {
        case .pending: 0
        case .finished: 1
        case .running: transitionDuration > 0 ? CGFloat(1 - timeLeft / transitionDuration) : 1
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromController?.viewIfLoaded
        case .to: toController?.viewIfLoaded
        default: nil
        }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
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
        for participant in participants where participant.controller?.ownTransitionCoordinator === self {
            participant.controller?.ownTransitionCoordinator = nil
        }
        participants = []
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
