import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("The replay benchmark's workload")
struct ReplayBenchmarkTests {
    @Test("the 200-view grid replays with every expectation holding; the trace follows the named views")
    func workload() {
        var options = ReplayBenchmark.Options()
        options.simulatedSeconds = 6
        options.repetitions = 1
        let fields = ReplayBenchmark.measureReplay(options, namesEveryView: false)
        #expect(fields.passed, "\(fields.verdictSummary)")
        #expect(fields.simulatedSeconds == 2.5 + 1.3 + ScenarioRunner.settleTime)
        #expect(fields.viewsPerFrame == 3, "the root view and the two fields")
        #expect(fields.frameRecords > 100, "eight movements at 120 Hz")
        let every = ReplayBenchmark.measureReplay(options, namesEveryView: true)
        #expect(every.viewsPerFrame == 201)
        #expect(every.frameRecords == fields.frameRecords)
    }
}
