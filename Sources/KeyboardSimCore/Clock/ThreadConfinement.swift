import Foundation

/// The thread a simulation belongs to, and the check that it is used only there.
///
/// A simulation is a non-`Sendable` object graph: its clock, its notification bus and
/// everything they reach are confined to the thread that created them, as swift-nio's
/// `EmbeddedEventLoop` is. The clock and the bus check every entry point; a call from another
/// thread is a programming error and stops the process with a message that says what happened
/// and how to fix it (nothing is printed to standard output, and nothing is silently dropped).
/// A simulation is main-actor isolated, as UIKit is on iOS: its thread is the main thread.
///
/// ```swift
/// let confinement = ThreadConfinement("VirtualClock")
/// confinement.check("advance(to:)")           // on the creating thread: nothing happens
/// confinement.violation(of: "advance(to:)")   // nil here; the message on any other thread
/// ```
struct ThreadConfinement: Sendable {
    /// What is confined, for the message (`VirtualClock`, `NotificationBus`).
    let object: String
    private let owner: pthread_t

    /// Confines `object` to the calling thread.
    init(_ object: String) {
        self.object = object
        owner = pthread_self()
    }

    /// Whether the calling thread is the owner.
    var isCurrent: Bool { pthread_equal(owner, pthread_self()) != 0 }

    /// The message for calling `operation` from the calling thread, or nil when that is the
    /// owner thread.
    func violation(of operation: String) -> String? {
        guard !isCurrent else { return nil }
        return "KeyboardSim: \(object).\(operation) called from another thread. A simulation is not thread-safe: "
            + "its clock, notification center, window and keyboard belong to the thread that created them. "
            + "Use a simulation on the main actor, as UIKit is used on iOS (a @MainActor test, or MainActor.assumeIsolated)."
    }

    /// Stops the process with `violation(of:)`'s message when called off the owner thread.
    func check(_ operation: @autoclosure () -> String) {
        guard !isCurrent else { return }
        preconditionFailure(violation(of: operation()) ?? "")
    }
}
