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
