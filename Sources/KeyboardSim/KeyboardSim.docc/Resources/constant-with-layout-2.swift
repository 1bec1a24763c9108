import UIKit

final class ChatViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    /// In Chat.storyboard: entryView.bottom = Safe Area.bottom, the message list pinned to the
    /// entry's top. The handler moves it.
    @IBOutlet weak var entryBottom: NSLayoutConstraint!

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
