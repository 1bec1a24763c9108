import UIKit

/// A bar with a text field that sends what is typed when the return key is pressed: the shape of
/// a chat or comment bar. Its delegate protocol is declared in NoteBarDelegate.swift.
final class NoteBar: UIView, UITextFieldDelegate {
    let field = UITextField()
    weak var delegate: NoteBarDelegate?
    /// Everything sent, in order.
    private(set) var sent: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.returnKeyType = .send
        field.delegate = self
        addSubview(field)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        send()
        return false
    }

    /// Sends the field's text unless it is empty or the delegate refuses it.
    func send() {
        guard let text = field.text, !text.isEmpty else { return }
        var allowed = true
        if let d = delegate, let shouldSend = d.noteBarShouldSend {
            allowed = shouldSend(self, text)
        }
        guard allowed else { return }
        sent.append(text)
        field.text = ""
        delegate?.noteBar?(self, didSend: text)
    }
}
