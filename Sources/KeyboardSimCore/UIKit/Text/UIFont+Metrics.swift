import Foundation

// What UIFont declares beyond the sizes the simulated views measure with: glyph metrics, font
// descriptors, the width axis and the installed families. None of it touches the keyboard, focus,
// layout or animation; each member says what it answers.

extension UIFont {
    /// The system font's design metrics per point of size (SF Pro's font tables: 2048 units per
    /// em, ascender 1950, descender −494, cap height 1443, x-height 1078; unconfirmed: taken from
    /// the font files' published tables, not measured on a device). Scaled by `pointSize`.
    private static let ascenderPerPoint: CGFloat = 1950 / 2048
    private static let descenderPerPoint: CGFloat = -494 / 2048
    private static let capHeightPerPoint: CGFloat = 1443 / 2048
    private static let xHeightPerPoint: CGFloat = 1078 / 2048

    /// The top of the tallest glyphs above the baseline, in points: SF Pro's ascender scaled to
    /// `pointSize` (unconfirmed, see above; inert: no text is drawn).
    public var ascender: CGFloat { pointSize * Self.ascenderPerPoint }
    /// The bottom of the lowest glyphs below the baseline, in points (negative): SF Pro's
    /// descender scaled to `pointSize` (unconfirmed; inert).
    public var descender: CGFloat { pointSize * Self.descenderPerPoint }
    /// The height of capital letters, in points: SF Pro's cap height scaled (unconfirmed; inert).
    public var capHeight: CGFloat { pointSize * Self.capHeightPerPoint }
    /// The height of a lowercase x, in points: SF Pro's x-height scaled (unconfirmed; inert).
    public var xHeight: CGFloat { pointSize * Self.xHeightPerPoint }
    /// The extra space between lines: 0, as the system font reports (unconfirmed; inert).
    public var leading: CGFloat { 0 }

    /// The families installed: none in the simulation (inert: iOS lists the fonts on the device,
    /// the system font's hidden family excepted; `UIFont(name:size:)` here gives a font for any
    /// name).
    public static var familyNames: [String] { [] }

    /// The fonts of `familyName`: none installed in the simulation (inert, as `familyNames`).
    public static func fontNames(forFamilyName familyName: String) -> [String] { [] }

    /// The font of a text style for `traitCollection`: the style's Large size, whatever the
    /// collection's `preferredContentSizeCategory` (Dynamic Type is not simulated), as
    /// `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The system font at `fontSize`, `weight` and `width` (iOS 16): the system font of that
    /// size and weight; the width is not simulated (inert: glyph widths are not measured), so
    /// every width gives the same font.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font's descriptor: its name, family, size, weight and the traits it was made with.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(
            postscriptName: fontName, familyName: familyName, pointSize: pointSize, weight: weight,
            traitsBesidesBold: traitsBesidesBold)
    }

    /// A font's width, as UIKit's `UIFont.Width` (iOS 16): UIKit's names; the raw values are
    /// unconfirmed (Apple's documentation does not give them).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A width of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The narrowest.
        public static let compressed = Width(rawValue: -0.3)
        /// Narrower than standard.
        public static let condensed = Width(rawValue: -0.2)
        /// The system font's usual width.
        public static let standard = Width(rawValue: 0)
        /// Wider than standard.
        public static let expanded = Width(rawValue: 0.2)
    }
}

/// What describes a font, as UIKit's `UIFontDescriptor`: here its PostScript name, family, size,
/// weight and symbolic traits (the attributes dictionary and font matching are not simulated).
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The font's PostScript name.
    public let postscriptName: String
    /// The family (not a UIKit property of the descriptor: UIKit keeps it in its attributes).
    public let familyName: String
    /// The size in points (0: unspecified).
    public let pointSize: CGFloat
    /// The weight (not a UIKit property of the descriptor: UIKit keeps it in its traits).
    public let weight: UIFont.Weight
    /// The symbolic traits other than bold, which the weight says.
    let traitsBesidesBold: SymbolicTraits

    init(
        postscriptName: String, familyName: String, pointSize: CGFloat, weight: UIFont.Weight,
        traitsBesidesBold: SymbolicTraits = []
    ) {
        self.postscriptName = postscriptName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.traitsBesidesBold = traitsBesidesBold.subtracting(.traitBold)
    }

    /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`, with the raw
    /// values of `UIFontDescriptorSymbolicTraits` in Apple's UIFontDescriptor.h (italic 1 << 0,
    /// bold 1 << 1, expanded 1 << 5, condensed 1 << 6, monospace 1 << 10, vertical 1 << 11,
    /// UI-optimized 1 << 12, tight leading 1 << 15, loose leading 1 << 16).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: a weight of bold or heavier here.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-pitch glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The descriptor's traits: bold when its weight is bold or heavier (unconfirmed: where iOS
    /// draws the line between semibold and bold for the bold trait is not in Apple's pages),
    /// with the traits it was made with.
    public var symbolicTraits: SymbolicTraits {
        weight.rawValue >= UIFont.Weight.bold.rawValue ? traitsBesidesBold.union(.traitBold) : traitsBesidesBold
    }

    /// A descriptor of the same family and size with `symbolicTraits` instead of this one's
    /// (Apple's `withSymbolicTraits(_:)`): `.traitBold` gives the bold weight (a heavier weight
    /// stays), its absence the regular weight for a bold descriptor; the system font's name
    /// follows the weight. Never nil here (font matching is not simulated, so every family has
    /// every trait).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let isBold = weight.rawValue >= UIFont.Weight.bold.rawValue
        let newWeight: UIFont.Weight =
            symbolicTraits.contains(.traitBold) ? (isBold ? weight : .bold) : (isBold ? .regular : weight)
        let name = familyName == ".SF UI" ? ".SFUI-\(newWeight.name)" : postscriptName
        return UIFontDescriptor(
            postscriptName: name, familyName: familyName, pointSize: pointSize, weight: newWeight,
            traitsBesidesBold: symbolicTraits)
    }

    /// A descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(postscriptName: fontName, familyName: fontName, pointSize: size, weight: .regular)
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            postscriptName: postscriptName, familyName: familyName, pointSize: newPointSize, weight: weight,
            traitsBesidesBold: traitsBesidesBold)
    }

    /// The descriptor of a text style's font at the Large size (`UIFont.preferredFont(forTextStyle:)`'s).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// Whether `object` describes the same font: name, family, size and weight (`==` asks it).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return postscriptName == other.postscriptName && familyName == other.familyName && pointSize == other.pointSize
            && weight == other.weight && traitsBesidesBold == other.traitsBesidesBold
    }

    /// The name and size, hashed: equal descriptors hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
