// Sources/KeyboardSim/KeyboardSim.docc/Resources/frame-shift-2.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct FrameShift2 {
    final class FormViewController: UIViewController, UITextFieldDelegate {
        /// A view as large as the screen, holding the fields (Form.storyboard: frames and
        /// autoresizing masks, no constraints). The handler shifts it.
        weak var contentView: UIView!
        /// The last field, 120 points above the bottom with a flexible top margin.
        weak var nameField: UITextField!

        /// The field about to edit, from the delegate.
        private var activeField: UITextField?
        /// How far the content view is shifted up, and the keyboard's timing, for the hide.
        private var shift: CGFloat = 0
        private var savedDuration: TimeInterval = 0.25
        private var savedCurve: UInt = 0

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            activeField = textField
            return true
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: FormViewController.keyboardWillShow,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: FormViewController.keyboardWillHide,
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
            case "contentView": contentView = value as? UIView
            case "nameField": nameField = value as? UITextField
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
