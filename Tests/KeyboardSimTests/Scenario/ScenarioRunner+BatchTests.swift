import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// Replays are independent: every bundled scenario, replayed in a batch (each replay in its own
/// simulation, one after another on the main actor), prints the same JSON Lines as when replayed
/// alone — techniques, their animations, the judge and the verdicts included.
@MainActor @Suite("ScenarioRunner: a batch of replays")
struct ScenarioRunnerBatchTests {
    @Test("ScenarioRunner.run(_:screen:) runs every bundled scenario and returns the results of replaying each alone, in order")
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
