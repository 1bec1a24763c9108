extension PortWork {
    /// An `override` in an extension of a class the same file declares, or another file of the
    /// module (``PortContext/classFiles``), ready to move.
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
        /// Whether the member is an `override`; otherwise a member a class overrides.
        var isOverride: Bool
        /// For an override in an extension of one of UIKit's classes, moved into a subclass of
        /// it: the subclass's access word (nil: none), which replaces the member's own.
        var subclassAccess: String?? = .none
        /// Where it goes.
        var destination: Destination

        enum Destination: Equatable {
            /// Before this file's class body's closing brace.
            case body(close: Int)
            /// To the class's body in the module's file that declares it.
            case file(String)
        }
    }

    /// The top-level classes this file declares, by name.
    var declaredClasses: [String: SwiftStructure.Declaration] {
        Dictionary(
            structure.declarations.filter { $0.kind == .class && $0.depth == 0 }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The names of the properties and methods `type`'s body declares.
    func memberNames(of type: SwiftStructure.Declaration) -> [String] {
        structure.declarations.filter { member in
            (member.kind == .func || member.kind == .var) && structure.enclosingType(of: member.keyword) == type
        }.map(\.name)
    }

    /// The names of the members this file's declarations override.
    var overridingNames: Set<String> {
        Set(structure.declarations.filter { ($0.kind == .func || $0.kind == .var) && $0.modifiers.contains("override") }.map(\.name))
    }

    /// The overrides in this file's extensions (top level, no `where` clause, not inside an
    /// `#if`), whose lines hold nothing else, of the classes it declares, and, when the port
    /// knows its file's path, of the classes other files of the module declare
    /// (``PortContext/classFiles``); with them, the members those extensions declare that a class
    /// of this file or the module overrides (by name: ``PortContext/overriddenNames``).
    func extensionOverrides() -> [ExtensionOverride] {
        let classes = declaredClasses
        let accessWords = ["open", "public", "package", "internal", "fileprivate", "private"]
        let overridden = overridingNames.union(context.overriddenNames)
        var found: [ExtensionOverride] = []
        for member in structure.declarations where member.kind == .func || member.kind == .var {
            let isOverride = member.modifiers.contains("override")
            // A private member is overridden by no other file's class.
            guard isOverride || (overridden.contains(member.name) && !member.modifiers.contains { $0 == "private" || $0 == "fileprivate" })
            else { continue }
            // A member of the extension itself, not a local declaration in one of its bodies.
            guard let owner = structure.enclosingType(of: member.keyword), owner.kind == .extension, owner.depth == 0,
                let extensionBody = owner.body, structure.braceDepth[member.keyword] == structure.braceDepth[extensionBody.lowerBound] + 1,
                structure.conditionalDepth[member.keyword] == structure.conditionalDepth[owner.keyword],
                !(owner.keyword..<extensionBody.lowerBound).contains(where: { source.token($0, is: .identifier, "where") })
            else { continue }
            let destination: ExtensionOverride.Destination
            if let target = classes[owner.name] {
                guard let classBody = target.body else { continue }
                destination = .body(close: classBody.upperBound)
            } else if let file, let other = context.classFiles[owner.name], !PortContext.sameFile(other, file) {
                destination = .file(other)
            } else {
                if isOverride, UIKitMemberCatalog.simulated.types[owner.name]?.kind == "class", let lines = memberLines(member) {
                    found += uikitSubclassDestinations(of: owner.name, member: member).map { name, destination in
                        ExtensionOverride(
                            className: name, range: lines.lines, keyword: member.keyword, firstToken: lines.first, access: nil,
                            isOverride: true, subclassAccess: .some(subclassAccess(of: name)), destination: destination)
                    }
                }
                continue
            }
            guard let lines = memberLines(member) else { continue }
            let ownAccess = member.modifiers.contains { accessWords.contains($0) }
            let access = ownAccess ? nil : owner.modifiers.first { accessWords.contains($0) }
            found.append(
                ExtensionOverride(
                    className: owner.name, range: lines.lines, keyword: member.keyword, firstToken: lines.first, access: access,
                    isOverride: isOverride, destination: destination))
        }
        return found
    }

    /// Where an override in an extension of UIKit's class `uikitClass` goes: into the body of each
    /// of the module's classes (this file's, and, when the port knows its file, the others')
    /// whose superclass is `uikitClass` and which do not declare the member themselves: this
    /// file's in their order, then the others' by file and name. On iOS the extension replaces the Objective-C
    /// method of `uikitClass` for every instance whose class does not override it; a subclass of
    /// those classes inherits it from its superclass's body here.
    private func uikitSubclassDestinations(
        of uikitClass: String, member: SwiftStructure.Declaration
    ) -> [(className: String, destination: ExtensionOverride.Destination)] {
        var result: [(className: String, destination: ExtensionOverride.Destination)] = []
        for declaration in structure.declarations where declaration.kind == .class && declaration.depth == 0 {
            guard superclass(of: declaration) == uikitClass, !memberNames(of: declaration).contains(member.name),
                let body = declaration.body
            else { continue }
            result.append((declaration.name, .body(close: body.upperBound)))
        }
        guard let file else { return result }
        let others = context.superclasses.filter { name, superclass in
            guard superclass == uikitClass, let path = context.classFiles[name], !PortContext.sameFile(path, file) else { return false }
            return !(context.classMembers[name] ?? []).contains(member.name)
        }
        // In the order of the module's files, then of the classes' names: deterministic.
        for name in others.keys.sorted(by: { (context.classFiles[$0] ?? "", $0) < (context.classFiles[$1] ?? "", $1) }) {
            if let path = context.classFiles[name] { result.append((name, .file(path))) }
        }
        return result
    }

    /// The access word an override in class `name`'s body needs: `public` in a public or open
    /// class (an override is as accessible as its class), none otherwise.
    private func subclassAccess(of name: String) -> String? {
        if let declaration = declaredClasses[name] {
            return declaration.isPublic ? "public" : nil
        }
        return context.publicClasses.contains(name) ? "public" : nil
    }

    /// The overrides other files of the module write in extensions of the classes this file
    /// declares (``PortContext/movedOverrides``), each with its class's closing brace.
    var incomingOverrides: [(override: PortContext.MovedOverride, classClose: Int)] {
        guard let file else { return [] }
        let classes = declaredClasses
        return context.movedOverrides.compactMap { moved in
            guard let close = classes[moved.className]?.body?.upperBound, let declaring = context.classFiles[moved.className],
                PortContext.sameFile(declaring, file), !PortContext.sameFile(moved.file, file)
            else { return nil }
            return (moved, close)
        }
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
    /// declares moves into the class's body, before its closing brace; each in an extension of a
    /// class another file of the module declares leaves (its class's file takes it: the result);
    /// and each the module's other files write in extensions of this file's classes comes in.
    /// iOS takes an override in an extension (the member is Objective-C's, and the runtime
    /// replaces the method); Swift on Linux overrides only in a class's body. With
    /// `keepingLines`, a member keeps its line numbers through `#sourceLocation` directives naming
    /// the file it was written in, and the lines it left stay empty. `originalPositions` are the
    /// positions, in the file as the user wrote it, of the members' keywords and then of the
    /// closing braces of the classes that take members from other files, in order, for the report.
    mutating func moveExtensionOverrides(originalPositions: [TextPosition]) -> [PortContext.MovedOverride] {
        let moves = movableOverrides
        let incoming = incomingOverrides
        guard !moves.isEmpty || !incoming.isEmpty, !keepsLines || file != nil else { return [] }
        func reported(_ number: Int, _ offset: Int) -> TextPosition {
            number < originalPositions.count ? originalPositions[number] : position(offset)
        }
        var leaving: [PortContext.MovedOverride] = []
        var removed: Set<Int> = []
        for (number, move) in moves.enumerated() {
            var text = source.text(move.range)
            if let access = move.access {
                let at = tokens[move.firstToken].range.lowerBound
                text = source.text(move.range.lowerBound..<at) + access + " " + source.text(at..<move.range.upperBound)
            }
            if case .some(let access) = move.subclassAccess {
                // The member's own access words go; the subclass's comes first.
                let at = tokens[move.firstToken].range.lowerBound
                var modifiers = ""
                var skippingSpace = false
                for index in move.firstToken..<move.keyword {
                    let word = source.text(of: index)
                    if tokens[index].kind == .identifier,
                        ["open", "public", "package", "internal", "fileprivate", "private"].contains(word)
                    {
                        skippingSpace = true
                        continue
                    }
                    if skippingSpace, !tokens[index].isSignificant { continue }
                    skippingSpace = false
                    modifiers += word
                }
                let keywordStart = tokens[move.keyword].range.lowerBound
                text =
                    source.text(move.range.lowerBound..<at) + (access.map { $0 + " " } ?? "") + modifiers
                    + source.text(keywordStart..<move.range.upperBound)
            }
            // An override moving into several subclasses leaves its extension once.
            if removed.insert(move.range.lowerBound).inserted { replace(move.range, with: "") }
            let name = source.text(of: source.nextSignificant(after: move.keyword) ?? move.keyword)
            let kind = source.text(of: move.keyword)
            let destination: String
            switch move.destination {
            case .body(let close):
                insert(text, from: file, line: source.position(of: move.range.lowerBound).line, before: close)
                destination = "class \(move.className)'s body"
            case .file(let other):
                // `file` is known: a move to another file is found only then.
                leaving.append(
                    PortContext.MovedOverride(
                        className: move.className, file: file ?? "", line: source.position(of: move.range.lowerBound).line, text: text,
                        isOverride: move.isOverride))
                destination = "class \(move.className)'s body in \(Self.fileName(other))"
            }
            edits.append(
                PortEdit(
                    move.isOverride ? .movedExtensionOverride : .movedOverriddenExtensionMember,
                    at: reported(number, tokens[move.keyword].range.lowerBound),
                    original: "\(move.isOverride ? "override " : "")\(kind) \(name) in an extension of \(move.className)",
                    replacement: destination))
        }
        for (number, (moved, close)) in incoming.enumerated() {
            insert(moved.text, from: moved.file, line: moved.line, before: close)
            edits.append(
                PortEdit(
                    moved.isOverride ? .movedExtensionOverride : .movedOverriddenExtensionMember,
                    at: reported(moves.count + number, tokens[close].range.lowerBound),
                    original:
                        "\(moved.isOverride ? "an override" : "a member") in an extension of \(moved.className) (\(Self.fileName(moved.file)), line \(moved.line))",
                    replacement: "class \(moved.className)'s body"))
        }
        let leavingRanges = moves.compactMap { move -> Range<Int>? in
            if case .file = move.destination { move.range } else { nil }
        }
        if !leavingRanges.isEmpty { widenPrivateDeclarations(usedIn: leavingRanges) }
        return leaving
    }

    /// Inserts a member's `text` before the class body's closing brace `close`: at the start of
    /// its line, or, after code on that line (the members Interface Builder connections add), on
    /// a line of its own. Keeping lines, `#sourceLocation` directives give the member the lines
    /// it has in `origin` from `line`, and the brace its own line again.
    private mutating func insert(_ text: String, from origin: String?, line: Int, before close: Int) {
        var text = text
        let brace = tokens[close].range.lowerBound
        let closeLineStart = source.lineStart(of: brace)
        if keepsLines, let origin, let file {
            text =
                PortReport.sourceLocationDirective(origin, line: line) + text
                + PortReport.sourceLocationDirective(file, line: source.position(of: brace).line)
        }
        if source.isBlank(closeLineStart..<brace) {
            replace(closeLineStart..<closeLineStart, with: text)
        } else {
            replace(brace..<brace, with: "\n" + text)
        }
    }

    /// Edit: the top-level `private` and `fileprivate` declarations of this file that a member
    /// leaving for another file uses (by name, in `ranges`) lose the word, so the class's file
    /// sees them (a private function of a debugging file that the moved `description` calls).
    private mutating func widenPrivateDeclarations(usedIn ranges: [Range<Int>]) {
        // By name, in the member's text: a call in a string's interpolation is in a string token.
        let texts = ranges.map { source.text($0) }
        func uses(_ name: String) -> Bool {
            texts.contains { text in
                var searched = text[...]
                while let found = searched.range(of: name) {
                    let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
                    let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
                    if !(before.isLetter || before.isNumber || before == "_") && !(after.isLetter || after.isNumber || after == "_") {
                        return true
                    }
                    searched = text[found.upperBound...]
                }
                return false
            }
        }
        for declaration in structure.declarations where declaration.depth == 0 && uses(declaration.name) {
            guard structure.enclosingType(of: declaration.keyword) == nil else { continue }
            var cursor = declaration.keyword
            while let previous = source.previousSignificant(before: cursor), tokens[previous].kind == .identifier,
                SwiftStructure.modifierWords.contains(source.text(of: previous))
            {
                cursor = previous
                let word = source.text(of: previous)
                guard word == "private" || word == "fileprivate",
                    let next = source.nextSignificant(after: previous), !source.token(next, isPunctuation: "(")
                else { continue }
                replace(tokens[previous].range.lowerBound..<tokens[next].range.lowerBound, with: "")
                edits.append(
                    PortEdit(
                        .widenedPrivateDeclaration, at: position(tokens[previous].range.lowerBound),
                        original: "\(word) \(source.text(of: declaration.keyword)) \(declaration.name)",
                        replacement: "\(source.text(of: declaration.keyword)) \(declaration.name)"))
            }
        }
    }

    /// The last part of a path, for a report.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
