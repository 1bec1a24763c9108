import Foundation

// The legacy block API (iOS 2–12): beginAnimations/commitAnimations and the setters that
// configure the open block. Like the block API they have no receiver and act on the calling
// thread's current simulation (`AnimationTransactionStack.current`).

extension UIView {
    /// Opens an animation block that lasts until `commitAnimations()`. Defaults: 0.2 s,
    /// easeInOut, no delay — or the enclosing block's duration and curve.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        guard let stack = AnimationTransactionStack.current else { return }
        let transaction = AnimationTransaction(
            source: "beginAnimations(\(animationID.map { "\"\($0)\"" } ?? "nil"))", duration: .milliseconds(200),
            curve: .bezier(.easeInEaseOut), disablesAnimation: stack.animationsDisabled)
        stack.open(transaction)
    }

    /// Closes the block opened by `beginAnimations(_:context:)` and starts its animations.
    public static func commitAnimations() {
        AnimationTransactionStack.current?.close()
    }

    /// The duration of the animation opened by `beginAnimations(_:context:)` (0.2 s by default).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        AnimationTransactionStack.current?.current?.duration = .timeInterval(max(0, duration))
    }

    /// The delay before the animation opened by `beginAnimations(_:context:)` starts.
    public static func setAnimationDelay(_ delay: TimeInterval) {
        AnimationTransactionStack.current?.current?.delay = .timeInterval(max(0, delay))
    }

    /// The curve of the animation opened by `beginAnimations(_:context:)`.
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        guard let transaction = AnimationTransactionStack.current?.current else { return }
        transaction.curve = TimingCurve(curve)
        if TimingCurve.isUndocumented(curve) {
            transaction.diagnostics.append(
                "setAnimationCurve: curve \(curve.rawValue) is not a curve UIKit documents; simulated as easeInEaseOut")
        }
    }

    /// Animations are additive since iOS 8: starting from the current state makes no visible
    /// difference, so this is accepted and has no effect.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
