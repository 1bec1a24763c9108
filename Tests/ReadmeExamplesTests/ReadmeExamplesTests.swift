import Foundation
import Testing

/// The README's Swift examples are compiled and run by this target, as written (the
/// documentation's are `DocumentationListingsTests`'): every block
/// fenced ```` ```swift ```` in README.md is a file in `Examples/`, so an example that stops
/// compiling fails the build, and one that drifts from its file fails here.
///
/// A block with a `@Test` is a whole file and is copied verbatim. Any other block is a snippet of
/// statements: its imports stay at the top (with `import Testing`) and the rest becomes the body
/// of a throwing test.
/// A block meant for iOS only (an original before its Linux port) is fenced ```` ```swift ios ````
/// and is not compiled.
///
/// After editing an example in README.md, rewrite the files with:
///
///     KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples
@MainActor @Suite("README examples")
struct ReadmeExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readme = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    static let examples = root.appendingPathComponent("Examples")

    @Test("every swift block of README.md is a compiled file here, byte for byte")
    func examplesMatchTheReadme() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let expected = ReadmeExamples.files(fromReadme: text)
        #expect(expected.count >= 1, "README.md has a test example")
        if ProcessInfo.processInfo.environment["KBSIM_RECORD_README_EXAMPLES"] == "1" {
            try ReadmeExamples.write(expected, to: Self.examples)
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(
            onDisk == expected.map(\.name).sorted(),
            "Examples/ does not match README.md's swift blocks; run KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples")
        for file in expected {
            let contents = try? String(contentsOf: Self.examples.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                contents == file.contents,
                "Examples/\(file.name) differs from README.md line \(file.line); run KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples"
            )
        }
    }

    @Test("a snippet becomes a test body under its imports; a file with @Test is copied; ios blocks are skipped")
    func extraction() {
        let readme = """
            Intro.
            ```swift
            import ConstraintSolver

            let x = Variable("x")
            try solver.add(c1)
            ```
            ```swift ios
            @objc func keyboardWillShow(_ note: Notification) {}
            ```
            ```swift
            import Testing
            @Test func one() {}
            ```
            """
        let files = ReadmeExamples.files(fromReadme: readme)
        #expect(files.map(\.name) == ["README-1.swift", "README-2.swift"])
        #expect(files.map(\.line) == [2, 11])
        #expect(
            files.first?.contents == """
                // README.md, swift block 1, compiled as a test: edit README.md, then run
                // KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples
                import Testing
                import ConstraintSolver

                @Test func readmeExample1() throws {
                    let x = Variable("x")
                    try solver.add(c1)
                }

                """)
        #expect(
            files.last?.contents == """
                // README.md, swift block 2, compiled as written: edit README.md, then run
                // KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples
                import Testing
                @Test func one() {}

                """)
    }
}

/// Turns README.md's swift blocks into source files.
enum ReadmeExamples {
    struct File: Equatable {
        var name: String
        /// The line of the block's opening fence.
        var line: Int
        var contents: String
    }

    static func files(fromReadme text: String) -> [File] {
        var files: [File] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var lines = block {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    files.append(file(lines, number: files.count + 1, line: start))
                    block = nil
                } else {
                    lines.append(String(line))
                    block = lines
                }
            } else if line == "```swift" {
                block = []
                start = index + 1
            }
        }
        return files
    }

    /// The file for the `number`th block, which opens at `line` (named by number, so that an
    /// edit elsewhere in README.md leaves the files as they are).
    private static func file(_ lines: [String], number: Int, line: Int) -> File {
        let note = "// KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples"
        let contents: String
        if lines.contains(where: { $0.hasPrefix("@Test") }) {
            contents =
                (["// README.md, swift block \(number), compiled as written: edit README.md, then run", note] + lines).joined(
                    separator: "\n") + "\n"
        } else {
            let imports = lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }
            var body = Array(lines.dropFirst(imports.count))
            while body.last?.isEmpty == true { body.removeLast() }
            let header =
                ["// README.md, swift block \(number), compiled as a test: edit README.md, then run", note]
                + (imports.contains("import Testing") ? [] : ["import Testing"])
            let test = ["@Test func readmeExample\(number)() throws {"] + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
            contents = (header + Array(imports) + test).joined(separator: "\n") + "\n"
        }
        return File(name: "README-\(number).swift", line: line, contents: contents)
    }

    static func write(_ files: [File], to folder: URL) throws {
        let manager = FileManager.default
        for old in try manager.contentsOfDirectory(atPath: folder.path) where old.hasSuffix(".swift") {
            try manager.removeItem(at: folder.appendingPathComponent(old))
        }
        for file in files {
            try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
    }
}
