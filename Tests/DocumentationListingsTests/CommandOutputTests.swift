import Foundation
import KBSimCommands
import Testing

/// The command outputs the documentation shows are what the commands print now.
///
/// - In a catalog's Markdown, a block between `<!-- kbsim ARGUMENTS -->` and `<!-- end -->` is
///   the output of `kbsim ARGUMENTS` (fenced as a code block unless the arguments ask for
///   `--markdown`), and a block between `<!-- Scenarios/README.md -->` and `<!-- end -->` is that
///   file without its title.
/// - A tutorial's output files (`Resources/*.txt`) are the outputs of the commands in
///   ``TutorialOutputs/all``.
///
/// `KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings` rewrites both.
@MainActor @Suite("documentation command outputs")
struct CommandOutputTests {
    @Test("every marked block of the catalogs' Markdown is the current output of its command")
    func markedBlocksAreCurrent() throws {
        var blocks = 0
        for path in try DocumentationListings.catalogFiles(endingWith: ".md") {
            let url = DocumentationListings.repository.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let (current, count) = try MarkedBlocks.refresh(text)
            blocks += count
            if DocumentationListings.recording, current != text {
                try current.write(to: url, atomically: true, encoding: .utf8)
            }
            #expect(current == text, "\(path) shows an output that is out of date; run \(DocumentationListings.note.dropFirst(3))")
        }
        #expect(blocks >= 5, "devices, behaviours, techniques, --help, and Scenarios/README.md are marked")
    }

    @Test(
        "a marked block is replaced by its command's output; text around it, and a marker quoted in a line, are kept",
        arguments: [
            (
                "a\n<!-- kbsim --version -->\nold\n<!-- end -->\nb\n",
                "a\n<!-- kbsim --version -->\n```\nkbsim \(KBSim.version)\n```\n<!-- end -->\nb\n"
            ),
            ("<!-- kbsim --version -->\n<!-- end -->", "<!-- kbsim --version -->\n```\nkbsim \(KBSim.version)\n```\n<!-- end -->"),
            ("no markers\n", "no markers\n"),
            (
                "quoted, `<!-- kbsim --version -->` and `<!-- end -->`, is text\n",
                "quoted, `<!-- kbsim --version -->` and `<!-- end -->`, is text\n"
            ),
        ])
    func refresh(before: String, after: String) throws {
        #expect(try MarkedBlocks.refresh(before).text == after)
    }

    @Test("an unterminated marker is an error that names it")
    func unterminated() {
        #expect(throws: MarkedBlocks.Unterminated.self) { try MarkedBlocks.refresh("<!-- kbsim --version -->\nkbsim") }
    }

    @Test("every tutorial output file is the current output of its command", arguments: TutorialOutputs.all)
    func tutorialOutput(_ output: TutorialOutputs.Output) throws {
        let url = TutorialOutputs.resources.appendingPathComponent(output.file)
        let current = output.render()
        if DocumentationListings.recording {
            try current.write(to: url, atomically: true, encoding: .utf8)
        }
        let onDisk = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            onDisk == current,
            "\(output.file) is not what `kbsim \(output.arguments.joined(separator: " "))` prints now; run \(DocumentationListings.note.dropFirst(3))"
        )
        #expect(current.count > 100, "\(output.file): the command printed almost nothing")
    }

    @Test("the tutorials show every output file, and every output file is in the table")
    func everyOutputIsShown() throws {
        let resources = try FileManager.default.contentsOfDirectory(atPath: TutorialOutputs.resources.path)
        // Every .txt but the kbsim-port.txt lists of "Test your own file" (TutorialPackageTests).
        let files = resources.filter { $0.hasSuffix(".txt") && !$0.hasSuffix("-port.txt") }.sorted()
        #expect(files == TutorialOutputs.all.map(\.file).sorted())
        let tutorials = try DocumentationListings.catalogFiles(endingWith: ".tutorial").map {
            try String(contentsOf: DocumentationListings.repository.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        for file in files + resources.filter({ $0.hasSuffix(".swift") }) {
            #expect(tutorials.contains("file: \"\(file)\""), "\(file) is in Resources/ but no tutorial shows it")
        }
    }
}

/// `kbsim` run in process: what it prints on standard output (and standard error after it).
@MainActor func kbsim(_ arguments: [String]) -> (status: ExitCode, output: String) {
    final class Buffers { var out = "", err = "" }
    let buffers = Buffers()
    let status = KBSim.main(arguments, console: Console(output: { buffers.out += $0 }, error: { buffers.err += $0 }, input: { "" }))
    return (status, buffers.out + buffers.err)
}

/// The marked blocks of a Markdown file.
@MainActor enum MarkedBlocks {
    struct Unterminated: Error, CustomStringConvertible {
        var marker: String
        var description: String { "\(marker) has no <!-- end --> after it" }
    }

    /// `text` with every marked block replaced by its current contents, and how many there are.
    /// A marker is a line of its own (`<!-- kbsim list devices -->`), so one quoted in a sentence
    /// is text.
    static func refresh(_ text: String) throws -> (text: String, count: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var count = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { continue }
            let marker = String(line.dropFirst(5).dropLast(4))
            let contents: String
            if marker.hasPrefix("kbsim ") {
                contents = kbsimBlock(marker.split(separator: " ").dropFirst().map(String.init))
            } else if marker == "Scenarios/README.md" {
                contents = try scenariosReadme()
            } else {
                continue
            }
            guard let end = lines[index...].firstIndex(of: "<!-- end -->") else { throw Unterminated(marker: line) }
            // The contents end with a line break: their lines, without the empty last one.
            result += contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            index = end
            count += 1
        }
        return (result.joined(separator: "\n"), count)
    }

    static func kbsimBlock(_ arguments: [String]) -> String {
        let output = kbsim(arguments).output
        return arguments.contains("--markdown") ? output : "```\n" + output + "```\n"
    }

    /// `Scenarios/README.md` without its first line (the title) and the blank line after it.
    static func scenariosReadme() throws -> String {
        let url = DocumentationListings.repository.appendingPathComponent("Scenarios/README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let body = text.drop { $0 != "\n" }.drop { $0 == "\n" }
        return String(body)
    }
}
