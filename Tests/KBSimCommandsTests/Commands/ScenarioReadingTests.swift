import Foundation
import Testing
import KBSimCommands

/// Every command reads a scenario file the same way (`scenario(from:file:)`): what `run`
/// accepts, `check`, `explain` and `render` accept, and what one refuses they all refuse, with the
/// same message.
@MainActor @Suite("Scenario files: one reading path for every command")
struct ScenarioReadingTests {
    /// A file in a new temporary folder holding `bytes`.
    private func file(_ bytes: [UInt8], named name: String = "scenario.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("a UTF-8 byte order mark before the JSON is ignored by run, explain, render and check alike")
    func byteOrderMark() throws {
        let text = try String(contentsOfFile: scenario("bottom-constant.json"), encoding: .utf8)
        let path = try file([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        #expect(Captured(["run", path]).status == .ok)
        #expect(Captured(["explain", path]).status == .ok)
        #expect(Captured(["render", path, "--svg", path + ".svg"]).status == .ok)
        let check = Captured(["check", path])
        #expect(check.status == .ok)
        #expect(check.stdout.hasPrefix("PASS "))
    }

    @Test("an invalid file after a byte order mark: the same message, positions counted after the mark, in run and check")
    func invalidAfterByteOrderMark() throws {
        let path = try file([0xEF, 0xBB, 0xBF] + Array(#"{"title": 3}"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let run = Captured(["run", path])
        #expect(run.status == .invalidData)
        #expect(run.stderr.contains("\(path):1:11: $.title: expected a string, found the number 3"))
        let check = Captured(["check", path])
        #expect(check.stdout.contains("INVALID \(path):1:11: $.title: expected a string, found the number 3"))
    }

    @Test("a byte that is not UTF-8 is named alike by run and check")
    func notUTF8() throws {
        let path = try file(Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let message = "\(path):1:15: $: the byte 0xE9 is not UTF-8; a scenario is UTF-8 JSON"
        #expect(Captured(["run", path]).stderr.contains(message))
        #expect(Captured(["check", path]).stdout.contains("INVALID \(message)"))
    }

    @Test(
        "a wrong number of arguments says why before the usage",
        arguments: [
            (["explain", "a.json", "b.json"], "kbsim explain: expected one FILE, got 2"),
            (["explain"], "kbsim explain: no FILE given"),
            (["list"], "kbsim list: expected one topic (devices, behaviours, placements, techniques, screens, scenarios), got 0"),
        ])
    func argumentCount(arguments: [String], reason: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(reason + "\nUSAGE: "))
    }

    @Test("an out-of-range number is quoted with every digit it holds")
    func exactValue() throws {
        let path = try file(
            Array(
                #"{"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"}, "steps": [{"at": 600.0000000000001, "do": "focus", "field": "nameField"}]}"#
                    .utf8))
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        #expect(Captured(["run", path]).stderr.contains("$.steps[0].at: 600.0000000000001 is out of range; expected 0 to 600"))
    }

    @Test("a step that pushes or presents a technique's screen is refused before anything runs", arguments: ["push", "present"])
    func techniqueScreenInAStep(kind: String) throws {
        let path = try file(
            Array(
                #"{"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"}, "steps": [{"at": 1, "do": "\#(kind)", "screen": "survey-stack"}]}"#
                    .utf8))
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let run = Captured(["run", path])
        #expect(run.status == .invalidData)
        #expect(
            run.stderr.contains(
                #"$.steps[0].screen: "survey-stack" is a technique's screen, which only $.screen shows; a step pushes or presents "detail""#
            ))
    }
}
