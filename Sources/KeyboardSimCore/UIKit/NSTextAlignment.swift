/// How text lines up in its box, as UIKit's `NSTextAlignment` (iOS raw values), which
/// Foundation on Linux lacks. Stored and inert: nothing is drawn.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left in a left-to-right language (the default).
    case natural = 4
}

/// How a label cuts text that does not fit, as UIKit's `NSLineBreakMode`, which Foundation on
/// Linux lacks. Stored and inert.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
