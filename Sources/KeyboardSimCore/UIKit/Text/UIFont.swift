import Foundation

/// A font, as UIKit's `UIFont`: a name, a point size and a weight.
///
/// What is simulated: the system fonts, the text styles at the default (Large) content size,
/// `pointSize` and `lineHeight` (1.2 × the point size, an approximation), which the simulated
/// labels and buttons scale their intrinsic sizes by (see `UILabel`). What is not: glyph
/// metrics, installed fonts (`UIFont(name:size:)` gives a font for any name) and Dynamic Type
/// (text styles have their Large sizes; the content size category never changes).
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .headline)
/// label.font.pointSize        // 17
/// button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
/// ```
///
/// UIFont is open, as on iOS: its designated initializers are `init(descriptor:size:)` and
/// `init?(name:size:)`, as Apple declares them (without `convenience`), and the required
/// `init?(coder:)` (UIFont conforms to NSCoding); a subclass that declares none inherits them, one
/// that does implements `init?(coder:)`.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: UIFont's own state is set only while it is made and immutable after
    // (`textStyle`'s setter is private to this file's initializers), as iOS's `UIFont` is
    // `Sendable`; a subclass's state is its own affair, as on iOS.

    /// The font's name (`.SFUI-Regular` for the system font, as iOS reports it).
    public let fontName: String
    /// The family (`.SF UI` for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (regular for a named font).
    public let weight: Weight
    /// The text style the font was made for, if any.
    private(set) var textStyle: TextStyle?
    /// The symbolic traits of the descriptor the font was made from, bold aside (the weight says it).
    private(set) var traitsBesidesBold: UIFontDescriptor.SymbolicTraits = []

    /// A font of these values: convenience, through `init(descriptor:size:)`, so that every
    /// designated initializer is public and a subclass in another module inherits them, as on iOS.
    convenience init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.init(
            descriptor: UIFontDescriptor(postscriptName: fontName, familyName: familyName, pointSize: pointSize, weight: weight),
            size: pointSize)
        self.textStyle = textStyle
    }

    /// The font a descriptor describes at `pointSize` (0 or less: the descriptor's size; a
    /// negative size counts as 0): its name, family and weight.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontName = descriptor.postscriptName
        familyName = descriptor.familyName
        self.pointSize = max(0, pointSize > 0 ? pointSize : descriptor.pointSize)
        weight = descriptor.weight
        traitsBesidesBold = descriptor.traitsBesidesBold
    }

    /// A font installed in the app. Fonts are not simulated: every name gives a font of that
    /// name and size, never `nil`.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        familyName = fontName
        pointSize = max(0, fontSize)
        weight = .regular
    }

    /// Archives are not simulated: `nil` (required, as UIFont conforms to NSCoding on iOS; a
    /// storyboard's fonts are read by the Interface Builder reader, not through this).
    public required init?(coder: NSCoder) { nil }

    /// The system font at `fontSize`, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", familyName: ".SF UI", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` (the slant is not simulated).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", familyName: ".SF UI", pointSize: fontSize, weight: .regular)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono-\(weight.name)", familyName: ".SF UI Mono", pointSize: fontSize, weight: weight)
    }

    /// The system font with monospaced digits at `fontSize` and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at the default (Large) content size: body 17, headline 17
    /// semibold, title1 28… (see `TextStyle`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.largeMetrics
        return UIFont(fontName: ".SFUI-\(weight.name)", familyName: ".SF UI", pointSize: size, weight: weight, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The height of a line: 1.2 × the point size (an approximation of the system font's).
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// 14, UIKit's `systemFontSize`.
    open class var systemFontSize: CGFloat { 14 }
    /// 12, UIKit's `smallSystemFontSize`.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// 17, UIKit's `labelFontSize`.
    open class var labelFontSize: CGFloat { 17 }
    /// 18, UIKit's `buttonFontSize`.
    open class var buttonFontSize: CGFloat { 18 }

    /// Whether `object` is the same font: name, size and weight (`==` asks it).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    /// The name and size, hashed: equal fonts hash alike.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// `.SFUI-Semibold 17pt`.
    open override var description: String { "\(fontName) \(formatNumber(Double(pointSize)))pt" }

    /// The scale from the 17-point system font the simulated intrinsic sizes are measured for.
    var scaleFrom17: CGFloat { pointSize / 17 }

    /// The width the simulation gives every character (a grapheme) of text in this font: half
    /// the point size (8.5 points at 17, as `UILabel`'s sizes), at least half a point. An
    /// unconfirmed estimate: glyphs are not measured, so real text is narrower or wider.
    var characterWidth: CGFloat { max(0.5, pointSize / 2) }
}

extension UIFont {
    /// A font's weight, as UIKit's `UIFont.Weight` (UIKit's raw values, -0.8 … 0.62).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue` (−1 to 1).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `Semibold`, the suffix of the system font's name; `Weight(0.1)` for other values.
        var name: String {
            let names: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return names.first { $0.0 == self }?.1 ?? "Weight(\(formatNumber(Double(rawValue))))"
        }
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle` (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A text style named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The large title style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style (17 points, the simulation's default size).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size (Apple's Human Interface Guidelines
        /// table); an unknown style is body's.
        var largeMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
