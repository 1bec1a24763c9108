// Sources/KeyboardSim/KeyboardSim.docc/Resources/bottom-constant-2.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct BottomConstant2 {
    final class LoginViewController: UIViewController {
        weak var emailField: UITextField!
        weak var nameField: UITextField!
        /// In Login.storyboard: nameField.bottom = Safe Area.bottom - 20. The handler moves it.
        weak var bottomConstraint: NSLayoutConstraint!

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

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "emailField": emailField = value as? UITextField
            case "nameField": nameField = value as? UITextField
            case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
