import Foundation
import Testing
@testable import KBSimCommands

@MainActor @Suite("ListCommand")
struct ListCommandTests {
    private let usage = "USAGE: kbsim list devices|behaviours|placements|techniques|screens|scenarios [--markdown]\n"

    @Test("one topic; behaviors is behaviours")
    func topics() throws {
        #expect(try ListCommand(try #require(try ArgumentScanner.scan(["behaviors"], ListCommand.signature).arguments)).topic == .behaviors)
        #expect(try ListCommand(try #require(try ArgumentScanner.scan(["screens"], ListCommand.signature).arguments)).topic == .screens)
    }

    @Test(
        "usage errors",
        arguments: [
            (
                ["list"],
                "kbsim list: expected one topic (devices, behaviours, placements, techniques, screens, scenarios), got 0\nUSAGE: kbsim list devices|behaviours|placements|techniques|screens|scenarios [--markdown]"
            ),
            (
                ["list", "devices", "--markdwn"],
                "kbsim list: unexpected argument '--markdwn'\nUSAGE: kbsim list devices|behaviours|placements|techniques|screens|scenarios [--markdown]"
            ),
            (["list", "devcies"], "kbsim list: unknown topic 'devcies' (did you mean \"devices\"?)"),
            (["list", "gadgets"], "kbsim list: unknown topic 'gadgets'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test("--help alone, or beside a topic (a help word asks for help, as in every command with options)")
    func help() {
        #expect(Captured(["list", "--help"]).stdout == usage + "\n" + ListCommand.overview + "\n\n" + ExitCode.table + "\n")
        #expect(Captured(["list", "--help", "devices"]).stdout == usage + "\n" + ListCommand.overview + "\n\n" + ExitCode.table + "\n")
    }

    @Test("the placements: every action from every placement, focused or not, each cell saying what happens")
    func placements() {
        let text = ListCommand.placementTable(markdown: true)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 11, "a header and 5 placements × focused or not")
        let cells = rows.dropFirst().map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(cells.allSatisfy { $0.count == 9 && !$0.contains("") }, "no empty cell: every transition is defined")
        let split = cells.first { $0.first == "split, field focused" }
        #expect(split?[2] == "→ undocked", "undock merges a split keyboard")
        #expect(cells.first { $0.first == "docked, field focused" }?[1] == "—", "docking a docked keyboard does nothing")
    }

    @Test("techniques with their bugs, indented under them")
    func techniques() {
        let lines = Captured(["list", "techniques"]).stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("bottom-constant (screen login-bottom-field): ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  bug frameBegin: ") == true)
    }

    @Test("the device table: a row per device, keyboard era and orientation, each value with the number of its source or of its reason")
    func devices() {
        let text = ListCommand.deviceTable()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("device ") == true)
        let se3 = lines.first { $0.hasPrefix("iPhone SE (3rd generation)") }
        let columns = se3.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(
            columns == [
                "iPhone SE (3rd generation)", "iphone-se-3", "8–10", "portrait", "375×667", "20,0,0,0 (unconfirmed 1)",
                "216 (source 12)", "258 (source 13)", "258 (unconfirmed 4)", "60",
            ])
        // The next era of the same phone: iOS 11 on, 260 with the bar (a public log of iOS 13 or
        // later), 216 without it (Telegram-iOS's device table).
        let era11 = se3.flatMap { row in lines.drop { $0 != row }.dropFirst(2).first }
        #expect(
            era11.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
                == [
                    "11–26", "portrait", "375×667", "20,0,0,0 (unconfirmed 1)", "216 (source 16)", "260 (source 17)",
                    "260 (unconfirmed 4)",
                ])
        #expect(
            text.contains(
                "\nSources of the confirmed values (public device logs and documents):\n  1. stackoverflow.com/questions/19482573"))
        #expect(
            text.contains(
                "\n  13. stackoverflow.com/questions/25946121 (iPhone 6, iOS 8.4–10) and github.com/mixi-inc/iOSTraining, Swift/pages/day3/2-3-1_KeyboardNotification.md: 375×667 → 258\n"
            ))
        // Every source a user reads is public: nothing cites the notes this repository was built from.
        #expect(!text.contains("shared/") && !ListCommand.behaviorTable(markdown: false).contains("shared/"))
        #expect(text.contains("\nUnconfirmed values (no public device trace found; chosen as stated):\n  1. "))
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }
}

@MainActor @Suite("ListCommand: the keyboard eras and the SDK")
struct ListCommandSDKTests {
    @Test("an era names the iOS versions whose own SDK gets it, then those where only an older SDK does")
    func eraVersions() {
        let rows = ListCommand.deviceTable(markdown: true).split(separator: "\n").map(String.init)
        // The 390-point phone: the iOS 18 keyboard on iOS 14–18 and on iOS 26 under an older SDK.
        // iOS 26.0 gives it 10 points taller: a row of its own, the era's 26 being 26.1 and later.
        #expect(rows.contains { $0.hasPrefix("| iPhone 12 | iphone-12 | 14–18, 26.1+ (SDK ≤ 18) | portrait | 390×844 |") })
        #expect(rows.contains { $0.hasPrefix("|  |  | 26 (SDK 26) | portrait | 390×844 |") })
        let row26_0 = rows.first { $0.hasPrefix("|  |  | 26.0 (SDK ≤ 18) | portrait | 402×874 |") }
        // The measured phone: 301 and 346, each with its source; emoji as on 26.2.
        #expect(row26_0?.contains("| 301 (source ") == true && row26_0?.contains("| 346 (source ") == true, "\(row26_0 ?? "no row")")
        #expect(rows.contains { $0.hasPrefix("|  |  | 26.0 (SDK ≤ 18) | portrait | 390×844 | 47,0,34,0 (source 22) | 301 (unconfirmed ") })
        // Phones of other widths and iPads keep 26.2's heights on 26.0: no row of their own.
        #expect(rows.filter { $0.contains("| 26.0 (SDK ≤ 18) |") }.count == 3)
        // A phone with one keyboard through iOS 26: one range, no SDK.
        #expect(rows.contains { $0.hasPrefix("| iPhone 11 Pro | iphone-11-pro | 11–26 | portrait |") })
        #expect(!rows.contains { $0.contains("–25") })
    }
}

@MainActor @Suite("ListCommand: Markdown tables")
struct ListCommandMarkdownTests {
    @Test("--markdown prints the devices and behaviours as Markdown tables, every row with the header's column count")
    func markdown() {
        for (table, header) in [
            (ListCommand.deviceTable(markdown: true), "| device | id | iOS |"),
            (ListCommand.behaviorTable(markdown: true), "| behaviour | by iOS version | source |"),
        ] {
            // Each table (behaviours has two) is a run of lines starting with "|".
            let tables = table.components(separatedBy: "\n\n").map { $0.split(separator: "\n").filter { $0.hasPrefix("|") } }.filter {
                !$0.isEmpty
            }
            #expect(tables.first?.first?.hasPrefix(header) == true)
            for rows in tables {
                let columns = rows.first.map { $0.filter { $0 == "|" }.count } ?? 0
                #expect(
                    rows.count > 10
                        && rows.allSatisfy { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == columns })
            }
        }
        #expect(
            ListCommand.behaviorTable(markdown: true).contains(
                "| keyboard curve in userInfo | 0 (iOS 5–6), 7 (iOS 7–26) | curve 0 before iOS 7: github.com/lionheart/openradar-mirror/issues/4479"
            ))
    }

    @Test("--markdown with another topic is refused")
    func refused() {
        let result = Captured(["list", "techniques", "--markdown"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("kbsim list: --markdown applies to devices, behaviours and placements, not techniques\n"))
    }
}
