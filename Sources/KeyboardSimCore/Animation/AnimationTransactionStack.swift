import Foundation

/// One simulation's open animation blocks, innermost last — UIKit's stack of Core Animation
/// transactions — and what closing a block needs: the simulation's clock, its trace and its
/// display frames.
///
/// The simulation owns it. Everything that has a receiver reaches it directly: a view through
/// its window (`UIWindow.animations`, read when a frame changes), a constraint through its
/// layout engine or its views' window, the layout engine and the keyboard's transaction through
/// the references they were made with. Nothing is shared between simulations: an animation
/// block open in one simulation never sees another's views.
///
/// ## The current simulation
///
/// UIKit's block API has no receiver — `UIView.animate(withDuration:…)`,
/// `performWithoutAnimation(_:)`, `beginAnimations(_:context:)`/`commitAnimations()` and the
/// `setAnimation…` setters act on "the app". Those entry points, and only those, look up the
/// stack of the calling thread's *current simulation* (`AnimationTransactionStack.current`),
/// one documented rule:
///
/// 1. the simulation that is running on this thread — its clock running tasks and end-of-turn
///    work, its notification center delivering a post, one of its own methods, or a block
///    passed to `Simulation.perform(_:)` — innermost first;
/// 2. otherwise the simulation created last on this thread (test code that calls
///    `UIView.animate` directly between two `advance` calls).
///
/// With no simulation on the thread, the blocks run without animating. The lookup is in
/// thread-specific storage, so simulations on different threads never see each other's.
///
/// ```swift
/// let sim = Simulation()
/// UIView.animate(withDuration: 0.3) { field.frame.origin.y = 100 }   // sim's stack: created last
/// other.perform { UIView.animate(withDuration: 0.3) { … } }           // another simulation's
/// ```
final class AnimationTransactionStack {
    private var transactions: [AnimationTransaction] = []
    private let clock: VirtualClock
    private let recorder: any AnimationRecorder
    /// Called when a closing block starts animations that run until the given instant (the
    /// simulation records display frames until then).
    var animationsDidStart: ((SimulationInstant) -> Void)?

    init(clock: VirtualClock, recorder: any AnimationRecorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// The innermost open transaction.
    var current: AnimationTransaction? { transactions.last }

    /// Whether an enclosing block disables animation (`performWithoutAnimation`).
    var animationsDisabled: Bool { transactions.contains { $0.disablesAnimation } }

    /// Opens `transaction`, inheriting the enclosing block's duration and curve unless its
    /// options override them.
    func open(_ transaction: AnimationTransaction, inherits: Bool = true) {
        if inherits, let parent = transactions.last(where: { !$0.disablesAnimation }) {
            if !transaction.overridesInheritedDuration { transaction.duration = parent.duration }
            if !transaction.overridesInheritedCurve { transaction.curve = parent.curve }
        }
        transactions.append(transaction)
    }

    /// Closes the innermost transaction and starts its animations.
    func close() {
        guard let transaction = transactions.popLast() else { return }
        commit(transaction)
    }

    /// Gives each frame (and, after a layout pass, each constant) changed in `transaction` an
    /// animation from its old value, records it, and schedules the completion.
    private func commit(_ transaction: AnimationTransaction) {
        let changed = transaction.frameChanges.filter { $0.view.frame != $0.old }
        // Only changes still on screen (in the window) animate; a block that changed nothing
        // there completes at once.
        let onScreen = changed.contains { $0.view.isOnScreen } || transaction.constantChanges.contains { $0.constraint.isOnScreen }
        if onScreen {
            for message in transaction.diagnostics { recorder.diagnostic(message) }
        }
        guard onScreen, !transaction.disablesAnimation else {
            transaction.completion?(true)
            return
        }
        let completion = transaction.completion
        let duration = transaction.duration, delay = transaction.delay, curve = transaction.curve
        // Duration 0 applies at once whatever the curve; the keyboard's spring replaces only a
        // positive duration with its fixed 0.5 s.
        let effective = duration > .zero ? curve.effectiveDuration(duration) : .zero
        guard effective > .zero, !changed.isEmpty || (transaction.didLayout && !transaction.constantChanges.isEmpty) else {
            // Nothing to animate: UIKit calls the completion on a later run-loop turn.
            if let completion { clock.schedule(after: .zero) { completion(true) } }
            return
        }
        let start = clock.now + delay
        for (view, old) in changed {
            let new = view.frame
            view.frameAnimations.append(ValueAnimation(
                delta: [Double(old.minX - new.minX), Double(old.minY - new.minY),
                        Double(old.width - new.width), Double(old.height - new.height)],
                start: start, duration: effective, curve: curve))
        }
        if transaction.didLayout {
            for (constraint, old) in transaction.constantChanges where constraint.constant != old {
                constraint.constantDidStartAnimating(ValueAnimation(
                    delta: [Double(old - constraint.constant)], start: start, duration: effective, curve: curve))
            }
        }
        let names = changed.map { $0.view.debugName }
        recorder.recordAnimation(
            "\(transaction.source): \(formatSeconds(effective.secondsValue)) s \(curve)\(delay > .zero ? ", delay \(formatSeconds(delay.secondsValue)) s" : "") — \(names.isEmpty ? "no frame" : names.joined(separator: ", "))")
        animationsDidStart?(start + effective)
        if let completion { clock.schedule(after: delay + effective) { completion(true) } }
    }
}

// MARK: - The current simulation

extension AnimationTransactionStack {
    /// The stack of the calling thread's current simulation (the rule is in the type's
    /// documentation). Read only by UIKit's receiver-less block API.
    static var current: AnimationTransactionStack? {
        let state = ThreadState.ofCallingThread
        return state.running.last?.stack ?? state.lastCreated
    }

    /// Runs `body` with `stack`'s simulation as the calling thread's current simulation, then
    /// restores the previous one.
    static func withCurrent<Result>(_ stack: AnimationTransactionStack?, _ body: () throws -> Result) rethrows -> Result {
        guard let stack else { return try body() }
        let state = ThreadState.ofCallingThread
        state.running.append(WeakStack(stack: stack))
        defer { state.running.removeLast() }
        return try body()
    }

    /// Makes this the simulation created last on the calling thread.
    func becomeLastCreatedOnThisThread() {
        ThreadState.ofCallingThread.lastCreated = self
    }

    private struct WeakStack {
        weak var stack: AnimationTransactionStack?
    }

    /// A thread's current simulations, in thread-specific storage (released with the thread).
    private final class ThreadState {
        /// The simulations running on this thread, innermost last.
        var running: [WeakStack] = []
        weak var lastCreated: AnimationTransactionStack?

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
            return key
        }()

        static var ofCallingThread: ThreadState {
            if let pointer = pthread_getspecific(key),
               let state = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ThreadState {
                return state
            }
            let state = ThreadState()
            pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(state).toOpaque())
            return state
        }
    }
}
