import Testing
import KeyboardSim
import KBSimCommands

@MainActor @Suite("DemoCommand")
struct DemoCommandTests {
    @Test("defaults, and a device and iOS version by name")
    func parse() throws {
        let plain = DemoCommand(try #require(try ArgumentScanner.scan([], DemoCommand.signature).arguments))
        #expect(plain.device == .iPhoneSE3)
        #expect(plain.profile == .iOS17)
        let chosen = DemoCommand(
            try #require(try ArgumentScanner.scan(["--device", "ipad-9-7", "--ios", "10"], DemoCommand.signature).arguments))
        #expect(chosen.device.id == "ipad-9-7")
        #expect(chosen.profile == .iOS10)
    }

    @Test(
        "usage errors: an unexpected argument without the usage, a missing value with it",
        arguments: [
            (["demo", "extra"], "kbsim demo: unexpected argument 'extra'"),
            (["demo", "--verbose"], "kbsim demo: unexpected argument '--verbose'"),
            (["demo", "--device"], "kbsim demo: --device needs a value\nUSAGE: kbsim demo [--device NAME] [--ios VERSION]"),
            (["demo", "--device", "iphone-xx"], "kbsim demo: unknown device 'iphone-xx' (did you mean \"iphone-4s\"?)"),
            (
                ["demo", "--ios", "20"],
                "kbsim demo: unknown iOS version '20': iOS 20 never shipped: after iOS 18 came iOS 26 (2025); expected a version from 5 to 18 or 26, as N, N.M or N.M.P"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("help lists the devices and iOS versions")
    func help() {
        let result = Captured(["demo", "-h"])
        #expect(
            result.stdout.hasPrefix(
                "USAGE: kbsim demo [--device NAME] [--ios VERSION]\n\n" + DemoCommand.overview
                    + "\n\nDevices: iphone-4s, iphone-se-1, iphone-se-3, "))
        #expect(
            result.stdout.hasSuffix("\niOS versions: 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26\n\n" + ExitCode.table + "\n"))
    }

    @Test("the walkthrough ends with the observer audit")
    func runs() {
        let result = Captured(["demo", "--device", "iphone-16", "--ios", "6"])
        #expect(result.status == .ok)
        #expect(result.stdout.hasSuffix("observer audit: clean\n"))
    }
}
