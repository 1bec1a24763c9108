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
        transaction.legacy.animationID = animationID
        transaction.legacy.context = context
        stack.open(transaction)
    }

    /// Closes the block opened by `beginAnimations(_:context:)` and starts its animations: the
    /// delegate's will-start method is called now, its did-stop method when they end.
    public static func commitAnimations() {
        guard let stack = AnimationTransactionStack.current else { return }
        if let transaction = stack.current, let delegate = transaction.legacy.delegate {
            callLegacyDelegate(of: transaction, delegate)
        }
        stack.close()
    }

    /// The object whose methods `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)` name,
    /// held by the block until its animations stop.
    public static func setAnimationDelegate(_ delegate: Any?) {
        AnimationTransactionStack.current?.current?.legacy.delegate = delegate as AnyObject?
    }

    /// The delegate's method called when the block's animations start:
    /// `animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)`, as a
    /// selector that carries its method (`kbsim port` writes `#selector(…)` as one).
    public static func setAnimationWillStart(_ selector: Selector?) {
        AnimationTransactionStack.current?.current?.legacy.willStart = selector
    }

    /// The delegate's method called when the block's animations stop:
    /// `animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?)`
    /// (UIKit's documented signature), as a selector that carries its method. A selector the
    /// simulation cannot call on the delegate with these arguments (made from a name alone, of
    /// another class, or whose method takes other types, a `Bool` for `finished`) is said in the
    /// trace, not skipped silently.
    public static func setAnimationDidStop(_ selector: Selector?) {
        AnimationTransactionStack.current?.current?.legacy.didStop = selector
    }

    private static func callLegacyDelegate(of transaction: AnimationTransaction, _ delegate: AnyObject) {
        let id = transaction.legacy.animationID, context = transaction.legacy.context
        func reachable(_ selector: Selector, _ argument: Any, _ role: String) -> Bool {
            guard let problem = selector.unreachable(on: delegate, with: argument) else { return true }
            transaction.diagnostics.append("setAnimation\(role): \(problem); it is not called")
            return false
        }
        if let willStart = transaction.legacy.willStart as? Selector, reachable(willStart, (id, context), "WillStart") {
            _ = willStart.method?.call(delegate, (id, context))
        }
        guard let didStop = transaction.legacy.didStop as? Selector,
            reachable(didStop, (id, NSNumber?.some(NSNumber(value: true)), context), "DidStop")
        else { return }
        let previous = transaction.completion
        transaction.completion = { finished in
            previous?(finished)
            _ = didStop.method?.call(delegate, (id, NSNumber?.some(NSNumber(value: finished)), context))
        }
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
