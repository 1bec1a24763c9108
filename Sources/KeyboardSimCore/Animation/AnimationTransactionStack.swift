import Foundation
import SimulationContext

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
/// stack of the calling thread's *current simulation* (`CurrentSimulation` states the rule).
/// With no simulation on the thread, the blocks run without animating.
///
/// ```swift
/// let sim = Simulation()
/// UIView.animate(withDuration: 0.3) { field.frame.origin.y = 100 }   // sim's stack: created last
/// other.perform { UIView.animate(withDuration: 0.3) { … } }           // another simulation's
/// ```
@MainActor package final class AnimationTransactionStack {
    private var transactions: [AnimationTransaction] = []
    private let clock: VirtualClock
    private let recorder: any AnimationRecorder
    /// Where a closing block that starts animations says until when they run (the simulation
    /// records display frames until then).
    let motion: MotionChannel

    /// The simulation's time now.
    var now: SimulationInstant { clock.now }

    init(clock: VirtualClock, recorder: any AnimationRecorder, motion: MotionChannel) {
        self.clock = clock
        self.recorder = recorder
        self.motion = motion
    }

    /// The innermost open transaction.
    var current: AnimationTransaction? { transactions.last }
    /// Counts the transactions opened and closed: a layout pass that holds `current` reads it
    /// again only when this moved (app code that a frame runs may open a block).
    @exclusivity(unchecked) private(set) var generation = 0

    /// Whether an enclosing block disables animation (`performWithoutAnimation`), or the app
    /// turned animations off (`UIView.setAnimationsEnabled(false)`).
    var animationsDisabled: Bool { !animationsEnabled || transactions.contains { $0.disablesAnimation } }

    /// What `UIView.setAnimationsEnabled(_:)` set last in this simulation (true at first).
    var animationsEnabled = true

    /// Runs `body` after `delay` on the simulation's clock (a keyframe or transition animation's
    /// completion, due when its whole duration has passed).
    func schedule(after delay: Duration, _ body: @escaping () -> Void) {
        clock.schedule(after: delay) { body() }
    }

    /// Opens `transaction`, inheriting the enclosing block's duration and curve unless its
    /// options override them.
    func open(_ transaction: AnimationTransaction, inherits: Bool = true) {
        if inherits, let parent = transactions.last(where: { !$0.disablesAnimation }) {
            if !transaction.overridesInheritedDuration { transaction.duration = parent.duration }
            if !transaction.overridesInheritedCurve { transaction.curve = parent.curve }
        }
        transactions.append(transaction)
        generation &+= 1
    }

    /// Closes the innermost transaction and starts its animations.
    func close() {
        guard let transaction = transactions.popLast() else { return }
        generation &+= 1
        commit(transaction)
    }

    /// Gives each frame (and, after a layout pass, each constant) changed in `transaction` an
    /// animation from its old value, records it, and schedules the completion.
    private func commit(_ transaction: AnimationTransaction) {
        let changed = transaction.frameChanges.filter { $0.view.frame != $0.old }
        let transformed = transaction.transformChanges.filter { $0.view.transformEntries != $0.old }
        // Only changes still on screen (in the window) animate; a block that changed nothing
        // there completes at once.
        let onScreen =
            changed.contains { $0.view.isOnScreen } || transformed.contains { $0.view.isOnScreen }
            || transaction.constantChanges.contains { $0.constraint.isOnScreen }
            || transaction.changedUnmovingProperty
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
        guard effective > .zero, !changed.isEmpty || !transformed.isEmpty || (transaction.didLayout && !transaction.constantChanges.isEmpty)
        else {
            // Nothing moves. A fade or a colour change still takes its duration (UIKit calls the
            // completion when it ends); a block that changed nothing completes on a later turn.
            let fades = effective > .zero && transaction.changedUnmovingProperty
            if let completion { clock.schedule(after: fades ? delay + effective : .zero) { completion(true) } }
            return
        }
        let start = clock.now + delay
        for (view, old) in changed {
            let new = view.frame
            view.frameAnimations.append(
                ValueAnimation(
                    delta: [
                        Double(old.minX - new.minX), Double(old.minY - new.minY),
                        Double(old.width - new.width), Double(old.height - new.height),
                    ],
                    start: start, duration: effective, curve: curve))
        }
        for (view, old) in transformed {
            let new = view.transformEntries
            view.transformAnimations.append(
                ValueAnimation(delta: zip(old, new).map { $0 - $1 }, start: start, duration: effective, curve: curve))
        }
        if transaction.didLayout {
            for (constraint, old) in transaction.constantChanges where constraint.constant != old {
                constraint.constantDidStartAnimating(
                    ValueAnimation(
                        delta: [Double(old - constraint.constant)], start: start, duration: effective, curve: curve))
            }
        }
        let names = changed.map { $0.view.debugName } + transformed.map { "\($0.view.debugName).transform" }
        recorder.recordAnimation(
            "\(transaction.source): \(formatSeconds(effective.secondsValue)) s \(curve)\(delay > .zero ? ", delay \(formatSeconds(delay.secondsValue)) s" : "") — \(names.isEmpty ? "no frame" : names.joined(separator: ", "))"
        )
        motion.announce(until: start + effective)
        if let completion { clock.schedule(after: delay + effective) { completion(true) } }
    }
}

// MARK: - The current simulation

/// What the thread's current simulation offers the animation machinery: its stack.
@MainActor package protocol AnimationStackOwner: AnyObject {
    var animationStack: AnimationTransactionStack { get }
}

extension AnimationTransactionStack {
    /// The stack of the calling thread's current simulation (`CurrentSimulation` has the rule).
    /// Read only by UIKit's receiver-less block API.
    static var current: AnimationTransactionStack? {
        (CurrentSimulation.object as? any AnimationStackOwner)?.animationStack
    }
}
