extension PortWork {
    /// An `override` in an extension of a class the same file declares, ready to move.
    struct ExtensionOverride {
        /// The class whose body takes it.
        var className: String
        /// The member's lines (its leading comment lines with it), from their first byte to the
        /// byte after the last one's line break.
        var range: Range<Int>
        /// Where the member's keyword is.
        var keyword: Int
        /// The member's first token (its first attribute or modifier).
        var firstToken: Int
        /// The access word to add (the extension's), when the member has none of its own.
        var access: String?
        /// The class body's closing brace.
        var classClose: Int
    }

    /// The overrides in this file's extensions of the classes it declares (top level, no `where`
    /// clause, not inside an `#if`), whose lines hold nothing else.
    func extensionOverrides() -> [ExtensionOverride] {
        let classes = Dictionary(
            structure.declarations.filter { $0.kind == .class && $0.depth == 0 }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let accessWords = ["open", "public", "package", "internal", "fileprivate", "private"]
        var found: [ExtensionOverride] = []
        for member in structure.declarations where (member.kind == .func || member.kind == .var) && member.modifiers.contains("override") {
            guard let owner = structure.enclosingType(of: member.keyword), owner.kind == .extension, owner.depth == 0,
                let target = classes[owner.name], let classBody = target.body, let extensionBody = owner.body,
                structure.conditionalDepth[member.keyword] == structure.conditionalDepth[owner.keyword],
                !(owner.keyword..<extensionBody.lowerBound).contains(where: { source.token($0, is: .identifier, "where") }),
                let lines = memberLines(member)
            else { continue }
            let ownAccess = member.modifiers.contains { accessWords.contains($0) }
            let access = ownAccess ? nil : owner.modifiers.first { accessWords.contains($0) }
            found.append(
                ExtensionOverride(
                    className: target.name, range: lines.lines, keyword: member.keyword, firstToken: lines.first, access: access,
                    classClose: classBody.upperBound))
        }
        return found
    }

    /// The lines of `member`: from its attributes and modifiers (and the comment lines right
    /// above them) through its body's `}` and the line break after it; nil when another
    /// declaration or code shares those lines. Also its first token.
    private func memberLines(_ member: SwiftStructure.Declaration) -> (first: Int, lines: Range<Int>)? {
        var first = member.keyword
        while let previous = source.previousSignificant(before: first) {
            if tokens[previous].kind == .attribute
                || (tokens[previous].kind == .identifier && SwiftStructure.modifierWords.contains(source.text(of: previous)))
            {
                first = previous
            } else if source.token(previous, isPunctuation: ")"), let open = source.opening(previous),
                let attribute = source.previousSignificant(before: open), tokens[attribute].kind == .attribute
            {
                first = attribute
            } else {
                break
            }
        }
        // The body: the first `{` at the member's own depth after its keyword.
        let depth = structure.braceDepth[member.keyword]
        var cursor = member.keyword
        var open: Int?
        while let next = source.nextSignificant(after: cursor) {
            if source.token(next, isPunctuation: "{") {
                if structure.braceDepth[next] == depth { open = next }
                break
            }
            if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: ";") { return nil }
            cursor =
                source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[") ? (source.closing(next) ?? next) : next
        }
        guard let open, let close = source.closing(open) else { return nil }
        var start = source.lineStart(of: tokens[first].range.lowerBound)
        guard source.isBlank(start..<tokens[first].range.lowerBound) else { return nil }
        let lineEnd = source.lineEnd(of: tokens[close].range.upperBound)
        guard source.isBlank(tokens[close].range.upperBound..<lineEnd) else { return nil }
        // Comment lines right above go with it (a doc comment stays with what it documents).
        while start > 0 {
            let previousLine = source.lineStart(of: start - 1)
            let text = source.text(previousLine..<start).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("//") else { break }
            start = previousLine
        }
        return (first, start..<source.afterLineBreak(lineEnd))
    }

    /// Edit, on a file already ported: each `override` in an extension of a class the file
    /// declares moves into the class's body, before its closing brace. iOS takes an override in
    /// an extension (the member is Objective-C's, and the runtime replaces the method); Swift on
    /// Linux overrides only in a class's body. With `keepingLines`, the member keeps its line
    /// numbers through `#sourceLocation` directives naming `file` around it (the compiler's
    /// messages about it name its line in the extension), and the lines it left stay empty.
    /// `originalPositions` are the positions of the members' keywords in the file as the user
    /// wrote it, in order, for the report.
    mutating func moveExtensionOverrides(file: String?, originalPositions: [TextPosition]) {
        let moves = movableOverrides
        guard !moves.isEmpty, !keepsLines || file != nil else { return }
        for (number, move) in moves.enumerated() {
            var text = source.text(move.range)
            if let access = move.access {
                let at = tokens[move.firstToken].range.lowerBound
                text = source.text(move.range.lowerBound..<at) + access + " " + source.text(at..<move.range.upperBound)
            }
            // Before the class's `}`: at the start of its line, or, after code on that line (the
            // members Interface Builder connections add), on a line of its own.
            let close = tokens[move.classClose].range.lowerBound
            let closeLineStart = source.lineStart(of: close)
            let alone = source.isBlank(closeLineStart..<close)
            if keepsLines, let file {
                text =
                    PortReport.sourceLocationDirective(file, line: source.position(of: move.range.lowerBound).line) + text
                    + PortReport.sourceLocationDirective(file, line: source.position(of: close).line)
            }
            if alone {
                replace(closeLineStart..<closeLineStart, with: text)
            } else {
                replace(close..<close, with: "\n" + text)
            }
            replace(move.range, with: "")
            let name = source.text(of: source.nextSignificant(after: move.keyword) ?? move.keyword)
            let kind = source.text(of: move.keyword)
            edits.append(
                PortEdit(
                    .movedExtensionOverride,
                    at: number < originalPositions.count ? originalPositions[number] : position(tokens[move.keyword].range.lowerBound),
                    original: "override \(kind) \(name) in an extension of \(move.className)",
                    replacement: "class \(move.className)'s body"))
        }
    }
}
