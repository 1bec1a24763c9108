import UIKit

final class FormViewController: UIViewController, UITextFieldDelegate {
    /// A view as large as the screen, holding the fields (Form.storyboard: frames and
    /// autoresizing masks, no constraints). The handler shifts it.
    @IBOutlet weak var contentView: UIView!
    /// The last field, 120 points above the bottom with a flexible top margin.
    @IBOutlet weak var nameField: UITextField!

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
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
    }

    @objc func keyboardWillHide(_ notification: Notification) {
    }
}
