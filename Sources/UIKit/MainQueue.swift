import SimulationContext

// The main thread's queues, run by the current simulation's run loop on its virtual clock
// (`SimulatedMainRunLoop`): on iOS the main run loop drains them between the keyboard's
// notifications and the screen's refreshes; in a Linux test the real main queue would run its
// work only after the test returns. Each member here has Dispatch's or Foundation's signature and
// takes their place for a file that imports UIKit (a module's member shadows the same member of a
// module it imports). Another queue, or no simulation current on the thread (a background
// thread, a process with no simulation), is left to Dispatch and Foundation as before.

extension DispatchQueue {
    /// Submits `work` to run asynchronously on this queue; on the main queue while a simulation
    /// is current, in the next turn of its run loop.
    ///
    /// - Parameters:
    ///   - group: The group the work is associated with; it is entered now and left when the
    ///     work has run.
    ///   - qos: The work's quality of service (ignored on the simulated main queue).
    ///   - flags: How the work runs (ignored on the simulated main queue).
    ///   - work: The work to run.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard CurrentSimulation.isMainQueue(self), let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.async(self, group: group, qos: qos, flags: flags, execute: work)
            return
        }
        group?.enter()
        runLoop.enqueueOnMainRunLoop {
            work()
            group?.leave()
        }
    }

    /// Submits a work item to run asynchronously on this queue; on the main queue while a
    /// simulation is current, in the next turn of its run loop.
    ///
    /// - Parameter workItem: The work item to run.
    public func async(execute workItem: DispatchWorkItem) {
        guard CurrentSimulation.isMainQueue(self), let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.async(self, execute: workItem)
            return
        }
        runLoop.enqueueOnMainRunLoop { workItem.perform() }
    }

    /// Submits `work` to run on this queue at `deadline`; on the main queue while a simulation
    /// is current, at that much virtual time from now on its clock.
    ///
    /// - Parameters:
    ///   - deadline: When the work runs.
    ///   - qos: The work's quality of service (ignored on the simulated main queue).
    ///   - flags: How the work runs (ignored on the simulated main queue).
    ///   - work: The work to run.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard CurrentSimulation.isMainQueue(self), let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work)
            return
        }
        // `deadline` was read from the system's clock (`.now() + 0.3`): what counts is how far
        // ahead of it it is.
        let delay = Self.nanoseconds(from: .now(), to: deadline)
        runLoop.enqueueOnMainRunLoop(atNanoseconds: runLoop.mainRunLoopNanoseconds &+ delay) { work() }
    }

    /// Submits a work item to run on this queue at `deadline`; on the main queue while a
    /// simulation is current, at that much virtual time from now on its clock.
    ///
    /// - Parameters:
    ///   - deadline: When the work item runs.
    ///   - workItem: The work item to run.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard CurrentSimulation.isMainQueue(self), let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.asyncAfter(self, deadline: deadline, execute: workItem)
            return
        }
        let delay = Self.nanoseconds(from: .now(), to: deadline)
        runLoop.enqueueOnMainRunLoop(atNanoseconds: runLoop.mainRunLoopNanoseconds &+ delay) { workItem.perform() }
    }

    /// Nanoseconds from `start` to `end`, 0 when `end` is not after it (`.distantFuture`: the
    /// largest delay the clock holds). `end` was read from the system's clock a moment before
    /// `start` (`.now() + 0.5`): the delay is rounded as `SimulatedDelay.measured(nanoseconds:)`
    /// says, so `.now() + 0.5` runs at 0.5 s of virtual time whatever the machine's load.
    static func nanoseconds(from start: DispatchTime, to end: DispatchTime) -> UInt64 {
        if end == .distantFuture { return UInt64(Int64.max) }
        let (start, end) = (start.uptimeNanoseconds, end.uptimeNanoseconds)
        guard end > start else { return 0 }
        return SimulatedDelay.measured(nanoseconds: end - start)
    }
}

extension RunLoop {
    /// Schedules `block` to run in a later turn of this run loop; on the main run loop while a
    /// simulation is current, in the next turn of the simulation's.
    ///
    /// - Parameter block: The block to run.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        guard self === RunLoop.main, let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.perform(self, block)
            return
        }
        runLoop.enqueueOnMainRunLoop { block() }
    }
}

extension OperationQueue {
    /// Adds `block` to this queue as an operation; on the main queue while a simulation is
    /// current, run in the next turn of the simulation's run loop.
    ///
    /// - Parameter block: The block to run.
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        guard self === OperationQueue.main, let runLoop = CurrentSimulation.mainRunLoop else {
            SystemMainQueue.addOperation(self, block)
            return
        }
        runLoop.enqueueOnMainRunLoop { block() }
    }
}
