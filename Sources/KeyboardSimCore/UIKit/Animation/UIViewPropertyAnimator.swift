import Foundation
import SimulationContext

/// Where an animator's animations stand, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started (running, or paused).
    case active = 1
    /// Stopped before its end.
    case stopped = 2
}

/// A position in an animation, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end: what the animations set.
    case end = 0
    /// The start.
    case start = 1
    /// Where the animation was when it stopped.
    case current = 2
}

/// How an animator's progress runs over its duration, as UIKit's `UITimingCurveProvider`.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing: cubic or spring.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for a cubic timing.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for a spring timing.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kind of a timing curve, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a cubic curve and a spring.
    case composed = 3
}

/// A cubic Bézier timing, as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve it was made from (`.easeInOut` for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// Ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves (curve 7, the keyboard's, is its spring).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) =
            switch TimingCurve(curve) {
            case .bezier(let function): (CGPoint(x: function.p1x, y: function.p1y), CGPoint(x: function.p2x, y: function.p2y))
            case .keyboard, .spring: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            }
        (controlPoint1, controlPoint2) = points
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The simulation's timing for these parameters.
    var timing: TimingCurve {
        if controlPoint1 == CGPoint(x: 0.42, y: 0), controlPoint2 == CGPoint(x: 0.58, y: 1) { return TimingCurve(animationCurve) }
        return .bezier(
            CubicBezierTimingFunction(
                Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y)))
    }
}

/// A spring timing, as UIKit's `UISpringTimingParameters`.
///
/// Made from a damping ratio, the spring settles within the animator's duration. Made from a
/// mass, stiffness and damping, or from a duration and bounce (iOS 17), it has a duration of its
/// own: an animator given it runs until the spring settles, whatever duration the animator was
/// made with. UIKit's header (UITimingParameters.h) says the duration of the first "is computed
/// assuming a small settling oscillation" and that the second is "similar to" it; Apple's pages
/// (https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:),
/// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:))
/// do not say. When the spring counts as settled is unconfirmed (UIKit gives no threshold): it is
/// ``CASpringAnimation``'s `settlingDuration` for the same spring.
@preconcurrency @MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    /// The spring's initial velocity, relative to the distance travelled.
    public let initialVelocity: CGVector
    private let spring: (_ duration: Double) -> DampedSpring
    /// The spring, when it does not depend on the animator's duration (mass, stiffness and
    /// damping; duration and bounce).
    private let ownSpring: DampedSpring?

    /// A critically damped spring (ratio 1), settling within the animator's duration.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring of this damping ratio, settling within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of this damping ratio and initial velocity, settling within the animator's
    /// duration (as `UIView.animate(withDuration:…usingSpringWithDamping:…)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        ownSpring = nil
        spring = { duration in DampedSpring.uiKit(duration: duration, dampingRatio: Double(ratio), initialVelocity: Double(velocity.dy)) }
    }

    /// A spring of this mass, stiffness and damping: an animator given it runs until the spring
    /// settles, whatever its own duration (see the type).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let fixed = DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dy))
        ownSpring = fixed
        spring = { _ in fixed }
    }

    /// A spring whose pace is `duration` with `bounce` (iOS 17): 0 no bounce (critically
    /// damped), toward 1 more (1 undamped), negative overdamped down to −1. It is the spring
    /// Apple's `Spring` documents for a duration and bounce — mass 1, stiffness (2π ÷ duration)²,
    /// a damping ratio of 1 − bounce (duration 0.5 and bounce 0.3 give stiffness 157.9, damping
    /// 17.6: https://developer.apple.com/documentation/swiftui/spring) — taken for UIKit's of the
    /// same name (its page gives no relation). A negative bounce's ratio, 1 ÷ (1 + bounce), is
    /// unconfirmed (Apple gives no example of one). An animator given it runs until the spring
    /// settles, not for the animator's own duration (see the type).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let pace = max(duration, 1e-6)
        let ratio = UISpringTimingParameters.dampingRatio(bounce: bounce)
        self.init(
            mass: 1, stiffness: (2 * .pi / pace) * (2 * .pi / pace), damping: 4 * .pi * ratio / pace, initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The simulation's spring for an animation of `duration` seconds.
    func timing(duration: Double) -> TimingCurve { .spring(spring(duration)) }

    /// How long an animator given these parameters runs, in seconds, when the spring has a
    /// duration of its own (mass, stiffness and damping; duration and bounce): until it settles,
    /// as `CASpringAnimation.settlingDuration` counts it. Nil for a damping ratio: the
    /// animator's duration.
    final private(set) lazy var ownDuration: TimeInterval? = ownSpring.map { $0.settlingTime(epsilon: 0.001) }

    /// The damping ratio of a spring with `bounce` (see `init(duration:bounce:initialVelocity:)`).
    nonisolated static func dampingRatio(bounce: CGFloat) -> CGFloat {
        let bounce = min(max(bounce, -1 + 1e-6), 1)
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}

/// An object that runs, pauses, stops and finishes view animations, as UIKit's
/// `UIViewAnimating`: `UIViewPropertyAnimator` adopts it. What each member does is described on
/// ``UIViewPropertyAnimator``.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    /// Where the animations stand: inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back to their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations now.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations: inactive at once (`withoutFinishing`), or stopped until
    /// `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`, running the completions with it.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// A `UIViewAnimating` object whose animations can be added to and continued while they run, as
/// UIKit's `UIViewImplicitlyAnimating` (UIKit's requirements are optional: every one is
/// required here, and `UIViewPropertyAnimator` implements them all).
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations, run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the remaining duration later.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run with the final position when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing over `durationFactor` of the remaining duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// A view animation an app starts, adds to and finishes, as UIKit's `UIViewPropertyAnimator`
/// (iOS 10): keyboard code writes
/// `UIViewPropertyAnimator(duration: duration, curve: curve) { self.view.layoutIfNeeded() }`
/// with the notification's duration and curve, then `startAnimation()`.
///
/// Simulated: the animations run on the simulation's clock with the animator's duration (a
/// spring's own, for spring parameters that have one: see ``UISpringTimingParameters``), delay
/// and timing (a cubic curve, curve 7's keyboard spring, or a spring), as a block animation that
/// keeps its own timing inside an enclosing one (the keyboard's); animations added while it runs
/// take the time left, and `addAnimations(_:delayFactor:)` starts them that part of it later;
/// completions run at the end with `.end`; `runningPropertyAnimator`.
///
/// The animator's own states follow UIKit's state machine (Apple's `UIViewAnimating`
/// documentation) on the clock: `startAnimation()` makes it `.active` and running;
/// `pauseAnimation()` keeps it `.active`, not running, with `fractionComplete` held; starting or
/// `continueAnimation(withTimingParameters:durationFactor:)` again resumes it, its end (and
/// completions) due after the time left (times the factor); `stopAnimation(true)` makes it
/// `.inactive` with no completion; `stopAnimation(false)` makes it `.stopped`, and
/// `finishAnimation(at:)` then runs the completions with that position and makes it `.inactive`;
/// a reversed animator ends at `.start`. `fractionComplete` is the time elapsed over the
/// duration (unconfirmed: Apple's documentation does not say whether the timing curve applies).
///
/// Not simulated, and said in the trace: the *views* do not pause, scrub, reverse or stop — their
/// animations run to the end of the animations' values, whatever the animator's state.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The animation's duration, in seconds, as the animator was made with it. Spring timing
    /// parameters with a duration of their own (see ``UISpringTimingParameters``) run for theirs
    /// instead; whether UIKit then reports theirs here is unconfirmed (Apple's page does not say).
    open private(set) var duration: TimeInterval
    /// The delay before the animations start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// The timing.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Where the animations stand.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (started and not paused or finished).
    open private(set) var isRunning = false
    /// How far the animations are, 0 to 1: while they run, the time elapsed over the duration on
    /// the simulation's clock; while paused or stopped, where they were (or what the app set).
    /// Setting it while running does nothing (as UIKit); setting it otherwise moves the animator's
    /// progress, not the views (scrubbing them is not simulated, and the trace says so).
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let runStart else { return heldFraction }
            let total = effectiveDuration
            guard total > 0 else { return 1 }
            return CGFloat(min(1, max(0, heldBase + (currentSeconds - runStart) / total)))
        }
        set {
            guard !isRunning else { return }
            heldFraction = min(1, max(0, newValue))
            notSimulated("fractionComplete = \(newValue) (the views are not scrubbed)")
        }
    }
    /// Whether the animations run backwards: a reversed animator ends at `.start`. The views'
    /// animations are not reversed (the trace says so).
    open var isReversed = false {
        didSet { if isReversed != oldValue { notSimulated("isReversed = \(isReversed) (the views are not reversed)") } }
    }
    /// Whether the animator can be paused or stopped part way (stored).
    open var isInterruptible = true
    /// Whether the animated views take touches while they move (stored).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app (stored).
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear (stored).
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing: it stays `.active` and paused
    /// at `fractionComplete` 1, with no completion.
    open var pausesOnCompletion = false
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// When the animations (re)started running, in seconds of the simulation's time (after any
    /// start delay), and the fraction they had reached before (a resumed animator).
    private var runStart: Double?
    private var heldBase: Double = 0
    /// The fraction held while paused or stopped.
    private var heldFraction: CGFloat = 0
    /// The speed factor of a continued animator (`continueAnimation`'s `durationFactor`).
    private var durationFactor: Double = 1
    /// Increases on every start, pause and stop, so an end scheduled for an earlier run is ignored.
    private var generation = 0

    /// An animator of `duration` with `timingParameters`' timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
    }

    /// An animator of `duration` on one of UIKit's curves (curve 7: the keyboard's spring).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator of `duration` on a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator of `duration` on a spring of this damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator already running `animations` (UIKit's class method).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.animations.append((animations, 0))
        if let completion { animator.completions.append(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations: run when the animator starts, or at once while it runs (with the time left).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0 to 1) of the remaining duration later and run
    /// for the rest of it: at the animator's start if it has not started, or from now while it
    /// runs.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(1, max(0, delayFactor))
        guard isRunning, let runStart else { return animations.append((animation, factor)) }
        let remaining = max(0, runStart + remainingDuration(from: runStart) - currentSeconds)
        let wait = max(0, runStart - currentSeconds)
        run([animation], duration: remaining * (1 - Double(factor)), delay: wait + remaining * Double(factor))
    }

    /// Adds a completion, run with the final position when the animations end (`.end`, `.start`
    /// for a reversed animator, or `finishAnimation(at:)`'s).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations now, or resumes paused ones.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds; resumes paused ones (the delay then does not
    /// apply). A stopped animator does not start (UIKit raises an exception): the trace says so.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return notSimulated("startAnimation() on a stopped animator (UIKit raises an exception); ignored") }
        guard !isRunning else { return }
        if state == .active {
            resume()
            return
        }
        self.delay = max(0, delay)
        state = .active
        isRunning = true
        generation += 1
        let token = generation
        let pending = animations
        animations = []
        runStart = currentSeconds + self.delay
        heldBase = 0
        durationFactor = 1
        let length = runDuration
        for item in pending where item.delayFactor > 0 {
            run([item.block], duration: length * (1 - Double(item.delayFactor)), delay: self.delay + length * Double(item.delayFactor))
        }
        run(pending.filter { $0.delayFactor == 0 }.map(\.block), duration: length, delay: self.delay) { [weak self] in
            self?.reachedEnd(token)
        }
    }

    /// Pauses the animator: `.active`, not running, `fractionComplete` held where it is (an
    /// inactive animator becomes active and paused). The views' animations run on to their end:
    /// not simulated, and the trace says so.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if isRunning { heldFraction = fractionComplete }
        state = .active
        isRunning = false
        runStart = nil
        generation += 1
        notSimulated("pauseAnimation() (the views' animations run on to their end)")
    }

    /// Stops the animator where it is. `withoutFinishing` true: `.inactive` at once, and no
    /// completion runs; false: `.stopped`, until `finishAnimation(at:)`. The views' animations run
    /// on to their end (not simulated; the trace says so).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { heldFraction = fractionComplete }
        isRunning = false
        runStart = nil
        generation += 1
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
        notSimulated("stopAnimation(\(withoutFinishing)) (the views' animations run on to their end)")
    }

    /// Finishes a stopped animator: its completions run with `finalPosition` and it becomes
    /// `.inactive`. On an animator that is not stopped UIKit raises an exception: here the trace
    /// says so and nothing happens. The views are not moved to `finalPosition` (not simulated,
    /// said in the trace, unless it is `.end`).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return notSimulated(
                "finishAnimation(at: \(finalPosition)) on an animator that is not stopped (UIKit raises an exception); ignored")
        }
        if finalPosition != .end { notSimulated("finishAnimation(at: \(finalPosition)) (the views stay at the end)") }
        heldFraction = finalPosition == .end ? 1 : finalPosition == .start ? 0 : heldFraction
        finish(at: finalPosition)
    }

    /// Resumes a paused animator with `parameters`' timing (nil: its own) over `durationFactor` of
    /// the time left (0: the time left): its end and completions come then. Only the animator's
    /// end moves; the views' animations keep their timing (not simulated; the trace says so).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor > 0 { self.durationFactor = Double(durationFactor) }
        notSimulated("continueAnimation(withTimingParameters:durationFactor:) (the views' animations keep their timing)")
        resume()
    }

    // MARK: Running

    /// How long the animations run, in seconds: the timing's own duration for spring parameters
    /// that have one (see ``UISpringTimingParameters``), else `duration`.
    private var runDuration: TimeInterval {
        (timingParameters as? UISpringTimingParameters)?.ownDuration ?? duration
    }

    /// The animations' length on the clock (a keyboard-curve animator runs 0.5 s whatever its
    /// duration; a spring with a duration of its own, that one).
    private var effectiveDuration: Double {
        let length = runDuration
        return length > 0 ? timing(length).effectiveDuration(.timeInterval(length)).secondsValue * durationFactor : 0
    }

    private func remainingDuration(from start: Double) -> Double { effectiveDuration * (1 - heldBase) }

    private func resume() {
        state = .active
        isRunning = true
        generation += 1
        let token = generation
        heldBase = Double(heldFraction)
        runStart = currentSeconds
        let remaining = effectiveDuration * (1 - heldBase)
        guard let clock = CurrentSimulation.host?.clock else { return reachedEnd(token) }
        clock.schedule(after: .timeInterval(remaining)) { [weak self] in self?.reachedEnd(token) }
    }

    private func run(_ blocks: [() -> Void], duration: TimeInterval, delay: TimeInterval, completion: (() -> Void)? = nil) {
        let transaction = AnimationTransaction(
            source: "UIViewPropertyAnimator", duration: .timeInterval(duration), delay: .timeInterval(delay), curve: timing(duration),
            overridesInheritedDuration: true, overridesInheritedCurve: true,
            disablesAnimation: AnimationTransactionStack.current?.animationsDisabled ?? false,
            completion: completion.map { completion in { _ in completion() } })
        UIView.run(transaction, inherits: false) { for block in blocks { block() } }
    }

    private func timing(_ duration: TimeInterval) -> TimingCurve {
        switch timingParameters {
        case let spring as UISpringTimingParameters: spring.timing(duration: duration)
        case let cubic as UICubicTimingParameters: cubic.timing
        default: .bezier(.easeInEaseOut)
        }
    }

    /// The animations of run `token` reached their end (ignored if paused or stopped since).
    private func reachedEnd(_ token: Int) {
        guard token == generation, isRunning else { return }
        heldFraction = 1
        if pausesOnCompletion {
            isRunning = false
            runStart = nil
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        runStart = nil
        generation += 1
        let completions = completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    private var currentSeconds: Double { AnimationTransactionStack.current?.now.seconds ?? 0 }

    private func notSimulated(_ what: String) {
        CurrentSimulation.host?.diagnostic("UIViewPropertyAnimator.\(what): not simulated")
    }
}

extension UIView {
    /// A spring animation by its duration and bounce (iOS 17): 0 no bounce, toward 1 more, a
    /// damping ratio of 1 − bounce as in `UISpringTimingParameters(duration:bounce:)` (the
    /// relation Apple documents for SwiftUI's `Spring`:
    /// https://developer.apple.com/documentation/swiftui/spring; UIKit's page,
    /// https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:),
    /// gives none), settling within `duration`, after `delay`. (A `UIViewPropertyAnimator` given
    /// `UISpringTimingParameters(duration:bounce:)` runs until that spring settles, which with a
    /// large bounce is longer than `duration`: the header says so for the animator's parameters,
    /// and nothing of the kind for this method.)
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: UISpringTimingParameters.dampingRatio(bounce: bounce),
            initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }
}
