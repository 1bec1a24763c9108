import UIKit

/// A sign-up form in a scroll view drawn in a storyboard (`Main.storyboard`, scene "Signup"):
/// the scroll view is an outlet, and the keyboard handler sets its bottom content inset to the
/// part of the keyboard over it, so every field can scroll above the keyboard.
class StoryboardSignupViewController: UIViewController {

    weak var scrollView: UIScrollView!
    var fields: [UITextField]!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: StoryboardSignupViewController.keyboardWillChangeFrame,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
            return
        }
        let keyboardInView = view.convert(frame, from: nil)
        let overlap = max(0, scrollView.frame.maxY - keyboardInView.minY)
        scrollView.contentInset.bottom = overlap
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "scrollView": scrollView = value as? UIScrollView
        case "fields": fields = value as? [UITextField]
        default: super.setValue(value, forKey: key)
        }
    }
}
