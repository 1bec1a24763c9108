/// What a Swift file declares and how its braces and `#if` blocks nest: enough to know which
/// class a `#selector` stands in, which names the file declares itself, and what is at its top
/// level. Read from the tokens alone, without type-checking.
///
///     let source = SwiftSource("class A { func f() {} }\nextension A { var x: Int { 1 } }")
///     SwiftStructure(source).declarations.map(\.name)  // ["A", "f", "A", "x"]
struct SwiftStructure {
    /// One declaration: its kind, name and where it is.
    struct Declaration: Equatable {
        enum Kind: String, Equatable {
            case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `func`, `let`, `var`

            /// Kinds with a body of members.
            var isType: Bool {
                switch self {
                case .class, .struct, .enum, .protocol, .actor, .extension: true
                case .typealias, .func, .let, .var: false
                }
            }
        }

        var kind: Kind
        /// The name as written; an extension's is the extended type (`Outer.Inner`).
        var name: String
        /// The index of the keyword's token.
        var keyword: Int
        /// The words and attributes before the keyword: `public`, `final`, `@MainActor`.
        var modifiers: [String]
        /// For a type, the token indices from its `{` to its `}` (to the end when unclosed).
        var body: ClosedRange<Int>?
        /// An extension with a `where Self` clause: of a protocol, not of a class.
        var constrainsSelf = false
        /// How many braces enclose the keyword (0 at the top level).
        var depth: Int

        /// Declared `public` or `open`.
        var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }
    }

    private(set) var declarations: [Declaration] = []
    /// For each token, how many braces enclose it (a brace itself counts as outside).
    private(set) var braceDepth: [Int] = []
    /// For each token, how many `#if` blocks enclose it (a directive itself counts as outside).
    private(set) var conditionalDepth: [Int] = []
    /// For each token, the index in `declarations` of the innermost type whose body holds it.
    private var enclosingTypes: [Int?] = []

    /// Words that may stand between a declaration's attributes and its keyword.
    static let modifierWords: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "static", "class", "override", "required",
        "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "indirect", "optional",
        "isolated", "consuming", "borrowing", "distributed",
    ]

    /// Words that are never a declared name (after `class` they make `class func`, `class var`…).
    static let keywords: Set<String> = modifierWords.union([
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "case", "struct", "enum", "protocol", "extension", "actor",
        "associatedtype", "import", "where", "in", "is", "as",
    ])

    init(_ source: SwiftSource) {
        let tokens = source.tokens
        braceDepth.reserveCapacity(tokens.count)
        conditionalDepth.reserveCapacity(tokens.count)
        var braces = 0
        var conditions = 0
        for index in tokens.indices {
            if source.token(index, isPunctuation: "}") { braces = max(0, braces - 1) }
            if tokens[index].kind == .pound {
                switch source.text(of: index) {
                case "#endif": conditions = max(0, conditions - 1)
                default: break
                }
            }
            braceDepth.append(braces)
            let isElse = source.token(index, is: .pound, "#else") || source.token(index, is: .pound, "#elseif")
            conditionalDepth.append(isElse ? max(0, conditions - 1) : conditions)
            if source.token(index, isPunctuation: "{") { braces += 1 }
            if source.token(index, is: .pound, "#if") { conditions += 1 }
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            if let declaration = declaration(at: index, in: source) { declarations.append(declaration) }
        }
        // Each brace pushes the type it opens the body of (or nil for a block); a token's
        // enclosing type is the innermost one pushed.
        var bodies: [Int: Int] = [:]
        for (number, declaration) in declarations.enumerated() {
            if let body = declaration.body { bodies[body.lowerBound] = number }
        }
        var open: [Int?] = []
        var innermost: [Int] = []
        enclosingTypes.reserveCapacity(tokens.count)
        for index in tokens.indices {
            if source.token(index, isPunctuation: "}"), let closed = open.popLast(), closed != nil { innermost.removeLast() }
            enclosingTypes.append(innermost.last)
            if source.token(index, isPunctuation: "{") {
                open.append(bodies[index])
                if let type = bodies[index] { innermost.append(type) }
            }
        }
    }

    /// The innermost type or extension whose body holds the token at `index`.
    func enclosingType(of index: Int) -> Declaration? {
        guard index >= 0, index < enclosingTypes.count, let number = enclosingTypes[index] else { return nil }
        return declarations[number]
    }

    /// The declaration whose keyword is the token at `index`, if it is one.
    private func declaration(at index: Int, in source: SwiftSource) -> Declaration? {
        guard let kind = Declaration.Kind(rawValue: source.text(of: index)) else { return nil }
        if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") { return nil }
        // A member's name may be a modifier word (`func open(_:)`, `var optional`): only the
        // declaration keywords are never one.
        let reserved = kind.isType || kind == .typealias ? Self.keywords : Self.keywords.subtracting(Self.modifierWords)
        guard let first = source.nextSignificant(after: index), source.tokens[first].kind == .identifier,
            !reserved.contains(source.text(of: first))
        else { return nil }
        var name = Self.unquoted(source.text(of: first))
        var last = first
        if kind == .extension {
            while let dot = source.nextSignificant(after: last), source.token(dot, isPunctuation: "."),
                let part = source.nextSignificant(after: dot), source.tokens[part].kind == .identifier
            {
                name += "." + Self.unquoted(source.text(of: part))
                last = part
            }
        }
        var declaration = Declaration(
            kind: kind, name: name, keyword: index, modifiers: modifiers(before: index, in: source),
            depth: braceDepth[index])
        guard kind.isType else { return declaration }
        // The body: the first `{` after the name, before anything that ends a declaration.
        var scan = last
        var sawWhere = false
        while let next = source.nextSignificant(after: scan) {
            if source.token(next, isPunctuation: "{") {
                declaration.body = next...(source.closing(next) ?? source.tokens.count - 1)
                return declaration
            }
            if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: ";") { return nil }
            if source.token(next, is: .identifier, "where") { sawWhere = true }
            if sawWhere, source.token(next, is: .identifier, "Self") { declaration.constrainsSelf = true }
            scan = next
        }
        return nil
    }

    /// The modifiers and attributes before the keyword at `index`, nearest last.
    func modifiers(before index: Int, in source: SwiftSource) -> [String] {
        var words: [String] = []
        var cursor = index
        while let previous = source.previousSignificant(before: cursor) {
            let token = source.tokens[previous]
            if token.kind == .attribute || (token.kind == .identifier && Self.modifierWords.contains(source.text(of: previous))) {
                words.insert(source.text(of: previous), at: 0)
                cursor = previous
            } else if source.token(previous, isPunctuation: ")"), let open = source.opening(previous),
                let owner = source.previousSignificant(before: open),
                source.tokens[owner].kind == .attribute || Self.modifierWords.contains(source.text(of: owner))
            {
                // `@available(iOS 13, *)`, `private(set)`: the word before the parentheses counts.
                cursor = open
            } else {
                break
            }
        }
        return words
    }

    /// `` `default` `` as `default`.
    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
