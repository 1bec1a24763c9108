// Sources/KeyboardSim/KeyboardSim.docc/Resources/bottom-constant-1.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct BottomConstant1 {
    final class LoginViewController: UIViewController {
        weak var emailField: UITextField!
        weak var nameField: UITextField!
        /// In Login.storyboard: nameField.bottom = Safe Area.bottom - 20. The handler moves it.
        weak var bottomConstraint: NSLayoutConstraint!

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
