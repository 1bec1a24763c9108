import Foundation

// UIKit's attributes of attributed text, which Foundation on Linux does not declare. They are
// kept in the strings; the simulation's text metric (`UILabel`'s sizes, a text view's lines)
// measures characters in the font alone and applies none of them. The raw values are the names
// the constants hold on iOS (unconfirmed: Apple's pages give the constants, not their strings).

extension NSAttributedString.Key {
    /// The kerning, in points, between kern-pairs (an `NSNumber`; 0 disables kerning), as Apple
    /// documents at [kern](https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The tracking, in points, added between all characters (an `NSNumber`).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline (an `NSNumber` of ``NSUnderlineStyle``'s raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (an `NSNumber` of ``NSUnderlineStyle``'s raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline's color (a `UIColor`; nil: the text's).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's color (a `UIColor`; nil: the text's).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The outline's color (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, as a percentage of the font's size (an `NSNumber`).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The text's shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The characters' offset from the baseline, in points (an `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The skew of the glyphs (an `NSNumber`).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the glyphs' horizontal expansion (an `NSNumber`).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Which ligatures are used (an `NSNumber`: 0 none, 1 the default).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A text effect (`NSAttributedString.TextEffectStyle`).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// The writing direction's embeddings and overrides (an array of `NSNumber`).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Whether glyphs are laid out vertically (an `NSNumber`; iOS lays out only horizontally).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// The style of an underline or a strikethrough, as UIKit's `NSUnderlineStyle`: a line style, a
/// pattern and `byWord`, or-ed together (the values of the SDK's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public var rawValue: Int
    /// The style with bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid pattern (no bits: the default).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
