import Combine
import Testing

// ImmediateScheduler: runs every action at once, on the calling thread.
// https://developer.apple.com/documentation/combine/immediatescheduler

@Suite("ImmediateScheduler")
struct ImmediateSchedulerTests {
    @Test("ImmediateScheduler runs actions at once")
    func immediateScheduler() {
        let scheduler = ImmediateScheduler.shared
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { log.append(2) }
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { log.append(3) }
        #expect(log == [1, 2, 3])
        #expect(scheduler.now.distance(to: scheduler.now) == .zero)
    }

    // Not documented: seen in Apple's Combine, where the immediate scheduler's time never moves
    // and its strides have no unit (seconds, milliseconds… all count the same).
    @Test("ImmediateScheduler's time arithmetic")
    func timeArithmetic() {
        typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
        #expect(Stride.seconds(2) + .milliseconds(5) == Stride(7))
        let now = ImmediateScheduler.shared.now
        #expect(now.advanced(by: .seconds(1)).distance(to: now) == .seconds(-1))
        #expect(now == ImmediateScheduler.shared.now, "its time does not move")
    }
}
