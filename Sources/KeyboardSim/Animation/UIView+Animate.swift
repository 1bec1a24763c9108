import Foundation

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
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let curve = options.curve
        let transaction = AnimationTransaction(
            source: "UIView.animate", duration: .timeInterval(max(0, duration)), delay: .timeInterval(max(0, delay)),
            curve: TimingCurve(curve), options: options, disablesAnimation: AnimationTransaction.animationsDisabled,
            completion: completion)
        transaction.declaredCurve = curve
        if TimingCurve.isUndocumented(curve) {
            transaction.diagnostics.append("UIView.animate: curve \(curve.rawValue) (options 0x\(String(options.rawValue, radix: 16))) is not a curve UIKit documents; simulated as easeInEaseOut")
        }
        if options.contains(.repeat) || options.contains(.autoreverse) {
            transaction.diagnostics.append("UIView.animate: .repeat and .autoreverse are not simulated; the animation runs once")
        }
        AnimationTransaction.open(transaction)
        animations()
        AnimationTransaction.close()
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options
    /// (easeInEaseOut).
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation, as UIKit's method of the same name: a damped harmonic oscillator with
    /// the damping ratio and initial velocity given, settling within `duration` (see
    /// `DampedSpring.uiKit`). Springs keep their own timing inside an enclosing block.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = DampedSpring.uiKit(duration: max(0, duration), dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        let transaction = AnimationTransaction(
            source: "UIView.animate(spring)", duration: .timeInterval(max(0, duration)), delay: .timeInterval(max(0, delay)),
            curve: .spring(spring), options: options, disablesAnimation: AnimationTransaction.animationsDisabled,
            completion: completion)
        AnimationTransaction.open(transaction, inherits: false)
        animations()
        AnimationTransaction.close()
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.open(AnimationTransaction(source: "performWithoutAnimation", duration: .zero,
                                                       curve: .bezier(.linear), disablesAnimation: true), inherits: false)
        actions()
        AnimationTransaction.close()
    }

    // MARK: The legacy API (iOS 2–12)

    /// Opens an animation block that lasts until `commitAnimations()`. Defaults: 0.2 s,
    /// easeInOut, no delay — or the enclosing block's duration and curve.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let transaction = AnimationTransaction(
            source: "beginAnimations(\(animationID.map { "\"\($0)\"" } ?? "nil"))", duration: .milliseconds(200),
            curve: .bezier(.easeInEaseOut), disablesAnimation: AnimationTransaction.animationsDisabled)
        transaction.declaredCurve = .easeInOut
        AnimationTransaction.open(transaction)
    }

    /// Closes the block opened by `beginAnimations(_:context:)` and starts its animations.
    public static func commitAnimations() {
        AnimationTransaction.close()
    }

    public static func setAnimationDuration(_ duration: TimeInterval) {
        AnimationTransaction.current?.duration = .timeInterval(max(0, duration))
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        AnimationTransaction.current?.delay = .timeInterval(max(0, delay))
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        guard let transaction = AnimationTransaction.current else { return }
        transaction.curve = TimingCurve(curve)
        transaction.declaredCurve = curve
        if TimingCurve.isUndocumented(curve) {
            transaction.diagnostics.append("setAnimationCurve: curve \(curve.rawValue) is not a curve UIKit documents; simulated as easeInEaseOut")
        }
    }

    /// Animations are additive since iOS 8: starting from the current state makes no visible
    /// difference, so this is accepted and has no effect.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
