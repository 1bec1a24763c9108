/// The members of the simulated UIKit's types, as `kbsim port` knows them: for each public type
/// the `UIKit` module brings whose name looks like UIKit's (and the simulation's own types they
/// inherit from, for the public members those add), its kind, what it inherits or conforms to,
/// and the names of its public members (properties, methods, nested types, enum cases),
/// extensions included. ``simulated`` is generated from the sources
/// (`Sources/KBSimPort/SimulatedUIKitMembers.swift`, kept equal to them by
/// `UIKitMemberCatalogTests`), so the port can name a member an iOS file uses that the
/// simulation lacks (`UITextView.caretRect`) without the type checker.
struct UIKitMemberCatalog: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        /// `class`, `struct`, `enum` or `protocol`.
        var kind: String
        /// The superclass, the raw type and the protocols, as written.
        var supertypes: [String]
        /// The member names.
        var members: Set<String>
    }

    var types: [String: Entry]

    /// Names every type has (`UIView.self`, `.init`, `.Type`).
    static let universal: Set<String> = ["self", "init", "Type", "Protocol"]

    /// The members standard protocols, raw types and Foundation's `NSObject` give; a type that
    /// inherits anything else not in the catalog has members the catalog cannot list.
    static let standard: [String: Set<String>] = {
        let setAlgebra: Set<String> = [
            "contains", "insert", "remove", "update", "union", "intersection", "symmetricDifference", "formUnion", "formIntersection",
            "formSymmetricDifference", "subtracting", "subtract", "isSubset", "isSuperset", "isDisjoint", "isStrictSubset",
            "isStrictSuperset", "isEmpty", "rawValue",
        ]
        var table: [String: Set<String>] = [
            "Hashable": ["hashValue", "hash"], "Equatable": [], "Sendable": [], "AnyObject": [], "Comparable": [],
            "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
            "RawRepresentable": ["rawValue"], "CaseIterable": ["allCases"], "OptionSet": setAlgebra, "SetAlgebra": setAlgebra,
            "Error": ["localizedDescription"], "ExpressibleByStringLiteral": [], "Codable": [], "Identifiable": ["id"],
            // Foundation's, as Linux declares it (every responder conforms, as every responder is an NSObject on iOS).
            "NSObjectProtocol": ["isEqual", "hash", "self", "isProxy", "description", "debugDescription"],
            // Foundation's NSObject as Linux declares it: UIResponder derives from it, as on iOS.
            "NSObject": [
                "isEqual", "hash", "self", "isProxy", "description", "debugDescription", "copy", "mutableCopy", "classForCoder",
                "replacementObject", "classForKeyedArchiver", "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver",
                "hashValue", "superclass", "isSubclass", "isMember", "isKind",
            ],
        ]
        for raw in [
            "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Double",
            "Float", "CGFloat", "Character",
        ] {
            table[raw] = ["rawValue"]
        }
        return table
    }()

    /// Every member of `type`: its own, its supertypes', and what every type has; `nil` when
    /// the type is not in the catalog or inherits something whose members the catalog cannot
    /// list (then nothing can be said about it).
    func members(of type: String) -> Set<String>? {
        var seen: Set<String> = []
        return members(of: type, seen: &seen)
    }

    /// The members of UIKit's protocols in the catalog (the `UI…` and `NS…` ones, not the
    /// simulation's own): the names a call `x?.name?(…)` may use for one of UIKit's optional
    /// requirements.
    var protocolMembers: Set<String> {
        var names: Set<String> = []
        for (name, entry) in types where entry.kind == "protocol" && (name.hasPrefix("UI") || name.hasPrefix("NS")) {
            names.formUnion(entry.members)
        }
        return names
    }

    /// `type` and every type of the catalog it inherits from, nearest first.
    func lineage(of type: String) -> [String] {
        var result: [String] = []
        var pending = [type]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += types[next]?.supertypes ?? []
        }
        return result
    }

    private func members(of type: String, seen: inout Set<String>) -> Set<String>? {
        guard let entry = types[type] else { return Self.standard[type] }
        guard seen.insert(type).inserted else { return [] }
        var all = entry.members.union(Self.universal)
        for supertype in entry.supertypes {
            guard let inherited = members(of: supertype, seen: &seen) else { return nil }
            all.formUnion(inherited)
        }
        return all
    }

    /// The catalog of the public types declared in `texts` (Swift files) whose names look like
    /// UIKit's, with the public members of their declarations and extensions.
    static func read(_ texts: [String]) -> UIKitMemberCatalog {
        var types: [String: Entry] = [:]
        var extensions: [(name: String, supertypes: [String], members: Set<String>)] = []
        for text in texts {
            let source = SwiftSource(text)
            let structure = SwiftStructure(source)
            for declaration in structure.declarations where declaration.depth == 0 && declaration.kind.isType {
                let members = publicMembers(of: declaration, in: source, structure)
                let supertypes = inheritance(of: declaration, in: source)
                if declaration.kind == .extension {
                    extensions.append((declaration.name, supertypes, declaration.isPublic ? members.all : members.public))
                } else if declaration.isPublic || !UnsimulatedAPI.looksLikeUIKit(declaration.name) {
                    // A public protocol's requirements are its members; an internal one gives only
                    // what its public extensions add (`LayoutAnchorProviding`'s anchors).
                    let own = declaration.kind == .protocol && declaration.isPublic ? members.all : members.public
                    types[declaration.name] = Entry(kind: declaration.kind.rawValue, supertypes: supertypes, members: own)
                }
            }
        }
        for (name, supertypes, members) in extensions where types[name] != nil {
            types[name]?.supertypes.append(contentsOf: supertypes)
            types[name]?.members.formUnion(members)
        }
        // The UIKit-looking types, and the simulation's own types they inherit from.
        var kept: Set<String> = []
        var pending = types.keys.filter(UnsimulatedAPI.looksLikeUIKit)
        while let name = pending.popLast() {
            guard kept.insert(name).inserted, let entry = types[name] else { continue }
            pending.append(contentsOf: entry.supertypes.filter { types[$0] != nil })
        }
        return UIKitMemberCatalog(types: types.filter { kept.contains($0.key) })
    }

    /// The names declared directly in a type's body: all of them, and those public or open.
    static func publicMembers(
        of type: SwiftStructure.Declaration, in source: SwiftSource,
        _ structure: SwiftStructure
    ) -> (all: Set<String>, public: Set<String>) {
        guard let body = type.body else { return ([], []) }
        var all: Set<String> = []
        var visible: Set<String> = []
        for member in structure.declarations
        where member.depth == type.depth + 1 && body.contains(member.keyword)
            && member.kind != .extension
        {
            all.insert(member.name)
            if member.isPublic { visible.insert(member.name) }
        }
        // Enum cases: `case a, b = 2, c(Int)` — each name after `case` or a comma outside brackets.
        guard type.kind == .enum || type.kind == .extension else { return (all, visible) }
        for index in body where source.token(index, is: .identifier, "case") && structure.braceDepth[index] == type.depth + 1 {
            var cursor = index
            var expectName = true
            var brackets = 0
            var line = source.position(of: source.tokens[index].range.lowerBound).line
            // The list goes on to the next line only after a comma (`case a,\n b`).
            while let next = source.nextSignificant(after: cursor),
                source.position(of: source.tokens[next].range.lowerBound).line == line || (expectName && brackets == 0)
            {
                line = source.position(of: source.tokens[next].range.lowerBound).line
                if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: "{")
                    || source.token(next, isPunctuation: ";")
                    || (brackets == 0 && SwiftStructure.keywords.contains(source.text(of: next)))
                {
                    break
                }
                if source.token(next, isPunctuation: "(") { brackets += 1 }
                if source.token(next, isPunctuation: ")") { brackets -= 1 }
                if expectName, brackets == 0, source.tokens[next].kind == .identifier {
                    let name = SwiftStructure.unquoted(source.text(of: next))
                    all.insert(name)
                    visible.insert(name)
                    expectName = false
                } else if brackets == 0, source.token(next, isPunctuation: ",") {
                    expectName = true
                }
                cursor = next
            }
        }
        return (all, visible)
    }

    /// What a type declaration inherits or an extension adds (`class UIView: UIResponder`,
    /// `extension UITextField: UITextInputTraits`): the last name of each item, generic
    /// arguments left out.
    static func inheritance(of declaration: SwiftStructure.Declaration, in source: SwiftSource) -> [String] {
        guard let body = declaration.body else { return [] }
        var names: [String] = []
        var cursor = declaration.keyword
        var angle = 0
        var afterColon = false
        var current: String?
        while let next = source.nextSignificant(after: cursor), next < body.lowerBound {
            cursor = next
            if source.token(next, isPunctuation: "<") { angle += 1; continue }
            if source.token(next, isPunctuation: ">") { angle -= 1; continue }
            guard angle == 0 else { continue }
            if source.token(next, is: .identifier, "where") { break }
            if source.token(next, isPunctuation: ":") { afterColon = true; continue }
            guard afterColon else { continue }
            if source.token(next, isPunctuation: ",") {
                if let name = current { names.append(name) }
                current = nil
            } else if source.tokens[next].kind == .identifier {
                current = source.text(of: next)
            }
        }
        if let name = current { names.append(name) }
        return names
    }

    /// The text of `SimulatedUIKitMembers.swift` for this catalog: one line per type, sorted.
    /// `simulated`'s type is written out: without it, every compile job of the module that
    /// names `simulated` type-checks the whole literal to learn its type (about a second each).
    func swiftSource() -> String {
        var lines = [
            "// Generated from the simulated UIKit's sources by UIKitMemberCatalogTests: do not edit. When the UIKit",
            "// module's public declarations change, regenerate it with",
            "//   KBSIM_RECORD_MEMBERS=1 swift test --filter UIKitMemberCatalogTests",
            "",
            "extension UIKitMemberCatalog {",
            "    /// The simulated UIKit's types and their members (see ``UIKitMemberCatalog``).",
            "    static let simulated: UIKitMemberCatalog = UIKitMemberCatalog(types: [",
        ]
        for name in types.keys.sorted() {
            guard let entry = types[name] else { continue }
            let supertypes = entry.supertypes.map { "\"\($0)\"" }.joined(separator: ", ")
            let members = entry.members.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("        \"\(name)\": Entry(kind: \"\(entry.kind)\", supertypes: [\(supertypes)], members: [\(members)]),")
        }
        lines += ["    ])", "}", ""]
        return lines.joined(separator: "\n")
    }
}
