import Combine
import Foundation
import Testing

// RunLoop as a Scheduler: actions on the run loop when it runs; time in Dates.
// https://developer.apple.com/documentation/combine/scheduler

@Suite("RunLoop as a scheduler")
struct RunLoopSchedulerTests {
    @Test("RunLoop is a scheduler: actions run when the run loop runs, in order")
    func runLoopScheduler() {
        let runLoop = RunLoop.current
        var ran: [String] = []
        runLoop.schedule { ran.append("now") }
        runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(10))) { ran.append("later") }
        let deadline = Date().addingTimeInterval(2)
        while ran.count < 2, Date() < deadline {
            runLoop.run(until: Date().addingTimeInterval(0.02))
        }
        #expect(ran == ["now", "later"])
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }
}
