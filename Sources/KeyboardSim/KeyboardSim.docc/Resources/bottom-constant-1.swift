import UIKit

final class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var nameField: UITextField!
    /// In Login.storyboard: nameField.bottom = Safe Area.bottom - 20. The handler moves it.
    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
}
