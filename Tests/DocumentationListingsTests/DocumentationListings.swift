import Foundation

/// The documentation's Swift listings as source files of this target.
///
/// Two kinds of listing are compiled here, each as a copy under `Listings/` that a test compares
/// with its source byte for byte:
///
/// - every block fenced ```` ```swift ```` in a catalog's Markdown (articles and landing pages
///   of `Sources/*/*.docc`), named after its file and number (`GettingStarted-1.swift`); a block
///   with a `@Test` is a whole file, any other block a snippet of statements that becomes the
///   body of a throwing test; and
/// - every Swift file of a catalog's `Resources/` (the tutorials' steps, `bottom-constant-3.swift`).
///
/// Listings are written as a reader copies them, so two of them may declare the same class. Each
/// copy therefore wraps its declarations in a namespace named after the listing
/// (`GettingStarted1`, `BottomConstant3`), with its imports hoisted above it; the tests reach a
/// tutorial's controller as `BottomConstant4.LoginViewController`.
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
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if stem.hasSuffix("-test"), let subject = finishedSteps[String(stem.dropLast("-test".count))] {
                // A tutorial's test of the reader's own file: it sees the finished controller.
                files.append(File(name: "\(stem).swift", source: path, contents: wrap(lines, extending: subject, source: path)))
            } else {
                files.append(File(name: "\(stem).swift", source: path, contents: wrap(lines, namespace: typeName(stem), source: path)))
            }
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
    /// file prefix: the controller a tutorial's `-test.swift` tests, as the reader's file would be.
    static let finishedSteps: [String: String] = [
        "bottom-constant": "BottomConstant4", "stack-offset": "StackOffset4", "frame-shift": "FrameShift4",
        "legacy-animations": "LegacyAnimations4", "constant-with-layout": "ConstantWithLayout4",
        "keyboard-layout-guide": "KeyboardLayoutGuide3", "scroll-view-insets": "ScrollViewInsets4",
    ]

    /// `bottom-constant-3` → `BottomConstant3`.
    static func typeName(_ stem: String) -> String {
        stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A whole file: its imports on top (with Testing's), the rest inside `@MainActor struct namespace`
    /// (UIKit is main-actor isolated, as on iOS).
    static func wrap(_ lines: [String], namespace: String, source: String) -> String {
        wrap(lines, in: "@MainActor struct \(namespace)", source: source)
    }

    /// A test file whose code sees another listing's declarations: its imports on top, the rest
    /// inside `extension subject`.
    static func wrap(_ lines: [String], extending subject: String, source: String) -> String {
        wrap(lines, in: "extension \(subject)", source: source)
    }

    /// `lines` with their imports on top (with Testing's) and the rest inside `declaration { … }`.
    private static func wrap(_ lines: [String], in declaration: String, source: String) -> String {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        let imports = lines.filter { $0.hasPrefix("import ") }
        var body = lines.filter { !$0.hasPrefix("import ") }
        while body.first?.isEmpty == true { body.removeFirst() }
        let header =
            ["// \(source), compiled here: edit it there, then run", note]
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
