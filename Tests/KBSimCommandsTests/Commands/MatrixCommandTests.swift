import Testing
import KeyboardSim
@testable import KBSimCommands

@Suite("MatrixCommand")
struct MatrixCommandTests {
    private let usage = "USAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]\n       kbsim matrix FILE.json… [--bugs]"

    @Test("a technique with its bug, an iOS version and one device")
    func technique() throws {
        let parsed = try #require(try ArgumentScanner.scan(["bottom-constant", "--bug", "frameBegin", "--ios", "10", "--device", "ipad-10"],
                                                           MatrixCommand.Technique.signature).arguments)
        let command = try MatrixCommand.Technique(parsed)
        #expect(command.technique.name == .bottomConstant)
        #expect(command.technique.bug == .frameBegin)
        #expect(command.profile == .iOS10)
        #expect(command.devices.map(\.id) == ["ipad-10"])
        let plain = try MatrixCommand.Technique(try #require(try ArgumentScanner.scan(["stack-offset"], MatrixCommand.Technique.signature).arguments))
        #expect(plain.profile == .iOS17)
        #expect(plain.devices.count == Device.catalog.count)
    }

    @Test("usage errors", arguments: [
        (["matrix"], "kbsim matrix: which technique?\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]\n       kbsim matrix FILE.json… [--bugs]\nTechniques: bottom-constant, stack-offset, frame-shift, legacy-animations, constant-with-layout, keyboard-layout-guide"),
        (["matrix", "bottom-constnt"], "kbsim matrix: unknown technique 'bottom-constnt' (did you mean \"bottom-constant\"?)"),
        (["matrix", "stack-offset", "--bug", "frameBegin"], "kbsim matrix: stack-offset has no bug 'frameBegin'; its bugs: repeatedWillShow"),
        (["matrix", "bottom-constant", "--ios", "8"], "kbsim matrix: unknown iOS version '8'; expected one of 6, 7, 10, 17"),
        (["matrix", "bottom-constant", "frame-shift"], "kbsim matrix: unexpected argument 'frame-shift'\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]\n       kbsim matrix FILE.json… [--bugs]"),
        (["matrix", "a.json", "--ios", "10"], "kbsim matrix: unexpected argument '--ios' with scenario files (they fix the device and iOS version)\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]\n       kbsim matrix FILE.json… [--bugs]"),
        (["matrix", "a.json", "--help"], "kbsim matrix: unexpected argument '--help' with scenario files (they fix the device and iOS version)\nUSAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]\n       kbsim matrix FILE.json… [--bugs]"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("help: both forms, then the techniques")
    func help() {
        let result = Captured(["matrix", "--help"])
        #expect(result.stdout == usage + "\n\nTechniques: bottom-constant, stack-offset, frame-shift, legacy-animations, constant-with-layout, keyboard-layout-guide (kbsim list techniques shows their bugs)\n\n" + ExitCode.table + "\n")
    }

    @Test("scenario files with --bugs: a row per technique and variant; exit 1 when a cell fails")
    func files() throws {
        let parsed = try #require(try ArgumentScanner.scan(["a.json", "--bugs", "b.json"], MatrixCommand.Files.signature).arguments)
        let command = MatrixCommand.Files(parsed)
        #expect(command.files == ["a.json", "b.json"])
        #expect(command.includingBugs)
        let result = Captured(["matrix", scenario("logged-csdn-did-change-frame.json"), "--bugs"])
        #expect(result.status == .failure)
        #expect(result.stdout.contains("22 cells, 21 failing"))
    }
}
