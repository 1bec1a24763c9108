import UIKit

/// **constant-with-layout** — a list above an entry section (the chat-list-entry screen): the
/// entry's bottom constant becomes minus the keyboard's height, with `layoutIfNeeded()` before
/// the animation block (flush pending layout) and inside it (animate), and the list, pinned to
/// the entry's top, shrinks with it — Apple's documented pattern.
final class ConstantWithLayoutController: TechniqueController {
    private(set) var nameField = UITextField()
    var entryBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            nameField = screen.textField("nameField") ?? nameField
            entryBottom = screen.constraints["entryBottom"]
        } else {
            buildChatScreen()
        }
        super.viewDidLoad()
    }

    private func buildChatScreen() {
        let list = UIView(), entry = UIView()
        view.accessibilityIdentifier = "chatView"
        list.accessibilityIdentifier = "messageList"
        entry.accessibilityIdentifier = "entryView"
        nameField.accessibilityIdentifier = "nameField"
        for part in [list, entry, nameField] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(list)
        view.addSubview(entry)
        entry.addSubview(nameField)
        let gap = CGFloat(configuration.gap)
        entryBottom = entry.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        entryBottom.identifier = "entryBottom"
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: entry.topAnchor),
            entry.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            entry.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            entryBottom,
            nameField.topAnchor.constraint(equalTo: entry.topAnchor, constant: gap),
            nameField.bottomAnchor.constraint(equalTo: entry.bottomAnchor, constant: -gap),
            nameField.leadingAnchor.constraint(equalTo: entry.leadingAnchor, constant: 12),
            nameField.trailingAnchor.constraint(equalTo: entry.trailingAnchor, constant: -12),
        ])
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        let overlap = keyboardOverlap(info.endFrame)
        view.layoutIfNeeded()
        entryBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        view.layoutIfNeeded()
        entryBottom.constant = 0
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }
}
