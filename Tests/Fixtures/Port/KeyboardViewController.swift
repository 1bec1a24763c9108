import Foundation
import UIKit

/// A sign-up screen as an iOS app writes it: the field rides above the keyboard.
/// (`kbsim port` leaves comments alone: @objc, #selector(keyboardWillShow(_:)).)
final class KeyboardViewController: UIViewController {
    let emailField = UITextField()
    let sendButton = UIButton(type: .system)
    let pasteButton = UIPasteControl(frame: .zero)
    private var bottomConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(emailField)
        let bottom = emailField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        bottom.isActive = true
        bottomConstraint = bottom
        sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification,
                                               object: nil)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(self.keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc
    private func send(_ sender: UIButton) {
        emailField.resignFirstResponder()
        pasteButton.isEnabled = false
        if UIAccessibility.isVoiceOverRunning { UIAccessibility.post(notification: .announcement, argument: "Sent") }
    }
}

extension KeyboardViewController {
    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        bottomConstraint?.constant = -20 - frame.height
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    @objc(keyboardWillHide:) func keyboardWillHide(_ notification: Notification) {
        bottomConstraint?.constant = -20
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
