import Foundation

/// An open animation block: `UIView.animate`, a legacy `beginAnimations`/`commitAnimations`
/// pair, `performWithoutAnimation`, or the keyboard's own transaction around its "will"
/// notifications. Like Core Animation's transactions, the open blocks are per thread.
///
/// While a transaction is open, frames that change (by a layout pass or by assignment) and
/// constants that change are recorded with their old values; when it closes, each changed frame
/// gets an animation from its old value to its new one with the transaction's timing. A constant
/// animates only if a layout pass ran inside the block — otherwise its frames change at the
/// end-of-turn layout pass, outside any block, and jump.
final class AnimationTransaction {
    let source: String
    var duration: Duration
    var delay: Duration
    var curve: TimingCurve
    var declaredCurve: UIView.AnimationCurve?
    let options: UIView.AnimationOptions
    let disablesAnimation: Bool
    var completion: ((Bool) -> Void)?
    var diagnostics: [String] = []

    private(set) var frameChanges: [(view: UIView, old: CGRect)] = []
    private(set) var constantChanges: [(constraint: NSLayoutConstraint, old: CGFloat)] = []
    /// Whether a layout pass applied frames inside the block.
    var didLayout = false

    init(source: String, duration: Duration, delay: Duration = .zero, curve: TimingCurve,
         options: UIView.AnimationOptions = [], disablesAnimation: Bool = false, completion: ((Bool) -> Void)? = nil) {
        self.source = source
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.disablesAnimation = disablesAnimation
        self.completion = completion
    }

    func recordFrameChange(of view: UIView, from old: CGRect) {
        guard !frameChanges.contains(where: { $0.view === view }) else { return }
        frameChanges.append((view, old))
    }

    func recordConstantChange(of constraint: NSLayoutConstraint, from old: CGFloat) {
        guard !constantChanges.contains(where: { $0.constraint === constraint }) else { return }
        constantChanges.append((constraint, old))
    }

    // MARK: The per-thread stack

    private final class Stack {
        var transactions: [AnimationTransaction] = []
    }

    /// The thread's stack of open transactions, in pthread-specific storage (released with the
    /// thread).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        return key
    }()

    private static var stack: Stack {
        if let pointer = pthread_getspecific(key) {
            if let stack = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? Stack { return stack }
        }
        let stack = Stack()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(stack).toOpaque())
        return stack
    }

    /// The innermost open transaction on this thread.
    static var current: AnimationTransaction? { stack.transactions.last }

    /// Whether an enclosing block disables animation (`performWithoutAnimation`).
    static var animationsDisabled: Bool { stack.transactions.contains { $0.disablesAnimation } }

    /// Opens `transaction`, inheriting the enclosing block's duration and curve unless its
    /// options override them.
    static func open(_ transaction: AnimationTransaction, inherits: Bool = true) {
        if inherits, let parent = stack.transactions.last(where: { !$0.disablesAnimation }) {
            if !transaction.options.contains(.overrideInheritedDuration) { transaction.duration = parent.duration }
            if !transaction.options.contains(.overrideInheritedCurve) {
                transaction.curve = parent.curve
                transaction.declaredCurve = parent.declaredCurve
            }
        }
        stack.transactions.append(transaction)
    }

    /// Closes the innermost transaction and starts its animations.
    static func close() {
        guard let transaction = stack.transactions.popLast() else { return }
        transaction.commit()
    }

    private func commit() {
        let changed = frameChanges.filter { $0.view.frame != $0.old }
        let host = changed.lazy.compactMap { $0.view.window?.host }.first
            ?? constantChanges.lazy.compactMap { ($0.constraint.firstItem as? LayoutItem)?.layoutOwningView?.window?.host }.first
        for message in diagnostics { host?.diagnostic(message) }
        guard let host, !disablesAnimation else {
            completion?(true)
            return
        }
        // Duration 0 applies at once whatever the curve; the keyboard's spring replaces only a
        // positive duration with its fixed 0.5 s.
        let effective = duration > .zero ? curve.effectiveDuration(duration) : .zero
        guard effective > .zero, !changed.isEmpty || (didLayout && !constantChanges.isEmpty) else {
            // Nothing to animate: UIKit calls the completion on a later run-loop turn.
            if let completion { host.schedule(after: .zero) { completion(true) } }
            return
        }
        let start = host.now + delay
        for (view, old) in changed {
            let new = view.frame
            view.frameAnimations.append(ValueAnimation(
                delta: [Double(old.minX - new.minX), Double(old.minY - new.minY),
                        Double(old.width - new.width), Double(old.height - new.height)],
                start: start, duration: effective, curve: curve))
        }
        if didLayout {
            for (constraint, old) in constantChanges where constraint.constant != old {
                constraint.constantAnimations.append(ValueAnimation(
                    delta: [Double(old - constraint.constant)], start: start, duration: effective, curve: curve))
                constraint.host?.constantStartedAnimating(constraint)
            }
        }
        let names = changed.map { $0.view.debugName }
        host.animationsStarted(until: start + effective, description:
            "\(source): \(formatSeconds(effective.secondsValue)) s \(curve)\(delay > .zero ? ", delay \(formatSeconds(delay.secondsValue)) s" : "") — \(names.isEmpty ? "no frame" : names.joined(separator: ", "))")
        if let completion { host.schedule(after: delay + effective) { completion(true) } }
    }
}

/// What animations need from the simulation.
protocol AnimationHost: AnyObject {
    var now: SimulationInstant { get }
    func schedule(after delay: Duration, _ action: @escaping () -> Void)
    func animationsStarted(until end: SimulationInstant, description: String)
    func diagnostic(_ message: String)
}
