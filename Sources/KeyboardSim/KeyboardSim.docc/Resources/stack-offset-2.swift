import UIKit

final class SurveyViewController: UIViewController {
    /// The answer row's field, three stack views deep in Survey.storyboard.
    @IBOutlet weak var nameField: UITextField!
    /// In Survey.storyboard: Outer Stack.top = Safe Area.top + 20. The handler moves it.
    @IBOutlet weak var outerTop: NSLayoutConstraint!

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
