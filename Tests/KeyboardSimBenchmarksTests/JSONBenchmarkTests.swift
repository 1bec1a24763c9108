import Foundation
import KeyboardSim
@testable import KeyboardSimBenchmarks
import KeyboardSimCore
import Testing

@MainActor @Suite("JSONBenchmark")
struct JSONBenchmarkTests {
    @Test("the generated scenarios are valid, as big as asked, on one line or one step per line", arguments: [false, true])
    func scenarios(compact: Bool) throws {
        let text = JSONBenchmark.scenarioText(bytes: 50_000, compact: compact)
        #expect(text.utf8.count >= 50_000 && text.utf8.count < 51_000)
        #expect(text.split(separator: "\n").count == (compact ? 1 : text.split(separator: "\n").count))
        let scenario = try Scenario.parse(text, file: "bench.json")
        #expect(scenario.keyboard == .logged)
        #expect(scenario.steps.first?.action is FocusStep)
        #expect(scenario.steps.dropFirst().allSatisfy { $0.action is PostStep })
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any])
        if !compact { #expect(text.split(separator: "\n").count == scenario.steps.count + 10) }
    }

    @Test("a scenario of N steps has N steps")
    func steps() throws {
        #expect(try Scenario.parse(JSONBenchmark.scenarioText(steps: 250), file: "bench.json").steps.count == 250)
    }

    @Test("a quick run reports both readers and the steps, and its checks hold")
    func quick() throws {
        var options = JSONBenchmark.Options()
        options.sizes = [20_000]
        options.stepCounts = [10, 100]
        let report = try JSONBenchmark.run(options)
        #expect(report.checks.map(\.description) == ["10 steps read: ok", "100 steps read: ok"])
        #expect(report.text.contains("0.02 MB pretty"))
        #expect(report.text.contains("0.02 MB one line"))
        #expect(report.passed)
    }
}
