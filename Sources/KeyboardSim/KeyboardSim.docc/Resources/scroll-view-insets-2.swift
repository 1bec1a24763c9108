import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    /// The form's five fields, top to bottom: an outlet collection in Settings.storyboard.
    @IBOutlet var fields: [UITextField]!
    /// The last field of the form, at its bottom.
    var nameField: UITextField { fields[4] }

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
