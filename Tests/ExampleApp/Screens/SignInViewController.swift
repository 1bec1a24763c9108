import UIKit

/// The sign-in screen, drawn in Main.storyboard: the form's bottom constraint is an outlet that
/// the keyboard notifications move, the classic technique of storyboard apps.
final class SignInViewController: UIViewController {

    @IBOutlet weak var logoView: UIImageView!
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    /// passwordField.bottom = safe area bottom - constant (the storyboard gives 20)
    @IBOutlet weak var formBottomConstraint: NSLayoutConstraint!

    private var restingBottom: CGFloat = 0
    private(set) var signIns = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        restingBottom = formBottomConstraint.constant
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        formBottomConstraint.constant = restingBottom + frame.height - view.safeAreaInsets.bottom
        view.layoutIfNeeded()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        formBottomConstraint.constant = restingBottom
        view.layoutIfNeeded()
    }

    @IBAction func signInTapped(_ sender: UIButton) {
        signIns += 1
        view.endEditing(true)
    }
}
