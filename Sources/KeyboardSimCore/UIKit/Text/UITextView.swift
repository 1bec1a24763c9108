import Foundation
import SimulationContext

/// The delegate of a `UITextView`: a scroll view's delegate too, as in UIKit. Every method has
/// UIKit's default behaviour.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may become first responder (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may resign first responder (true by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace `range` of the text with `text` (true by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved: after typing, which moves the insertion point, before
    /// `textViewDidChange(_:)` (unconfirmed order). Setting `selectedRange` in code does not
    /// call it here.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A multi-line text input, as UIKit's `UITextView` (editable by default): a scroll view whose
/// content is its text.
///
/// - **Text layout** (the simulation's metric, as `UILabel`'s: not measured on iOS): each
///   character is `font.pointSize / 2` wide, lines break at line breaks and where a line would
///   pass the text container's width (the view's width less `textContainerInset` and the
///   container's `lineFragmentPadding`, 5 points each side), and each line is `font.lineHeight`
///   high. The content size is the text's height plus the insets (8 points above and below, as
///   UIKit's default `textContainerInset`), updated as the text or the width changes.
/// - **A text view that does not scroll** (`isScrollEnabled = false`) sizes to its text, as in
///   UIKit: its intrinsic height is the content height at its width, so a chat bar whose text
///   view grows with Auto Layout grows as the user types, up to whatever constraint stops it.
///   `sizeThatFits(_:)` answers the same for a width, for bars that size themselves in code.
/// - **The selection** is `selectedRange` (UTF-16 units): typing replaces it and leaves the
///   insertion point after what was typed; setting `text` puts the insertion point at its end.
/// - The `delegate` is a `UITextViewDelegate` set as the scroll view's delegate: it reads back
///   as a `UIScrollViewDelegate` (Swift cannot narrow a property's type in a subclass), as a
///   table view's does.
open class UITextView: UIScrollView {
    /// The text (set in code, or typed: `Simulation.type(_:)`). Setting it puts the insertion
    /// point at its end and lays the text out again.
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            selectedRange = NSRange(location: text.utf16.count, length: 0)
            textDidChangeLayout()
        }
    }
    /// The text with its attributes: the text with the view's font and colour (attributes are
    /// not kept; setting it sets `text`).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text) }
        set { text = newValue?.string ?? "" }
    }
    /// The font (default: the 12-point system font, UIKit's for a text view); it sizes the text.
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet { textDidChangeLayout() }
    }
    /// The text colour (default: `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// The alignment (default: `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can become first responder and edit (true by default).
    open var isEditable = true
    /// Whether the text can be selected (true by default; stored).
    open var isSelectable = true
    /// The attributes typed text takes (stored).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The selected range, or the insertion point (length 0), in UTF-16 units of `text`; held
    /// to the text.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let count = text.utf16.count
            let location = min(max(0, selectedRange.location), count)
            let length = min(max(0, selectedRange.length), count - location)
            if selectedRange.location != location || selectedRange.length != length {
                selectedRange = NSRange(location: location, length: length)
            }
        }
    }
    /// The space between the view's edges and its text (default 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChangeLayout() }
    }
    /// The text's container: its width follows the view's; its `lineFragmentPadding` (5 points)
    /// is kept each side of every line.
    public let textContainer: NSTextContainer
    /// Whether the user may change the text's style (stored and inert).
    open var allowsEditingTextAttributes = false
    /// The attributes of links (stored and inert).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes of highlighted text (stored and inert).
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether the text is scaled as on the Mac (Mac Catalyst; stored and inert).
    open var usesStandardTextScaling = false
    /// The view's state for restoring it (stored and inert).
    open var interactionState: Any = NSNull()
    /// Whether the view is sized for the letterforms of its script (stored and inert).
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// The border around a text view (visionOS), as UIKit's `UITextView.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border; a rounded rectangle.
        case none = 0, roundedRect
    }
    /// The border (visionOS; stored and inert).
    open var borderStyle: BorderStyle = .none
    /// Whether editing clears the text (iOS 6's `clearsOnInsertion`; stored).
    open var clearsOnInsertion = false
    /// Whether the text view's text can be selected by data detectors (stored).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// The view's delegate as a text view's, when it is one.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    public override init(frame: CGRect) {
        textContainer = NSTextContainer(size: .zero)
        super.init(frame: frame)
        textContainer.owner = self
    }

    /// A text view laying its text out in `textContainer` (a new one when `nil`).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        self.textContainer.owner = self
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        textContainer.owner = self
    }

    /// Scrolls so the text in `range` shows: the content's end for a range at the end (the
    /// insertion point after typing), else its line (from the simulation's text layout).
    open func scrollRangeToVisible(_ range: NSRange) {
        let prefix = NSString(string: text).substring(to: min(max(0, NSMaxRange(range)), text.utf16.count))
        let layout = TextViewLayout(self)
        let lineBottom = layout.height(of: prefix, forWidth: bounds.width) + textContainerInset.bottom
        let lineTop = lineBottom - layout.font.lineHeight
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        guard visibleHeight > 0 else { return }
        let top = contentOffset.y + adjustedContentInset.top
        if lineBottom > top + visibleHeight {
            contentOffset.y = lineBottom - visibleHeight - adjustedContentInset.top
        } else if lineTop < top {
            contentOffset.y = max(-adjustedContentInset.top, lineTop)
        }
    }

    /// A text view that does not scroll sizes to its text: no intrinsic width while it has a
    /// width (its text wraps), the text's height at that width. One that scrolls has no
    /// intrinsic size, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let layout = TextViewLayout(self)
        if bounds.width > 0 { return CGSize(width: UIView.noIntrinsicMetric, height: layout.contentHeight(forWidth: bounds.width)) }
        return layout.naturalSize
    }

    /// The size the text needs at `size.width` (its natural width when `size.width` is 0 or
    /// not finite); the height is the text's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = TextViewLayout(self)
        guard size.width.isFinite, size.width > 0 else { return layout.naturalSize }
        return CGSize(width: size.width, height: layout.contentHeight(forWidth: size.width))
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != bounds.width {
            laidOutWidth = bounds.width
            textDidChangeLayout()
        }
    }

    /// The width the text was last laid out at.
    private var laidOutWidth: CGFloat = 0

    /// The text, its font, its insets or the width changed: the content size follows, and a
    /// text view that does not scroll asks for its new height.
    func textDidChangeLayout() {
        textContainer.size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if bounds.width > 0 {
            let height = TextViewLayout(self).contentHeight(forWidth: bounds.width)
            let size = CGSize(width: bounds.width, height: height)
            if contentSize != size { contentSize = size }
        }
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    // Text input traits (UITextInputTraits): stored and inert, as in UITextField.
    /// The keyboard's kind (stored; every kind is simulated as the standard keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Autocapitalization (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Spell checking (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance (stored).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the text is hidden (stored).
    open var isSecureTextEntry = false
    /// Whether return is disabled while the view is empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (stored).
    open var textContentType: UITextContentType!

    /// Whether the find interaction (iOS 16's find and replace panel) is on; off by default, as
    /// in UIKit. Stored: the find panel is not simulated.
    open var isFindInteractionEnabled = false {
        didSet {
            guard isFindInteractionEnabled != oldValue else { return }
            findInteraction = isFindInteractionEnabled ? UIFindInteraction(sessionDelegate: nil) : nil
        }
    }
    /// The find interaction, while `isFindInteractionEnabled` is on (else `nil`, as in UIKit).
    public private(set) var findInteraction: UIFindInteraction?

    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// Shown in the keyboard's place while this text view is first responder (a date picker, a
    /// picker view); `nil` for the system keyboard. Set it before the text view becomes first
    /// responder, or call `reloadInputViews()` after.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open override var canBecomeFirstResponder: Bool { isEditable && !isHidden }

    override func shouldBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        textViewDelegate?.textViewDidBeginEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        textViewDelegate?.textViewDidEndEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}

extension UITextView: UITextInputTraits {}

/// The simulation's text layout of a text view (see `UITextView`): character widths of half
/// the point size, lines broken at line breaks and at the container's width.
struct TextViewLayout {
    let text: String
    let font: UIFont
    let insets: UIEdgeInsets
    let padding: CGFloat

    @MainActor init(_ view: UITextView) {
        text = view.text ?? ""
        font = view.font ?? .systemFont(ofSize: 12)
        insets = view.textContainerInset
        padding = view.textContainer.lineFragmentPadding
    }

    private var characterWidth: CGFloat { max(0.5, font.pointSize / 2) }

    /// How many lines `text` fills at `lineWidth` points a line.
    private func lineCount(of text: String, lineWidth: CGFloat) -> Int {
        let perLine = max(1, Int((lineWidth / characterWidth).rounded(.down)))
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, paragraph in
            total + max(1, (paragraph.count + perLine - 1) / perLine)
        }
    }

    /// The content height for a view `width` points wide: the lines and the insets.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        (height(of: text, forWidth: width) + insets.bottom).rounded(.up)
    }

    /// Where the lines `prefix` fills end in a view `width` points wide, from the top of the
    /// content: the top inset and the lines (for scrolling a range into view).
    func height(of prefix: String, forWidth width: CGFloat) -> CGFloat {
        let lineWidth = max(0, width - insets.left - insets.right - 2 * padding)
        return insets.top + CGFloat(lineCount(of: prefix, lineWidth: lineWidth)) * font.lineHeight
    }

    /// The text on one line per paragraph: its longest line's width and its lines' height.
    var naturalSize: CGSize {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = paragraphs.map(\.count).max() ?? 0
        return CGSize(
            width: (CGFloat(longest) * characterWidth + 2 * padding + insets.left + insets.right).rounded(.up),
            height: (CGFloat(paragraphs.count) * font.lineHeight + insets.top + insets.bottom).rounded(.up))
    }
}

/// The area a text view lays its text out in, as UIKit's `NSTextContainer`: its width follows
/// the view's (less the view's `textContainerInset`), and `lineFragmentPadding` is kept each
/// side of every line (5 points by default).
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    /// The container's size (its width follows its text view's while `widthTracksTextView`).
    open var size: CGSize
    /// The space kept each side of every line (default 5).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.textDidChangeLayout() }
    }
    /// The most lines the container holds (0: no limit; stored).
    open var maximumNumberOfLines = 0
    /// How the last line breaks (stored).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (default `true`).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (default `false`).
    open var heightTracksTextView = false
    /// The text view the container belongs to.
    weak var owner: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes` (stored).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Links.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// The find and replace session of a text view, as UIKit's `UIFindInteraction` (iOS 16): made
/// when `isFindInteractionEnabled` is turned on. Stored and inert: the find navigator is not
/// simulated, so it never shows (`isFindNavigatorVisible` stays false) and never moves the
/// keyboard.
@preconcurrency @MainActor public final class UIFindInteraction {
    /// The delegate that would provide find sessions (held weakly, as in UIKit).
    public weak var delegate: AnyObject?
    /// Whether the find navigator is showing: always false (not simulated).
    public private(set) var isFindNavigatorVisible = false
    /// The text to search for.
    public var searchText: String?

    /// An interaction whose sessions `sessionDelegate` would provide.
    public init(sessionDelegate: AnyObject?) { delegate = sessionDelegate }

    /// Would show the find navigator above the keyboard; not simulated: nothing shows, the
    /// keyboard does not move, and the current simulation's trace says so.
    public func presentFindNavigator(showingReplace: Bool) {
        (CurrentSimulation.object as? any ApplicationHost)?.diagnostic(
            "UIFindInteraction.presentFindNavigator(showingReplace: \(showingReplace)): the find navigator is not simulated; nothing was shown and the keyboard did not move"
        )
    }

    /// Hides the find navigator (which never shows here).
    public func dismissFindNavigator() {}
}

extension UITextView {
    /// `UITextViewTextDidBeginEditingNotification`, posted with the view as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextViewTextDidEndEditingNotification`, posted with the view as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
