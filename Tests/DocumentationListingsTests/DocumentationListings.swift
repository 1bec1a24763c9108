import Foundation
import KBSimPort

/// The documentation's Swift listings as source files of this target.
///
/// Two kinds of listing are compiled here, each as a copy under `Listings/` that a test compares
/// with its source byte for byte:
///
/// - every block fenced ```` ```swift ```` in a catalog's Markdown (articles and landing pages
///   of `Sources/*/*.docc`), named after its file and number (`GettingStarted-1.swift`); a block
///   with a `@Test` is a whole file, any other block a snippet of statements that becomes the
///   body of a throwing test; and
/// - every Swift file of a catalog's `Resources/` (the tutorials' steps, `bottom-constant-3.swift`),
///   written as a learner writes it in Xcode (`#selector`, `@objc`, `@IBOutlet`) and compiled as
///   `kbsim port` ports it (``LinuxPort``, the engine of `kbsim port` and of the plugin).
///
/// Listings are written as a reader copies them, so two of them may declare the same class. Each
/// copy therefore wraps its declarations in a namespace named after the listing
/// (`GettingStarted1`, `BottomConstant3`), with its imports hoisted above it.
///
/// Each tutorial's finished step (``finishedSteps``) is not copied: the `KeyboardSimPort` plugin,
/// which this target applies (`kbsim-port.txt`), ports it with the tutorials' storyboards, as
/// the learner's package does. The tutorial's test (`bottom-constant-test.swift`, in a namespace
/// of its own) and ``TutorialControllerTests`` reach that port's top-level `LoginViewController`,
/// which the storyboard's scene makes.
///
/// After editing a listing, rewrite the copies with:
///
///     KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
enum DocumentationListings {
    /// One generated source file.
    struct File: Equatable {
        var name: String
        /// Where the listing comes from (repository-relative path, and the opening fence's line
        /// for a Markdown block).
        var source: String
        var contents: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let listings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Listings")
    static let recording = ProcessInfo.processInfo.environment["KBSIM_RECORD_DOCS"] == "1"
    static let note = "// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings"

    /// The catalogs' folders, repository-relative, sorted.
    static func catalogs() throws -> [String] {
        let sources = repository.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
            let folder = sources.appendingPathComponent(module)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return entries.filter { $0.hasSuffix(".docc") }.sorted().map { "Sources/\(module)/\($0)" }
        }
    }

    /// Every file under a catalog whose name ends with `suffix`, repository-relative, sorted.
    static func catalogFiles(endingWith suffix: String) throws -> [String] {
        try catalogs().flatMap { catalog -> [String] in
            let root = repository.appendingPathComponent(catalog)
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(suffix) }.sorted().map { "\(catalog)/\($0)" }
        }
    }

    /// Every listing's generated file, in a stable order.
    static func expectedFiles() throws -> [File] {
        var files: [File] = []
        for path in try catalogFiles(endingWith: ".md") {
            let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            files += markdownFiles(text, stem: stem, path: path)
        }
        for path in try catalogFiles(endingWith: ".swift") {
            let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            // A package manifest is read by SwiftPM, not compiled here (kbsimTests/ManifestConditionsTests).
            guard !text.hasPrefix("// swift-tools-version") else { continue }
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // A tutorial's finished step is compiled once, by the plugin (its port's
            // #sourceLocation names the step's file, which a copy here would name too).
            guard !finishedSteps.values.contains(stem) else { continue }
            // As `kbsim port` ports it: a tutorial's step is the iOS file a learner writes. A
            // tutorial's test sees the plugin's port of the finished step, at the top level.
            let ported = LinuxPort.port(text).text
            let portedLines = ported.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            files.append(
                File(
                    name: "\(stem).swift", source: path, contents: wrap(portedLines, namespace: typeName(stem), source: path, ported: true))
            )
        }
        return files
    }

    /// The swift blocks of one Markdown file.
    static func markdownFiles(_ text: String, stem: String, path: String) -> [File] {
        var files: [File] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var lines = block {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    let number = files.count + 1
                    let source = "\(path):\(start)"
                    let namespace = typeName("\(stem)-\(number)")
                    let contents =
                        lines.contains(where: { $0.hasPrefix("@Test") })
                        ? wrap(lines, namespace: namespace, source: source)
                        : snippet(lines, namespace: namespace, source: source)
                    files.append(File(name: "\(stem)-\(number).swift", source: source, contents: contents))
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

    /// Each tutorial's last step that builds its controller (before "Break it"), by the tutorial's
    /// file prefix: the file this target's `kbsim-port.txt` gives the plugin, whose port a
    /// tutorial's `-test.swift` tests, as the reader's file would be.
    static let finishedSteps: [String: String] = [
        "bottom-constant": "bottom-constant-4", "stack-offset": "stack-offset-4", "frame-shift": "frame-shift-4",
        "legacy-animations": "legacy-animations-4", "constant-with-layout": "constant-with-layout-4",
        "keyboard-layout-guide": "keyboard-layout-guide-3", "scroll-view-insets": "scroll-view-insets-4",
    ]

    /// `bottom-constant-3` → `BottomConstant3`.
    static func typeName(_ stem: String) -> String {
        stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A whole file: its imports on top (with Testing's), the rest inside `@MainActor struct namespace`
    /// (UIKit is main-actor isolated, as on iOS). A `ported` file's header says it is `kbsim port`'s port.
    static func wrap(_ lines: [String], namespace: String, source: String, ported: Bool = false) -> String {
        wrap(lines, in: "@MainActor struct \(namespace)", source: source, ported: ported)
    }

    /// `lines` with their imports on top (with Testing's) and the rest inside `declaration { … }`.
    private static func wrap(_ lines: [String], in declaration: String, source: String, ported: Bool) -> String {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        let imports = lines.filter { $0.hasPrefix("import ") }
        var body = lines.filter { !$0.hasPrefix("import ") }
        while body.first?.isEmpty == true { body.removeFirst() }
        let header =
            ["// \(source), \(ported ? "as kbsim port ports it, " : "")compiled here: edit it there, then run", note]
            + (imports.contains("import Testing") ? [] : ["import Testing"]) + imports
        let wrapped = ["", "\(declaration) {"] + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
        return (header + wrapped).joined(separator: "\n") + "\n"
    }

    /// A snippet: its imports on top, its statements the body of a throwing test.
    static func snippet(_ lines: [String], namespace: String, source: String) -> String {
        let imports = lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }
        var body = Array(lines.dropFirst(imports.count))
        while body.last?.isEmpty == true { body.removeLast() }
        let header =
            ["// \(source), compiled as a test: edit it there, then run", note]
            + (imports.contains("import Testing") ? [] : ["import Testing"]) + imports.filter { !$0.isEmpty }
        let test =
            ["", "@MainActor struct \(namespace) {", "    @Test func listing() throws {"]
            + body.map { $0.isEmpty ? "" : "        " + $0 } + ["    }", "}"]
        return (header + test).joined(separator: "\n") + "\n"
    }

    /// Replaces `Listings/`'s Swift files with `files`.
    static func write(_ files: [File]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: listings, withIntermediateDirectories: true)
        for old in try manager.contentsOfDirectory(atPath: listings.path) where old.hasSuffix(".swift") {
            try manager.removeItem(at: listings.appendingPathComponent(old))
        }
        for file in files {
            try file.contents.write(to: listings.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
    }
}
