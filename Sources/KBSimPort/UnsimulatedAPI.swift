/// A UIKit-looking name a file uses that neither KeyboardSim's `UIKit` module nor Foundation on
/// Linux declares, and everywhere the file uses it.
package struct UnsimulatedName: Equatable, Sendable, CustomStringConvertible {
    /// A type or function (`UIRefreshControl`), or a member with its type (`UITextView.caretRect`).
    package var name: String
    /// Every use, in the order of the file.
    package var positions: [TextPosition]

    package init(_ name: String, positions: [TextPosition]) {
        self.name = name
        self.positions = positions
    }

    /// Whether it is a member of a simulated type (`UITextView.caretRect`).
    package var isMember: Bool { name.contains(".") }

    /// `UIColor at 12:20, 14:20`.
    package var description: String { "\(name) at \(positions.map(\.description).joined(separator: ", "))" }
}

/// Finds the UIKit API a file uses that KeyboardSim does not simulate: every name that looks like
/// a UIKit, Core Graphics or Core Animation type or function (`UI…`, `NS…`, `CA…`, `CG…`, then an
/// upper-case and a lower-case letter) that is not in ``SimulatedUIKit``, not Foundation's on Linux
/// (``FoundationOnLinux``: `NSValue`, `CGRect`…), and not declared by the file itself.
///
/// Names in comments, string literals and `import` statements are not uses; a member after a dot
/// (`Notification.Name.UIKeyboardWillShow`) is not either, unless the dot follows a module's name
/// (`UIKit.UIColor`).
///
/// Then the members of simulated types that the simulation lacks (``UIKitMemberCatalog``), where
/// the type can be read without the type checker: `UITextView.textDidChangeNotification`; an
/// `override` or a `super.` call in a subclass of a simulated class; and `name.member` where the
/// file gives `name` one simulated type (`let textView: UITextView`, a parameter
/// `(_ textView: UITextView)`, `let bar = UISearchBar(…)`). A member the file itself adds to the
/// type in an extension is not reported; one another file adds is (the report says so).
///
///     UnsimulatedAPI.names(in: SwiftSource("let c = UIRefreshControl()\nlet v = UIView()\nlet r = CGRect.zero"))
///     // [UIRefreshControl at 1:9]
package enum UnsimulatedAPI {
    /// Modules whose names may qualify a UIKit name (`UIKit.UIColor`).
    static let modules: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "KeyboardSim", "KeyboardSimCore"]

    /// The unsimulated names `source` uses, ordered by their first use, then the members.
    package static func names(in source: SwiftSource) -> [UnsimulatedName] {
        names(in: source, simulated: SimulatedUIKit.names) + MissingMembers(source, SwiftStructure(source), catalog: .simulated).names
    }

    /// The names `source` uses that are not in `simulated` (nor Foundation's, nor its own).
    static func names(in source: SwiftSource, simulated: Set<String>) -> [UnsimulatedName] {
        let structure = SwiftStructure(source)
        let declared = Set(structure.declarations.filter { $0.kind != .extension }.map(\.name))
        let imports = ImportStatement.all(in: source, structure)
        var found: [String: [TextPosition]] = [:]
        var order: [String] = []
        for (index, token) in source.tokens.enumerated() where token.kind == .identifier {
            let name = source.text(of: index)
            guard looksLikeUIKit(name), !modules.contains(name), !simulated.contains(name),
                !FoundationOnLinux.names.contains(name), !declared.contains(name),
                !imports.contains(where: { $0.range.contains(token.range.lowerBound) })
            else { continue }
            if let dot = source.previousSignificant(before: index), source.token(dot, isPunctuation: ".") {
                guard let qualifier = source.previousSignificant(before: dot), modules.contains(source.text(of: qualifier)) else {
                    continue
                }
            }
            if found[name] == nil { order.append(name) }
            found[name, default: []].append(source.position(of: token.range.lowerBound))
        }
        return order.map { UnsimulatedName($0, positions: found[$0] ?? []) }
    }

    /// `UI`, `NS`, `CA` or `CG`, then an upper-case and a lower-case ASCII letter: `UIColor`,
    /// `NSLayoutConstraint`, `CALayer`, `CGAffineTransform`, `UIGraphicsBeginImageContext`; not
    /// `CAPTION_HEIGHT` or `NSURL`.
    package static func looksLikeUIKit(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(4))
        guard bytes.count == 4, ["UI", "NS", "CA", "CG"].contains(where: { $0.utf8.elementsEqual(bytes[0..<2]) }) else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2]) && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[3])
    }
}
