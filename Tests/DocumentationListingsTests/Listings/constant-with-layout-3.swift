// Sources/KeyboardSim/KeyboardSim.docc/Resources/constant-with-layout-3.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ConstantWithLayout3 {
    final class ChatViewController: UIViewController {
        weak var nameField: UITextField!
        /// In Chat.storyboard: entryView.bottom = Safe Area.bottom, the message list pinned to the
        /// entry's top. The handler moves it.
        weak var entryBottom: NSLayoutConstraint!

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
            guard let userInfo = notification.userInfo else { return }
            let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
            let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
            guard let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
            view.layoutIfNeeded()   // flush pending layout first, so only the new constant animates
            entryBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
            UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                self.view.layoutIfNeeded()
            }
        }

        func keyboardWillHide(_ notification: Notification) {
        }

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "nameField": nameField = value as? UITextField
            case "entryBottom": entryBottom = value as? NSLayoutConstraint
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
