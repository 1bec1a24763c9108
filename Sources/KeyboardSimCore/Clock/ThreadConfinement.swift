import Foundation
import SimulationContext

/// Where a simulation belongs, and the check that it is used only there.
///
/// A simulation is a non-`Sendable` object graph: its clock, its notification bus and
/// everything they reach are confined to where they were created, as swift-nio's
/// `EmbeddedEventLoop` is to its thread. The clock and the bus check every entry point; a call
/// from elsewhere is a programming error and stops the process with a message that says what
/// happened and how to fix it (nothing is printed to standard output, and nothing is silently
/// dropped).
///
/// A simulation is main-actor isolated, as UIKit is on iOS, and the main actor is the main
/// queue, not one thread: once the main thread has handed the main queue over
/// (`dispatch_main()`, as a Linux test process does), the queue's work runs on whichever worker
/// thread drains it, one job at a time — a Swift Testing suite's initializer on one thread, its
/// test on another. So a simulation made on the main queue belongs to the main queue, whatever
/// thread runs it; one made off it (a nonisolated test on the cooperative pool) belongs to the
/// thread that made it.
///
/// ```swift
/// let confinement = ThreadConfinement("VirtualClock")
/// confinement.check("advance(to:)")           // on the creating thread: nothing happens
/// confinement.violation(of: "advance(to:)")   // nil here; the message on any other thread
/// ```
struct ThreadConfinement: Sendable {
    /// What is confined, for the message (`VirtualClock`, `NotificationBus`).
    let object: String
    private let owner: Owner

    private enum Owner: Sendable {
        /// The main queue, on whatever thread runs it (`SimulatedMainActor.isMain`).
        case mainQueue
        /// A thread off the main queue.
        case thread(pthread_t)
    }

    /// Confines `object` to the main queue when called there, else to the calling thread.
    init(_ object: String) {
        self.object = object
        owner = SimulatedMainActor.isMain ? .mainQueue : .thread(pthread_self())
    }

    /// Whether the caller runs where `object` belongs.
    var isCurrent: Bool {
        switch owner {
        case .mainQueue: SimulatedMainActor.isMain
        case .thread(let thread): pthread_equal(thread, pthread_self()) != 0
        }
    }

    /// The message for calling `operation` from the calling thread, or nil when that is the
    /// owner thread.
    func violation(of operation: String) -> String? {
        guard !isCurrent else { return nil }
        return "KeyboardSim: \(object).\(operation) called from another thread. A simulation is not thread-safe: "
            + "its clock, notification center, window and keyboard belong to the main queue, or to the thread that created them off it. "
            + "Use a simulation on the main actor, as UIKit is used on iOS (a @MainActor test, or MainActor.assumeIsolated)."
    }

    /// Stops the process with `violation(of:)`'s message when called off the owner thread.
    func check(_ operation: @autoclosure () -> String) {
        guard !isCurrent else { return }
        preconditionFailure(violation(of: operation()) ?? "")
    }
}
