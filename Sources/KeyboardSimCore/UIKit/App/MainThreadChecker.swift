import Foundation
import SimulationContext

/// UIKit's rule that it is used from the main thread, checked at UIKit's entry points as Xcode's
/// Main Thread Checker checks them on iOS ("Main Thread Checker: UI API called on a background
/// thread: -[UIView addSubview:]", developer.apple.com/documentation/xcode/diagnosing-memory-thread-and-crash-issues-early).
///
/// - From another thread (Swift 5 code, a callback on a background queue, an unsafe cast — code
///   that reaches a main-actor method without a hop) the call stops the process with a message
///   that names it, before it touches anything: a simulation is not thread-safe
///   (`ThreadConfinement`), and the Swift runtime's own trap would not name the call.
/// - On the main thread, in a task that came to the main actor from another thread
///   (`Task.detached { await … }`, a task resuming after a wait elsewhere) while a simulation is
///   current but not running: the call runs outside the simulation, at no simulated instant,
///   whenever the test next lets the main actor go. The simulation's trace says so, once per
///   call, and the call goes on, as it does on iOS.
///
/// ```swift
/// MainThreadChecker.check("UIView.addSubview(_:)")
/// ```
package enum MainThreadChecker {
    /// Checks that `call` (`UIView.addSubview(_:)`) runs on the main thread, inside the
    /// simulation when one is current.
    /// (Main-actor isolated as its callers are; reached from another thread by the code it
    /// catches, it checks the thread before anything else.)
    @MainActor package static func check(_ call: @autoclosure () -> String) {
        guard SimulatedMainActor.isMain else { stop(call()) }
        guard CurrentSimulation.isRunningJobFromAnotherThread, !CurrentSimulation.isRunning else { return }
        reportOutside(call())
    }

    /// The message for `call` made from a background thread.
    package static func message(_ call: String) -> String {
        "KeyboardSim: \(call) called from a background thread; UIKit must be used from the main thread "
            + "(on iOS, the Main Thread Checker stops here: 'UI API called on a background thread'). "
            + "Call it on the main actor: await MainActor.run { … }, or DispatchQueue.main.async { … }."
    }

    private static func stop(_ call: String) -> Never {
        fatalError(message(call))
    }

    /// Says in the current simulation's trace, once per call, that `call` runs outside it; nothing
    /// when the task is the one that made the simulation (a test's own code after an `await`).
    @MainActor private static func reportOutside(_ call: String) {
        CurrentSimulation.host?.diagnoseCallOutside(
            call,
            "\(call) called from a task that came to the main actor from another thread (Task.detached, or a task resuming "
                + "after a wait on another thread): it runs outside the simulation, at no simulated instant, when the main "
                + "actor is next let go. Start the work with Task { @MainActor in … } on the simulation's thread, or step "
                + "the simulation from that task (sim.perform { … })")
    }
}
