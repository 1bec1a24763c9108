import Foundation

// Writing Tools (iOS 18), the text formatting panel (iOS 18) and TextKit 2's layout manager. None
// is simulated: the simulated text view lays its text out with TextKit 1 (`layoutManager`), starts
// no Writing Tools session and shows no formatting panel. The members are here so that code
// written for them compiles, with the answers a TextKit 1 text view gives.

/// What coordinates Writing Tools for a custom text view, as UIKit's `UIWritingToolsCoordinator`
/// (iOS 18.2; https://developer.apple.com/documentation/uikit/uiwritingtoolscoordinator).
/// Writing Tools are not simulated: a coordinator never starts a session.
@preconcurrency @MainActor open class UIWritingToolsCoordinator: NSObject {
    /// A coordinator (a text view makes its own).
    override init() { super.init() }
}

/// The panel that formats a text view's selected text, as UIKit's
/// `UITextFormattingViewController` (iOS 18;
/// https://developer.apple.com/documentation/uikit/uitextformattingviewcontroller). Not
/// simulated: the text view never shows one.
open class UITextFormattingViewController: UIViewController {
    /// What a formatting panel offers, as UIKit's
    /// `UITextFormattingViewController.Configuration` (stored: no panel shows).
    @preconcurrency @MainActor open class Configuration: NSObject {
        /// The system's configuration.
        public override init() { super.init() }
    }

    /// The panel's configuration.
    public let configuration: Configuration

    /// A panel offering what `configuration` describes.
    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not simulated: a panel with the system's configuration.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }
}

/// TextKit 2's layout manager, as UIKit's `NSTextLayoutManager` (iOS 15;
/// https://developer.apple.com/documentation/uikit/nstextlayoutmanager). TextKit 2 is not
/// simulated: no text view has one (`UITextView.textLayoutManager` is nil, as for a TextKit 1
/// text view).
@preconcurrency @MainActor open class NSTextLayoutManager: NSObject {
    /// The text container laid out (none: nothing is laid out by TextKit 2 here).
    open var textContainer: NSTextContainer?
    /// A layout manager with no container.
    public override init() { super.init() }
}

extension UITextView {
    /// A text view with TextKit 2 (`true`) or TextKit 1 (iOS 16;
    /// https://developer.apple.com/documentation/uikit/uitextview/init(usingtextlayoutmanager:)).
    /// The simulated text view lays out with TextKit 1 either way: `textLayoutManager` is nil.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    /// The TextKit 2 layout manager (iOS 16): nil, as for a text view that uses TextKit 1,
    /// which the simulated one does (`layoutManager`).
    public var textLayoutManager: NSTextLayoutManager? { nil }

    /// The class the text view makes its Writing Tools coordinator of (iOS 18.2).
    public var subclassForWritingToolsCoordinator: AnyClass { UIWritingToolsCoordinator.self }
}

/// UIKit's answers without the Writing Tools and formatting-panel methods (none is called here).
extension UITextViewDelegate {
    /// Nothing, as UIKit without the method.
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    /// Nothing, as UIKit without the method.
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
    /// None, as UIKit without the method.
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange) -> [NSValue] {
        []
    }
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, willBeginFormattingWith viewController: UITextFormattingViewController) {}
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, didBeginFormattingWith viewController: UITextFormattingViewController) {}
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, willEndFormattingWith viewController: UITextFormattingViewController) {}
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, didEndFormattingWith viewController: UITextFormattingViewController) {}
}

/// A place in TextKit 2's text, as UIKit's `NSTextLocation` (iOS 15;
/// https://developer.apple.com/documentation/uikit/nstextlocation).
@preconcurrency @MainActor public protocol NSTextLocation: AnyObject {
    /// Whether this location is before, at or after `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A range between two TextKit 2 locations, as UIKit's `NSTextRange` (iOS 15;
/// https://developer.apple.com/documentation/uikit/nstextrange).
@preconcurrency @MainActor open class NSTextRange: NSObject {
    /// Where the range starts.
    public let location: any NSTextLocation
    /// Where the range ends.
    public let endLocation: any NSTextLocation

    /// The range from `location` to `end` (to `location` when nil); nil when `end` is before
    /// `location`.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard end.compare(location) != .orderedAscending else { return nil }
        self.location = location
        endLocation = end
        super.init()
    }

    /// The empty range at `location`.
    public init(location: any NSTextLocation) {
        self.location = location
        endLocation = location
        super.init()
    }

    /// Whether the range holds nothing.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }
}
