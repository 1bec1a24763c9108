import UIKit

/// Photo caption screen from the iOS 7 days: laid out with frames and autoresizing masks in
/// `loadView`, observers added when the controller is created and removed in `dealloc`, and
/// the container resized inside a `beginAnimations` / `commitAnimations` block that copies the
/// keyboard's duration and curve.
class LegacyAnimationViewController: UIViewController, UITextFieldDelegate {

    var containerView: UIView!
    var photoImageView: UIImageView!
    var captionField: UITextField!
    var postButton: UIButton!

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        registerForKeyboardNotifications()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        registerForKeyboardNotifications()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func registerForKeyboardNotifications() {
        NotificationCenter.default.addObserver(self, selector: LegacyAnimationViewController.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: LegacyAnimationViewController.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func loadView() {
        let rootView = UIView(frame: UIScreen.main.bounds)
        rootView.backgroundColor = UIColor(white: 0.94, alpha: 1)
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        containerView = UIView(frame: rootView.bounds)
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rootView.addSubview(containerView)

        let width = containerView.bounds.size.width
        let height = containerView.bounds.size.height

        photoImageView = UIImageView(image: UIImage(named: "beach"))
        photoImageView.frame = CGRect(x: 0, y: 20, width: width, height: width * 0.75)
        photoImageView.contentMode = .scaleAspectFill
        photoImageView.clipsToBounds = true
        photoImageView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        containerView.addSubview(photoImageView)

        // The caption row keeps its distance to the container's bottom edge.
        captionField = UITextField(frame: CGRect(x: 10, y: height - 54, width: width - 90, height: 44))
        captionField.borderStyle = .roundedRect
        captionField.placeholder = "Write a caption"
        captionField.font = UIFont.systemFont(ofSize: 16)
        captionField.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        captionField.delegate = self
        containerView.addSubview(captionField)

        postButton = UIButton(type: .system)
        postButton.frame = CGRect(x: width - 70, y: height - 54, width: 60, height: 44)
        postButton.setTitle("Post", for: .normal)
        postButton.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        postButton.addTarget(self, action: LegacyAnimationViewController.postTapped, for: .touchUpInside)
        containerView.addSubview(postButton)

        view = rootView
    }

    // MARK: - Keyboard

    func keyboardWillShow(_ notification: NSNotification) {
        guard let info = notification.userInfo,
              let keyboardFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let curveValue = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
              let curve = UIView.AnimationCurve(rawValue: curveValue) else {
            return
        }

        // The frame is in screen coordinates, which do not rotate with the interface on iOS 7:
        // in landscape the keyboard's height is its width.
        let orientation = UIApplication.shared.statusBarOrientation
        let keyboardHeight = orientation.isPortrait ? keyboardFrame.size.height : keyboardFrame.size.width

        UIView.beginAnimations("KeyboardWillShow", context: nil)
        UIView.setAnimationDuration(duration)
        UIView.setAnimationCurve(curve)
        UIView.setAnimationBeginsFromCurrentState(true)
        var frame = containerView.frame
        frame.size.height = view.bounds.size.height - keyboardHeight
        containerView.frame = frame
        UIView.commitAnimations()
    }

    func keyboardWillHide(_ notification: NSNotification) {
        guard let info = notification.userInfo,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let curveValue = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
              let curve = UIView.AnimationCurve(rawValue: curveValue) else {
            return
        }

        UIView.beginAnimations("KeyboardWillHide", context: nil)
        UIView.setAnimationDuration(duration)
        UIView.setAnimationCurve(curve)
        UIView.setAnimationBeginsFromCurrentState(true)
        containerView.frame = view.bounds
        UIView.commitAnimations()
    }

    // MARK: - Actions

    func postTapped(_ sender: Any) {
        captionField.resignFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
