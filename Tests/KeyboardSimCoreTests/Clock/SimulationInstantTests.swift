import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("SimulationInstant")
struct SimulationInstantTests {
    @Test("seconds convert to whole nanoseconds, saturating instead of trapping")
    func conversion() {
        #expect(SimulationInstant.seconds(0.25).nanoseconds == 250_000_000)
        #expect(SimulationInstant.seconds(1e300).nanoseconds == .max)
        #expect(SimulationInstant.seconds(-1e300).nanoseconds == .min)
        #expect(SimulationInstant.seconds(.nan).nanoseconds == 0)
        #expect(Duration.timeInterval(.infinity) == .nanoseconds(Int64.max))
    }
}
