import Foundation
import Testing
@testable import KBSimCommands

@Suite("CheckCommand")
struct CheckCommandTests {
    private let usage = "USAGE: kbsim check PATH…   (files, or folders searched for *.json)\n"

    @Test("no path: the usage on standard error; a first --help: on standard output")
    func noPath() {
        let none = Captured(["check"])
        #expect(none.status == .usage)
        #expect(none.stderr == usage)
        let help = Captured(["check", "--help", "more"])
        #expect(help.status == .ok)
        #expect(help.stdout == usage + "\n" + ExitCode.table + "\n")
    }

    @Test("every word is a path, even one that looks like an option")
    func paths() {
        let result = Captured(["check", scenario("bottom-constant.json"), "--help"])
        #expect(result.status == .cannotRead)
        #expect(result.stderr == "kbsim check: cannot read --help: no such file or folder\n")
        #expect(result.stdout.isEmpty, "nothing runs before every path is found")
    }

    @Test("a file and a folder: a line each, then the summary")
    func checks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("ignored.schema.json"), atomically: true, encoding: .utf8)
        let result = Captured(["check", scenario("bottom-constant.json"), folder.path])
        #expect(result.status == .invalidData)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("PASS \(scenario("bottom-constant.json")) — ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("INVALID \(folder.path)/broken.json:") == true)
        #expect(lines.last == "1 passed, 1 failed")
    }
}
