import Foundation

/// The `NSCoder` an object loaded from an Interface Builder document is initialized with
/// (`init?(coder:)`), as UIKit's nib decoder: `UIView`'s, `UIViewController`'s and
/// `NSLayoutConstraint`'s `init?(coder:)` read their element from it, so that a subclass finds
/// its frame, its subviews and its properties set after `super.init(coder:)`, as on iOS.
///
/// Keyed coding only; the keys are the element's Interface Builder attribute names
/// (`decodeObject(forKey: "text")`), for app code that reads one.
final class InterfaceBuilderCoder: NSCoder {
    /// The element the object is made from.
    let element: InterfaceBuilderElement
    /// The load in progress (main-actor isolated; the coder is used on the main actor only).
    nonisolated(unsafe) let loader: AnyObject
    /// Whether UIKit's `init?(coder:)` read the element (a subclass that calls another
    /// designated initializer skips it; the loader then reads it afterwards).
    nonisolated(unsafe) var decoded = false
    /// For a constraint: its items and attributes, resolved by the loader.
    nonisolated(unsafe) var constraint: DecodedConstraint?

    init(element: InterfaceBuilderElement, loader: AnyObject) {
        self.element = element
        self.loader = loader
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { element[key] != nil }

    override func decodeObject(forKey key: String) -> Any? { element[key] }

    override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }

    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }

    override func decodeInt32(forKey key: String) -> Int32 { element[key].flatMap { Int32($0) } ?? 0 }

    override func decodeInt64(forKey key: String) -> Int64 { element[key].flatMap { Int64($0) } ?? 0 }

    override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) } ?? 0 }

    override func decodeFloat(forKey key: String) -> Float { element[key].flatMap { Float($0) } ?? 0 }

    /// For a table: its `style` (`.plain` when the document gives none or one not known; the
    /// loader refuses the latter).
    var tableStyle: UITableView.Style {
        switch element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// For a table view cell: its built-in `style` (`.default` when the document gives none or
    /// one not known; the loader refuses the latter).
    var cellStyle: UITableViewCell.CellStyle {
        InterfaceBuilderSchema.cellStyles[element["style"] ?? ""] ?? .default
    }

    /// The load, for UIKit's initializers.
    @MainActor var load: InterfaceBuilderLoader? { loader as? InterfaceBuilderLoader }
}
