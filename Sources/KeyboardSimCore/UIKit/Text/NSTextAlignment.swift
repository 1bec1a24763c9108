/// How text lines up in its box, as UIKit's `NSTextAlignment` (iOS raw values), which
/// Foundation on Linux lacks. Stored and inert: nothing is drawn.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Spread to both edges.
    case justified = 3
    /// Left in a left-to-right language (the default).
    case natural = 4
}

/// How a label cuts text that does not fit, as UIKit's `NSLineBreakMode`, which Foundation on
/// Linux lacks. Stored and inert.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Lines break between words.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Lines are clipped at the edge.
    case byClipping = 2
    /// The start of the line is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The end of the line is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The middle of the line is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}
