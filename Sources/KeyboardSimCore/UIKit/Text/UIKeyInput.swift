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

/// The text a typed string or a delete key changes: the insertion point is the end of the text
/// (selection and cursor moves are not simulated).
enum TextEdit {
    /// The range `typed` replaces in `text`, in UTF-16 units, as the delegates are told.
    static func insertion(in text: String) -> NSRange {
        NSRange(location: text.utf16.count, length: 0)
    }

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
}

extension UITextField: UIKeyInput {
    /// Whether the field holds any text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` at the end of the field's text, as typing does: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse it; then the field
    /// sends `.editingChanged` and posts `textDidChangeNotification`.
    public func insertText(_ text: String) {
        let current = self.text ?? ""
        if insertionClears {
            insertionClears = false
            replace(NSRange(location: 0, length: current.utf16.count), in: current, with: text)
            return
        }
        replace(TextEdit.insertion(in: current), in: current, with: text)
    }

    /// Deletes the last character, as the delete key does, through the same delegate question.
    public func deleteBackward() {
        let current = text ?? ""
        guard let range = TextEdit.deletion(in: current) else { return }
        replace(range, in: current, with: "")
    }

    private func replace(_ range: NSRange, in current: String, with replacement: String) {
        guard userShouldChangeText(in: range, replacement: replacement) else { return }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) { return }
        text = TextEdit.applying(replacement, in: range, to: current)
        sendActions(for: .editingChanged)
        window?.notificationCenter.post(name: UITextField.textDidChangeNotification, object: self)
        userDidChangeText()
    }

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
    /// Whether the text view holds any text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` in place of the selection (at the insertion point), as typing does: the
    /// delegate's `textView(_:shouldChangeTextIn:replacementText:)` may refuse it; then the text
    /// is laid out again (a text view that does not scroll grows or shrinks), the insertion
    /// point follows what was typed, the delegate's `textViewDidChange(_:)` runs and
    /// `textDidChangeNotification` is posted.
    public func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the insertion point, as the delete key
    /// does, through the same delegate question.
    public func deleteBackward() {
        if selectedRange.length > 0 {
            replace(selectedRange, with: "")
            return
        }
        let before = NSString(string: text).substring(to: selectedRange.location)
        guard let range = TextEdit.deletion(in: before) else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with replacement: String) {
        let current = text ?? ""
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return }
        text = TextEdit.applying(replacement, in: range, to: current)
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        window?.notificationCenter.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// `UITextViewTextDidChangeNotification`, posted with the text view as its object after typing.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}
