import Foundation

/// A responder that takes text from the keyboard, as UIKit's `UIKeyInput`: the system keyboard
/// shows for a first responder that adopts it (text fields, text views, search bars, and an
/// app's own views that adopt it); any other first responder shows only its input view or its
/// input accessory view.
///
/// The simulated user types through these methods (`Simulation.type(_:)`,
/// `Simulation.pressReturn()`), and app code may call them as on iOS.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, as a key (or a paste) does.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, as the delete key does.
    func deleteBackward()
}

/// The text a typed string or a delete key changes, in UTF-16 units as the delegates are told.
enum TextEdit {
    /// The range the delete key removes from `text`: its last character (a whole grapheme:
    /// an emoji with its modifiers), or nil when there is none.
    static func deletion(in text: String) -> NSRange? {
        guard let last = text.indices.last else { return nil }
        return NSRange(last..<text.endIndex, in: text)
    }

    /// `text` with `range` replaced by `replacement`.
    static func applying(_ replacement: String, in range: NSRange, to text: String) -> String {
        guard let bounds = Range(range, in: text) else { return text + replacement }
        return text.replacingCharacters(in: bounds, with: replacement)
    }

    /// `range` held to `text`'s UTF-16 length.
    static func held(_ range: NSRange, to text: String) -> NSRange {
        let count = text.utf16.count
        let location = min(max(0, range.location), count)
        return NSRange(location: location, length: min(max(0, range.length), count - location))
    }
}

extension UITextField: UIKeyInput {
    // `hasText`, `insertText(_:)` and `deleteBackward()` are in the class's body: they are open, as
    // on iOS, where a PIN field overrides them.

    /// The return key, as UIKit handles it: the delegate's `textFieldShouldReturn(_:)` is asked
    /// (its answer does not dismiss the keyboard: the app's code does, or a Next/Done chain moves
    /// focus); then, when it did not refuse, the field sends `.editingDidEndOnExit`, and a field
    /// with a target for that event resigns first responder (UIKit's "Did End On Exit").
    func pressReturn() {
        userWillPressReturn()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = hasTargets(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    /// `UITextFieldTextDidChangeNotification`, posted with the field as its object after typing.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextView: UIKeyInput {
    // `hasText`, `insertText(_:)` and `deleteBackward()` are in the class's body (open, as on iOS).

    /// `UITextViewTextDidChangeNotification`, posted with the text view as its object after typing.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

extension UITextField: TextInputDocument {
    var documentText: String { text ?? "" }
    var documentSelection: NSRange {
        get { selection }
        set { selection = newValue }
    }

    /// The field's single line, in its editing rectangle while editing (else its text
    /// rectangle), the line centred vertically.
    var textGeometry: TextGeometry {
        let font = self.font ?? .systemFont(ofSize: 17)
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        return TextGeometry(
            text: documentText, perLine: .max, origin: CGPoint(x: rect.minX, y: rect.midY - font.lineHeight / 2),
            characterWidth: font.characterWidth, lineHeight: font.lineHeight)
    }

    func applyEdit(_ range: NSRange, with replacement: String, fromCode: Bool) -> Bool {
        let current = text ?? ""
        if !fromCode {
            guard userShouldChangeText(in: range, replacement: replacement) else { return false }
            if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) { return false }
        }
        text = TextEdit.applying(replacement, in: range, to: current)
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        window?.notificationCenter.post(name: UITextField.textDidChangeNotification, object: self)
        userDidChangeText()
        return true
    }
}

extension UITextView: TextInputDocument {
    var documentText: String { text ?? "" }
    var documentSelection: NSRange {
        get { selectedRange }
        set { selectedRange = newValue }
    }

    /// The text view's lines, as its content size lays them out (`TextViewLayout`).
    var textGeometry: TextGeometry {
        let layout = TextViewLayout(self)
        return TextGeometry(
            text: layout.text, perLine: layout.charactersPerLine(forWidth: bounds.width), origin: layout.textOrigin,
            characterWidth: layout.font.characterWidth, lineHeight: layout.font.lineHeight)
    }

    func applyEdit(_ range: NSRange, with replacement: String, fromCode: Bool) -> Bool {
        if !fromCode, let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return false
        }
        typeText(replacement, in: range)
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        window?.notificationCenter.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }
}
