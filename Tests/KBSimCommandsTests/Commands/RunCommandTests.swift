import Foundation
import Testing
import KBSimCommands

@MainActor @Suite("RunCommand")
struct RunCommandTests {
    @Test("files, --format and --fps read into the command")
    func parse() throws {
        let parsed = try #require(
            try ArgumentScanner.scan(["a.json", "--format", "json", "b.json", "--fps", "120"], RunCommand.signature).arguments)
        let command = try RunCommand(parsed)
        #expect(command.files == ["a.json", "b.json"])
        #expect(command.json)
        #expect(command.framesPerSecond == 120)
        let plain = try RunCommand(try #require(try ArgumentScanner.scan(["a.json", "--format", "text"], RunCommand.signature).arguments))
        #expect(!plain.json)
        #expect(plain.framesPerSecond == nil)
    }

    @Test(
        "usage errors: the message, the usage where it always followed, exit 64",
        arguments: [
            (["run"], "kbsim run: no scenario file given\nUSAGE: kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]\n"),
            (["run", "--format", "xml", "x.json"], "kbsim run: --format must be text or json, not 'xml'\n"),
            (["run", "x.json", "--fps", "30"], "kbsim run: --fps must be 60 or 120, not '30'\n"),
            (
                ["run", "x.json", "--formt", "json"],
                "kbsim run: unknown option '--formt' (did you mean \"--format\"?)\nUSAGE: kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]\n"
            ),
            (
                ["run", "x.json", "--fps"],
                "kbsim run: --fps needs a value\nUSAGE: kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]\n"
            ),
            (
                ["run", "x.json", "--quiet", "--format", "json"],
                "kbsim run: --quiet prints the verdicts as text; --format json writes the whole trace\n"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test("--help anywhere prints the usage, what the command does and the exit statuses; kbsim help run the same")
    func help() {
        let result = Captured(["run", "x.json", "--help"])
        #expect(result.status == .ok)
        #expect(
            result.stdout == "USAGE: kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]\n\n" + RunCommand.signature.abstract
                + "\n\n"
                + ExitCode.table + "\n")
        #expect(Captured(["help", "run"]).stdout == result.stdout)
    }

    @Test("--quiet: the verdict lines and the outcome alone, what kbsim judge prints for the same trace")
    func quiet() {
        let result = Captured(["run", "--quiet", scenario("bottom-constant.json")])
        #expect(result.status == .ok, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("✔ ") || $0.hasPrefix("· ") })
        #expect(lines.last == "PASS")
    }

    @Test("a bundled scenario runs in process: its trace, verdicts, PASS")
    func runs() {
        let result = Captured(["run", scenario("bottom-constant.json")])
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(result.stdout.contains("post #2 UIKeyboardWillChangeFrameNotification object=UIScreen"))
        #expect(result.stdout.hasSuffix("PASS\n"))
    }

    @Test("an unreadable file: nothing runs, exit 66 with which and why")
    func invalid() {
        let result = Captured(["run", scenario("bottom-constant.json"), "/no/such/scenario.json"])
        #expect(result.status == .cannotRead)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "kbsim run: cannot read /no/such/scenario.json: no such file\n")
    }
}
