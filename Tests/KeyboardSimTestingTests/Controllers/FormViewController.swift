import UIKit

/// A sign-in form as the tutorials write it: selector observers added in viewWillAppear and
/// removed in viewWillDisappear; the bottom constraint follows the keyboard. The correct one.
final class FormViewController: UIViewController {
    let passwordField = UITextField()
    private var bottomConstraint: NSLayoutConstraint?
    private(set) var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(passwordField)
        let bottom = passwordField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        bottomConstraint = bottom
        NSLayoutConstraint.activate([
            passwordField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            passwordField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            passwordField.heightAnchor.constraint(equalToConstant: 34),
            bottom,
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: FormViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: FormViewController.keyboardWillHide,
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeight = frame.height
        bottomConstraint?.constant = -20 - frame.height
        view.layoutIfNeeded()
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        bottomConstraint?.constant = -20
        view.layoutIfNeeded()
    }
}
