// Sources/KeyboardSim/KeyboardSim.docc/Resources/bottom-constant-3.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct BottomConstant3 {
    final class LoginViewController: UIViewController {
        weak var emailField: UITextField!
        weak var nameField: UITextField!
        /// In Login.storyboard: nameField.bottom = Safe Area.bottom - 20. The handler moves it.
        weak var bottomConstraint: NSLayoutConstraint!

        /// The constant before the keyboard came, restored when it goes.
        var originalConstant: CGFloat?

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
            guard let userInfo = notification.userInfo,
                  let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            // The part of the view the keyboard covers, less the safe area the constant clears already.
            let keyboard = view.convert(frame, from: nil)
            let covered = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
            if originalConstant == nil { originalConstant = bottomConstraint.constant }
            bottomConstraint.constant = (originalConstant ?? 0) - covered
            animateAlongKeyboard(userInfo)
        }

        func keyboardWillHide(_ notification: Notification) {
        }

        /// Lays out the new constant in an animation with the keyboard's duration and curve.
        func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
            let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
            let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
            // The curve goes into the options' curve bits: curve << 16.
            UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                self.view.layoutIfNeeded()
            }
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
