import Foundation

/// A suggestion from the keyboard or the system, as UIKit's `UIInputSuggestion` (iOS 18.4;
/// https://developer.apple.com/documentation/uikit/uiinputsuggestion). The simulated keyboard
/// offers none: only an app's own code makes one.
@preconcurrency @MainActor open class UIInputSuggestion: NSObject {
    /// A suggestion.
    public override init() { super.init() }
}

/// How confident dictation or the keyboard was in inserted text, as UIKit's
/// `UITextAlternativeStyle` (https://developer.apple.com/documentation/uikit/uitextalternativestyle).
public enum UITextAlternativeStyle: Int, Sendable {
    /// No particular style.
    case none = 0
    /// The text was recognized with low confidence.
    case lowConfidence = 1
}

/// A phrase dictation recognized, with its other interpretations, as UIKit's `UIDictationPhrase`
/// (https://developer.apple.com/documentation/uikit/uidictationphrase). Dictation is not
/// simulated: only an app's own code makes one.
@preconcurrency @MainActor open class UIDictationPhrase: NSObject {
    /// The most likely text.
    open private(set) var text: String
    /// The other interpretations, most likely first (nil: none).
    open private(set) var alternativeInterpretations: [String]?

    /// A phrase of `text` (not UIKit API, which makes phrases itself: for code standing in for
    /// dictation).
    public init(text: String, alternativeInterpretations: [String]? = nil) {
        self.text = text
        self.alternativeInterpretations = alternativeInterpretations
        super.init()
    }
}

/// A placeholder standing where text will come, as UIKit's `UITextPlaceholder`
/// (https://developer.apple.com/documentation/uikit/uitextplaceholder).
@preconcurrency @MainActor open class UITextPlaceholder: NSObject {
    /// The rectangles the placeholder covers (none here: nothing is drawn).
    open var rects: [UITextSelectionRect] { [] }
    /// A placeholder.
    public override init() { super.init() }
}

/// A link, attachment or tagged range in a text view's text, as UIKit's `UITextItem` (iOS 17;
/// https://developer.apple.com/documentation/uikit/uitextitem): what the text view's delegate is
/// asked about when the user taps or presses one. The simulation taps views, not the items in
/// their text, so it makes none.
@preconcurrency @MainActor open class UITextItem: NSObject {
    /// What the item is.
    public enum Content {
        /// A link to a URL.
        case link(URL)
        /// An attachment.
        case textAttachment(NSTextAttachment)
        /// A range tagged with an identifier (`UITextItem.tagAttributeName`).
        case tag(String)
    }

    /// The item's kind and value.
    public let content: Content
    /// Where the item is in the text, in UTF-16 units.
    public let range: NSRange

    /// An item (UIKit makes them, on a tap or press the simulation does not perform).
    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    /// The menu a pressed text item shows, as UIKit's `UITextItem.MenuConfiguration`
    /// (https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration).
    @preconcurrency @MainActor open class MenuConfiguration: NSObject {
        /// The menu.
        public let menu: UIMenu
        /// A configuration showing `menu`.
        public init(menu: UIMenu) {
            self.menu = menu
            super.init()
        }
    }
}

/// UIKit's answers without the edit-menu and suggestion methods. The edit menu shows on a long
/// press or a tap on the selection, which the simulation does not perform; the simulated keyboard
/// offers no suggestions. So none is called unless the app's own code calls it.
extension UITextFieldDelegate {
    /// nil: the system's menu, as UIKit without the method.
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    { nil }
    /// Nothing, as UIKit without the method.
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
}

/// UIKit's answers without the edit-menu, suggestion and text-item menu methods (none is called
/// by the simulation: see `UITextFieldDelegate`'s).
extension UITextViewDelegate {
    /// nil: the system's menu, as UIKit without the method.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Nothing, as UIKit without the method.
    public func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
    /// The default menu, as UIKit without the method.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    { UITextItem.MenuConfiguration(menu: defaultMenu) }
    /// The default action, as UIKit without the method.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        defaultAction
    }
    /// Nothing, as UIKit without the method.
    public func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating
    ) {}
    /// Nothing, as UIKit without the method.
    public func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating
    ) {}
}

/// A conversation the text being typed answers (a mail or message thread), for the keyboard's
/// suggestions, as UIKit's `UIConversationContext` (iOS 18.4;
/// https://developer.apple.com/documentation/uikit/uiconversationcontext). Stored: the simulated
/// keyboard makes no suggestions.
@preconcurrency @MainActor open class UIConversationContext: NSObject {
    /// The identifier of the conversation, the same for its whole life.
    open var threadIdentifier = ""
    /// A conversation with no identifier yet.
    public override init() { super.init() }
}

/// An image that flows with text like a glyph (Genmoji), as UIKit's `NSAdaptiveImageGlyph`
/// (iOS 18; https://developer.apple.com/documentation/uikit/nsadaptiveimageglyph). Stored: not
/// drawn or inserted here.
@preconcurrency @MainActor open class NSAdaptiveImageGlyph: NSObject {
    /// The image's data.
    public let imageContent: Data
    /// An identifier of the image's content (a new UUID here: the data is not read).
    public let contentIdentifier: String
    /// A description of the image, for accessibility and plain text.
    open var contentDescription = ""

    /// A glyph of the image `imageContent` holds.
    public init(imageContent: Data) {
        self.imageContent = imageContent
        contentIdentifier = UUID().uuidString
        super.init()
    }
}
