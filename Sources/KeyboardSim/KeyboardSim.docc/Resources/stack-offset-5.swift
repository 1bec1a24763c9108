import UIKit

final class SurveyViewController: UIViewController {
    /// The answer row's field, three stack views deep in Survey.storyboard.
    @IBOutlet weak var nameField: UITextField!
    /// In Survey.storyboard: Outer Stack.top = Safe Area.top + 20. The handler moves it.
    @IBOutlet weak var outerTop: NSLayoutConstraint!

    /// The top constant before the keyboard came, restored when it goes.
    var originalTop: CGFloat?

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
        let keyboardHeight = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        // Where the field must stand: 20 points above the keyboard.
        let targetY = view.frame.height - keyboardHeight - 20 - nameField.frame.height
        // Where it stands: its y plus the y of every stack view it sits in.
        var currentY: CGFloat = 0
        var current: UIView? = nameField
        while let part = current, part !== view {
            currentY += part.frame.minY
            current = part.superview
        }
        // Saved again on every willShow: a repeated willShow saves the moved constant.
        originalTop = outerTop.constant
        outerTop.constant += targetY - currentY
        animateAlongKeyboard(userInfo)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo, let originalTop else { return }
        outerTop.constant = originalTop
        self.originalTop = nil
        animateAlongKeyboard(userInfo)
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
