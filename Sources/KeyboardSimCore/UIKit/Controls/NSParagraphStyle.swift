import Foundation

/// A paragraph's layout attributes, as UIKit's `NSParagraphStyle`, which Foundation on Linux
/// does not have: only what a label's `lineBreakStrategy` names is here, stored and inert
/// (nothing is drawn).
@preconcurrency @MainActor open class NSParagraphStyle {
    /// How lines line up (stored and inert).
    open var alignment: NSTextAlignment = .natural
    /// How text that does not fit is cut (stored and inert).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How lines are broken beyond the mode (stored and inert).
    open var lineBreakStrategy: LineBreakStrategy = []

    /// A paragraph style with the default attributes.
    public init() {}
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
