extension UIKitMemberCatalog {
    /// The public members of each type declared in `texts` (Swift files), named as Apple's
    /// documentation names members: a property, enum case or nested type by its name (`text`,
    /// `BorderStyle`); a method by its base name and argument labels (`convert(_:to:)`,
    /// `layoutIfNeeded()`); an initializer as `init(frame:)` (failable or not); a subscript as
    /// `subscript(_:)` (its parameters have no label unless one is written twice, as Swift reads
    /// them); a method or initializer with default arguments also under the names without them.
    /// Extensions add to their type (`UIView.AnimationOptions` is a type of its own, keyed
    /// by that name). A member counts when it is `public` or `open`, or stands in a public protocol
    /// or a `public extension` without a narrower modifier; enum cases count as
    /// ``read(_:)`` counts them. Read from the tokens with ``SwiftStructure``, as ``read(_:)`` is.
    ///
    ///     UIKitMemberCatalog.appleNames(["open class UIView { open func convert(_ p: CGPoint, to v: UIView?) -> CGPoint }"])
    ///     // ["UIView": ["convert(_:to:)"]]
    static func appleNames(_ texts: [String]) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for text in texts {
            let source = SwiftSource(text)
            let structure = SwiftStructure(source)
            for type in structure.declarations where type.depth == 0 && type.kind.isType {
                guard let body = type.body else { continue }
                let wholeIsPublic = type.isPublic && (type.kind == .protocol || type.kind == .extension)
                var found = names[type.name] ?? []
                // Properties, methods and nested types: the declarations SwiftStructure finds.
                for member in structure.declarations
                where member.depth == type.depth + 1 && body.contains(member.keyword) && member.kind != .extension
                    && visible(member.modifiers, wholeIsPublic: wholeIsPublic)
                {
                    if member.kind == .func {
                        guard let name = source.nextSignificant(after: member.keyword),
                            let parameters = parameters(after: name, in: source, forSubscript: false)
                        else { continue }
                        found.formUnion(callableNames(member.name, parameters))
                    } else {
                        found.insert(member.name)
                    }
                }
                // Initializers and subscripts, which SwiftStructure leaves out (their keyword is the name).
                for index in body
                where structure.braceDepth[index] == type.depth + 1
                    && (source.token(index, is: .identifier, "init") || source.token(index, is: .identifier, "subscript"))
                {
                    if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") {
                        continue
                    }
                    guard visible(structure.modifiers(before: index, in: source), wholeIsPublic: wholeIsPublic) else { continue }
                    let isSubscript = source.text(of: index) == "subscript"
                    guard let parameters = parameters(after: index, in: source, forSubscript: isSubscript) else { continue }
                    found.formUnion(callableNames(source.text(of: index), parameters))
                }
                // Enum cases, as read(_:) finds them (`case a, b(Int)`).
                if type.kind == .enum || type.kind == .extension {
                    let members = publicMembers(of: type, in: source, structure)
                    let declared = Set(structure.declarations.filter { body.contains($0.keyword) }.map(\.name))
                    found.formUnion(members.public.subtracting(declared))
                }
                names[type.name] = found
            }
        }
        return names
    }

    /// Whether a member with these modifiers is visible outside the module.
    private static func visible(_ modifiers: [String], wholeIsPublic: Bool) -> Bool {
        if modifiers.contains("public") || modifiers.contains("open") { return true }
        let narrower = ["internal", "fileprivate", "private", "package"]
        return wholeIsPublic && !modifiers.contains(where: narrower.contains)
    }

    /// The names a call can use: `animate(withDuration:animations:completion:)`, and, because a
    /// defaulted argument may be left out, `animate(withDuration:animations:)` when `completion`
    /// has a default (as Apple documents both).
    private static func callableNames(_ base: String, _ parameters: [(label: String, defaulted: Bool)]) -> Set<String> {
        var names: Set<String> = []
        let defaulted = parameters.indices.filter { parameters[$0].defaulted }
        // Every subset of the defaulted parameters left out (a handful at most).
        for mask in 0..<(1 << min(defaulted.count, 8)) {
            let omitted = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let labels = parameters.indices.filter { !omitted.contains($0) }.map { parameters[$0].label + ":" }
            names.insert(base + "(" + labels.joined() + ")")
        }
        return names
    }

    /// The labels of the parameter list after the name at `name` (`convert<T>(_ point: CGPoint,
    /// to view: UIView?)` → `_`, `to`), each with whether it has a default value, skipping a
    /// generic clause and a `?`/`!` after `init`; nil when no parameter list follows. A
    /// subscript's single name is its parameter name, not a label.
    private static func parameters(after name: Int, in source: SwiftSource, forSubscript: Bool) -> [(label: String, defaulted: Bool)]? {
        var cursor = name
        while let next = source.nextSignificant(after: cursor) {
            if source.token(next, isPunctuation: "(") { cursor = next; break }
            if source.token(next, isPunctuation: "?") || source.token(next, isPunctuation: "!") {
                cursor = next
                continue
            }
            if source.token(next, isPunctuation: "<") {
                // A generic clause: to its matching `>` (an arrow's `>` inside does not close it).
                var depth = 0
                var scan = next
                repeat {
                    if source.token(scan, isPunctuation: "<") { depth += 1 }
                    if source.token(scan, isPunctuation: ">"), !isArrowHead(scan, in: source) { depth -= 1 }
                    guard depth > 0, let following = source.nextSignificant(after: scan) else { break }
                    scan = following
                } while true
                cursor = scan
                continue
            }
            return nil
        }
        guard source.token(cursor, isPunctuation: "("), let close = source.closing(cursor) else { return nil }
        var labels: [(label: String, defaulted: Bool)] = []
        var depth = 0
        var expectLabel = true
        var index = cursor
        while let next = source.nextSignificant(after: index), next < close {
            index = next
            if source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[") || source.token(next, isPunctuation: "{") {
                depth += 1
            } else if source.token(next, isPunctuation: ")") || source.token(next, isPunctuation: "]")
                || source.token(next, isPunctuation: "}")
            {
                depth -= 1
            } else if source.token(next, isPunctuation: "<") {
                depth += 1
            } else if source.token(next, isPunctuation: ">"), !isArrowHead(next, in: source) {
                depth -= 1
            } else if depth == 0, source.token(next, isPunctuation: ",") {
                expectLabel = true
            } else if depth == 0, source.token(next, isPunctuation: "="), !labels.isEmpty {
                labels[labels.count - 1].defaulted = true
            } else if depth == 0, expectLabel, source.tokens[next].kind == .identifier {
                expectLabel = false
                let first = SwiftStructure.unquoted(source.text(of: next))
                let second = source.nextSignificant(after: next).flatMap {
                    source.tokens[$0].kind == .identifier ? $0 : nil
                }
                labels.append((forSubscript && second == nil ? "_" : first, false))
            }
        }
        return labels
    }

    /// A `>` that ends `->`.
    private static func isArrowHead(_ index: Int, in source: SwiftSource) -> Bool {
        index > 0 && source.token(index - 1, isPunctuation: "-")
    }
}
