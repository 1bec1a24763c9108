import Foundation

/// The delegate of a `UITextField`. Every method has UIKit's default behaviour.
///
/// The editing methods run around focus changes, as in UIKit: the field ends editing through
/// `textFieldDidEndEditing(_:reason:)` (iOS 10), whose default calls
/// `textFieldDidEndEditing(_:)`, so a delegate that implements either is told. Typing
/// (`Simulation.type(_:)`, `pressDelete()`, `pressReturn()`, `pressKey(_:modifierFlags:)`) asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and `textFieldShouldReturn(_:)`;
/// `clearsOnBeginEditing` asks `textFieldShouldClear(_:)` as editing begins. The clear button,
/// the selection (`textFieldDidChangeSelection(_:)`) and the edit menu are not simulated: only a
/// test (or a library forwarding them) calls those.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may resign first responder (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned first responder, and why (what UIKit calls; by default
    /// `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the field handles the return key (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether typed text may replace the characters in `range` (true by default; typing is not
    /// simulated).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the field (true by default; the button is not simulated).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The selection changed (the selection is not simulated).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// A single-line text input, as UIKit's `UITextField` (a `UIControl`).
///
/// Becoming first responder runs `textFieldShouldBeginEditing`, ends editing in the previous
/// field, then runs `textFieldDidBeginEditing`, sends `.editingDidBegin` to its targets and
/// posts `UITextFieldTextDidBeginEditingNotification` — all before the keyboard posts
/// anything, as in UIKit. Ending editing does the same with `.editingDidEnd`. A disabled or
/// hidden field cannot become first responder.
///
/// What is simulated: focus, the delegate, `inputAccessoryView` (its height adds to the
/// keyboard's frame). Stored and inert: `placeholder`, `font`, `textColor`, `textAlignment`,
/// `borderStyle` (the intrinsic height is 34 points whatever the style), `clearButtonMode`,
/// the side views, and every text input trait (`keyboardType`, `returnKeyType`,
/// `autocorrectionType`, `isSecureTextEntry`…: the simulated keyboard's height does not depend
/// on them). The user types through `Simulation.type(_:)`, `pressDelete(times:)` and
/// `pressReturn()`, at the end of the text (the field's cursor is not moved).
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.keyboardType = .emailAddress
/// email.addTarget(self, action: LoginViewController.emailChanged, for: .editingChanged)
/// ```
open class UITextField: UIControl {
    /// The field's delegate (held weakly).
    public weak var delegate: UITextFieldDelegate?
    /// The field's text (set in code, or typed: `Simulation.type(_:)`).
    open var text: String? = ""
    /// The text shown while the field is empty (the attributed placeholder's string).
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The placeholder with its text attributes (stored; the attributes are inert).
    open var attributedPlaceholder: NSAttributedString?
    /// The font (default: the 17-point system font). Stored and inert.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text colour (default `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// How the text lines up (default `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// The border (default `.none`). Stored and inert.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (default `.never`). Stored and inert.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is cleared as editing begins: the delegate's `textFieldShouldClear(_:)`
    /// is asked (Apple's page of that method says so) after `textFieldShouldBeginEditing(_:)`
    /// and before `textFieldDidBeginEditing(_:)`; clearing sends no `.editingChanged` and posts
    /// no change (unconfirmed: Apple's pages do not say).
    open var clearsOnBeginEditing = false
    /// Whether the user's first insertion after editing begins replaces the whole text (false by
    /// default): asked of the delegate as one change of the whole range.
    open var clearsOnInsertion = false
    /// Whether the user may change the text's style (stored and inert).
    open var allowsEditingTextAttributes = false
    /// The text as an attributed string: setting it sets `text` (attributes are stored, not drawn).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
        set { text = newValue?.string }
    }
    /// The attributes of the text (stored and inert).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of text the user types next (`nil` when not editing; stored and inert).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The background image (stored and inert).
    open var background: UIImage?
    /// The background image while disabled (stored and inert).
    open var disabledBackground: UIImage?
    /// The field's state for restoring it (stored and inert).
    open var interactionState: Any = NSNull()
    /// Whether the field is sized for the letterforms of its script (stored and inert).
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// The first insertion of this editing session is still to come (`clearsOnInsertion`).
    var insertionClears = false

    /// The rectangle of the field's border (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the text: the bounds less the left and right views that show while not
    /// editing (their frames' widths); UIKit's own insets for the border style are not
    /// simulated (unconfirmed values).
    open func textRect(forBounds bounds: CGRect) -> CGRect { insetByOverlays(bounds, editing: false) }
    /// The rectangle of the text while editing: as `textRect(forBounds:)`, with the views that
    /// show while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { insetByOverlays(bounds, editing: true) }
    /// The rectangle of the placeholder: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the clear button: 19 points square at the trailing edge, centred
    /// (unconfirmed size).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 19 - 5, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The rectangle of the left view: its frame's size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The rectangle of the right view: its frame's size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Draws the text (nothing is drawn).
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder (nothing is drawn).
    open func drawPlaceholder(in rect: CGRect) {}

    private func insetByOverlays(_ bounds: CGRect, editing: Bool) -> CGRect {
        func shows(_ mode: ViewMode) -> Bool {
            switch mode {
            case .always: true
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .never: false
            }
        }
        var rect = bounds
        if leftView != nil, shows(leftViewMode) {
            let width = leftViewRect(forBounds: bounds).width
            rect.origin.x += width
            rect.size.width -= width
        }
        if rightView != nil, shows(rightViewMode) { rect.size.width -= rightViewRect(forBounds: bounds).width }
        rect.size.width = max(0, rect.size.width)
        return rect
    }
    /// Whether the font shrinks to fit (stored and inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking (stored and inert).
    open var minimumFontSize: CGFloat = 0
    /// A view at the leading edge, shown per `leftViewMode` (stored and inert).
    open var leftView: UIView?
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge, shown per `rightViewMode` (stored and inert).
    open var rightView: UIView?
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never

    // Text input traits: stored and inert (see UITextInputTraits.swift).
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
    /// Whether return is disabled while the field is empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (stored).
    open var textContentType: UITextContentType!

    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// Shown in the keyboard's place while this field is first responder (a date picker, a
    /// picker view); `nil` for the system keyboard. Set it before the field becomes first
    /// responder, or call `reloadInputViews()` after.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// Shown above the keyboard while this field is first responder; its height adds to the
    /// keyboard's frame.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// A rounded-rect field's height, 34 points, for every border style (the simulation's
    /// metric); no intrinsic width (it depends on the text).
    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 34)
    }

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { isFirstResponder }

    override func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        if clearsOnBeginEditing, !(text ?? "").isEmpty, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        insertionClears = clearsOnInsertion
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        window?.notificationCenter.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        window?.notificationCenter.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// The user's typing is about to replace `range` with `replacement`, before the field's
    /// delegate is asked: a search bar's field asks the bar's delegate.
    func userShouldChangeText(in range: NSRange, replacement: String) -> Bool { true }

    /// The user's typing changed the text (after `.editingChanged` and the notification): a
    /// search bar's field tells the bar's delegate.
    func userDidChangeText() {}

    /// The user pressed the return key, before the field's delegate is asked: a search bar's
    /// field tells the bar's delegate the search key was tapped.
    func userWillPressReturn() {}
}

extension UITextField {
    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason` (iOS 10): always
    /// `.committed` here, a field resigning first responder (when UIKit gives `.cancelled` is not
    /// simulated).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled.
        case cancelled = 1
    }

    /// `UITextFieldTextDidBeginEditingNotification`, posted with the field as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextFieldTextDidEndEditingNotification`, posted with the field as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextField {
    /// A text field's border, as UIKit's `UITextField.BorderStyle` (stored and inert).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border, a line, a bezel, or rounded corners.
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, side views) shows, as UIKit's
    /// `UITextField.ViewMode` (stored and inert).
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never, while editing, unless editing, always.
        case never = 0, whileEditing, unlessEditing, always
    }
}

/// How a text view or field sizes its lines for the letterforms of its script, as UIKit's
/// `UILetterformAwareSizingRule` (iOS 17; stored and inert here).
public enum UILetterformAwareSizingRule: Int, Sendable {
    /// Lines sized by the font's typographic metrics (the default).
    case typographic = 0
    /// Lines sized to fit letterforms that reach beyond those metrics.
    case oversize
}
