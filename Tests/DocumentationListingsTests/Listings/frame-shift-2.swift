// Sources/KeyboardSim/KeyboardSim.docc/Resources/frame-shift-2.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct FrameShift2 {
    final class FormViewController: UIViewController, UITextFieldDelegate {
        let contentView = UIView()
        let nameField = UITextField()

        /// The field about to edit, from the delegate.
        private var activeField: UITextField?
        /// How far the content view is shifted up, and the keyboard's timing, for the hide.
        private var shift: CGFloat = 0
        private var savedDuration: TimeInterval = 0.25
        private var savedCurve: UInt = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            contentView.frame = view.bounds
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(contentView)
            // Fields scattered like blobs, placed by frames (struts and springs).
            let firstName = UITextField(frame: CGRect(x: 20, y: 80, width: 160, height: 34))
            let lastName = UITextField(frame: CGRect(x: 195, y: 160, width: 160, height: 34))
            let city = UITextField(frame: CGRect(x: 40, y: 300, width: 200, height: 34))
            for field in [firstName, lastName, city] {
                field.autoresizingMask = [.flexibleBottomMargin, .flexibleRightMargin]
            }
            nameField.frame = CGRect(x: 20, y: contentView.bounds.height - 120, width: 335, height: 34)
            nameField.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
            for field in [firstName, lastName, city, nameField] {
                field.delegate = self
                contentView.addSubview(field)
            }
        }

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
    }
}
