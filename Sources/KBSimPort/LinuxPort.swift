/// Ports an iOS source file to KeyboardSim's `UIKit` module on Linux with the edits Swift on
/// Linux forces, and nothing else:
///
/// 1. `@objc`, `@objc(name:)` and `@objcMembers` are deleted (the rest of the line stays; a line
///    that held only the attribute goes); an `@objc protocol` keeps its class constraint.
/// 2. `#selector(name(_:))`, `#selector(name)`, `#selector(self.name(_:))` become
///    `EnclosingClass.name`, the class or extension the `#selector` stands in (never `Self`, which
///    does not type-check in a non-final class); `#selector(Type.name(_:with:))` becomes
///    `Type.name` — where it is passed to an API that takes the method (`selector:`, `action:`,
///    `sendAction`); kept as a value, it becomes `Selector("name:", Type.name)`, a selector that
///    carries its method. `NSClassFromString(…)` is typed as UIKit's (`as UIResponder.Type?`).
/// 3. An `import Foundation` beside an `import UIKit` is deleted (outside `#if` blocks both); a
///    file that uses UIKit's names without importing UIKit (a pod's file, which the pod's umbrella
///    header gives UIKit on iOS) has its `import Foundation` become `import UIKit`. In a file
///    that imports UIKit, `value.getValue(&x)` becomes `value.getValue(into: &x)` (Foundation on
///    Linux stops the process in `NSNumber.getValue(_:)`; UIKit's writes the number).
/// 4. `#available(iOS N, *)` and `#unavailable(iOS N)` become
///    `ProcessInfo.processInfo.isOperatingSystemAtLeast(…)`, which the `UIKit` module answers for
///    the simulation's iOS (on Linux the condition itself is always true).
/// 5. `@IBOutlet`, `@IBAction` and `@IBSegueAction` are deleted, and the class gets the members
///    through which a storyboard or a xib connects them on Linux: `setValue(_:forKey:)` setting
///    each outlet by name, `interfaceBuilderSelector(forAction:)` giving each action's method; an
///    action in an extension of a class of another file gets a class beside the extension that
///    gives it by name instead (`InterfaceBuilderActionProvider`).
///
/// 6. `#keyPath(Type.property)` becomes the string `"property"`, the key it stands for.
/// 7. An `override` in an extension of a class the file declares moves into the class's body.
/// 8. `init(rawValue:)` of one of UIKit's enums with an integer raw type names the case for a raw
///    value the simulation does not declare, `init(rawValue:ifUnknown:)`: on iOS they are
///    Objective-C enums, which take any raw value (``PortWork/rewriteUIKitEnumRawValues()``).
///
/// Comments and string literals are never touched, and a file that needs none of the edits comes
/// back byte for byte (line endings included); porting twice gives what porting once gave. Code
/// Swift on Linux refuses but that has no mechanical rewrite (`#selector(getter:)`, `#keyPath`,
/// `#if targetEnvironment(simulator)`, …) is left as it is and reported as a ``PortFinding``.
///
///     let result = LinuxPort.port("""
///         import Foundation
///         import UIKit
///         class A: UIViewController {
///             @objc func tap() {}
///             func wire(_ button: UIButton) { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
///         }
///         """)
///     // result.text: "import UIKit\nclass A: UIViewController {\n    func tap() {}\n    func wire(…) { button.addTarget(self, action: A.tap, for: .touchUpInside) }\n}"
///     // result.edits.count == 3
package enum LinuxPort {
    /// Ports `text`; see ``LinuxPort``.
    package static func port(_ text: String) -> PortResult {
        port(SwiftSource(text))
    }

    /// Ports `source`; see ``LinuxPort``. With `keepingLines`, every line stays where it was: a
    /// deleted line is left empty and an edit that joins lines is followed by the line breaks it
    /// took, so line N of the port is line N of the file (what a `#sourceLocation` needs).
    ///
    /// `context` holds what the module's other files declare (``PortContext``): their `@objc`
    /// protocols' optional requirements, whose calls in this file are rewritten as the declaring
    /// file's are, and their classes and overrides in extensions, which move to the file whose
    /// class takes them.
    ///
    /// `file` is the file's path: it names the file in the `#sourceLocation` directives that keep
    /// a moved override's line numbers when `keepingLines`
    /// (``PortWork/moveExtensionOverrides(originalPositions:)``), and tells the module's other
    /// files from this one.
    package static func port(
        _ source: SwiftSource, keepingLines: Bool = false, context: PortContext = .none, file: String? = nil
    ) -> PortResult {
        run(source, keepingLines: keepingLines, context: context, file: file).result
    }

    /// The overrides the port of `source` moves out to other files of the module: what
    /// ``PortContext`` carries to their classes' files.
    static func overridesLeaving(
        _ source: SwiftSource, keepingLines: Bool, context: PortContext, file: String
    ) -> [PortContext.MovedOverride] {
        var work = PortWork(source, keepingLines: keepingLines, context: context, file: file)
        guard work.movableOverrides.contains(where: { if case .file = $0.destination { true } else { false } }) else { return [] }
        return run(source, keepingLines: keepingLines, context: context, file: file).leaving
    }

    private static func run(
        _ source: SwiftSource, keepingLines: Bool, context: PortContext, file: String?
    ) -> (result: PortResult, leaving: [PortContext.MovedOverride]) {
        var work = PortWork(source, keepingLines: keepingLines, context: context, file: file)
        work.deleteObjCAttributes()
        work.rewriteOptionalRequirements()
        work.rewriteSelectors()
        work.qualifyClassLookups()
        work.addUIKitImport()
        work.importWholeUIKit()
        work.replaceCoreGraphicsImport()
        work.rewriteNumberGetValue()
        work.rewriteAnyObjectValueLookups()
        work.rewriteClassDescriptionCalls()
        work.rewriteCellMetatypeConstruction()
        work.rewriteUIKitEnumRawValues()
        work.deleteNSObjectAccessibilityOverrides()
        work.rewriteEmptyAttributedStrings()
        work.rewriteKeyPathExpressions()
        work.deleteFoundationImport()
        work.rewriteAvailability()
        work.rewritePlatformConditions()
        work.connectInterfaceBuilderMembers()
        work.findHandEdits()
        // Overrides in extensions move into their class's body last, in the ported text, so
        // they carry the other edits with them.
        let overrides = work.movableOverrides
        let incoming = work.incomingOverrides
        let result = work.result()
        guard !overrides.isEmpty || !incoming.isEmpty else { return (result, []) }
        if keepingLines && file == nil {
            let findings = overrides.map {
                PortFinding(
                    at: work.position(work.tokens[$0.keyword].range.lowerBound), code: "override",
                    advice:
                        "an override in an extension of \($0.className): moved into the class's body only when the port names the file (kbsim port --source-location)"
                )
            }
            return (
                PortResult(
                    text: result.text, edits: result.edits, findings: (result.findings + findings).sorted { $0.position < $1.position }), []
            )
        }
        var moving = PortWork(SwiftSource(result.text), keepingLines: keepingLines, context: context, file: file)
        let leaving = moving.moveExtensionOverrides(
            originalPositions: overrides.map { work.position(work.tokens[$0.keyword].range.lowerBound) }
                + incoming.map { work.position(work.tokens[$0.classClose].range.lowerBound) })
        let moved = moving.result()
        return (
            PortResult(
                text: moved.text, edits: (result.edits + moved.edits).sorted { $0.position < $1.position }, findings: result.findings),
            leaving
        )
    }
}

/// One port in progress: the replacements to make in the input's bytes, and the report.
struct PortWork {
    let source: SwiftSource
    let structure: SwiftStructure
    /// The file's `import` statements.
    let imports: [ImportStatement]
    private(set) var replacements: [(range: Range<Int>, text: String)] = []
    var edits: [PortEdit] = []
    var findings: [PortFinding] = []
    /// The `optional` tokens ``rewriteOptionalRequirements()`` rewrote or reported.
    var handledOptionals: Set<Int> = []
    /// The optional requirements of the `@objc` protocols this file declares, as
    /// ``rewriteOptionalRequirements()`` found them.
    var declaredRequirements: [PortContext.Requirement] = []
    /// What the module's other files declare.
    let context: PortContext
    /// The overrides in extensions that ``moveExtensionOverrides(originalPositions:)`` moves
    /// (found once: the hand-edit pass and the port both ask).
    private(set) lazy var movableOverrides: [ExtensionOverride] = extensionOverrides()
    /// The `#keyPath` tokens ``rewriteKeyPathExpressions()`` wrote as strings.
    var handledKeyPaths: Set<Int> = []
    /// The name tokens of the calls ``rewriteOptionalRequirements()`` rewrote as the module's own
    /// optional requirements' (the UIKit pass leaves them).
    var portedCalls: Set<Int> = []
    /// The `#selector` tokens ``rewriteOptionalRequirements()`` rewrote with their `responds(to:)`.
    var handledSelectors: Set<Int> = []
    /// The `#if` and `#elseif` tokens whose `os(iOS)` ``rewritePlatformConditions()`` rewrote.
    var portedConditions: Set<Int> = []

    /// Whether every line stays where it was (``LinuxPort/port(_:keepingLines:)``).
    let keepsLines: Bool
    /// The file's path, when the port knows it.
    let file: String?

    init(_ source: SwiftSource, keepingLines: Bool = false, context: PortContext = .none, file: String? = nil) {
        self.source = source
        keepsLines = keepingLines
        self.context = context
        self.file = file
        structure = SwiftStructure(source)
        imports = ImportStatement.all(in: source, structure)
    }

    var tokens: [SwiftToken] { source.tokens }

    func position(_ offset: Int) -> TextPosition { source.position(of: offset) }

    /// The code in `range` for a report: line breaks, and the indentation after them, left out.
    func displayed(_ range: Range<Int>) -> String {
        // Long code is shortened in the middle, so that a report stays in proportion to its
        // input (nested code is part of every enclosing item's code).
        guard range.count > Self.displayedLimit else { return oneLine(range) }
        let headEnd = characterBoundary(range.lowerBound + Self.displayedLimit * 3 / 4)
        let tailStart = characterBoundary(range.upperBound - Self.displayedLimit / 4)
        return oneLine(range.lowerBound..<headEnd) + " … " + oneLine(tailStart..<range.upperBound)
    }

    /// The most bytes of code a report item shows; longer code is shortened in the middle.
    static let displayedLimit = 160

    /// `offset`, or the start of the UTF-8 character it falls in.
    private func characterBoundary(_ offset: Int) -> Int {
        var offset = offset
        while offset > 0, offset < source.bytes.count, source.bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// The code in `range` on one line: line breaks and the indentation after them dropped.
    private func oneLine(_ range: Range<Int>) -> String {
        let lines = source.text(range).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return lines.indices.map { index in
            var line = Substring(lines[index])
            if index > lines.startIndex { line = line.drop { $0 == " " || $0 == "\t" } }
            if index < lines.endIndex - 1 { while line.last == " " || line.last == "\t" { line = line.dropLast() } }
            return String(line)
        }.joined()
    }

    /// The code from token `first` through token `last`, for a report.
    func displayed(from first: Int, through last: Int) -> String {
        displayed(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        guard keepsLines else { return replacements.append((range, text)) }
        let newline = UInt8(ascii: "\n")
        let taken = source.bytes[range].count { $0 == newline } - text.utf8.count { $0 == newline }
        replacements.append((range, text + String(repeating: "\n", count: max(0, taken))))
    }

    /// Deletes the code in `range` (on one line), and the line with it when nothing else is on
    /// it; otherwise the spaces after it go too (or before it, when it ends the line).
    mutating func delete(_ range: Range<Int>) {
        let lineStart = source.lineStart(of: range.lowerBound)
        let lineEnd = source.lineEnd(of: range.upperBound)
        let blankBefore = source.isBlank(lineStart..<range.lowerBound)
        let blankAfter = source.isBlank(range.upperBound..<lineEnd)
        if blankBefore && blankAfter {
            replace(lineStart..<source.afterLineBreak(lineEnd), with: "")
        } else if blankAfter {
            var start = range.lowerBound
            while start > lineStart, source.isBlank(start - 1..<start) { start -= 1 }
            replace(start..<lineEnd, with: "")
        } else {
            var end = range.upperBound
            while end < lineEnd, source.isBlank(end..<end + 1) { end += 1 }
            replace(range.lowerBound..<end, with: "")
        }
    }

    /// The ported text and the report, in the order of the input. Replacements never overlap
    /// (each covers its own tokens); one that would is dropped rather than garbling the text.
    /// Insertions at one place go in the order they were made.
    func result() -> PortResult {
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count)
        var copied = 0
        let ordered = replacements.indices.sorted {
            (replacements[$0].range.lowerBound, $0) < (replacements[$1].range.lowerBound, $1)
        }.map { replacements[$0] }
        for replacement in ordered where replacement.range.lowerBound >= copied {
            output += source.bytes[copied..<replacement.range.lowerBound]
            output += replacement.text.utf8
            copied = replacement.range.upperBound
        }
        output += source.bytes[copied...]
        return PortResult(
            text: String(decoding: output, as: UTF8.self),
            edits: edits.sorted { $0.position < $1.position },
            findings: findings.sorted { $0.position < $1.position })
    }
}
