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
        guard let userInfo = notification.userInfo,
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let field = activeField else { return }
        let keyboardTop = view.convert(frame, from: nil).minY
        // Where the field would be without the shift, and the least shift that uncovers it.
        let fieldBottom = field.convert(field.bounds, to: view).maxY + shift
        let needed = max(0, fieldBottom + 20 - keyboardTop)
        savedDuration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        savedCurve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        shift = needed
        UIView.animate(withDuration: savedDuration, delay: 0, options: UIView.AnimationOptions(rawValue: savedCurve << 16)) {
            self.contentView.frame.origin.y = -needed
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
    }
}
