import SimulationContext

/// The main run loop that iOS code's main-queue work runs on while this simulation is current
/// (`DispatchQueue.main.async`, `RunLoop.main.perform`, `OperationQueue.main.addOperation`, and
/// Combine's `receive(on:)`, `debounce`, `delay` and `throttle` on those schedulers): the clock.
/// Work due at one instant runs in the order it was given, a queue's work before a display frame
/// due at the same instant, each task as one turn of the run loop (UIKit's deferred layout after it).
extension Simulation: SimulatedMainRunLoop {
    nonisolated package var mainRunLoopNanoseconds: UInt64 {
        MainActor.assumeIsolated { UInt64(clamping: clock.now.nanoseconds) }
    }

    nonisolated package func enqueueOnMainRunLoop(_ work: @escaping () -> Void) {
        let work = MainRunLoopWork(work)
        MainActor.assumeIsolated { _ = clock.dispatchAsync(work.run) }
    }

    @discardableResult
    nonisolated package func enqueueOnMainRunLoop(atNanoseconds nanoseconds: UInt64, _ work: @escaping () -> Void) -> () -> Void {
        let work = MainRunLoopWork(work)
        let task = MainActor.assumeIsolated {
            clock.schedule(at: SimulationInstant(nanoseconds: Int64(clamping: nanoseconds)), work.run)
        }
        return { [weak self] in
            guard let self else { return }
            MainActor.assumeIsolated { _ = clock.cancel(task) }
        }
    }
}

extension Simulation {
    nonisolated package func enqueueMainActorJob(_ job: MainActorJob) {
        let work = MainRunLoopWork(job.run)
        MainActor.assumeIsolated {
            // (Jobs already run are dropped as the list grows: it stays within twice those waiting.)
            if mainActorJobs.count >= 64, mainActorJobs.count.isMultiple(of: 64) { mainActorJobs.removeAll { !$0.isWaiting } }
            mainActorJobs.append(job)
            mainActorTasks.remember(job)
            _ = clock.dispatchAsync(work.run)
        }
    }

    nonisolated package func remembersMainActorTask(_ job: UnownedJob) -> Bool {
        MainActor.assumeIsolated { clock.confinement.isCurrent && mainActorTasks.contains(job) }
    }

    nonisolated package func runMainRunLoopWorkDueNow() {
        MainActor.assumeIsolated {
            guard clock.confinement.isCurrent, !clock.isRunningTask else { return }
            clock.advance(by: .zero)
        }
    }
}

/// Work given to the main run loop, carried onto the main actor it already runs on: the
/// simulation is current only on its own thread (`CurrentSimulation`), so whoever reaches this
/// run loop is on that thread; `MainActor.assumeIsolated` checks it.
private struct MainRunLoopWork: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
