import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("VirtualClock")
struct VirtualClockTests {
    @Test("tasks run in (deadline, insertion sequence) order with now set before each")
    func order() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: .seconds(0.2)) { log.append("b@\(clock.now.nanoseconds)") }
        clock.schedule(at: .seconds(0.1)) { log.append("a@\(clock.now.nanoseconds)") }
        clock.schedule(at: .seconds(0.2)) { log.append("c@\(clock.now.nanoseconds)") }
        #expect(clock.pendingCount == 3)
        clock.advance(by: .seconds(1))
        #expect(log == ["a@100000000", "b@200000000", "c@200000000"])
        #expect(clock.now == .seconds(1))
        #expect(clock.pendingCount == 0)
    }

    /// `work(i)` at `deadlines[i]` seconds: as one series, or each task scheduled in turn.
    private func schedule(_ deadlines: [Double], on clock: VirtualClock, asSeries: Bool, _ work: @escaping (Int) -> Void) {
        if asSeries {
            clock.schedule(series: deadlines.map { .seconds($0) }, work)
        } else {
            for (index, deadline) in deadlines.enumerated() { clock.schedule(at: .seconds(deadline)) { work(index) } }
        }
    }

    /// The same work scheduled as a series or task by task, beside tasks scheduled before and
    /// after it and tasks its own tasks schedule: the run's log.
    private func seriesLog(asSeries: Bool) -> [String] {
        let clock = VirtualClock()
        clock.advance(to: .seconds(1))
        var log: [String] = []
        func note(_ text: String) { log.append("\(text)@\(clock.now.nanoseconds / 1_000_000)") }
        clock.schedule(at: .seconds(1.5)) { note("before") }
        // Out of order, with ties, one in the past (it runs now).
        let deadlines = [2, 1.5, 0.5, 2, 3, 1.5]
        let work: (Int) -> Void = { index in
            note("step\(index)")
            if index == 1 { clock.schedule(after: .zero) { note("after step1") } }
            if index == 4 { clock.dispatchAsync { note("async") } }
        }
        schedule(deadlines, on: clock, asSeries: asSeries, work)
        clock.schedule(at: .seconds(2)) { note("after") }
        log.append("pending \(clock.pendingCount)")
        clock.advance(to: .seconds(2))
        log.append("pending \(clock.pendingCount)")
        clock.advance(to: .seconds(4))
        log.append("pending \(clock.pendingCount)")
        return log
    }

    @Test("a series runs as its tasks scheduled one by one would: by deadline, then index, among the clock's other tasks")
    func series() {
        let expected = [
            "pending 8", "step2@1000", "before@1500", "step1@1500", "step5@1500", "after step1@1500", "step0@2000", "step3@2000",
            "after@2000", "pending 1", "step4@3000", "async@3000", "pending 0",
        ]
        #expect(seriesLog(asSeries: false) == expected)
        #expect(seriesLog(asSeries: true) == expected)
    }

    /// Two interleaved series, one more scheduled by a task, a task cancelled by a series' task,
    /// `runUntilIdle(maxTasks:)` stopping inside them and `nextDeadline` between: the log.
    private func interleavedSeriesLog(asSeries: Bool) -> [String] {
        let clock = VirtualClock()
        var log: [String] = []
        func note(_ text: String) { log.append("\(text)@\(clock.now.nanoseconds / 1_000_000)") }
        func schedule(_ name: String, _ deadlines: [Double], _ work: @escaping (Int) -> Void = { _ in }) {
            self.schedule(deadlines, on: clock, asSeries: asSeries) { index in
                note("\(name).\(index)")
                work(index)
            }
        }
        clock.schedule(at: .seconds(0.3)) { note("A") }
        var b: VirtualClock.TaskID?
        schedule("S1", [0.1, 0.3, 0.5]) { index in
            if index == 1, let b { log.append("cancelled B: \(clock.cancel(b))") }
        }
        schedule("S2", [0.2, 0.3]) { index in
            if index == 1 { schedule("S3", [0.3, 0.4]) }
        }
        b = clock.schedule(at: .seconds(0.3)) { note("B") }
        log.append("ran \(clock.runUntilIdle(maxTasks: 2)), pending \(clock.pendingCount)")
        log.append("next \(clock.nextDeadline.map { $0.nanoseconds / 1_000_000 } ?? -1)")
        clock.advance(to: .seconds(1))
        log.append("pending \(clock.pendingCount)")
        return log
    }

    @Test("interleaved series, a series scheduled by a task, a cancel and runUntilIdle(maxTasks:) run as task by task")
    func interleavedSeries() {
        let expected = [
            "S1.0@100", "S2.0@200", "ran 2, pending 5", "next 300", "A@300", "S1.1@300", "cancelled B: true", "S2.1@300",
            "S3.0@300", "S3.1@400", "S1.2@500", "pending 0",
        ]
        #expect(interleavedSeriesLog(asSeries: false) == expected)
        #expect(interleavedSeriesLog(asSeries: true) == expected)
    }

    @Test("a task can cancel another task due at the same instant")
    func cancelSameInstant() {
        let clock = VirtualClock()
        var log: [String] = []
        var second: VirtualClock.TaskID?
        clock.schedule(at: .seconds(0.5)) {
            log.append("hide")
            #expect(clock.cancel(second!))
        }
        second = clock.schedule(at: .seconds(0.5)) { log.append("show completion") }
        clock.advance(by: .seconds(1))
        #expect(log == ["hide"])
        #expect(clock.pendingCount == 0)
        #expect(!clock.cancel(second!), "cancelling twice reports false")
    }

    @Test("time never goes backwards")
    func monotonic() {
        let clock = VirtualClock()
        clock.advance(to: .seconds(2))
        clock.advance(to: .seconds(1))
        #expect(clock.now == .seconds(2))
        var ranAt: SimulationInstant?
        clock.schedule(at: .seconds(1)) { ranAt = clock.now }
        clock.advance(by: .zero)
        #expect(ranAt == .seconds(2), "a deadline in the past runs now")
    }

    @Test("tasks scheduled by a task at the same instant run later in the same advance")
    func nested() {
        let clock = VirtualClock()
        var log: [Int64] = []
        clock.schedule(after: .milliseconds(10)) {
            log.append(clock.now.nanoseconds)
            clock.schedule(after: .zero) { log.append(clock.now.nanoseconds) }
            clock.schedule(after: .milliseconds(5)) { log.append(clock.now.nanoseconds) }
        }
        clock.advance(by: .milliseconds(12))
        #expect(log == [10_000_000, 10_000_000])
        #expect(clock.pendingCount == 1)
        #expect(clock.runUntilIdle() == 1)
        #expect(log == [10_000_000, 10_000_000, 15_000_000])
    }

    @Test("dispatchAsync runs at the same instant, before anything else due then")
    func dispatchAsync() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: .milliseconds(10)) {
            log.append("task")
            clock.dispatchAsync { log.append("async") }
        }
        // Scheduled later than the task but due at the same instant (a display frame, say).
        clock.schedule(after: .milliseconds(10)) { log.append("frame") }
        clock.advance(by: .milliseconds(10))
        #expect(log == ["task", "async", "frame"])
    }

    @Test("every task is a run-loop turn followed by the end-of-turn handlers")
    func turns() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.addTurnEndHandler { log.append("layout") }
        clock.schedule(after: .milliseconds(1)) { log.append("task1") }
        clock.schedule(after: .milliseconds(2)) { log.append("task2") }
        clock.advance(by: .milliseconds(5))
        #expect(log == ["layout", "task1", "layout", "task2", "layout"])
    }

    @Test("runUntilIdle stops after maxTasks")
    func bounded() {
        let clock = VirtualClock()
        func again() { clock.schedule(after: .milliseconds(1)) { again() } }
        again()
        #expect(clock.runUntilIdle(maxTasks: 50) == 50)
        #expect(clock.now == .seconds(0.05))
    }
}
