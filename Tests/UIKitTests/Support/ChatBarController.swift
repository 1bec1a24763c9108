import UIKit

/// A chat screen in Messages' pattern, shared by the suites about input accessory views: the
/// controller is first responder and shows only its 50-point input bar; the bar's text view
/// brings the keys.
final class ChatBarController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    let textView = UITextView(frame: CGRect(x: 8, y: 8, width: 300, height: 34))

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}
