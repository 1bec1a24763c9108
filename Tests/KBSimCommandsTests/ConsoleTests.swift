import Foundation
import Testing
import KBSimCommands

/// A console whose standard output fails after `room` bytes, as a full disk does.
private final class FullDisk {
    var written = ""
    var errors = ""
    let room: Int
    init(room: Int) { self.room = room }

    var console: Console {
        Console(
            output: { (text: String) throws(Console.Failure) in
                guard self.written.utf8.count + text.utf8.count <= self.room else { throw Console.Failure("No space left on device") }
                self.written += text
            },
            error: { self.errors += $0 },
            input: { "" })
    }
}

@MainActor @Suite("Console")
struct ConsoleTests {
    @Test("the first failed write is kept, and nothing is written after it")
    func firstFailure() {
        let disk = FullDisk(room: 6)
        let console = disk.console
        console.print("one")
        #expect(console.outputFailure == nil)
        console.print("three")
        console.print("t")
        #expect(console.outputFailure == Console.Failure("No space left on device"))
        #expect(disk.written == "one\n")
    }

    @Test(
        "a failed write to standard output: exit 74 and the reason, though the command succeeded",
        arguments: [
            (
                ["import", scenario("logs/written-face-id-swift.log")],
                "kbsim import: cannot write standard output: No space left on device"
            ),
            (["run", scenario("bottom-constant.json")], "kbsim run: cannot write standard output: No space left on device"),
            (["list", "devices"], "kbsim list: cannot write standard output: No space left on device"),
            (["--help"], "kbsim: cannot write standard output: No space left on device"),
        ])
    func failedOutput(arguments: [String], message: String) {
        let disk = FullDisk(room: 10)
        let status = KBSim.main(arguments, console: disk.console)
        #expect(status == .ioError)
        #expect(disk.errors.hasSuffix(message + "\n"))
        #expect(disk.errors.components(separatedBy: "cannot write standard output").count == 2)
    }

    @Test("a verdict that fails and output that fails: 74 wins, the output being incomplete")
    func failureAndFailedOutput() {
        let failing = ["matrix", "bottom-constant", "--bug", "doubleSafeArea", "--device", "iphone-16"]
        #expect(KBSim.main(failing, console: FullDisk(room: .max).console) == .failure)
        #expect(KBSim.main(failing, console: FullDisk(room: 0).console) == .ioError)
    }

    @Test(
        "colour only on a terminal, not with NO_COLOR set (but empty) or TERM=dumb",
        arguments: [
            (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["NO_COLOR": ""], true),
            (true, ["TERM": "dumb"], false), (true, ["TERM": "xterm-256color"], true), (false, ["TERM": "xterm-256color"], false),
        ])
    func colourDecision(isTerminal: Bool, environment: [String: String], colours: Bool) {
        #expect(Console.usesColour(isTerminal: isTerminal, environment: environment) == colours)
    }

    @Test("the marks and outcome words a line starts with are coloured, nothing else")
    func colouredText() {
        let text = "✔ a = 1\n✘ b = 2\n· c\nPASS — 3 verdicts\nFAIL x\nUNCHECKED y\nsaid PASS inside\n"
        #expect(
            Console.coloured(text) == "\u{1B}[32m✔\u{1B}[0m a = 1\n\u{1B}[31m✘\u{1B}[0m b = 2\n· c\n\u{1B}[32mPASS\u{1B}[0m — 3 verdicts\n"
                + "\u{1B}[31mFAIL\u{1B}[0m x\n\u{1B}[33mUNCHECKED\u{1B}[0m y\nsaid PASS inside\n")
        var out = ""
        let console = Console(output: { out += $0 }, error: { _ in }, input: { "" }, colours: true)
        _ = KBSim.main(["run", "--quiet", "Scenarios/bottom-constant.json"], console: console)
        #expect(out.hasPrefix("\u{1B}[32m✔\u{1B}[0m fieldClearsKeyboard"))
        #expect(
            !Captured(["run", "--quiet", "Scenarios/bottom-constant.json"]).stdout.contains("\u{1B}"),
            "a console without colours (what usesColour answers for a pipe or a file) writes the text as it is")
    }
}
