import Foundation
import Testing

/// The folders of `Sources/KeyboardSimCore` and `Sources/KeyboardSim` are the parts of the
/// simulation, and their dependencies point one way (the Contributing article, "The shape of the code", draws the picture this table
/// keeps true). The graph is built from the sources: a folder depends on another when its code
/// names a type, a top-level function, or a member that the other declares in an extension.
@MainActor @Suite("Architecture: folder dependencies")
struct ArchitectureTests {
    /// Every folder and what it may use. Anything else is a forbidden arrow.
    static let allowed: [String: Set<String>] = [
        "Formatting": [],
        "Clock": ["Formatting"],
        "JSON": ["Formatting", "Clock"],
        "Bus": ["Formatting", "Clock"],
        "Animation": ["Formatting", "Clock"],
        "UIKit": ["Formatting", "Clock", "Bus", "Animation"],
        "Layout": ["Formatting", "Clock", "UIKit", "Animation"],
        "Keyboard": ["Formatting", "Clock", "Bus", "UIKit", "Animation"],
        "Audit": ["Formatting", "Clock", "Bus", "UIKit"],
        "Trace": ["Formatting", "Clock", "JSON", "Bus", "UIKit", "Audit"],
        "Simulation": ["Formatting", "Clock", "Bus", "UIKit", "Animation", "Layout", "Keyboard", "Audit", "Trace"],
        "Techniques": ["Formatting", "Clock", "Bus", "UIKit", "Animation", "Layout", "Keyboard"],
        "Scenario": [
            "Formatting", "Clock", "JSON", "Bus", "UIKit", "Animation", "Layout", "Keyboard", "Audit", "Trace", "Simulation",
            "Techniques",
        ],
        "Reports": ["Formatting", "Clock", "JSON", "Trace"],
        "Demo": ["Formatting", "Clock", "Bus", "UIKit", "Animation", "Layout", "Keyboard", "Audit", "Trace", "Simulation"],
        // `@_exported import KeyboardSimCore`, nothing else.
        "Exports": [],
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    /// Both modules' folders in one graph: the core's (clock to `Simulation`) and, above them,
    /// `KeyboardSim`'s (techniques to the demo). The compiler already forbids an arrow from the
    /// core up; the table orders the folders within each module.
    static let graph = DependencyGraph(sources: [
        sources.appendingPathComponent("KeyboardSimCore"),
        sources.appendingPathComponent("KeyboardSim"),
    ])

    @Test("every folder of Sources/KeyboardSimCore and Sources/KeyboardSim is in the table")
    func foldersAreKnown() {
        #expect(Self.graph.folders.count >= 10)
        #expect(
            Set(Self.graph.folders).subtracting(Self.allowed.keys).isEmpty,
            "folders missing from ArchitectureTests.allowed: \(Set(Self.graph.folders).subtracting(Self.allowed.keys).sorted())")
    }

    @Test("no arrow the architecture forbids")
    func noForbiddenArrow() {
        var problems: [String] = []
        for (from, targets) in Self.graph.edges.sorted(by: { $0.key < $1.key }) {
            for (to, references) in targets.sorted(by: { $0.key < $1.key }) where !(Self.allowed[from]?.contains(to) ?? false) {
                problems.append("\(from) → \(to): \(references.prefix(3).joined(separator: "; "))")
            }
        }
        #expect(problems.isEmpty, "forbidden dependencies:\n\(problems.joined(separator: "\n"))")
    }

    @Test("no cycle between folders")
    func noCycle() {
        let cycles = Self.graph.cycles()
        #expect(cycles.isEmpty, "cycles: \(cycles.map { $0.joined(separator: " → ") }.joined(separator: "; "))")
    }

    @Test("every module and test folder has its line in the contributor article's layout of the repository")
    func repositoryLayoutIsComplete() throws {
        let root = Self.sources.deletingLastPathComponent()
        let article = try String(
            contentsOf: Self.sources.appendingPathComponent("KeyboardSim/KeyboardSim.docc/Articles/Contributing.md"), encoding: .utf8)
        let start = try #require(article.range(of: "## Layout of the repository"))
        let opening = try #require(article.range(of: "```\n", range: start.upperBound..<article.endIndex))
        let closing = try #require(article.range(of: "\n```", range: opening.upperBound..<article.endIndex))
        let layout = article[opening.upperBound..<closing.lowerBound]
        var missing: [String] = []
        for top in ["Sources", "Tests"] {
            let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(top).path)
            #expect(folders.count > 10, "\(top) read")
            for folder in folders.sorted() where !layout.contains("\(top)/\(folder)/") {
                missing.append("\(top)/\(folder)/")
            }
        }
        #expect(missing.isEmpty, "Contributing.md's layout of the repository lacks: \(missing.joined(separator: ", "))")
    }

    /// Modules tested through another target, and why (Contributing's layout says the same).
    static let testedElsewhere: [String: String] = [
        "SimulationContext": "one lookup, tested where it is used: UIKitTests' CurrentSimulationTests",
        "KeyboardSimPortTool": "a main.swift over KBSimPort: KBSimPortTests, and the targets the plugin ports for",
        "KeyboardSimPortPlugin": "run by every target that names it (ExampleAppTests, DocumentationListingsTests)",
        "UIKitCTypes": "C declarations only: UIKitTests use them as iOS code does",
        "_Testing_UIKit": "empty",
    ]

    @Test("a module's tests are where a newcomer looks: Sources/X is tested by Tests/XTests, or says where")
    func everyModuleHasItsTestTarget() throws {
        let root = Self.sources.deletingLastPathComponent()
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        let tests = Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests").path))
        let untested = modules.filter { !tests.contains($0 + "Tests") && Self.testedElsewhere[$0] == nil }
        #expect(untested.isEmpty, "modules without Tests/<module>Tests: \(untested)")
        let stale = Self.testedElsewhere.keys.filter { !modules.contains($0) || tests.contains($0 + "Tests") }
        #expect(stale.isEmpty, "testedElsewhere names modules that are gone or have their own tests now: \(stale.sorted())")
    }

    @Test("the graph sees a dependency that is there and none that is not")
    func graphIsSound() {
        // Reports name Trace's types; Formatting, at the bottom, names nobody's.
        #expect(Self.graph.edges["Reports"]?["Trace"] != nil)
        #expect(Self.graph.edges["Formatting"] == nil)
        let tiny = DependencyGraph(files: [
            ("A", "struct Alpha { let b: Beta }\nfunc helper() -> Int { 1 }"),
            (
                "B",
                "struct Beta { var text = \"Alpha \\(1)\" } // Alpha in a comment\nextension Int {\n    var doubled: Int { self * 2 }\n}"
            ),
            ("C", "let x = helper() + 2.doubled"),
        ])
        #expect(tiny.edges == ["A": ["B": ["A:1 Beta"]], "C": ["A": ["C:1 helper"], "B": ["C:1 doubled"]]])
        #expect(tiny.cycles().isEmpty)
        // A folder calling its own type's method does not reach the folder that adds an overload.
        let overload = DependencyGraph(files: [
            ("A", "final class Center {\n    func addObserver() {}\n}\nlet c = Center()\nlet d = c.addObserver()"),
            ("B", "extension Center {\n    func addObserver(_ x: Int) {}\n}"),
        ])
        #expect(overload.edges == ["B": ["A": ["B:1 Center"]]])
        let loop = DependencyGraph(files: [("A", "struct Alpha { let b: Beta }"), ("B", "struct Beta { let a: Alpha? }")])
        #expect(loop.cycles() == [["A", "B"]])
    }
}

/// Folders and the names each declares, read from Swift sources with comments and string
/// literals removed (interpolations stay code).
struct DependencyGraph {
    /// folder → folder → where (file:line name).
    private(set) var edges: [String: [String: [String]]] = [:]
    private(set) var folders: [String] = []

    /// The folders of every root in `roots` (a file at a root is a folder of its own, and
    /// `Type+Concern.swift` beside `Type.swift` belongs to `Type`'s; a `.docc` catalog is skipped).
    init(sources roots: [URL]) {
        var files: [(String, String)] = []
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                // A documentation catalog's Swift files are tutorial listings, not the module's code.
                if url.pathExtension == "docc" { enumerator?.skipDescendants(); continue }
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let relative = url.path.dropFirst(root.path.count + 1)
                let parts = relative.split(separator: "/")
                let folder = parts.count > 1 ? String(parts[0]) : String(parts[0].dropLast(".swift".count).prefix { $0 != "+" })
                files.append((parts.count > 1 ? String(relative) : folder + "/" + relative, text))
            }
        }
        self.init(files: files.sorted { $0.0 < $1.0 })
    }

    /// `files`: (path whose first component is the folder, source).
    init(files: [(path: String, source: String)]) {
        let code = files.map { (folder: String($0.path.split(separator: "/")[0]), path: $0.path, text: Self.code($0.source)) }
        folders = Array(Set(code.map(\.folder))).sorted()
        var declared: [String: String] = [:]
        var extensionMembers: [String: Set<String>] = [:]
        var declaredIn: [String: String] = [:]
        for file in code {
            var depth = 0
            var extended: String?
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let words = Self.words(line)
                if depth == 0 {
                    extended = nil
                    if let index = words.firstIndex(where: {
                        ["class", "struct", "enum", "protocol", "actor", "typealias", "func"].contains($0)
                    }),
                        index + 1 < words.count, words[..<index].allSatisfy(Self.modifiers.contains)
                    {
                        declared[words[index + 1]] = declared[words[index + 1]] ?? file.folder
                        declaredIn[words[index + 1]] = file.folder
                        // A type's own members (and a protocol's requirements) count as places
                        // a member name is declared: a folder calling its own type's method
                        // does not reach the folder that extends the type with another overload.
                        if ["class", "struct", "enum", "protocol", "actor"].contains(words[index]) { extended = words[index + 1] }
                    } else if let index = words.firstIndex(of: "extension"), index + 1 < words.count,
                        words[..<index].allSatisfy(Self.modifiers.contains)
                    {
                        extended = words[index + 1]
                    }
                } else if depth == 1, let extended, let index = words.firstIndex(where: { ["let", "var", "func"].contains($0) }),
                    index + 1 < words.count, words[..<index].allSatisfy(Self.modifiers.contains)
                {
                    extensionMembers[words[index + 1], default: []].insert(file.folder + " " + extended)
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        // A member a folder adds to another folder's (or Foundation's) type, when its name says
        // only that: declared once, not a type's name, longer than a common word.
        var memberFolder: [String: String] = [:]
        for (name, places) in extensionMembers where places.count == 1 && declared[name] == nil && name.count > 6 {
            let parts = places.first!.split(separator: " ")
            if declaredIn[String(parts[1])] != String(parts[0]) { memberFolder[name] = String(parts[0]) }
        }
        for file in code {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (name, afterDot, call) in Self.references(line) {
                    var target: String?
                    if let first = name.first, first.isUppercase {
                        target = declared[name]
                    } else if afterDot {
                        target = memberFolder[name]
                    } else if call {
                        target = declared[name]
                    }
                    guard let target, target != file.folder else { continue }
                    edges[file.folder, default: [:]][target, default: []].append("\(file.path):\(number + 1) \(name)")
                }
            }
        }
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "final",
        "indirect", "static", "nonisolated", "mutating", "override", "@testable",
        "@discardableResult", "@inlinable", "@usableFromInline", "@frozen", "@MainActor",
    ]

    /// The cycles: each strongly connected set of two or more folders, sorted.
    func cycles() -> [[String]] {
        var index = 0, stack: [String] = [], onStack: Set<String> = [], indices: [String: Int] = [:], low: [String: Int] = [:]
        var result: [[String]] = []
        func connect(_ node: String) {
            indices[node] = index; low[node] = index; index += 1
            stack.append(node); onStack.insert(node)
            for next in (edges[node] ?? [:]).keys.sorted() {
                if indices[next] == nil {
                    connect(next)
                    low[node] = min(low[node]!, low[next]!)
                } else if onStack.contains(next) {
                    low[node] = min(low[node]!, indices[next]!)
                }
            }
            if low[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 { result.append(component.sorted()) }
            }
        }
        for node in Set(folders).union(edges.keys).sorted() where indices[node] == nil { connect(node) }
        return result.sorted { $0.joined() < $1.joined() }
    }

    private static func words(_ line: Substring) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
    }

    /// Identifiers in a line of code: whether a dot comes before each, and a parenthesis after.
    private static func references(_ line: Substring) -> [(String, Bool, Bool)] {
        var result: [(String, Bool, Bool)] = []
        let characters = Array(line)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isLetter || c == "_" {
                var j = i
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "_" { j += 1 }
                let dot = i > 0 && characters[i - 1] == "."
                let call = j < characters.count && characters[j] == "("
                result.append((String(characters[i..<j]), dot, call))
                i = j
            } else if c.isNumber {
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" { i += 1 }
            } else {
                i += 1
            }
        }
        return result
    }

    /// Source without comments and string literals; a string's interpolations stay code.
    static func code(_ source: String) -> String {
        let s = Array(source)
        var out: [Character] = []
        out.reserveCapacity(s.count)
        func matches(_ text: String, at i: Int) -> Bool {
            let t = Array(text)
            return i + t.count <= s.count && Array(s[i..<(i + t.count)]) == t
        }
        func string(_ start: Int, quote: String, raw: String) -> Int {
            var i = start
            while i < s.count {
                if matches(quote, at: i) { return i + quote.count }
                if s[i] == "\\" && matches(raw, at: i + 1) {
                    let j = i + 1 + raw.count
                    if j < s.count && s[j] == "(" {
                        out.append(" ")
                        i = code(j + 1, untilParenthesis: true)
                        out.append(" ")
                        continue
                    }
                    i = j + 1
                    continue
                }
                if s[i] == "\n" && quote.hasPrefix("\"\"\"") { out.append("\n") }
                i += 1
            }
            return i
        }
        func code(_ start: Int, untilParenthesis: Bool) -> Int {
            var i = start, depth = 0
            while i < s.count {
                let c = s[i]
                if untilParenthesis && c == "(" { depth += 1 }
                if untilParenthesis && c == ")" {
                    if depth == 0 { return i + 1 }
                    depth -= 1
                }
                if matches("//", at: i) {
                    while i < s.count && s[i] != "\n" { i += 1 }
                    continue
                }
                if matches("/*", at: i) {
                    i += 2
                    while i < s.count && !matches("*/", at: i) { if s[i] == "\n" { out.append("\n") }; i += 1 }
                    i += 2
                    continue
                }
                if c == "#" || c == "\"" {
                    var k = i
                    while k < s.count && s[k] == "#" { k += 1 }
                    if k < s.count && s[k] == "\"" {
                        let raw = String(s[i..<k])
                        let multi = matches("\"\"\"", at: k)
                        out.append(contentsOf: "\"\"")
                        i = string(k + (multi ? 3 : 1), quote: (multi ? "\"\"\"" : "\"") + raw, raw: raw)
                        continue
                    }
                }
                out.append(c)
                i += 1
            }
            return i
        }
        _ = code(0, untilParenthesis: false)
        return String(out)
    }
}
