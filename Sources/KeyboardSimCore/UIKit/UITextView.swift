import Foundation

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
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A multi-line text input, as UIKit's `UITextView` (editable by default).
open class UITextView: UIView {
    /// The text view's delegate (held weakly).
    public weak var delegate: UITextViewDelegate?
    /// The text (typing is not simulated: set it in code).
    public var text: String? = ""
    /// The font (default: the 12-point system font, UIKit's for a text view). Stored and inert.
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// The text colour (default: `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// The alignment (default: `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can become first responder and edit (true by default).
    public var isEditable = true
    /// The keyboard's kind (stored; every kind is simulated as the standard keyboard).
    public var keyboardType: UIKeyboardType = .default
    private var storedInputAccessoryView: UIView?

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

extension UITextView {
    /// `UITextViewTextDidBeginEditingNotification`, posted with the view as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextViewTextDidEndEditingNotification`, posted with the view as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
