import Foundation
import Testing
import KBSimCommands

/// One table of exit statuses for every command: an input that cannot be read is 66 wherever it
/// is named, a repeated option 64, and the table is the one `kbsim --help` and the command-line article
/// (`KeyboardSim.docc/Articles/CommandLine.md`) show.
@MainActor @Suite("ExitCode")
struct ExitCodeTests {
    /// A folder with an empty file and a folder named like a scenario.
    private static func inputs() throws -> (missing: String, empty: String, folder: String) {
        let folder = try temporaryFolder("inputs")
        let empty = folder.appendingPathComponent("empty.json").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let subfolder = folder.appendingPathComponent("folder.json").path
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)
        return (folder.appendingPathComponent("missing.json").path, empty, subfolder)
    }

    /// Each command with the input in place of `@`.
    nonisolated static let commands: [[String]] = [
        ["run", "@"], ["run", scenario("bottom-constant.json"), "@"], ["explain", "@"], ["render", "@", "--svg", "@.svg"],
        ["matrix", "@"], ["check", "@"], ["import", "@"], ["port", "@"],
    ]

    @Test("a missing input: 66 in every command, with the same words", arguments: commands)
    func missing(command: [String]) throws {
        let path = try Self.inputs().missing
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let result = Captured(command.map { $0 == "@" ? path : $0.replacingOccurrences(of: "@", with: path) })
        #expect(result.status == .cannotRead, "\(result.stderr)")
        let reason = command[0] == "check" ? "no such file or folder" : "no such file"
        #expect(result.stderr == "kbsim \(command[0]): cannot read \(path): \(reason)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("an empty input: 66 in every command", arguments: commands)
    func empty(command: [String]) throws {
        let path = try Self.inputs().empty
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let result = Captured(command.map { $0 == "@" ? path : $0.replacingOccurrences(of: "@", with: path) })
        #expect(result.status == .cannotRead, "\(result.stderr)")
        #expect(result.stderr == "kbsim \(command[0]): cannot read \(path): it is empty\n")
    }

    @Test("a folder where a file is read: 66 (check searches a folder instead)", arguments: commands.filter { $0[0] != "check" })
    func folder(command: [String]) throws {
        let path = try Self.inputs().folder
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        let result = Captured(command.map { $0 == "@" ? path : $0.replacingOccurrences(of: "@", with: path) })
        #expect(result.status == .cannotRead, "\(result.stderr)")
        #expect(result.stderr == "kbsim \(command[0]): cannot read \(path): it is a folder\n")
    }

    @Test("standard input that is empty is 66, as an empty file is")
    func emptyStandardInput() {
        let result = Captured(["import", "-"], input: "")
        #expect(result.status == .cannotRead)
        #expect(result.stderr == "kbsim import: cannot read standard input: it is empty\n")
    }

    @Test("a scenario that is not UTF-8: 65, located")
    func notUTF8() throws {
        let scratch = try temporaryFolder("inputs")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("latin1.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x7B, 0x0A, 0x22, 0xE9, 0x22])))
        let result = Captured(["run", path])
        #expect(result.status == .invalidData)
        #expect(result.stderr == "\(path):2:2: $: the byte 0xE9 is not UTF-8; a scenario is UTF-8 JSON\n")
    }

    @Test(
        "a repeated option is a usage error naming it, in every command",
        arguments: [
            (["run", "a.json", "--fps", "60", "--fps", "120"], "kbsim run: --fps is given twice; give it once"),
            (["run", "a.json", "--format", "json", "--format", "json"], "kbsim run: --format is given twice; give it once"),
            (["render", "a.json", "--svg", "a.svg", "--svg", "b.svg"], "kbsim render: --svg is given twice; give it once"),
            (["import", "-", "--device", "iphone-se-3", "--device", "ipad-10"], "kbsim import: --device is given twice; give it once"),
            (["matrix", "bottom-constant", "--ios", "17", "--ios", "10"], "kbsim matrix: --ios is given twice; give it once"),
            (["matrix", "a.json", "--bugs", "--bugs"], "kbsim matrix: --bugs is given twice; give it once"),
            (["demo", "--device", "ipad-10", "--device", "ipad-10"], "kbsim demo: --device is given twice; give it once"),
            (["port", "a.swift", "--output", "b.swift", "--output", "c.swift"], "kbsim port: --output is given twice; give it once"),
            (["bench", "replay", "--quick", "--quick"], "kbsim bench replay: --quick is given twice; give it once"),
        ])
    func repeatedOption(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(message + "\nUSAGE: kbsim "))
    }

    @Test("the table: a row per status, in `kbsim --help`, every command's help and the command-line article")
    func table() throws {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 73, 74])
        let table = ExitCode.table
        #expect(table.hasPrefix("EXIT STATUS:\n  0             done: every expectation held\n  1             a verdict failed"))
        #expect(table.split(separator: "\n").count == 1 + ExitCode.allCases.count + 5)
        #expect(Captured(["--help"]).stdout.hasSuffix(table + "\n"))
        for command in KBSim.commands {
            #expect(command.help.hasSuffix("\n\n" + table), "\(command.name)")
        }
        let article = try String(
            contentsOf: repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Articles/CommandLine.md"),
            encoding: .utf8)
        #expect(article.contains("```\n" + table + "\n```"))
    }
}
