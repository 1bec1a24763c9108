import Foundation
import SimulationContext

// UIKit's keyframe, transition and system animations, and the switch that turns block
// animations off. Receiver-less like the block API: they act on the current simulation's stack.
extension UIView {
    /// Options of a keyframe animation, as UIKit's `UIView.KeyframeAnimationOptions`, with
    /// UIKit's raw values: the block options' low bits, and a calculation mode in bits 10–12.
    /// Bits 16–19 may carry an `AnimationOptions` curve for the whole animation (apps cast one).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews during the animation (stored).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact while animating (stored).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen (no visible difference: animations are additive).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat (not simulated: the animation runs once, and the trace says so).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (not simulated: the animation runs once).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Keep this animation's duration inside an enclosing block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Keep this animation's options inside an enclosing block (stored).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
        /// Keyframes interpolate linearly (the default): each keyframe moves at a constant rate.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Keyframes jump: each keyframe's values apply at its start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframes at an even pace (not simulated: linear, said in the trace).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Keyframes on a smooth curve (not simulated: linear, said in the trace).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Keyframes on a smooth curve at an even pace (not simulated: linear, said in the trace).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode, bits 10–12.
        var calculationMode: UInt { (rawValue >> 10) & 0x7 }
    }

    /// A system-provided animation, as UIKit's `UIView.SystemAnimation`.
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the hierarchy.
        case delete = 0
    }

    /// A legacy block's transition (deprecated in iOS 13), as UIKit's `UIView.AnimationTransition`.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// Flips from the left.
        case flipFromLeft = 1
        /// Flips from the right.
        case flipFromRight = 2
        /// Curls up.
        case curlUp = 3
        /// Curls down.
        case curlDown = 4
    }

    /// The duration of `perform(_:on:options:animations:completion:)`'s delete animation:
    /// 0.3 s (unconfirmed: Apple documents no duration; UIKit's common default).
    public static let systemAnimationDuration: TimeInterval = 0.3

    /// The keyframe animation whose `animations` block runs now: `addKeyframe` adds to it.
    private static var openKeyframeAnimation: KeyframeAnimation? {
        get { (AnimationTransactionStack.current?.current?.legacy.delegate as? KeyframeAnimation) }
    }

    /// Animates the changes made in `animations` as keyframes, as UIKit's
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside the block animates
    /// its changes over its share of `duration` (start `delay + start × duration`, length
    /// `relative duration × duration`); changes made outside any keyframe animate over the whole
    /// duration. The completion runs with `true` when the whole duration has passed.
    ///
    /// Not simulated, and said in the trace: `.repeat` and `.autoreverse` (the animation runs
    /// once), the paced and cubic calculation modes (keyframes move linearly), and a curve for
    /// the whole animation other than linear (UIKit eases the whole timeline, ease-in-ease-out by
    /// default; here each keyframe moves linearly on its own share of it).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let duration = max(0, duration), delay = max(0, delay)
        var notes: [String] = []
        if options.contains(.repeat) || options.contains(.autoreverse) {
            notes.append(".repeat and .autoreverse (the animation runs once)")
        }
        if options.calculationMode >= 2 { notes.append("calculation mode \(options.calculationMode) (keyframes move linearly)") }
        let curve = AnimationOptions(rawValue: options.rawValue).curve
        if curve != .linear {
            notes.append("the whole animation's \(curve) timing (each keyframe moves linearly over its share)")
        }
        let keyframes = KeyframeAnimation(duration: duration, delay: delay, discrete: options.calculationMode == 1)
        let transaction = AnimationTransaction(
            source: "UIView.animateKeyframes", duration: .timeInterval(duration), delay: .timeInterval(delay), curve: .bezier(.linear),
            overridesInheritedDuration: options.contains(.overrideInheritedDuration), overridesInheritedCurve: true,
            disablesAnimation: AnimationTransactionStack.current?.animationsDisabled ?? false)
        transaction.legacy.delegate = keyframes
        guard let stack = AnimationTransactionStack.current else {
            animations()
            completion?(true)
            return
        }
        MainThreadChecker.check("UIView.animateKeyframes")
        for note in notes { notSimulated("animateKeyframes: \(note)") }
        stack.open(transaction, inherits: true)
        keyframes.duration = transaction.duration.secondsValue
        animations()
        stack.close()
        if let completion { stack.schedule(after: .timeInterval(delay + keyframes.duration)) { completion(true) } }
    }

    /// Adds a keyframe to the keyframe animation whose block runs now: the changes `animations`
    /// makes animate from `frameStartTime × duration` for `frameDuration × duration` (both
    /// fractions of the whole, clamped to 0…1). Outside `animateKeyframes` the changes apply at
    /// once, and the trace says so.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let stack = AnimationTransactionStack.current, let keyframes = openKeyframeAnimation else {
            if AnimationTransactionStack.current != nil {
                notSimulated("addKeyframe outside animateKeyframes: the changes apply at once")
            }
            animations()
            return
        }
        let start = min(max(0, frameStartTime), 1), length = min(max(0, frameDuration), 1 - start)
        let transaction = AnimationTransaction(
            source: "UIView.addKeyframe(\(formatSeconds(start)), \(formatSeconds(length)))",
            duration: .timeInterval(keyframes.discrete ? 0 : length * keyframes.duration),
            delay: .timeInterval(keyframes.delay + start * keyframes.duration), curve: .bezier(.linear),
            disablesAnimation: stack.animationsDisabled)
        if keyframes.discrete {
            // A discrete keyframe's values apply at its start.
            stack.schedule(after: transaction.delay) { UIView.performWithoutAnimation(animations) }
            return
        }
        stack.open(transaction, inherits: false)
        animations()
        stack.close()
    }

    /// Makes a transition of `view`'s content, as UIKit's
    /// `transition(with:duration:options:animations:completion:)`: `animations` runs now; its
    /// changes apply at once (UIKit animates a snapshot, not the frames) unless
    /// `.allowAnimatedContent` is passed, when they animate over `duration` with the options'
    /// curve. The completion runs with `true` after `duration`. The transition's picture (a flip,
    /// a curl, a dissolve) is not drawn; the trace says which was asked.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let duration = max(0, duration)
        guard let stack = AnimationTransactionStack.current else {
            animations?()
            completion?(true)
            return
        }
        MainThreadChecker.check("UIView.transition(with:)")
        if options.transition != 0 {
            notSimulated("transition(with: \(view.debugName)): transition \(options.transition) is not drawn")
        }
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {})
        } else if let animations {
            performWithoutAnimation(animations)
        }
        if let completion { stack.schedule(after: .timeInterval(duration)) { completion(true) } }
    }

    /// Replaces `fromView` with `toView` in a transition, as UIKit's
    /// `transition(from:to:duration:options:completion:)`: at once, `toView` is inserted in
    /// `fromView`'s superview just above it and `fromView` is removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. The completion runs
    /// with `true` after `duration`. The transition's picture is not drawn (said in the trace
    /// when one is asked).
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        MainThreadChecker.check("UIView.transition(from:to:)")
        let stack = AnimationTransactionStack.current
        if stack != nil, options.transition != 0 {
            notSimulated("transition(from: \(fromView.debugName), to: \(toView.debugName)): transition \(options.transition) is not drawn")
        }
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            if toView !== fromView { superview.insertSubview(toView, aboveSubview: fromView) }
            fromView.removeFromSuperview()
        }
        guard let completion else { return }
        if let stack {
            stack.schedule(after: .timeInterval(max(0, duration))) { completion(true) }
        } else {
            completion(true)
        }
    }

    /// Performs a system animation on `views` with `parallelAnimations` beside it, as UIKit's
    /// `perform(_:on:options:animations:completion:)`. `.delete` removes the views from their
    /// superviews when it ends, `systemAnimationDuration` later (the fade it draws is not); the
    /// parallel animations animate over the same duration with the options' curve; then the
    /// completion runs with `true`.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let stack = AnimationTransactionStack.current else {
            parallelAnimations?()
            for view in views { view.removeFromSuperview() }
            completion?(true)
            return
        }
        MainThreadChecker.check("UIView.perform(_:on:)")
        let duration = systemAnimationDuration
        if let parallelAnimations { animate(withDuration: duration, delay: 0, options: options, animations: parallelAnimations) }
        stack.schedule(after: .timeInterval(duration)) {
            for view in views { view.removeFromSuperview() }
            completion?(true)
        }
    }

    /// Runs `animations`, whose block animations UIKit would repeat `count` times (reversing
    /// each time when `autoreverses`); repeating is not simulated: they run once, and the trace
    /// says so.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        if AnimationTransactionStack.current != nil {
            notSimulated(
                "modifyAnimations(withRepeatCount: \(count), autoreverses: \(autoreverses)): repeating is not simulated; the animations run once"
            )
        }
        animations()
    }

    /// Turns block animations on or off for the app, as UIKit's `setAnimationsEnabled(_:)`:
    /// while off, changes made in `animate` blocks (and the legacy ones) apply at once and
    /// their completions run. The keyboard's own animation, which another process draws on
    /// iOS, still moves. Kept per simulation.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        MainThreadChecker.check("UIView.setAnimationsEnabled(_:)")
        AnimationTransactionStack.current?.animationsEnabled = enabled
    }

    /// Whether block animations are on: false after `setAnimationsEnabled(false)` and inside
    /// `performWithoutAnimation`, true otherwise (and with no simulation current).
    public static var areAnimationsEnabled: Bool { !(AnimationTransactionStack.current?.animationsDisabled ?? false) }

    /// How many times the legacy block repeats (deprecated in iOS 13); repeating is not
    /// simulated: the animation runs once, and the trace says so.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount != 0, AnimationTransactionStack.current?.current != nil else { return }
        notSimulated("setAnimationRepeatCount(\(repeatCount)): repeating is not simulated; the animation runs once")
    }

    /// Whether the legacy block reverses when it repeats (deprecated in iOS 13); not simulated,
    /// said in the trace.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard repeatAutoreverses, AnimationTransactionStack.current?.current != nil else { return }
        notSimulated("setAnimationRepeatAutoreverses(true): reversing is not simulated; the animation runs once")
    }

    /// When the legacy block starts, as a date (deprecated in iOS 13); not simulated (the
    /// simulation's clock is not the wall clock; use `setAnimationDelay(_:)`): the trace says so.
    public static func setAnimationStart(_ startDate: Date) {
        guard AnimationTransactionStack.current?.current != nil else { return }
        notSimulated("setAnimationStart(_:): a start date is not simulated; the animation starts with its block")
    }

    /// A transition for the legacy block's view (deprecated in iOS 13); its picture is not
    /// drawn, and the trace says so.
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard transition != .none, AnimationTransactionStack.current?.current != nil else { return }
        notSimulated("setAnimationTransition(\(transition), for: \(view.debugName)): the transition is not drawn")
    }

    /// Leaves "UIView.`what`: not simulated" in the current simulation's trace.
    static func notSimulated(_ what: String) {
        CurrentSimulation.host?.diagnostic("UIView.\(what)")
    }
}

/// A keyframe animation while its block runs: what `addKeyframe` needs of it (held by the
/// block's transaction, as the legacy API's delegate slot: the animation folder knows no UIKit type).
@MainActor private final class KeyframeAnimation {
    var duration: TimeInterval
    let delay: TimeInterval
    let discrete: Bool

    init(duration: TimeInterval, delay: TimeInterval, discrete: Bool) {
        self.duration = duration
        self.delay = delay
        self.discrete = discrete
    }
}
