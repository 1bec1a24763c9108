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

    @Test("the dense logged replay posts every logged notification, 5 ms apart, and the handlers run on each show and hide")
    func denseLog() throws {
        let figures = try ReplayBenchmark.measureDenseReplay(posts: 80, repetitions: 1)
        #expect(figures.passed)
        #expect(figures.posts >= 80, "the 80 logged posts (and the text field's own notifications)")
        // bottom-constant observes will-show and will-hide: 2 of every 8 posts.
        #expect(figures.deliveries == 20)
        #expect(abs(figures.simulatedSeconds - (0.5 + 79 * 0.005 + ScenarioRunner.settleTime)) < 1e-9)
        let scenario = try Scenario.parse(ReplayBenchmark.denseLogText(posts: 8), file: "dense.json")
        let names = scenario.steps.compactMap { ($0.action as? PostStep)?.notification.name }
        #expect(names.count == 8)
        #expect(names.filter { $0.hasPrefix("UIKeyboardWill") }.count == 4)
        #expect(scenario.steps.compactMap { ($0.action as? PostStep)?.notification.userInfo.entries.count }.allSatisfy { $0 == 8 })
    }
}
