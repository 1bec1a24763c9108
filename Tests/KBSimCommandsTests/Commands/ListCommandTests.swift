import Foundation
import Testing
@testable import KBSimCommands

@Suite("ListCommand")
struct ListCommandTests {
    private let usage = "USAGE: kbsim list devices|behaviours|techniques|screens|scenarios\n"

    @Test("one topic; behaviors is behaviours")
    func topics() throws {
        #expect(try ListCommand(try #require(try ArgumentScanner.scan(["behaviors"], ListCommand.signature).arguments)).topic == .behaviors)
        #expect(try ListCommand(try #require(try ArgumentScanner.scan(["screens"], ListCommand.signature).arguments)).topic == .screens)
    }

    @Test("usage errors", arguments: [
        (["list"], "USAGE: kbsim list devices|behaviours|techniques|screens|scenarios"),
        (["list", "--help", "devices"], "USAGE: kbsim list devices|behaviours|techniques|screens|scenarios"),
        (["list", "devcies"], "kbsim list: unknown topic 'devcies' (did you mean \"devices\"?)"),
        (["list", "gadgets"], "kbsim list: unknown topic 'gadgets'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("--help alone")
    func help() {
        #expect(Captured(["list", "--help"]).stdout == usage + "\n" + ExitCode.table + "\n")
    }

    @Test("techniques with their bugs, indented under them")
    func techniques() {
        let lines = Captured(["list", "techniques"]).stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("bottom-constant (screen login-bottom-field): ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  bug frameBegin: ") == true)
    }

    @Test("the device table: a row per device and orientation, confirmed values bare, the reasons numbered after it")
    func devices() {
        let text = ListCommand.deviceTable()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("device ") == true)
        let se3 = lines.first { $0.hasPrefix("iPhone SE (3rd generation)") }
        let columns = se3.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(columns == ["iPhone SE (3rd generation)", "iphone-se-3", "portrait", "375×667", "20,0,0,0 (unconfirmed 1)",
                            "216", "260", "260 (unconfirmed 2)", "60"])
        #expect(text.contains("\nUnconfirmed values (no public device trace found; chosen as stated):\n  1. "))
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }
}
