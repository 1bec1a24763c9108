import Foundation
import Testing
@testable import KBSimCommands

@MainActor @Suite("CheckCommand")
struct CheckCommandTests {
    private let usage = "USAGE: kbsim check PATH…   (files, or folders searched for *.json)\n"

    @Test("a worker's frame is one JSON string on one line, whatever the line holds; anything else is not a result")
    func frames() {
        let line = "PASS a.json — first\nFAIL forged\u{01}"
        let frame = CheckCommand.frame(line)
        #expect(!frame.contains("\n"))
        #expect(CheckCommand.line(inFrame: Array(frame.utf8)) == line)
        #expect(CheckCommand.line(inFrame: Array("PASS a.json — plain text".utf8)) == nil)
        #expect(CheckCommand.line(inFrame: Array(#""hello""#.utf8)) == nil, "a string that is not a file's line")
        #expect(CheckCommand.oneLine(line) == "PASS a.json — first\\nFAIL forged\\u0001")
        #expect(CheckCommand.oneLine("PASS a\tb") == "PASS a\tb")
    }

    @Test("no path: why and the usage on standard error; --help: on standard output")
    func noPath() {
        let none = Captured(["check"])
        #expect(none.status == .usage)
        #expect(none.stderr == "kbsim check: no PATH given\n" + usage)
        let help = Captured(["check", "--help", "more"])
        #expect(help.status == .ok)
        #expect(help.stdout == usage + "\n" + CheckCommand.overview + "\n\n" + ExitCode.table + "\n")
    }

    @Test("a word that looks like an option is an unknown option (64), as for every command; after --, a path")
    func paths() {
        let bogus = Captured(["check", scenario("bottom-constant.json"), "--bogus"])
        #expect(bogus.status == .usage)
        #expect(bogus.stderr.hasPrefix("kbsim check: unknown option '--bogus'"))
        #expect(bogus.stdout.isEmpty, "nothing runs")
        let help = Captured(["check", scenario("bottom-constant.json"), "--help"])
        #expect(help.status == .ok, "a help word asks for help wherever it stands")
        let path = Captured(["check", "--", "--help"])
        #expect(path.status == .cannotRead)
        #expect(path.stderr == "kbsim check: cannot read --help: no such file or folder\n")
        #expect(path.stdout.isEmpty, "nothing runs before every path is found")
    }

    @Test("a file and a folder: a line each, then the summary")
    func checks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("ignored.schema.json"), atomically: true, encoding: .utf8)
        let result = Captured(["check", scenario("bottom-constant.json"), folder.path])
        #expect(result.status == .invalidData)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("PASS \(scenario("bottom-constant.json")) — ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("INVALID \(folder.path)/broken.json:") == true)
        #expect(lines.last == "1 passed, 1 failed, 0 unchecked")
    }

    @Test("a scenario that expects nothing is UNCHECKED and counted apart; a reproduced bug is named")
    func uncheckedAndReproduced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {"title": "nothing expected", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
         "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}]}
        """.write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let result = Captured(["check", folder.path, scenario("bottom-constant-crashing-switch.json")])
        #expect(result.status == .ok)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "UNCHECKED \(folder.path)/a.json — expects nothing, so nothing was checked — nothing expected",
                "PASS \(scenario("bottom-constant-crashing-switch.json")) — bug reproduced: fieldClearsKeyboard = false, handlerCrashes = 1 — "
                    + "Bug: a switch over the curve with a trapping default — curve 7 crashes the app",
                "1 passed, 0 failed, 1 unchecked",
            ])
    }

    @Test("a file that cannot be read is an ERROR line; the files after it still run and the summary counts it")
    func errorLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder.json"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: scenario("bottom-constant.json"), toPath: folder.appendingPathComponent("b.json").path)
        let result = Captured(["check", folder.path])
        #expect(result.status == .cannotRead)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "ERROR \(folder.path)/a-folder.json — cannot read it: it is a folder")
        #expect(lines.dropFirst().first?.hasPrefix("PASS \(folder.path)/b.json — ") == true)
        #expect(lines.last == "1 passed, 0 failed, 0 unchecked, 1 error")
    }

    @Test("the summary and the exit status from the tally")
    func tally() {
        var tally = CheckCommand.Tally()
        #expect(tally.summary == "0 passed, 0 failed, 0 unchecked")
        #expect(tally.exitCode == .ok)
        tally.unchecked = 2
        #expect(tally.exitCode == .ok, "an unchecked scenario fails nothing")
        tally.failed = 1
        #expect(tally.exitCode == .failure)
        tally.errors = 2
        #expect(tally.exitCode == .cannotRead)
        tally.invalid = 1
        #expect(tally.exitCode == .invalidData)
        #expect(tally.summary == "0 passed, 2 failed, 2 unchecked, 2 errors")
    }

    @Test("on a terminal each file's line is cut to its width, the title's end shown as …; piped, lines are whole")
    func terminalWidth() {
        let files = [scenario("bottom-constant.json"), scenario("bottom-constant-curve-or-shifted.json")]
        let narrow = Captured(["check"] + files, terminalWidth: 60)
        let whole = Captured(["check"] + files)
        let narrowLines = narrow.stdout.split(separator: "\n")
        let wholeLines = whole.stdout.split(separator: "\n")
        #expect(narrowLines.count == wholeLines.count)
        for (cut, line) in zip(narrowLines.dropLast(), wholeLines.dropLast()) {
            #expect(cut.count <= 60)
            #expect(line.count > 60)
            #expect(cut.hasSuffix("…") && line.hasPrefix(cut.dropLast()))
        }
        #expect(narrowLines.last == wholeLines.last, "the summary is short enough")
        #expect(CheckCommand.fitted("PASS a.json — short", to: 60) == "PASS a.json — short")
    }
}
