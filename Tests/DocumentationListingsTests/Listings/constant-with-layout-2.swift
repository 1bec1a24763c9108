// Sources/KeyboardSim/KeyboardSim.docc/Resources/constant-with-layout-2.swift, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ConstantWithLayout2 {
    final class ChatViewController: UIViewController {
        let messageList = UIView()
        let entryView = UIView()
        let nameField = UITextField()
        var entryBottom: NSLayoutConstraint?

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
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: ChatViewController.keyboardWillShow,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: ChatViewController.keyboardWillHide,
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
        }

        func keyboardWillShow(_ notification: Notification) {
        }

        func keyboardWillHide(_ notification: Notification) {
        }
    }
}
