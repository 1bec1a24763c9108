// Sources/KeyboardSim/KeyboardSim.docc/Resources/bottom-constant-2.swift, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct BottomConstant2 {
    final class LoginViewController: UIViewController {
        let emailField = UITextField()
        let nameField = UITextField()
        var bottomConstraint: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            for field in [emailField, nameField] {
                field.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field)
            }
            // At rest the field stands 20 points above the safe area's bottom.
            let bottom = nameField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
            bottomConstraint = bottom
            NSLayoutConstraint.activate([
                emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                bottom,
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillShow,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillHide,
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
