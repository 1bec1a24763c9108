import Combine
import Foundation
import Testing

// Timer.publish: a connectable publisher of the current date at each interval.
// https://developer.apple.com/documentation/foundation/timer/timerpublisher

@Suite("Timer.publish without a simulation")
struct TimerPublisherTests {
    @Test("Timer.publish off the simulated main run loop is a Foundation timer on the given run loop")
    func foundationTimer() {
        var dates: [Date] = []
        let start = Date()
        let cancellable = Timer.publish(every: 0.02, tolerance: 0.001, on: .current, in: .default).autoconnect().sink { dates.append($0) }
        RunLoop.current.run(until: start.addingTimeInterval(0.3))
        cancellable.cancel()
        let count = dates.count
        #expect(count >= 2, "ticks every 20 ms for 300 ms of the run loop")
        #expect(dates == dates.sorted())
        #expect(dates.allSatisfy { $0 >= start })
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(dates.count == count, "nothing after the connection is cancelled")
    }
}
