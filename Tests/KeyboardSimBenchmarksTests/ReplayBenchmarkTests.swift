import Foundation
@testable import KeyboardSim
@testable import KeyboardSimBenchmarks
@testable import KeyboardSimCore
import Testing

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
        let log = try Scenario.parse(ReplayBenchmark.denseLogText(posts: 80), file: "dense.json")
        let figures = ReplayBenchmark.measureDenseReplay(log, repetitions: 1)
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

    @Test("Foundation's floor posts the same 80 notifications through a raw center, and its observer reads each will-show and will-hide")
    func foundationFloor() throws {
        let log = try Scenario.parse(ReplayBenchmark.denseLogText(posts: 80), file: "dense.json")
        let floor = ReplayBenchmark.measureFoundationFloor(log, repetitions: 2)
        #expect(floor.secondsPerPost.count == 2)
        #expect(floor.secondsPerPost.allSatisfy { $0 > 0 })
        // The replay's deliveries: bottom-constant observes the same two of every eight.
        #expect(floor.deliveries == 20)
        // What the observer reads is there, through Foundation's own types.
        let reader = ReplayBenchmark.FloorReader()
        let posts = log.steps.compactMap { ($0.action as? PostStep)?.notification }
        let post = try #require(posts.first { $0.name == "UIKeyboardWillShowNotification" })
        reader.read(Notification(name: Notification.Name(post.name), object: nil, userInfo: post.userInfoDictionary()))
        #expect(reader.sum == 407 + 0.25 + 7)
    }
}
