import Testing
import KeyboardSim
import KBSimCommands

@MainActor @Suite("MatrixCommand")
struct MatrixCommandTests {
    private let usage =
        "USAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]"

    @Test("a technique with its bug, an iOS version and one device")
    func technique() throws {
        let parsed = try #require(
            try ArgumentScanner.scan(
                ["bottom-constant", "--bug", "frameBegin", "--ios", "10", "--device", "ipad-10"],
                MatrixCommand.Technique.signature
            ).arguments)
        let command = try MatrixCommand.Technique(parsed)
        #expect(command.technique.name == .bottomConstant)
        #expect(command.technique.bug == .frameBegin)
        #expect(command.profiles == [.iOS10])
        #expect(command.devices.map(\.id) == ["ipad-10"])
        let plain = try MatrixCommand.Technique(
            try #require(try ArgumentScanner.scan(["stack-offset"], MatrixCommand.Technique.signature).arguments))
        #expect(plain.profiles == [.iOS17])
        #expect(plain.devices == Device.representatives)
        let all = try MatrixCommand.Technique(
            try #require(try ArgumentScanner.scan(["stack-offset", "--device", "all"], MatrixCommand.Technique.signature).arguments))
        #expect(all.devices == Device.catalog)
        #expect(plain.orientations == [.portrait, .landscapeRight])
        #expect(plain.keyboards == TechniqueMatrix.KeyboardKind.defaults)
        let sdks = try MatrixCommand.Technique(
            try #require(
                try ArgumentScanner.scan(["stack-offset", "--ios", "26", "--sdk", "18,26"], MatrixCommand.Technique.signature).arguments))
        #expect(sdks.profiles.map(\.sdk) == [18, 26])
        #expect(sdks.profiles.map(\.keyboardVersion) == [18, 26])
        #expect(sdks.profiles.map(\.description) == ["iOS 26, an app built with the iOS 18 SDK", "iOS 26"])
    }

    @Test("--orientation and --keyboard choose the rows and the columns; the kinds come in the table's order")
    func filters() throws {
        let parsed = try #require(
            try ArgumentScanner.scan(
                [
                    "frame-shift", "--orientation", "landscape", "--keyboard", "accessory,standard",
                    "--device", "iphone-16",
                ], MatrixCommand.Technique.signature
            ).arguments)
        let command = try MatrixCommand.Technique(parsed)
        #expect(command.orientations == [.landscapeRight])
        #expect(command.keyboards == [.standard, .accessory])
        let result = Captured([
            "matrix", "frame-shift", "--orientation", "landscape", "--keyboard", "accessory,standard", "--device", "iphone-16",
        ])
        #expect(result.status == .ok)
        #expect(
            result.stdout.hasSuffix(
                """
                device     orientation  standard  accessory
                iPhone 16  landscape    ✔         ✔

                2 cells, 0 failing

                """), "\(result.stdout)")
    }

    @Test(
        "usage errors",
        arguments: [
            (
                ["matrix"],
                "kbsim matrix: which technique?\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]\nTechniques: bottom-constant, stack-offset, frame-shift, legacy-animations, constant-with-layout, keyboard-layout-guide, scroll-view-insets"
            ),
            (["matrix", "bottom-constnt"], "kbsim matrix: unknown technique 'bottom-constnt' (did you mean \"bottom-constant\"?)"),
            (
                ["matrix", "stack-offset", "--bug", "frameBegin"],
                "kbsim matrix: stack-offset has no bug 'frameBegin'; its bugs: repeatedWillShow"
            ),
            (
                ["matrix", "bottom-constant", "--ios", "8.x"],
                "kbsim matrix: unknown iOS version '8.x': not an iOS version; expected a version from 5 to 18 or 26, as N, N.M or N.M.P"
            ),
            (
                ["matrix", "bottom-constant", "--ios", "26", "--sdk", "18,19"],
                "kbsim matrix: --sdk '19': there was no iOS 19 SDK (after 18 came 26); expected the major version of an iOS SDK, 5 to 18 or 26, such as \"26\""
            ),
            (
                ["matrix", "bottom-constant", "--keyboard", "emoji,splt"],
                "kbsim matrix: unknown keyboard kind 'splt' (did you mean \"split\"?); expected one of standard, emoji, korean, accessory, hardware, undocked, split, floating, numberPad, decimalPad, phonePad, asciiCapableNumberPad"
            ),
            (
                ["matrix", "bottom-constant", "--orientation", "upsideDown"],
                "kbsim matrix: --orientation must be portrait or landscape, not 'upsideDown'"
            ),
            (
                ["matrix", "bottom-constant", "--device", "iphone-se-3", "--keyboard", "split,floating"],
                "kbsim matrix: no cell to run: split, floating apply only to an iPad, and iPhone SE (3rd generation) is not one"
            ),
            (
                ["matrix", "bottom-constant", "--device", "ipad-pro-11", "--keyboard", "floating", "--ios", "12"],
                "kbsim matrix: no cell to run: the floating keyboard came with iPadOS 13, and the matrix runs iOS 12"
            ),
            (
                ["matrix", "bottom-constant", "frame-shift"],
                "kbsim matrix: unexpected argument 'frame-shift'\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]"
            ),
            (
                ["matrix", "a.json", "--ios", "10"],
                "kbsim matrix: unexpected argument '--ios' with scenario files (they fix the device and iOS version)\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]"
            ),
            (
                ["matrix", "a.json", "--help"],
                "kbsim matrix: unexpected argument '--help' with scenario files (they fix the device and iOS version)\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("help: both forms, then the techniques")
    func help() {
        let result = Captured(["matrix", "--help"])
        #expect(
            result.stdout == usage + "\n\n" + MatrixCommand.overview
                + "\n\nTechniques: bottom-constant, stack-offset, frame-shift, legacy-animations, constant-with-layout, keyboard-layout-guide, scroll-view-insets (kbsim list techniques shows their bugs)\nKeypads, only when --keyboard names them (the field gets that keyboard type before it is focused): numberPad, decimalPad, phonePad, asciiCapableNumberPad\n\n"
                + ExitCode.table + "\n")
    }

    @Test("scenario files with --bugs: a row per technique and variant; exit 1 when a cell fails")
    func files() throws {
        let parsed = try #require(try ArgumentScanner.scan(["a.json", "--bugs", "b.json"], MatrixCommand.Files.signature).arguments)
        let command = MatrixCommand.Files(parsed)
        #expect(command.files == ["a.json", "b.json"])
        #expect(command.includingBugs)
        let result = Captured(["matrix", scenario("logged-csdn-did-change-frame.json"), "--bugs"])
        #expect(result.status == .failure)
        #expect(result.stdout.contains("28 cells, 27 failing"))
    }
}
