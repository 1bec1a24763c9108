import Foundation
import Testing

/// `kbsim import` as a user runs it: a file or standard input in, a scenario out, what it
/// inferred on standard error, and the exit codes.
@MainActor @Suite("kbsim import")
struct ImportEndToEndTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func temporary(_ text: String, _ suffix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-import-\(UUID().uuidString).\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The keyboard notification records of a JSON Lines trace, without their post numbers.
    private func keyboardRecords(_ jsonLines: String) -> [String] {
        jsonLines.split(separator: "\n").filter { $0.contains("\"kind\": \"notification\"") && $0.contains("\"name\": \"UIKeyboard") }
            .map { $0.replacingOccurrences(of: #""post": [0-9]+, "#, with: "", options: .regularExpression) }
    }

    @Test("the JSON Lines trace of kbsim run, imported and run again, posts the same keyboard notification records")
    func roundTrip() throws {
        // (The text trace prints 3 decimals; ImportRoundTripTests compares both formats to
        // that precision for every bundled scenario.)
        let file = Self.repository.appendingPathComponent("Scenarios/bottom-constant-third-party.json").path
        let original = try KBSimBinary.run(["run", file, "--format", "json"])
        let trace = try temporary(original.stdout, "jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let imported = try KBSimBinary.run(["import", trace, "--technique", "stack-offset"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stderr.contains(
                "kbsim import: device: iPhone SE (3rd generation) — the trace's run header names it\nkbsim import: orientation: portrait — the trace's screen record\n"
            ))
        #expect(imported.stdout.contains(#""technique": {"name": "stack-offset"}"#))
        #expect(imported.stdout.contains(#""screen": "survey-stack""#))
        let scenario = try temporary(imported.stdout, "json")
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let replay = try KBSimBinary.run(["run", scenario, "--format", "json"])
        #expect(!keyboardRecords(original.stdout).isEmpty)
        #expect(keyboardRecords(replay.stdout) == keyboardRecords(original.stdout))
    }

    @Test("a log on standard input")
    func standardInput() throws {
        let log = """
            2024-03-01 10:15:02.101 Demo[812:4411] keyboardWillShow: [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 260}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            """
        let result = try KBSimBinary.run(["import", "-"], input: log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""keyboard": "logged""#))
        #expect(result.stderr.contains("kbsim import: 1 keyboard notification from lines 1–1 of 1; other lines skipped"))
        #expect(
            result.stderr.contains(
                "kbsim import: line 1: no notification printed with this userInfo; took UIKeyboardWillShowNotification from the mention on line 1"
            ))
    }

    @Test("exit codes: 65 nothing to import or unreadable text, 66 no such file, 64 usage errors")
    func errors() throws {
        let quiet = try KBSimBinary.run(["import", "-"], input: "nothing here\n")
        #expect(quiet.status == 65)
        #expect(quiet.stderr.hasPrefix("<stdin>: no keyboard notification in 1 lines"))
        #expect(quiet.stdout.isEmpty)
        let bad = try KBSimBinary.run(
            ["import", "-"],
            input:
                "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {\n UIKeyboardAnimationDurationUserInfoKey = soon;\n}}\n"
        )
        #expect(bad.status == 65)
        #expect(
            bad.stderr.contains(
                "<stdin>:2: UIKeyboardAnimationDurationUserInfoKey = soon: expected a duration in seconds: UIKeyboardAnimationDurationUserInfoKey = soon;"
            ))
        let missing = try KBSimBinary.run(["import", "/nonexistent/device.log"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "kbsim import: cannot read /nonexistent/device.log: no such file\n")
        let technique = try KBSimBinary.run(["import", "-", "--technique", "bottom-constent"], input: "")
        #expect(technique.status == 64)
        #expect(technique.stderr.contains("unknown technique 'bottom-constent' (did you mean \"bottom-constant\"?)"))
        let option = try KBSimBinary.run(["import", "a.log", "b.log"])
        #expect(option.status == 64)
    }

    @Test("kbsim matrix takes logged scenario files: a row per technique, a column per file")
    func matrixOfFiles() throws {
        let file = Self.repository.appendingPathComponent("Scenarios/logged-csdn-did-change-frame.json").path
        let result = try KBSimBinary.run(["matrix", file, "--bugs"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("keyboard-layout-guide ") && $0.hasSuffix("✔") })
        #expect(rows.contains { $0.hasPrefix("bottom-constant (forceUnwrap) ") && $0.hasSuffix("✘ covered") })
        #expect(result.stdout.contains("28 cells, 27 failing"))
        let usage = try KBSimBinary.run(["matrix", file, "--ios", "10"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("unexpected argument '--ios' with scenario files"))
    }
}
