import Foundation

/// The delegate of a `UITextField`. Every method has UIKit's default behaviour.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The kind of keyboard a text input asks for (only what changes the keyboard's frame matters).
public enum UIKeyboardType: String, Sendable, CaseIterable {
    case `default`, numberPad, emailAddress, decimalPad, phonePad, URL, twitter, webSearch
}

/// A single-line text input, as UIKit's `UITextField`.
///
/// Becoming first responder runs `textFieldShouldBeginEditing`, ends editing in the previous
/// field, then runs `textFieldDidBeginEditing` and posts `UITextFieldTextDidBeginEditingNotification`
/// — all before the keyboard posts anything, as in UIKit.
open class UITextField: UIView {
    public weak var delegate: UITextFieldDelegate?
    public var text: String? = ""
    public var placeholder: String?
    public var keyboardType: UIKeyboardType = .default
    private var storedInputAccessoryView: UIView?

    /// Shown above the keyboard while this field is first responder; its height adds to the
    /// keyboard's frame.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open override var canBecomeFirstResponder: Bool { !isHidden }

    /// A rounded-rect field's height, 34 points; no intrinsic width (it depends on the text).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 34)
    }

    /// Whether the field is being edited (it is first responder).
    public var isEditing: Bool { isFirstResponder }

    override func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        delegate?.textFieldDidBeginEditing(self)
        window?.notificationCenter.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        delegate?.textFieldDidEndEditing(self)
        window?.notificationCenter.post(name: UITextField.textDidEndEditingNotification, object: self)
    }
}

extension UITextField {
    /// `UITextFieldTextDidBeginEditingNotification`, posted with the field as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextFieldTextDidEndEditingNotification`, posted with the field as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
