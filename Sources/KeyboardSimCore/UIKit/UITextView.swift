import Foundation
import SimulationContext

/// The delegate of a `UITextView`. Every method has UIKit's default behaviour.
@preconcurrency @MainActor public protocol UITextViewDelegate: AnyObject {
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
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}

/// A multi-line text input, as UIKit's `UITextView` (editable by default).
open class UITextView: UIView {
    /// The text view's delegate (held weakly).
    public weak var delegate: UITextViewDelegate?
    /// The text (typing is not simulated: set it in code).
    open var text: String? = ""
    /// The font (default: the 12-point system font, UIKit's for a text view). Stored and inert.
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// The text colour (default: `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// The alignment (default: `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can become first responder and edit (true by default).
    open var isEditable = true

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

    override func shouldBeginEditing() -> Bool { delegate?.textViewShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { delegate?.textViewShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        delegate?.textViewDidBeginEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        delegate?.textViewDidEndEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}

extension UITextView: UITextInputTraits {}

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
