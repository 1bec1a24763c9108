import Foundation

// UIKit's block animations. These class methods have no receiver: they act on the calling
// thread's current simulation (`AnimationTransactionStack.current`).

extension UIView {
    /// Animates the frame changes made in `animations` — by assignment or by a layout pass
    /// (`layoutIfNeeded()`) inside the block — from what is on screen to the new model values,
    /// as UIKit's method of the same name.
    ///
    /// - The curve comes from `options` bits 16–19 (`curve << 16`); curve 7 is the keyboard's
    ///   spring and runs 0.5 s whatever `duration` says. Undocumented curves (4–6, 8–15) fall
    ///   back to easeInEaseOut and leave a diagnostic.
    /// - Inside another block — including a keyboard "will" notification — the enclosing
    ///   duration and curve are inherited unless `.overrideInheritedDuration` /
    ///   `.overrideInheritedCurve` are passed.
    /// - `.repeat` and `.autoreverse` are not simulated: the animation runs once and a
    ///   diagnostic says so. Duration 0 applies the changes at once.
    /// - The completion runs with `finished = true` when the animation ends (also when another
    ///   animation was added on top: animations are additive since iOS 8).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = options.curve
        // Bits besides the curve are named in the trace: they are how the raw-curve mistakes show.
        let otherBits = options.rawValue & ~(UInt(0xF) << 16)
        let transaction = AnimationTransaction(
            source: otherBits == 0 ? "UIView.animate" : "UIView.animate, options 0x\(String(options.rawValue, radix: 16)) = \(options)",
            duration: .timeInterval(max(0, duration)), delay: .timeInterval(max(0, delay)),
            curve: TimingCurve(curve), overridesInheritedDuration: options.contains(.overrideInheritedDuration),
            overridesInheritedCurve: options.contains(.overrideInheritedCurve),
            disablesAnimation: AnimationTransactionStack.current?.animationsDisabled ?? false,
            completion: completion)
        if TimingCurve.isUndocumented(curve) {
            transaction.diagnostics.append(
                "UIView.animate: curve \(curve.rawValue) (options 0x\(String(options.rawValue, radix: 16))) is not a curve UIKit documents; simulated as easeInEaseOut"
            )
        }
        if options.contains(.repeat) || options.contains(.autoreverse) {
            transaction.diagnostics.append("UIView.animate: .repeat and .autoreverse are not simulated; the animation runs once")
        }
        run(transaction, animations)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options
    /// (easeInEaseOut).
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation, as UIKit's method of the same name: a damped harmonic oscillator with
    /// the damping ratio and initial velocity given, settling within `duration` (see
    /// `DampedSpring.uiKit`). Springs keep their own timing inside an enclosing block.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = DampedSpring.uiKit(duration: max(0, duration), dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        let transaction = AnimationTransaction(
            source: "UIView.animate(spring)", duration: .timeInterval(max(0, duration)), delay: .timeInterval(max(0, delay)),
            curve: .spring(spring), overridesInheritedDuration: options.contains(.overrideInheritedDuration),
            overridesInheritedCurve: options.contains(.overrideInheritedCurve),
            disablesAnimation: AnimationTransactionStack.current?.animationsDisabled ?? false,
            completion: completion)
        run(transaction, inherits: false, animations)
    }

    /// The duration, in seconds, of the animation block the calling code runs in: 0 outside
    /// one, and inside `performWithoutAnimation` (iOS 9). A keyboard "will" notification's
    /// handler runs inside the keyboard's block, so it reads the keyboard's duration here;
    /// work dispatched to the main queue from it runs later, outside any block.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let stack = AnimationTransactionStack.current, !stack.animationsDisabled, let block = stack.current else { return 0 }
        return Double(block.duration.components.seconds) + Double(block.duration.components.attoseconds) / 1e18
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        run(
            AnimationTransaction(source: "performWithoutAnimation", duration: .zero, curve: .bezier(.linear), disablesAnimation: true),
            inherits: false, actions)
    }

    /// Runs `body` inside `transaction`, on the current simulation's stack (the one lookup of
    /// UIKit's receiver-less block API; see `AnimationTransactionStack`). With no simulation
    /// on this thread nothing animates and the completion runs at once.
    static func run(_ transaction: AnimationTransaction, inherits: Bool = true, _ body: () -> Void) {
        MainThreadChecker.check(
            transaction.source.hasPrefix("UIView.") ? String(transaction.source.prefix { $0 != "," }) : "UIView.\(transaction.source)")
        guard let stack = AnimationTransactionStack.current else {
            body()
            transaction.completion?(true)
            return
        }
        stack.open(transaction, inherits: inherits)
        body()
        stack.close()
    }
}
