import Foundation

/// A responder whose text the text input system reads and edits by position, as UIKit's
/// `UITextInput`: positions and ranges over the text, the selection, marked (provisional) text,
/// and the rectangles of the caret and of ranges. `UITextField` and `UITextView` adopt it, over
/// their text in UTF-16 units as UIKit counts them (`NSRange`).
///
/// Apple's optional requirements have a default here, each saying what it answers. Dictation,
/// Writing Tools, the edit menu, text placeholders and input suggestions are not simulated: their
/// requirements are declared with UIKit's answers without them; adaptive image glyphs are not
/// declared.
///
/// ```swift
/// // A keyboard manager's question: where is the caret, in the window?
/// if let end = textView.selectedTextRange?.end {
///     let caret = textView.convert(textView.caretRect(for: end), to: nil)
/// }
/// ```
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    /// The text in `range`, or `nil` when the range is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (a caret when empty), or `nil` when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisional) text's range, or `nil` when there is none.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text, or the selection when there is none, with `markedText`, marked;
    /// `selectedRange` is the selection inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays, and `markedTextRange` becomes `nil`.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, or `nil` when either is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, or `nil` when it would be before the
    /// beginning or past the end.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a direction of layout.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered in the document.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from one position to another (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text input system's delegate, told of changes to the text and the selection.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// What finds the boundaries of characters, words, sentences, paragraphs and lines.
    var tokenizer: any UITextInputTokenizer { get }
    /// The position farthest in `direction` within `range`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the farthest extent in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the text in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle enclosing the first line of `range`, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangle of the caret at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles of `range`, one a line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The view that draws the text and in whose coordinates the rectangles above are given
    /// (an optional requirement in UIKit; the adopter itself when it is a view, by default).
    var textInputView: UIView { get }
    /// The position nearest `point` (in the view's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?

    // Apple's optional requirements (defaults below).
    /// Whether the text in `range` may be replaced by `text` (default: true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The attributes of the text at `position` (default: `nil`).
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// The position `offset` characters from the start of `range`, held to the range (default:
    /// through `position(from:offset:)`).
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The characters from the start of `range` to `position` (default: through `offset(from:to:)`).
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// The direction the selection extends in (default: always `.forward`, and setting it is
    /// ignored: the simulation does not track the selection's affinity).
    var selectionAffinity: UITextStorageDirection { get set }
    /// Whether the text can be edited (default: true).
    var isEditable: Bool { get }
    /// The text in `range` with its attributes (default: the plain text of `text(in:)`).
    func attributedText(in range: UITextRange) -> NSAttributedString
    /// Replaces the text in `range` with the attributed string's text (default: `replace(_:withText:)`).
    func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString)
    /// Inserts the attributed string's text at the selection (default: `insertText(_:)`).
    func insertAttributedText(_ string: NSAttributedString)
    /// Sets marked text with attributes (default: `setMarkedText(_:selectedRange:)` with its string).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// The transform of the caret at `position` (default: the identity).
    func caretTransform(for position: UITextPosition) -> CGAffineTransform
    /// The floating cursor (a long press on the space bar) began at `point` (default: nothing:
    /// the floating cursor is not simulated).
    func beginFloatingCursor(at point: CGPoint)
    /// The floating cursor moved to `point` (default: nothing, not simulated).
    func updateFloatingCursor(at point: CGPoint)
    /// The floating cursor ended (default: nothing, not simulated).
    func endFloatingCursor()
    /// Dictation stopped recording (default: nothing; dictation is not simulated).
    func dictationRecordingDidEnd()
    /// Dictation failed to recognize speech (default: nothing; dictation is not simulated).
    func dictationRecognitionFailed()
    /// The menu to show for `textRange` (iOS 16; default nil: the system's menu). The edit menu
    /// shows on a long press or a tap on the selection, which the simulation does not perform.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show (iOS 16; default: nothing).
    func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go (iOS 16; default: nothing).
    func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating)
    /// Inserts a suggestion the keyboard offered (iOS 18.4; default: nothing, as UIKit without
    /// the method; the simulated keyboard offers none).
    func insert(_ inputSuggestion: UIInputSuggestion)
    /// Inserts `text`, which dictation or the keyboard recognized with `alternatives` (default:
    /// `insertText(_:)`).
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// Inserts dictation's result (default: the phrases' text joined, through `insertText(_:)`;
    /// dictation is not simulated).
    func insertDictationResult(_ dictationResult: [UIDictationPhrase])
    /// The placeholder shown while dictation recognizes speech (default: a new object).
    var insertDictationResultPlaceholder: Any { get }
    /// Where `placeholder` is shown (default: `.zero`).
    func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect
    /// Removes dictation's placeholder (default: nothing).
    func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)
    /// Inserts a placeholder of `size` where text will come (default: a placeholder with no
    /// rectangles; nothing is inserted).
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    /// Removes `textPlaceholder` (default: nothing).
    func remove(_ textPlaceholder: UITextPlaceholder)
    /// Writing Tools are about to show (iOS 18; default: nothing; Writing Tools are not simulated).
    func willPresentWritingTools()
    /// Writing Tools went away (iOS 18; default: nothing).
    func didDismissWritingTools()
    /// Whether the input takes adaptive image glyphs (Genmoji, iOS 18; default false, and
    /// setting it changes nothing: adaptive image glyphs are not simulated).
    var supportsAdaptiveImageGlyph: Bool { get set }
    /// Inserts an adaptive image glyph (Genmoji) in place of `replacementRange` (iOS 18; default:
    /// nothing is inserted, as adaptive image glyphs are not simulated).
    func insert(_ adaptiveImageGlyph: NSAdaptiveImageGlyph, replacementRange: UITextRange)
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// The adopter itself when it is a view; otherwise a view of no size that belongs to no
    /// window (UIKit's text input system asks this only of responders, which are views).
    public var textInputView: UIView { self as? UIView ?? UIView(frame: .zero) }
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        nil
    }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let found = position(from: range.start, offset: offset) else { return nil }
        if compare(found, to: range.end) == .orderedDescending { return range.end }
        return found
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    public var isEditable: Bool { true }
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        NSAttributedString(string: text(in: range) ?? "")
    }
    public func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString) {
        replace(range, withText: attributedText.string)
    }
    public func insertAttributedText(_ string: NSAttributedString) { insertText(string.string) }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }
    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}
    public func dictationRecordingDidEnd() {}
    public func dictationRecognitionFailed() {}
    /// UIKit's answer without the method: nil, the system's menu.
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Nothing, as UIKit without the method.
    public func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func insert(_ inputSuggestion: UIInputSuggestion) {}
    /// `insertText(_:)` with `text`: the alternatives are dropped.
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    /// The phrases' text joined, through `insertText(_:)`.
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        insertText(dictationResult.map(\.text).joined())
    }
    /// A new object standing for the placeholder.
    public var insertDictationResultPlaceholder: Any { NSObject() }
    /// `.zero`: nothing is shown.
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
    /// Nothing, as UIKit without the method.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
    /// A placeholder with no rectangles: nothing is inserted.
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
    /// Nothing, as UIKit without the method.
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
    /// Nothing, as UIKit without the method.
    public func willPresentWritingTools() {}
    /// Nothing, as UIKit without the method.
    public func didDismissWritingTools() {}
    /// Nothing is inserted (adaptive image glyphs are not simulated).
    public func insert(_ adaptiveImageGlyph: NSAdaptiveImageGlyph, replacementRange: UITextRange) {}
    /// False; setting it changes nothing (adaptive image glyphs are not simulated).
    public var supportsAdaptiveImageGlyph: Bool {
        get { false }
        set {}
    }
}

/// A place in a text input's document, as UIKit's `UITextPosition`: an opaque object each text
/// input makes its own subclass of. `UITextField` and `UITextView` make positions that hold a
/// UTF-16 offset into their text; a custom text input subclasses this class, as on iOS.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    /// A position (for a subclass to carry its place).
    public override init() { super.init() }
}

/// A range of a text input's document, as UIKit's `UITextRange`: between two positions.
///
/// UIKit's class is abstract (a custom text input subclasses it and overrides `start`, `end` and
/// `isEmpty`); here a plain instance answers the two positions it was given, or two new
/// positions that no text input knows (so a text field answers `nil` for them).
@preconcurrency @MainActor open class UITextRange: NSObject {
    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    /// A range a subclass describes by overriding `start`, `end` and `isEmpty`.
    public override init() {
        storedStart = UITextPosition()
        storedEnd = storedStart
        super.init()
    }

    /// A range from `start` to `end` (for the text inputs of this module).
    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
        super.init()
    }

    /// The start of the range.
    open var start: UITextPosition { storedStart }
    /// The end of the range.
    open var end: UITextPosition { storedEnd }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { start === end }
}

/// A rectangle of a selection, one per line it spans, as UIKit's `UITextSelectionRect` (what
/// `selectionRects(for:)` answers). A custom text input subclasses it, as on iOS.
@preconcurrency @MainActor open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// An empty rectangle (a subclass overrides the properties).
    public override init() {
        storedRect = .zero
        storedContainsStart = false
        storedContainsEnd = false
        super.init()
    }

    /// The rectangle of one line of a selection.
    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// The writing direction: left to right (the simulation lays text out left to right).
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether this rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether this rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text is vertical: false (vertical text is not simulated).
    open var isVertical: Bool { false }
    /// The rectangle's transform: the identity.
    open var transform: CGAffineTransform { .identity }
}

/// What the text input system is told of changes to a text input's text and selection, as
/// UIKit's `UITextInputDelegate` (UIKit sets a text input's `inputDelegate` to its own; here
/// nothing is set unless an app or a test sets one). `UITextField` and `UITextView` tell it
/// around the changes code makes through `UITextInput` (`replace(_:withText:)`, setting
/// `selectedTextRange`), not around typing, marked text or the delete key, which come from the
/// keyboard itself, nor around setting `text` (unconfirmed: Apple's pages do not list when).
@preconcurrency @MainActor public protocol UITextInputDelegate: SelectorResponding {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
    /// The conversation `textInput` answers changed (iOS 18.4): the app calls it on the input
    /// delegate; the simulated keyboard's delegate does nothing with it.
    func conversationContext(_ context: UIConversationContext?, didChange textInput: (any UITextInput)?)
}

extension UITextInputDelegate {
    /// Nothing: the simulated keyboard makes no suggestions from the conversation.
    public func conversationContext(_ context: UIConversationContext?, didChange textInput: (any UITextInput)?) {}
}

/// What finds the boundaries of units of text (characters, words, sentences, paragraphs,
/// lines) for a text input, as UIKit's `UITextInputTokenizer`.
@preconcurrency @MainActor public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` around `position`, or `nil` when there is none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    /// Whether `position` is inside (or at the edge of, in `direction`) a unit of `granularity`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
}

/// The direction of text storage, as UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the beginning.
    case backward
}

/// The direction of text layout, as UIKit's `UITextLayoutDirection` (raw values from UIKit's
/// header: right follows the storage directions, 2).
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right (toward the end of a line, for left-to-right text).
    case right = 2
    /// To the left.
    case left
    /// Up a line.
    case up
    /// Down a line.
    case down
}

/// A direction of storage or of layout, as UIKit's `UITextDirection`: its raw value is the
/// storage or layout direction's (the two do not overlap).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    /// The direction of raw value `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction goes toward the end of the text (forward, right or down).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// A unit of text, as UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme: an emoji with its modifiers is one).
    case character = 0
    /// A word.
    case word
    /// A sentence.
    case sentence
    /// A paragraph (text between line breaks).
    case paragraph
    /// A line.
    case line
    /// The whole document.
    case document
}

/// The writing direction of text, as UIKit's `NSWritingDirection` (raw values from UIKit's
/// header: natural is −1).
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's language.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
