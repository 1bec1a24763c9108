import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// Replays are independent: every bundled scenario, replayed on eight threads at the same time
/// (each replay in its own simulation), prints the same JSON Lines as when replayed one after
/// another — techniques, their animations, the judge and the verdicts included.
@Suite("ScenarioRunner: replays on several threads at once")
struct ScenarioRunnerConcurrencyTests {
    @Test("every bundled scenario, replayed concurrently, gives the serial run's JSON Lines")
    func concurrentReplaysEqualSerialOnes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()
        let scenarios = try files.map { try Scenario.load(path: folder.appendingPathComponent($0).path) }
        #expect(scenarios.count >= 8)

        let serial = scenarios.map { TraceReport.jsonLines(ScenarioRunner.run($0).trace) }
        // Eight threads at once, each replaying every eighth scenario in its own simulations.
        let threadCount = 8
        let concurrent = ResultBox<[Int: String]>()
        concurrent.value = [:]
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        let all = Smuggled(scenarios)
        for lane in 0..<threadCount {
            let thread = Thread {
                for index in stride(from: lane, to: all.value.count, by: threadCount) {
                    let output = TraceReport.jsonLines(ScenarioRunner.run(all.value[index]).trace)
                    lock.withLock { concurrent.value?[index] = output }
                }
                done.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for _ in 0..<threadCount { done.wait() }
        #expect(concurrent.value?.count == scenarios.count)
        for (index, file) in files.enumerated() {
            #expect(concurrent.value?[index] == serial[index], "\(file): the concurrent replay differs from the serial one")
        }
    }

    @Test("ScenarioRunner.run(_:screen:) runs every bundled scenario at once and returns the serial results, in order")
    func runnerBatchEqualsSerialReplays() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()
        let scenarios = try files.map { try Scenario.load(path: folder.appendingPathComponent($0).path) }
        let batch = ScenarioRunner.run(scenarios, screen: .technique())
        #expect(batch.count == scenarios.count)
        for (index, (file, result)) in zip(files, batch).enumerated() {
            #expect(result.scenario.file == scenarios[index].file)
            #expect(TraceReport.jsonLines(result.trace) == TraceReport.jsonLines(ScenarioRunner.run(scenarios[index]).trace), "\(file)")
        }
    }
}
