import UIKit

/// One of the three edits Swift on Linux forces on an iOS file (issue 13's porting contract).
enum LinuxEdit: String, CaseIterable, Sendable, CustomStringConvertible {
    /// An `@objc` attribute deleted (inline, or a line of its own).
    case objcDeleted = "@objc deleted"
    /// `#selector(name(_:))` or `#selector(name)` written `EnclosingClass.name`.
    case selectorAsMethodReference = "#selector → EnclosingClass.name"
    /// An `import Foundation` standing beside `import UIKit` deleted.
    case foundationImportDeleted = "import Foundation deleted"

    var description: String { rawValue }
}

/// How a port differs from its iOS original, line by line: each changed or deleted line is
/// explained by the Linux edits it carries, or listed as unexplained.
///
/// Independent of `kbsim port`: it does not rewrite the original and compare files, it walks
/// both files together and asks of every line that differs whether the edits, and nothing
/// else, turn the original's line into the port's.
///
/// ```swift
/// let comparison = LinuxPortComparison(original: iosText, port: linuxText)
/// #expect(comparison.unexplained.isEmpty)
/// #expect(comparison.count(of: .objcDeleted) == 4)
/// ```
struct LinuxPortComparison {
    /// Every edit found, in the original's line order, with its 1-based line in the original.
    private(set) var edits: [(line: Int, edit: LinuxEdit)] = []
    /// Differences no Linux edit explains, each as `original line N: "…" → port: "…"`.
    private(set) var unexplained: [String] = []

    /// How many times `edit` was applied.
    func count(of edit: LinuxEdit) -> Int { edits.filter { $0.edit == edit }.count }

    /// Lines the port changes or deletes.
    var changedLines: Int { Set(edits.map(\.line)).count }

    init(original: String, port: String) {
        let originalLines = original.components(separatedBy: "\n")
        let portLines = port.components(separatedBy: "\n")
        let importsUIKit = originalLines.contains { $0.trimmingCharacters(in: .whitespaces) == "import UIKit" }
        var enclosingClass: String?
        var portIndex = 0
        for (index, line) in originalLines.enumerated() {
            let lineNumber = index + 1
            if let declared = Self.declaredClass(in: line) { enclosingClass = declared }
            let portLine = portIndex < portLines.count ? portLines[portIndex] : nil
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if portLine != line {
                // Whole lines the port may delete.
                if importsUIKit && trimmed == "import Foundation" {
                    edits.append((lineNumber, .foundationImportDeleted))
                    continue
                }
                if trimmed == "@objc" {
                    edits.append((lineNumber, .objcDeleted))
                    continue
                }
            }
            guard let portLine else {
                unexplained.append("original line \(lineNumber): \"\(line)\" → missing from the port")
                continue
            }
            portIndex += 1
            if portLine == line { continue }
            let (rewritten, applied) = Self.applyingLineEdits(to: line, enclosingClass: enclosingClass)
            if rewritten == portLine && !applied.isEmpty {
                edits += applied.map { (lineNumber, $0) }
            } else {
                unexplained.append("original line \(lineNumber): \"\(line)\" → port: \"\(portLine)\"")
            }
        }
        for extra in portLines[min(portIndex, portLines.count)...] {
            unexplained.append("port line not in the original: \"\(extra)\"")
        }
    }

    /// The class a line declares (`class Name`, `final class Name`, with any access level).
    static func declaredClass(in line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        let modifiers: Set<String> = ["final", "open", "public", "internal", "private", "fileprivate"]
        while let first = words.first, modifiers.contains(first) { words.removeFirst() }
        guard words.count >= 2, words[0] == "class" else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The line with every inline `@objc ` deleted and every `#selector(name…)` written as a
    /// reference to the enclosing class's method, and the edits that took.
    static func applyingLineEdits(to line: String, enclosingClass: String?) -> (String, [LinuxEdit]) {
        var applied: [LinuxEdit] = []
        var text = line
        while let range = text.range(of: "@objc ") {
            text.removeSubrange(range)
            applied.append(.objcDeleted)
        }
        while let start = text.range(of: "#selector(") {
            guard let enclosingClass, let (name, end) = selectorName(in: text, after: start.upperBound) else { break }
            text.replaceSubrange(start.lowerBound..<end, with: "\(enclosingClass).\(name)")
            applied.append(.selectorAsMethodReference)
        }
        return (text, applied)
    }

    /// Reads `name)` or `name(label:…)` after `#selector(`: the method's base name and the end
    /// of the expression. A qualified or otherwise unusual selector is not one of the edits.
    private static func selectorName(in text: String, after start: String.Index) -> (String, String.Index)? {
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var index = start
        while index < text.endIndex, isIdentifier(text[index]) { index = text.index(after: index) }
        let name = String(text[start..<index])
        guard !name.isEmpty, index < text.endIndex else { return nil }
        if text[index] == "(" {
            index = text.index(after: index)
            while index < text.endIndex, isIdentifier(text[index]) || text[index] == ":" { index = text.index(after: index) }
            guard index < text.endIndex, text[index] == ")" else { return nil }
            index = text.index(after: index)
        }
        guard index < text.endIndex, text[index] == ")" else { return nil }
        return (name, text.index(after: index))
    }
}
