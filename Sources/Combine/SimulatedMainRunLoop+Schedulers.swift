import Foundation
import SimulationContext

// The main queue's, `RunLoop.main`'s and `OperationQueue.main`'s scheduling while a simulation is
// current on the calling thread: on its run loop and its virtual clock (`SimulatedMainRunLoop`),
// where iOS's main run loop would run it — so `receive(on: DispatchQueue.main)` delivers inside
// the test's `advance(by:)`, and `debounce(for: .milliseconds(300), scheduler: RunLoop.main)`
// waits 300 ms of the simulation's time. A scheduler's `now` there is the simulation's time (a
// `Date` that many seconds after the reference date; a `DispatchTime` that many nanoseconds of
// uptime), so the operators' deadlines, computed from `now`, are on that clock too.

/// The simulated main run loop, for the three main schedulers.
enum SimulatedMain {
    /// The current simulation's main run loop, when `isMain` (the scheduler is the main one).
    static func runLoop(if isMain: Bool) -> (any SimulatedMainRunLoop)? {
        isMain ? CurrentSimulation.mainRunLoop : nil
    }

    /// The run loop's time as a date: its seconds after the reference date.
    static func date(of runLoop: any SimulatedMainRunLoop) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(runLoop.mainRunLoopNanoseconds) / 1e9)
    }

    /// The run loop's nanoseconds of `date` (one of `date(of:)`'s, moved by an interval).
    static func nanoseconds(of date: Date) -> UInt64 {
        SimulatedDelay.nanoseconds(ofSeconds: date.timeIntervalSinceReferenceDate)
    }

    /// The run loop's time as a dispatch time: one more than its nanoseconds (Dispatch reads an
    /// uptime of 0 as "now").
    static func dispatchTime(of runLoop: any SimulatedMainRunLoop) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: runLoop.mainRunLoopNanoseconds &+ 1)
    }

    /// The run loop's nanoseconds of `time` (one of `dispatchTime(of:)`'s, moved by an interval).
    static func nanoseconds(of time: DispatchTime) -> UInt64 {
        time == .distantFuture ? UInt64(Int64.max) : min(time.uptimeNanoseconds, UInt64(Int64.max)) &- min(time.uptimeNanoseconds, 1)
    }

    /// Runs `action` at `first`, then every `interval` nanoseconds (at least a millisecond: a
    /// timer of no interval would fire without end at one instant), until cancelled.
    static func repeating(
        on runLoop: any SimulatedMainRunLoop, first: UInt64, interval: UInt64, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = RepeatingTimer(runLoop: runLoop, interval: max(interval, 1_000_000), action: action)
        timer.schedule(at: first)
        return AnyCancellable { timer.cancel() }
    }

    /// A repeating timer on the simulated run loop. (Confined to the simulation's thread, as
    /// the run loop is; `AnyCancellable` asks for `Sendable`.)
    private final class RepeatingTimer: @unchecked Sendable {
        let runLoop: any SimulatedMainRunLoop
        let interval: UInt64
        let action: () -> Void
        var cancelNext: (() -> Void)?
        var isCancelled = false

        init(runLoop: any SimulatedMainRunLoop, interval: UInt64, action: @escaping () -> Void) {
            self.runLoop = runLoop
            self.interval = interval
            self.action = action
        }

        func schedule(at nanoseconds: UInt64) {
            cancelNext = runLoop.enqueueOnMainRunLoop(atNanoseconds: nanoseconds) { [self] in
                guard !isCancelled else { return }
                schedule(at: max(nanoseconds, runLoop.mainRunLoopNanoseconds) &+ interval)
                action()
            }
        }

        func cancel() {
            isCancelled = true
            cancelNext?()
            cancelNext = nil
        }
    }
}
