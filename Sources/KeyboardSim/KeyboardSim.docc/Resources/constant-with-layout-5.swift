import UIKit

final class ChatViewController: UIViewController {
    let messageList = UIView()
    let entryView = UIView()
    let nameField = UITextField()
    var entryBottom: NSLayoutConstraint?

    /// The block observers' tokens, removed in deinit (which Swift 6 lets read only what is
    /// `nonisolated(unsafe)`, on iOS as here).
    nonisolated(unsafe) var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for part in [messageList, entryView, nameField] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(messageList)
        view.addSubview(entryView)
        entryView.addSubview(nameField)
        let bottom = entryView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        entryBottom = bottom
        NSLayoutConstraint.activate([
            // The list fills the space above the entry section, so it shrinks as the entry rises.
            messageList.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messageList.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messageList.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messageList.bottomAnchor.constraint(equalTo: entryView.topAnchor),
            entryView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            entryView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            nameField.topAnchor.constraint(equalTo: entryView.topAnchor, constant: 20),
            nameField.bottomAnchor.constraint(equalTo: entryView.bottomAnchor, constant: -20),
            nameField.leadingAnchor.constraint(equalTo: entryView.leadingAnchor, constant: 12),
            nameField.trailingAnchor.constraint(equalTo: entryView.trailingAnchor, constant: -12),
        ])
        // Block observers that capture self strongly: the center retains the blocks, the
        // blocks retain the controller, and deinit never comes to remove them.
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                             object: nil, queue: .main) { note in
            self.keyboardWillShow(note)
        })
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                             object: nil, queue: .main) { note in
            self.keyboardWillHide(note)
        })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        guard let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        view.layoutIfNeeded()   // flush pending layout first, so only the new constant animates
        entryBottom?.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        view.layoutIfNeeded()   // flush pending layout first, so only the new constant animates
        entryBottom?.constant = 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}
