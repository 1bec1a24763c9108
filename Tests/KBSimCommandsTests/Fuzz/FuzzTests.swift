import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KeyboardSimBenchmarks
import KBSimCommands

/// The fuzz test (issue 15): seeded, deterministic mutations of every bundled scenario and log
/// through `kbsim run --format json`, `explain`, `check`, `render` and `import`, in process;
/// and every input that ever crashed or hung, replayed. A crash ends the test process (that is
/// the failure); ``FuzzHarness`` checks the rest.
@MainActor @Suite("Fuzz")
struct FuzzTests {
    /// The one seed: change it to explore, keep it fixed in the repository.
    static let seed: UInt64 = 15
    static let casesPerScenario = 40
    static let casesPerLog = 70

    nonisolated static let scenarioFolder = repository.appendingPathComponent("Scenarios")
    nonisolated static let logFolder = repository.appendingPathComponent("Scenarios/logs")
    nonisolated static let fixtureFolder = repository.appendingPathComponent("Tests/Fixtures/Fuzz")

    nonisolated static func names(in folder: URL, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(suffix) && !$0.hasSuffix(".schema.json") }.sorted()
    }

    nonisolated static let scenarios = names(in: scenarioFolder, suffix: ".json")
    nonisolated static let logs = names(in: logFolder, suffix: ".log")

    @Test("at least 2,000 cases: every bundled scenario and log is mutated")
    func caseCount() {
        #expect(Self.scenarios.count >= 41)
        #expect(Self.logs.count >= 6)
        #expect(Self.scenarios.count * Self.casesPerScenario + Self.logs.count * Self.casesPerLog >= 2_000)
    }

    @Test("the contributor article counts today's cases, scenarios and logs")
    func articleCountsAreCurrent() throws {
        let article = try String(
            contentsOf: repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Articles/Contributing.md"), encoding: .utf8)
        let cases = Self.scenarios.count * Self.casesPerScenario + Self.logs.count * Self.casesPerLog
        let grouped = cases >= 1000 ? "\(cases / 1000),\(String(cases % 1000 + 1000).dropFirst())" : "\(cases)"
        let sentence =
            "\(Self.casesPerScenario) mutations of each bundled scenario and \(Self.casesPerLog) of\neach log "
            + "(\(grouped) cases with today's "
            + "\(Self.scenarios.count) scenarios and \(Self.logs.count) logs)"
        #expect(article.contains(sentence), "Contributing.md should say: \(sentence)")
    }

    @Test("the mutations are the same in every run (a fixed seed, our own generator)")
    func deterministic() throws {
        let original = try [UInt8](Data(contentsOf: Self.scenarioFolder.appendingPathComponent("bottom-constant.json")))
        func names() -> [String] {
            var random = SeededRandom(seed: SeededRandom.seed(Self.seed, "bottom-constant.json"))
            return (0..<20).map { _ in FuzzMutator.scenario(original, &random).name }
        }
        #expect(names() == names())
        var random = SeededRandom(seed: 1)
        #expect((0..<3).map { _ in random.next() } == [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E])
    }

    @Test("mutated scenarios", arguments: scenarios)
    func mutatedScenario(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: Self.scenarioFolder.appendingPathComponent(name)))
        let harness = try FuzzHarness("scenario")
        defer { harness.remove() }
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, name))
        for index in 0..<Self.casesPerScenario {
            let mutation = FuzzMutator.scenario(original, &random)
            try harness.scenario(
                mutation.bytes, name: "case-\(index).json", label: "\(name) case \(index) (\(mutation.name))",
                render: index % 3 == 0)
        }
    }

    @Test("mutated logs", arguments: logs)
    func mutatedLog(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: Self.logFolder.appendingPathComponent(name)))
        let harness = try FuzzHarness("log")
        defer { harness.remove() }
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, name))
        for index in 0..<Self.casesPerLog {
            let mutation = FuzzMutator.log(original, &random)
            try harness.log(
                mutation.bytes, name: "case-\(index).log", label: "\(name) case \(index) (\(mutation.name))",
                standardInput: index % 5 == 4)
        }
    }

    // MARK: Generated scenarios (issue 46)

    /// An inline screen whose field sits at the bottom of a chain of `depth` views (500, the most
    /// an inline screen holds, is the deepest), with seeded focus, rotation and dismissal steps,
    /// some at one instant; a chain one view longer than the screen holds is refused.
    nonisolated static func deepChainScenario(depth: Int, _ random: inout SeededRandom) -> String {
        // frame-shift moves contentView, the chain's top.
        func id(_ level: Int) -> String { level == 0 ? "contentView" : "v\(level)" }
        var views = [#"{"id": "contentView", "frame": [0, 0, 320, 500], "autoresizing": ["flexibleWidth", "flexibleHeight"]}"#]
        for level in 1..<max(1, depth - 1) {
            views.append(
                #"{"id": "\#(id(level))", "in": "\#(id(level - 1))", "frame": [0, 0, 320, 500], "autoresizing": ["flexibleWidth", "flexibleHeight"]}"#
            )
        }
        views.append(#"{"id": "nameField", "type": "textField", "in": "\#(id(max(0, depth - 2)))", "frame": [10, 400, 200, 40]}"#)
        let actions = [
            #""do": "focus", "field": "nameField""#, #""do": "rotate", "to": "landscapeLeft""#, #""do": "rotate", "to": "portrait""#,
            #""do": "dismissKeyboard""#,
        ]
        var time = 0.5
        var steps: [String] = []
        for _ in 0..<8 {
            steps.append("{\"at\": \(formatNumber(time)), \(actions[random.below(actions.count)])}")
            // Half the steps share their instant with the next one.
            if random.below(2) == 0 { time += 0.1 * Double(1 + random.below(8)) }
        }
        return """
            {"title": "a field under \(depth) views", "device": "iPhone SE (3rd generation)",
             "screen": {"views": [\(views.joined(separator: ", "))]},
             "technique": {"name": "frame-shift"}, "steps": [\(steps.joined(separator: ", "))], "expect": {"handlerCrashes": 0}}
            """
    }

    @Test("generated inline screens: a field under deep chains of views, rotated with the keyboard up", arguments: [2, 60, 250, 501])
    func deepChain(depth: Int) throws {
        let harness = try FuzzHarness("deep-chain")
        defer { harness.remove() }
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, "deep-chain-\(depth)"))
        for index in 0..<3 {
            let text = Self.deepChainScenario(depth: depth, &random)
            try harness.scenario(
                Array(text.utf8), name: "deep-\(depth)-\(index).json", label: "deep chain \(depth) case \(index)", render: index == 0)
            let run = Captured(["run", harness.folder.appendingPathComponent("deep-\(depth)-\(index).json").path])
            // The screen holds 500 views: one more is refused where the views are listed.
            #expect(run.status == (depth <= 500 ? .ok : .invalidData), "depth \(depth): \(run.stderr.prefix(300))")
        }
    }

    // MARK: Regressions

    @Test(
        "every input that once crashed or hung, kept in Tests/Fixtures/Fuzz",
        arguments: names(in: fixtureFolder, suffix: ".json") + names(in: fixtureFolder, suffix: ".log"))
    func fixture(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtureFolder.appendingPathComponent(name)))
        let harness = try FuzzHarness("fixture")
        defer { harness.remove() }
        if name.hasSuffix(".log") {
            try harness.log(bytes, name: name, label: name)
        } else {
            try harness.scenario(bytes, name: name, label: name)
        }
    }

    @Test("the kept fixtures are there (the test above replays each)")
    func fixturesPresent() {
        let names = Self.names(in: Self.fixtureFolder, suffix: ".json") + Self.names(in: Self.fixtureFolder, suffix: ".log")
        #expect(names.contains("inline-constant-1e308.json"))
        #expect(names.contains("inline-multiplier-1e308.json"))
        #expect(names.count >= 3)
    }

    @Test("a valid 334 KB scenario on one line (it once took 19.7 s to read) runs like any other")
    func oneLine334KB() throws {
        // A logged replay of keyboard notifications, as `kbsim import` writes a long log, on one line.
        let bytes = Array(JSONBenchmark.scenarioText(bytes: 334_000, compact: true).utf8)
        #expect(bytes.count >= 334_000)
        #expect(!bytes.contains(0x0A), "one line")
        let scenario = try Scenario.parse(String(decoding: bytes, as: UTF8.self), file: "one-line.json")
        #expect(scenario.steps.count > 1_000)
        let harness = try FuzzHarness("one-line")
        defer { harness.remove() }
        try harness.scenario(bytes, name: "one-line-334kb.json", label: "one-line 334 KB", render: false)
    }

    @Test("a log with Optional( nested 26,000 deep")
    func deepOptional() throws {
        let original = try String(contentsOf: Self.logFolder.appendingPathComponent("written-face-id-swift.log"), encoding: .utf8)
        let nested = String(repeating: "Optional(", count: 26_000) + "1" + String(repeating: ")", count: 26_000)
        let harness = try FuzzHarness("optional")
        defer { harness.remove() }
        try harness.log(Array((original + "\n" + nested + "\n").utf8), name: "optional-26000.log", label: "Optional( × 26,000")
        try harness.log(
            Array(original.replacingOccurrences(of: "0.25", with: nested).utf8), name: "optional-26000-value.log",
            label: "Optional( × 26,000 as a value")
    }

    @Test("a 10 MB device name")
    func longDeviceName() throws {
        let text = try String(contentsOf: Self.scenarioFolder.appendingPathComponent("bottom-constant.json"), encoding: .utf8)
        guard let range = text.range(of: #""device": ""#) else {
            Issue.record("bottom-constant.json names no device")
            return
        }
        var mutated = text
        mutated.insert(contentsOf: String(repeating: "d", count: 10_000_000), at: range.upperBound)
        let harness = try FuzzHarness("long-name")
        defer { harness.remove() }
        let file = harness.folder.appendingPathComponent("long-device.json")
        try Data(mutated.utf8).write(to: file)
        let start = FuzzHarness.processorTime()
        let run = Captured(["run", file.path])
        #expect(FuzzHarness.processorTime() - start < FuzzHarness.timeLimit)
        #expect(run.status == .invalidData)
        #expect(run.stderr == "\(file.path):3:13: $.device: invalid JSON: a string longer than 65536 bytes\n")
    }
}
