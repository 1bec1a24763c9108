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
@preconcurrency @MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    /// The spring's initial velocity, relative to the distance travelled.
    public let initialVelocity: CGVector
    private let spring: (_ duration: Double) -> DampedSpring

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
        spring = { duration in DampedSpring.uiKit(duration: duration, dampingRatio: Double(ratio), initialVelocity: Double(velocity.dy)) }
    }

    /// A spring of this mass, stiffness and damping: it runs as long as it takes to settle
    /// (UIKit ignores the animator's duration for it).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = { _ in
            DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dy))
        }
    }

    /// A spring that settles in `duration` with `bounce` (iOS 17): 0 no bounce, toward 1 more;
    /// a damping ratio of 1 − bounce (1 ÷ (1 + bounce) for a negative bounce), the mapping of
    /// SwiftUI's `Spring(duration:bounce:)`, taken for UIKit's (unconfirmed).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        self.init(dampingRatio: UISpringTimingParameters.dampingRatio(bounce: bounce), initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The simulation's spring for an animation of `duration` seconds.
    func timing(duration: Double) -> TimingCurve { .spring(spring(duration)) }

    /// The damping ratio of a spring with `bounce` (see `init(duration:bounce:initialVelocity:)`).
    nonisolated static func dampingRatio(bounce: CGFloat) -> CGFloat {
        let bounce = min(max(bounce, -1 + 1e-6), 1)
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}

/// A view animation an app starts, adds to and finishes, as UIKit's `UIViewPropertyAnimator`
/// (iOS 10): keyboard code writes
/// `UIViewPropertyAnimator(duration: duration, curve: curve) { self.view.layoutIfNeeded() }`
/// with the notification's duration and curve, then `startAnimation()`.
///
/// Simulated: the animations run on the simulation's clock with the animator's duration, delay
/// and timing (a cubic curve, curve 7's keyboard spring, or a spring), as a block animation that
/// keeps its own timing inside an enclosing one (the keyboard's); animations added while it runs
/// take the time left; completions run at the end with `.end`; `runningPropertyAnimator`.
/// Not simulated, and said in the trace: pausing, scrubbing (`fractionComplete`), reversing and
/// stopping part way — the animation runs to its end.
@preconcurrency @MainActor open class UIViewPropertyAnimator {
    /// The animation's duration, in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before the animations start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// The timing.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Where the animations stand.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (started and not paused or finished).
    open private(set) var isRunning = false
    /// How far the animations are, 0 to 1 (stored: scrubbing is not simulated).
    open var fractionComplete: CGFloat = 0 {
        didSet { notSimulated("fractionComplete = \(fractionComplete) (scrubbing)") }
    }
    /// Whether the animations run backwards (stored: reversing is not simulated).
    open var isReversed = false {
        didSet { if isReversed { notSimulated("isReversed = true") } }
    }
    /// Whether the animator can be paused or stopped part way (stored).
    open var isInterruptible = true
    /// Whether the animated views take touches while they move (stored).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app (stored).
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear (stored).
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing (stored).
    open var pausesOnCompletion = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// When the running animations end (seconds of the simulation's time), while they run.
    private var endSeconds: Double?

    /// An animator of `duration` with `timingParameters`' timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
    }

    /// An animator of `duration` on one of UIKit's curves (curve 7: the keyboard's spring).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` on a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` on a spring of this damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator already running `animations` (UIKit's class method).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.animations.append(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations: run when the animator starts, or at once while it runs (with the time left).
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard isRunning else { return animations.append(animation) }
        let now = currentSeconds
        run([animation], duration: max(0, (endSeconds ?? now) - now), delay: 0)
    }

    /// Adds animations that start `delayFactor` of the duration after the animator's start.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard !isRunning else { return addAnimations(animation) }
        animations.append(animation)
        if delayFactor != 0 { notSimulated("addAnimations(_:delayFactor: \(delayFactor)) (the animation starts with the others)") }
    }

    /// Adds a completion, run with `.end` when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = max(0, delay)
        state = .active
        isRunning = true
        let pending = animations
        animations = []
        endSeconds = currentSeconds + self.delay + duration
        run(pending, duration: duration, delay: self.delay) { [weak self] in self?.didEnd() }
    }

    /// Would pause the animations; not simulated: they run to their end, and the trace says so.
    open func pauseAnimation() {
        notSimulated("pauseAnimation() (the animation runs to its end)")
    }

    /// Would stop the animations where they are; not simulated: they run to their end (and the
    /// completions run then, with `.end`), and the trace says so.
    open func stopAnimation(_ withoutFinishing: Bool) {
        notSimulated("stopAnimation(\(withoutFinishing)) (the animation runs to its end)")
    }

    /// Finishes a stopped animator at `position`; here the animations already run to their end.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if finalPosition != .end { notSimulated("finishAnimation(at: \(finalPosition)) (the animation ends at its end)") }
    }

    /// Continues a paused animator with new timing; here the animations already run to their end.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        notSimulated("continueAnimation(withTimingParameters:durationFactor:)")
    }

    // MARK: Running

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

    private func didEnd() {
        isRunning = false
        state = .inactive
        endSeconds = nil
        let completions = completions
        self.completions = []
        for completion in completions { completion(.end) }
    }

    private var currentSeconds: Double { AnimationTransactionStack.current?.now.seconds ?? 0 }

    private func notSimulated(_ what: String) {
        (CurrentSimulation.object as? any ApplicationHost)?.diagnostic("UIViewPropertyAnimator.\(what): not simulated")
    }
}

extension UIView {
    /// A spring animation by its duration and bounce (iOS 17): 0 no bounce, toward 1 more (a
    /// damping ratio of 1 − bounce, as `UISpringTimingParameters(duration:bounce:)`, unconfirmed),
    /// settling within `duration`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: UISpringTimingParameters.dampingRatio(bounce: bounce),
            initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }
}
