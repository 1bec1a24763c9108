import Foundation

/// A paragraph's layout attributes, as UIKit's `NSParagraphStyle`, which Foundation on Linux
/// does not have: its attributes are stored and inert (nothing is drawn).
@preconcurrency @MainActor open class NSParagraphStyle: NSObject {
    /// How lines line up (stored and inert).
    open var alignment: NSTextAlignment = .natural
    /// How text that does not fit is cut (stored and inert).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How lines are broken beyond the mode (stored and inert).
    open var lineBreakStrategy: LineBreakStrategy = []
    /// Extra space between lines, in points (stored and inert).
    open var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points (stored and inert).
    open var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph, in points (stored and inert).
    open var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indentation from the leading margin (stored and inert).
    open var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indentation from the leading margin (stored and inert).
    open var headIndent: CGFloat = 0
    /// The lines' trailing indentation (stored and inert).
    open var tailIndent: CGFloat = 0
    /// The lowest a line may be, in points; 0 for no limit (stored and inert).
    open var minimumLineHeight: CGFloat = 0
    /// The highest a line may be, in points; 0 for no limit (stored and inert).
    open var maximumLineHeight: CGFloat = 0
    /// The factor the natural line height is multiplied by; 0 for none (stored and inert).
    open var lineHeightMultiple: CGFloat = 0
    /// The writing direction; `.natural` by default (stored and inert).
    open var baseWritingDirection: NSWritingDirection = .natural
    /// How much hyphenation to do, 0 to 1 (stored and inert).
    open var hyphenationFactor: Float = 0
    /// The distance between default tab stops, in points (stored and inert).
    open var defaultTabInterval: CGFloat = 0
    /// Whether characters may be tightened before truncating (stored and inert).
    open var allowsDefaultTighteningForTruncation = false

    /// A paragraph style with the default attributes.
    public override init() {}

    /// The default paragraph style: natural alignment, word wrapping, no spacing or indents.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

extension NSParagraphStyle: NSCopying, NSMutableCopying {
    /// A paragraph style with the same attributes (`style.copy() as! NSParagraphStyle`), as
    /// UIKit's `NSCopying`.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copied(into: NSParagraphStyle()) }
    }

    /// A mutable paragraph style with the same attributes, as UIKit's `NSMutableCopying`: the
    /// usual way to start from the default (`NSParagraphStyle.default.mutableCopy() as!
    /// NSMutableParagraphStyle`).
    nonisolated public func mutableCopy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copied(into: NSMutableParagraphStyle()) }
    }

    /// `style`, its every attribute set to this style's.
    @discardableResult
    fileprivate func copied<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
        style.lineBreakStrategy = lineBreakStrategy
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore
        style.firstLineHeadIndent = firstLineHeadIndent
        style.headIndent = headIndent
        style.tailIndent = tailIndent
        style.minimumLineHeight = minimumLineHeight
        style.maximumLineHeight = maximumLineHeight
        style.lineHeightMultiple = lineHeightMultiple
        style.baseWritingDirection = baseWritingDirection
        style.hyphenationFactor = hyphenationFactor
        style.defaultTabInterval = defaultTabInterval
        style.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        return style
    }
}

/// A paragraph style whose attributes can be changed, as UIKit's `NSMutableParagraphStyle`: the
/// attributes are stored and inert, as ``NSParagraphStyle``'s (nothing is drawn).
///
///     let style = NSMutableParagraphStyle()
///     style.alignment = .center
///     let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
@preconcurrency @MainActor open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Replaces every attribute with `style`'s.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        style.copied(into: self)
    }
}

extension NSParagraphStyle {
    /// How lines are broken, as UIKit's `NSParagraphStyle.LineBreakStrategy` (UIKit's raw values;
    /// stored and inert).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A word is pushed to the next line rather than leave one alone on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul is broken at words, not characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategy the system uses for labels.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
