/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`: stored and
/// inert (VoiceOver is not simulated). UIKit's raw values are exported constants that its
/// documentation does not give, so these are distinct bits of this package's own: compare traits
/// by name (`.button`), never by number.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Adjustable (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
