import Testing
import KBSimCommands

@MainActor @Suite("ImportCommand")
struct ImportCommandTests {
    private let usage = "USAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"

    @Test("a log, or standard input by default; the technique bottom-constant by default")
    func parse() throws {
        let plain = ImportCommand(try #require(try ArgumentScanner.scan([], ImportCommand.signature).arguments))
        #expect(plain.log == "-")
        #expect(plain.device == nil)
        #expect(plain.techniqueName == "bottom-constant")
        let chosen = ImportCommand(
            try #require(
                try ArgumentScanner.scan(["a.log", "--technique", "stack-offset", "--device", "ipad-10"], ImportCommand.signature).arguments
            ))
        #expect(chosen.log == "a.log")
        #expect(chosen.techniqueName == "stack-offset")
        #expect(chosen.device?.id == "ipad-10")
    }

    @Test(
        "usage errors",
        arguments: [
            (
                ["import", "a.log", "b.log"],
                "kbsim import: unexpected argument 'b.log'\nUSAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"
            ),
            (
                ["import", "--quiet"],
                "kbsim import: unexpected argument '--quiet'\nUSAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"
            ),
            (
                ["import", "-", "--technique", "bottom-constent"],
                "kbsim import: unknown technique 'bottom-constent' (did you mean \"bottom-constant\"?)"
            ),
            (
                ["import", "--technique"],
                "kbsim import: --technique needs a value\nUSAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("standard input in, a scenario out, what was inferred on standard error")
    func standardInput() {
        let log = """
            keyboardWillShow: [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 260}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            """
        let result = Captured(["import"], input: log)
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(result.stdout.contains(#""keyboard": "logged""#))
        #expect(result.stderr.hasPrefix("kbsim import: 1 keyboard notification from lines 1–1 of 1; other lines skipped\n"))
    }

    @Test("nothing to import: 65; no such file: 66")
    func failures() {
        let nothing = Captured(["import", "-"], input: "nothing here\n")
        #expect(nothing.status == .invalidData)
        #expect(nothing.stderr.hasPrefix("<stdin>: no keyboard notification in 1 lines"))
        #expect(nothing.stdout.isEmpty)
        let missing = Captured(["import", "/no/such/device.log"])
        #expect(missing.status == .cannotRead)
        #expect(missing.stderr == "kbsim import: cannot read /no/such/device.log: no such file\n")
    }

    @Test("help: the usage, then what it reads")
    func help() {
        let result = Captured(["import", "--device", "ipad-10", "--help"])
        #expect(result.status == .ok)
        #expect(
            result.stdout.hasPrefix(
                usage + "\n\n" + ImportCommand.overview + "\n\nReads what a device, a debugger or a bug report printed about the keyboard"))
        #expect(result.stdout.hasSuffix("stops the import with its number and text.\n\n" + ExitCode.table + "\n"))
    }
}
