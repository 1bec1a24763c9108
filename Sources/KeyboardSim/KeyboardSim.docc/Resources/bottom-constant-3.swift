import UIKit

final class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var nameField: UITextField!
    /// In Login.storyboard: nameField.bottom = Safe Area.bottom - 20. The handler moves it.
    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

    /// The constant before the keyboard came, restored when it goes.
    var originalConstant: CGFloat?

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
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        // The part of the view the keyboard covers, less the safe area the constant clears already.
        let keyboard = view.convert(frame, from: nil)
        let covered = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
        if originalConstant == nil { originalConstant = bottomConstraint.constant }
        bottomConstraint.constant = (originalConstant ?? 0) - covered
        animateAlongKeyboard(userInfo)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
    }

    /// Lays out the new constant in an animation with the keyboard's duration and curve.
    func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        // The curve goes into the options' curve bits: curve << 16.
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}
