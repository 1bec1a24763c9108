import Foundation

/// The main thread's run loop as a simulation runs it, on its virtual clock: where the work that
/// iOS code gives the main thread goes while a simulation is current — `DispatchQueue.main`,
/// `RunLoop.main`, `OperationQueue.main`, and Combine's schedulers for them
/// (`receive(on: DispatchQueue.main)`, `debounce(for:scheduler: RunLoop.main)`), and the main
/// actor's tasks (`SimulatedMainActor`).
///
/// On iOS the main queue is drained by the main run loop, between the keyboard's notifications
/// and the screen's refreshes. In a test on Linux the real main queue is drained only after the
/// test returns (the test itself is the main actor's current job), so work given to it would
/// never run inside `advance(by:)`: a silent miss. While a simulation is current, that work
/// runs on the simulation's clock instead, deterministically, in the turn iOS would run it.
package protocol SimulatedMainRunLoop: AnyObject {
    /// The run loop's current time: nanoseconds since the simulation began.
    var mainRunLoopNanoseconds: UInt64 { get }

    /// Runs `work` in the next turn of the run loop, at this instant, before anything else due
    /// now (`DispatchQueue.main.async`).
    func enqueueOnMainRunLoop(_ work: @escaping () -> Void)

    /// Runs `work` at `nanoseconds` (now, if that has passed), in the order scheduled among
    /// work due at the same instant; the returned closure cancels it if it has not run.
    @discardableResult
    func enqueueOnMainRunLoop(atNanoseconds nanoseconds: UInt64, _ work: @escaping () -> Void) -> () -> Void

    /// The Foundation timers added to the run loop (`Timer.scheduledTimer`, `RunLoop.main.add`).
    var mainRunLoopTimers: MainRunLoopTimers { get }

    /// Runs `job` in the next turn of the run loop, as `enqueueOnMainRunLoop(_:)` runs work,
    /// and gives it back to the real main executor if the run loop ends before running it
    /// (`SimulatedMainActor`).
    func enqueueMainActorJob(_ job: MainActorJob)

    /// Whether `job` is a task this run loop has run as the main actor: one coming back through
    /// the global executor returns to the run loop (`SimulatedMainActor`).
    func remembersMainActorTask(_ job: UnownedJob) -> Bool

    /// Runs the work due now, if the calling thread is the run loop's and nothing of the run
    /// loop is running: the turn the main run loop takes while the test waits
    /// (`SimulatedMainActor`).
    func runMainRunLoopWorkDueNow()
}

extension CurrentSimulation {
    /// The calling thread's current simulation's main run loop, if a simulation is current.
    package static var mainRunLoop: (any SimulatedMainRunLoop)? {
        object as? any SimulatedMainRunLoop
    }

    /// Whether `queue` is the main queue. (`DispatchQueue.main` returns a new wrapper of the
    /// same queue at each call on Linux, so identity does not tell it.)
    package static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.label == mainQueueLabel
    }

    /// The main queue's label.
    private static let mainQueueLabel = DispatchQueue.main.label
}

/// Foundation's and Dispatch's own scheduling calls, for the `UIKit` module's versions of them to
/// fall back on when the work is not the simulation's (another queue, or no simulation
/// current): declared here, where the `UIKit` module's same-named members are not visible.
package enum SystemMainQueue {
    /// `queue.async(group:qos:flags:execute:)` as Dispatch performs it.
    package static func async(
        _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// `queue.asyncAfter(deadline:qos:flags:execute:)` as Dispatch performs it.
    package static func asyncAfter(
        _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// `queue.async(execute:)` with a work item, as Dispatch performs it.
    package static func async(_ queue: DispatchQueue, execute workItem: DispatchWorkItem) {
        queue.async(execute: workItem)
    }

    /// `queue.asyncAfter(deadline:execute:)` with a work item, as Dispatch performs it.
    package static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        queue.asyncAfter(deadline: deadline, execute: workItem)
    }

    /// `runLoop.perform(_:)` as Foundation performs it.
    package static func perform(_ runLoop: RunLoop, _ block: @escaping @Sendable () -> Void) {
        runLoop.perform(block)
    }

    /// `queue.addOperation(_:)` with a block, as Foundation performs it.
    package static func addOperation(_ queue: OperationQueue, _ block: @escaping @Sendable () -> Void) {
        queue.addOperation(block)
    }
}
