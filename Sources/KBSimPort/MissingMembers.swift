/// The members of simulated UIKit types that a file uses and the simulation lacks, found where a
/// type can be read from the text alone (see ``UnsimulatedAPI``): `Type.member` (any simulated
/// type), overrides and `super.` calls in subclasses of simulated classes, and members of names
/// the file declares as one simulated class.
struct MissingMembers {
    private let source: SwiftSource
    private let structure: SwiftStructure
    private let catalog: UIKitMemberCatalog
    /// Types the file declares itself (its own `UIThing` is not UIKit's).
    private let declaredTypes: Set<String>
    /// Members the file adds to types in its extensions.
    private var ownMembers: [String: Set<String>] = [:]
    private var found: [String: [TextPosition]] = [:]
    private var order: [String] = []
    private var memberCache: [String: Set<String>?] = [:]

    init(_ source: SwiftSource, _ structure: SwiftStructure, catalog: UIKitMemberCatalog) {
        self.source = source
        self.catalog = catalog
        self.structure = structure
        declaredTypes = Set(structure.declarations.filter { $0.kind.isType && $0.kind != .extension }.map(\.name))
        for type in structure.declarations where type.kind == .extension {
            guard let body = type.body else { continue }
            let names = structure.declarations.filter { $0.depth == type.depth + 1 && body.contains($0.keyword) }.map(\.name)
            ownMembers[type.name, default: []].formUnion(names)
        }
        checkQualifiedMembers()
        checkSubclasses()
        checkTypedNames()
    }

    /// What was found, in the order of first use.
    var names: [UnsimulatedName] { order.map { UnsimulatedName($0, positions: found[$0] ?? []) } }

    private var tokens: [SwiftToken] { source.tokens }

    /// Every member `type` has, what the file's own extensions add to it and to its supertypes
    /// included (`extension UIView { func shake() }` gives a text field `shake`); nil when
    /// nothing can be said.
    private mutating func members(of type: String) -> Set<String>? {
        if let cached = memberCache[type] { return cached }
        var result: Set<String>?
        if !declaredTypes.contains(type), var known = catalog.members(of: type) {
            for ancestor in catalog.lineage(of: type) { known.formUnion(ownMembers[ancestor] ?? []) }
            result = known
        }
        memberCache[type] = result
        return result
    }

    private mutating func report(_ type: String, _ member: String, at index: Int) {
        guard let known = members(of: type), !known.contains(member), !member.hasPrefix("`") else { return }
        let name = "\(type).\(member)"
        if found[name] == nil { order.append(name) }
        found[name, default: []].append(source.position(of: tokens[index].range.lowerBound))
    }

    /// The identifier after `.` following token `index` (`?.` and `!.` too), if any.
    private func member(after index: Int) -> Int? {
        var cursor = index
        if let next = source.nextSignificant(after: cursor),
            source.token(next, isPunctuation: "?") || source.token(next, isPunctuation: "!")
        {
            cursor = next
        }
        guard let dot = source.nextSignificant(after: cursor), source.token(dot, isPunctuation: "."),
            tokens[dot].range.lowerBound == tokens[cursor].range.upperBound,
            let name = source.nextSignificant(after: dot), tokens[name].kind == .identifier
        else { return nil }
        return name
    }

    private func isAfterDot(_ index: Int) -> Bool {
        source.previousSignificant(before: index).map { source.token($0, isPunctuation: ".") } ?? false
    }

    /// `UITextView.textDidChangeNotification`: a simulated type's name, then a member.
    private mutating func checkQualifiedMembers() {
        for index in tokens.indices where tokens[index].kind == .identifier && !isAfterDot(index) {
            let type = source.text(of: index)
            guard catalog.types[type] != nil, UnsimulatedAPI.looksLikeUIKit(type), let name = member(after: index) else { continue }
            report(type, source.text(of: name), at: name)
        }
    }

    /// In `class Mine: UITextView` (or a class of the file that inherits one), an `override` of a
    /// member the simulated superclass lacks, and `super.member`.
    private mutating func checkSubclasses() {
        let classes = structure.declarations.filter { $0.kind == .class }
        var superclass: [String: String] = [:]
        for type in classes {
            if let first = UIKitMemberCatalog.inheritance(of: type, in: source).first { superclass[type.name] = first }
        }
        for type in classes {
            guard let body = type.body, let simulated = simulatedAncestor(of: type.name, superclass) else { continue }
            for declaration in structure.declarations
            where declaration.depth == type.depth + 1 && body.contains(declaration.keyword)
                && declaration.modifiers.contains("override") && (declaration.kind == .func || declaration.kind == .var)
            {
                if !localChainDeclares(declaration.name, from: type.name, superclass) {
                    report(simulated, declaration.name, at: source.nextSignificant(after: declaration.keyword) ?? declaration.keyword)
                }
            }
            for index in body where source.token(index, is: .identifier, "super") {
                guard let name = member(after: index), structure.enclosingType(of: index)?.keyword == type.keyword else { continue }
                let member = source.text(of: name)
                if member != "init", !localChainDeclares(member, from: type.name, superclass) { report(simulated, member, at: name) }
            }
        }
    }

    /// The nearest simulated class `name` inherits from, through the file's own classes.
    private func simulatedAncestor(of name: String, _ superclass: [String: String]) -> String? {
        var current = superclass[name]
        var steps = 0
        while let type = current, steps < 32 {
            if catalog.types[type]?.kind == "class", !declaredTypes.contains(type) { return type }
            current = superclass[type]
            steps += 1
        }
        return nil
    }

    /// Whether one of the file's classes between `name` (excluded) and the simulated ancestor
    /// declares `member`.
    private func localChainDeclares(_ member: String, from name: String, _ superclass: [String: String]) -> Bool {
        var current = superclass[name]
        var steps = 0
        while let type = current, declaredTypes.contains(type), steps < 32 {
            if structure.declarations.contains(where: { declaration in
                declaration.kind == .class && declaration.name == type
                    && declaration.body.map { body in
                        structure.declarations.contains {
                            $0.name == member && $0.depth == declaration.depth + 1 && body.contains($0.keyword)
                        }
                    } == true
            }) {
                return true
            }
            current = superclass[type]
            steps += 1
        }
        return false
    }

    /// `name.member` where the file gives `name` exactly one simulated class type: `let name: Type`
    /// or `var name: Type` (`Type?` and `Type!` too), a parameter `(name: Type` or
    /// `, _ name: Type`, or `let name = Type(…)`. Anything else named `name` with another type
    /// (or none the text shows, as `let name = name as? Other`) makes the name untyped.
    private mutating func checkTypedNames() {
        var types: [String: Set<String>] = [:]
        let declarationWords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor", "typealias"]
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let next = source.nextSignificant(after: index), let previous = source.previousSignificant(before: index) else {
                continue
            }
            let name = source.text(of: index)
            if declarationWords.contains(source.text(of: previous)) { continue }
            // A binding: after let or var, or a parameter after ( or , (or an argument label);
            // never a dictionary's key type or a generic constraint.
            var introducer = previous
            if tokens[previous].kind == .identifier, !["let", "var"].contains(source.text(of: previous)),
                let before = source.previousSignificant(before: previous)
            {
                introducer = before
            }
            let binds =
                source.token(introducer, is: .identifier, "let") || source.token(introducer, is: .identifier, "var")
                || source.token(introducer, isPunctuation: "(") || source.token(introducer, isPunctuation: ",")
            if source.token(next, isPunctuation: ":"), binds, let type = source.nextSignificant(after: next),
                tokens[type].kind == .identifier
            {
                // `UIView.AnimationOptions` is a nested type, not UIView.
                let nested = source.nextSignificant(after: type).map { source.token($0, isPunctuation: ".") } ?? false
                types[name, default: []].insert(nested ? "" : source.text(of: type))
            } else if source.token(next, isPunctuation: "="),
                source.token(previous, is: .identifier, "let") || source.token(previous, is: .identifier, "var")
            {
                // `let name = Type(…)` gives the name that type; `if let name = name {` unwraps
                // it and keeps its type; any other value (a cast, a call, another name:
                // `guard let g = g as? UIPanGestureRecognizer`) has a type the text does not
                // show, which makes the name untyped.
                let value = source.nextSignificant(after: next)
                let afterValue = value.flatMap { source.nextSignificant(after: $0) }
                if let type = value, tokens[type].kind == .identifier, let open = afterValue, source.token(open, isPunctuation: "(") {
                    types[name, default: []].insert(source.text(of: type))
                } else if let value, source.token(value, is: .identifier, name),
                    afterValue.map({
                        source.token($0, isPunctuation: "{") || source.token($0, isPunctuation: ",")
                            || source.token($0, is: .identifier, "else")
                    })
                        ?? false
                {
                    // The same name unwrapped.
                } else {
                    types[name, default: []].insert("")
                }
            } else if source.token(next, isPunctuation: ":") {
                types[name, default: []].insert("")
            }
        }
        var typed: [String: String] = [:]
        for (name, candidates) in types where candidates.count == 1 && !declaredTypes.contains(name) {
            guard let type = candidates.first, catalog.types[type]?.kind == "class", UnsimulatedAPI.looksLikeUIKit(type) else { continue }
            typed[name] = type
        }
        guard !typed.isEmpty else { return }
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let type = typed[source.text(of: index)], let name = member(after: index) else { continue }
            if isAfterDot(index) {
                // `self.textView.member` counts; `other.textView.member` may be another thing.
                guard let dot = source.previousSignificant(before: index), let owner = source.previousSignificant(before: dot),
                    source.token(owner, is: .identifier, "self")
                else { continue }
            }
            report(type, source.text(of: name), at: name)
        }
    }
}
