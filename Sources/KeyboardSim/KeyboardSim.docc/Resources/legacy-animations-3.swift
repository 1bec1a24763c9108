import UIKit

final class PhotoViewController: UIViewController {
    let photo = UIImageView(image: UIImage(named: "beach"))
    let captionField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A full-screen photo; the caption rides on its bottom edge (flexible top margin).
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)
        captionField.frame = CGRect(x: 20, y: photo.bounds.height - 54, width: photo.bounds.width - 40, height: 34)
        captionField.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        photo.addSubview(captionField)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Once the safe area is known: 20 points above the home indicator.
        captionField.frame.origin.y = photo.bounds.height - 54 - view.safeAreaInsets.bottom
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
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboardTop = view.convert(frame, from: nil).minY
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        UIView.beginAnimations("resizeForKeyboard", context: nil)
        UIView.setAnimationDuration(duration)
        UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: curve) ?? .easeInOut)
        UIView.setAnimationBeginsFromCurrentState(true)
        // The photo ends where the keyboard begins (plus the safe area the caption keeps).
        photo.frame.size.height = keyboardTop + view.safeAreaInsets.bottom
        UIView.commitAnimations()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
    }
}
