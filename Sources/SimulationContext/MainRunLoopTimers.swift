import Foundation

/// Foundation's `Timer`s added to a simulation's main run loop: each fires on the virtual clock,
/// inside `advance(by:)`, at the time iOS's run loop would fire it.
///
/// On iOS a timer added to the main run loop (`Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)`)
/// fires there; in a Linux test the real run loop runs only after the test returns, so a timer —
/// the debounce a keyboard library waits on — would never fire inside the simulation: a silent
/// miss. While a simulation is current, the `UIKit` module's `Timer` and `RunLoop` members give
/// the timer to this table instead. As Apple documents `Timer`: the run loop keeps the timer until
/// it is invalidated; a repeating timer fires again `timeInterval` after its previous fire date (it
/// is never late here, so none is skipped); a timer whose fire date is moved (`fireDate`) fires
/// then; `Date.distantFuture` keeps it without firing; firing it by hand (`fire()`) leaves its
/// schedule alone. Every run loop mode is one here: a timer added for `.default` fires while a
/// scroll view is dragged, where iOS's tracking mode would hold it (the simulation has no tracking
/// mode).
///
/// Confined to the simulation's thread, as the run loop is (the `UIKit` module reaches it only
/// through `CurrentSimulation`, which is per thread).
package final class MainRunLoopTimers: @unchecked Sendable {
    /// A timer's place on the clock: when it fires, and how to take that back.
    private struct Entry {
        let timer: Timer
        var due: UInt64?
        var cancel: () -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    package init() {}

    /// Whether `timer` is on this run loop.
    package func contains(_ timer: Timer) -> Bool { entries[ObjectIdentifier(timer)] != nil }

    /// Adds `timer` to `runLoop`, to fire `delay` nanoseconds from now (`nil`: not until its fire
    /// date is moved). A timer already added stays as it is, as a run loop keeps a timer once.
    package func add(_ timer: Timer, to runLoop: any SimulatedMainRunLoop, afterNanoseconds delay: UInt64?) {
        guard timer.isValid, !contains(timer) else { return }
        schedule(timer, on: runLoop, at: delay.map { runLoop.mainRunLoopNanoseconds &+ $0 })
    }

    /// Nanoseconds until `timer` fires; `nil` when it is not on this run loop or waits for a new
    /// fire date.
    package func nanosecondsUntilFire(of timer: Timer, on runLoop: any SimulatedMainRunLoop) -> UInt64? {
        guard let due = entries[ObjectIdentifier(timer)]?.due else { return nil }
        let now = runLoop.mainRunLoopNanoseconds
        return due > now ? due - now : 0
    }

    /// Moves `timer`, which is on this run loop, to fire `delay` nanoseconds from now (`nil`: not
    /// until its fire date is moved again).
    package func move(_ timer: Timer, on runLoop: any SimulatedMainRunLoop, toNanosecondsFromNow delay: UInt64?) {
        guard timer.isValid, contains(timer) else { return }
        remove(timer)
        schedule(timer, on: runLoop, at: delay.map { runLoop.mainRunLoopNanoseconds &+ $0 })
    }

    /// Takes `timer` off this run loop (it was invalidated), letting go of it at once as iOS's run
    /// loop does, so what its block holds can be freed.
    package func remove(_ timer: Timer) {
        entries.removeValue(forKey: ObjectIdentifier(timer))?.cancel()
    }

    private func schedule(_ timer: Timer, on runLoop: any SimulatedMainRunLoop, at due: UInt64?) {
        let id = ObjectIdentifier(timer)
        guard let due else {
            entries[id] = Entry(timer: timer, due: nil, cancel: {})
            return
        }
        let cancel = runLoop.enqueueOnMainRunLoop(atNanoseconds: due) { [weak self, unowned runLoop] in
            guard let self, let entry = entries.removeValue(forKey: id) else { return }
            fire(entry.timer, dueAt: due, on: runLoop)
        }
        entries[id] = Entry(timer: timer, due: due, cancel: cancel)
    }

    /// Fires `timer` (Foundation's `fire()`: its block, then a one-shot timer is invalidated) and
    /// schedules a repeating one's next fire date, unless its block invalidated it or moved it.
    private func fire(_ timer: Timer, dueAt due: UInt64, on runLoop: any SimulatedMainRunLoop) {
        guard timer.isValid else { return }
        let interval = timer.timeInterval  // 0 for a timer that does not repeat
        timer.fire()
        guard interval > 0, timer.isValid, !contains(timer) else { return }
        schedule(timer, on: runLoop, at: due &+ SimulatedDelay.nanoseconds(ofSeconds: interval))
    }
}

/// Delays given to the simulated main run loop.
package enum SimulatedDelay {
    /// `seconds` as nanoseconds (0 for a negative or not-a-number delay; the largest the clock
    /// holds for one beyond it).
    package static func nanoseconds(ofSeconds seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        guard seconds < 9e9 else { return UInt64(Int64.max) }
        return UInt64((seconds * 1e9).rounded())
    }

    /// A delay measured against the system's clock, `nanoseconds` long: it was set a moment before
    /// it is measured (`.now() + 0.5`, `Date(timeIntervalSinceNow: 0.5)`), so it is short by the
    /// machine's time between the two reads — a few microseconds, more on a loaded machine. A delay
    /// of a millisecond or more is rounded up to the next whole millisecond, so half a second runs at
    /// 0.5 s of virtual time whatever the load (one set more than a millisecond earlier loses the
    /// difference); a shorter delay is kept as measured.
    package static func measured(nanoseconds delay: UInt64) -> UInt64 {
        let delay = min(delay, UInt64(Int64.max))
        let millisecond: UInt64 = 1_000_000
        guard delay >= millisecond, delay % millisecond != 0 else { return delay }
        return min((delay / millisecond + 1) * millisecond, UInt64(Int64.max))
    }

    /// The delay until `date` on the system's clock, measured as `measured(nanoseconds:)` says;
    /// `nil` for `Date.distantFuture` (never).
    package static func measured(until date: Date) -> UInt64? {
        guard date != .distantFuture else { return nil }
        return measured(nanoseconds: nanoseconds(ofSeconds: date.timeIntervalSinceNow))
    }
}

/// Foundation's own `Timer` and `RunLoop` members, for the `UIKit` module's versions of them to
/// fall back on when the timer is not the simulation's: declared here, where the `UIKit` module's
/// same-named members are not visible.
package enum SystemTimer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` as Foundation performs it.
    package static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// `runLoop.add(timer, forMode:)` as Foundation performs it.
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    /// Foundation's `timer.fireDate`.
    package static func fireDate(of timer: Timer) -> Date { timer.fireDate }

    /// Sets Foundation's `timer.fireDate`.
    package static func setFireDate(of timer: Timer, to date: Date) { timer.fireDate = date }

    /// Foundation's `timer.invalidate()`.
    package static func invalidate(_ timer: Timer) { timer.invalidate() }
}
