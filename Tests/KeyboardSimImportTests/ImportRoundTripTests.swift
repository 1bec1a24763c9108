import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KeyboardSimImport
import KeyboardSimCore

/// A trace `kbsim run` prints, imported and replayed, posts the same keyboard notifications at
/// the same times — for every bundled scenario, from the text trace and from JSON Lines.
@MainActor @Suite("Round trip: kbsim run's trace → kbsim import → the same notifications")
struct ImportRoundTripTests {
    nonisolated static let scenarioFiles = BundledScenarios.files

    struct Posted: CustomStringConvertible {
        var time: Double
        var name: String
        var object: String?
        var userInfo: OrderedUserInfo

        var description: String { "\(formatNumber(time)) \(name) \(object ?? "nil") \(userInfo)" }

        /// Equal up to the printed precision (the text trace prints 3 decimals).
        func matches(_ other: Posted) -> Bool {
            guard abs(time - other.time) < 0.0005, name == other.name, object == other.object,
                userInfo.entries.map(\.key) == other.userInfo.entries.map(\.key)
            else { return false }
            return zip(userInfo.entries, other.userInfo.entries).allSatisfy { Self.close($0.value, $1.value) }
        }

        static func close(_ a: UserInfoValue, _ b: UserInfoValue) -> Bool {
            switch (a, b) {
            case (.rect(let r), .rect(let s)): zip(r.components, s.components).allSatisfy { abs($0 - $1) < 0.0005 }
            case (.point(let p), .point(let q)): abs(p.x - q.x) < 0.0005 && abs(p.y - q.y) < 0.0005
            case (.number(let x), .number(let y)): abs(x - y) < 0.0005
            default: a == b
            }
        }
    }

    static func keyboardPosts(_ result: ScenarioResult) -> [Posted] {
        result.trace.compactMap { record in
            guard case .notification(_, let name, let object, let userInfo) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
            return Posted(time: record.time.seconds, name: name, object: object, userInfo: userInfo)
        }
    }

    @Test("every bundled scenario, text and JSON Lines", arguments: scenarioFiles)
    func roundTrip(file: String) throws {
        try Self.checkRoundTrip(ScenarioRunner.run(try Scenario.load(path: file)))
    }

    @Test("a screen rotated before the first keyboard notification: the rotation comes first in the imported scenario too")
    func rotationBeforeFirstPost() throws {
        var scenario = try Scenario.load(path: try #require(Self.scenarioFiles.first { $0.hasSuffix("/bottom-constant.json") }))
        scenario = try Scenario.parse(
            """
            {"title": "rotated first", "device": "iphone-se-3", "screen": "\(scenario.screen)", "technique": {"name": "bottom-constant"},
             "steps": [{"at": 0.2, "do": "rotate", "to": "landscapeLeft"}, {"at": 0.5, "do": "focus", "field": "nameField"},
                       {"at": 1.5, "do": "dismissKeyboard"}]}
            """, file: "rotated.json")
        let original = ScenarioRunner.run(scenario)
        let log = try LogImporter.parse(TraceReport.jsonLines(original.trace), file: "rotated.jsonl")
        #expect(log.rotations.map(\.beforePost) == [0])
        try Self.checkRoundTrip(original)
    }

    @Test("a JSON Lines trace is read by the judge's reader: a line that is not a record, or a second replay, is refused at its line")
    func jsonLinesReadStrictly() throws {
        let path = try #require(Self.scenarioFiles.first { $0.hasSuffix("/bottom-constant.json") })
        let trace = TraceReport.jsonLines(ScenarioRunner.run(try Scenario.load(path: path)).trace)
        var lines = trace.split(separator: "\n").map(String.init)
        lines.insert("$ kbsim run Scenarios/bottom-constant.json --format json", at: 3)
        #expect {
            _ = try LogImporter.parse(lines.joined(separator: "\n"), file: "pasted.jsonl")
        } throws: { error in
            let problem = (error as? LogImportError)?.problems.first
            return problem?.line == 4 && problem?.text == "$ kbsim run Scenarios/bottom-constant.json --format json"
                && problem?.message.contains("a trace has one JSON record per line") == true
        }
        #expect {
            _ = try LogImporter.parse(trace + trace, file: "two.jsonl")
        } throws: { error in
            let problem = (error as? LogImportError)?.problems.first
            return problem?.line == trace.split(separator: "\n").count + 1
                && problem?.message.hasPrefix("a second replay begins here") == true
        }
        let text = try LogImporter.parse(TraceReport.text(ScenarioRunner.run(try Scenario.load(path: path)).trace), file: "trace.txt")
        #expect(text.findings.contains { $0.hasPrefix("read kbsim run's text report, which is written for people") })
        #expect(try !LogImporter.parse(trace, file: "trace.jsonl").findings.contains { $0.contains("text report") })
    }

    /// `original`'s trace, as text and as JSON Lines, imported and replayed, posts the same
    /// keyboard notifications at the same times.
    static func checkRoundTrip(_ original: ScenarioResult) throws {
        let expected = keyboardPosts(original)
        for (format, trace) in [("text", TraceReport.text(original.trace)), ("json", TraceReport.jsonLines(original.trace))] {
            guard !expected.isEmpty else {
                #expect(throws: LogImportError.self) { try LogImporter.parse(trace, file: "trace") }
                continue
            }
            let log = try LogImporter.parse(trace, file: "trace.\(format)")
            #expect(log.device.id == original.scenario.device.id, "\(format)")
            #expect(log.profile.majorVersion == original.scenario.profile.majorVersion, "\(format)")
            let replay = ScenarioRunner.run(
                try Scenario.parse(log.scenarioJSON(technique: original.scenario.technique.name), file: "imported.json"))
            let got = keyboardPosts(replay)
            #expect(got.count == expected.count, "\(format)")
            for (a, b) in zip(got, expected) where !a.matches(b) {
                Issue.record("\(format): replayed \(a), logged \(b)")
                break
            }
        }
    }
}
