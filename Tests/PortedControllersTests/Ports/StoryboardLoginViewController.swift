import UIKit

/// A login screen drawn in a storyboard (`Main.storyboard`, scene "Login"): an email and a
/// password field in a stack view whose bottom is pinned to the safe area by a constraint
/// exposed as an outlet; the keyboard handlers change its constant so the form stays above the
/// keyboard. The classic tutorial shape: "I've exposed this constraint as an IBOutlet property".
class StoryboardLoginViewController: UIViewController, UITextFieldDelegate {

    weak var emailField: UITextField!
    weak var passwordField: UITextField!
    private weak var bottomConstraint: NSLayoutConstraint!
    var fields: [UITextField]!

    /// The constraint's constant at rest, read from the storyboard.
    private var restingBottom: CGFloat = 0
    private(set) var logInTaps = 0

    /// The constant the keyboard handlers set (for tests and logs).
    var bottomConstant: CGFloat { bottomConstraint.constant }

    override func viewDidLoad() {
        super.viewDidLoad()
        restingBottom = bottomConstraint.constant
        NotificationCenter.default.addObserver(
            self, selector: StoryboardLoginViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: StoryboardLoginViewController.keyboardWillHide,
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
            return
        }
        let keyboardInView = view.convert(frame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboardInView.minY - view.safeAreaInsets.bottom)
        bottomConstraint.constant = restingBottom + overlap
        view.layoutIfNeeded()
    }

    func keyboardWillHide(_ notification: Notification) {
        bottomConstraint.constant = restingBottom
        view.layoutIfNeeded()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func logIn(_ sender: Any) {
        logInTaps += 1
        for field in fields { field.resignFirstResponder() }
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "emailField": emailField = value as? UITextField
        case "passwordField": passwordField = value as? UITextField
        case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint
        case "fields": fields = value as? [UITextField]
        default: super.setValue(value, forKey: key)
        }
    }
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "logIn:": Selector("logIn:", StoryboardLoginViewController.logIn)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}
