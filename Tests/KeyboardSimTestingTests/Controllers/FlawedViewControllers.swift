import UIKit

/// Comments screen with the block-observer leak: the block captures `self` strongly and the
/// token is removed only in `deinit`, which therefore never runs.
final class LeakyCommentsViewController: UIViewController {
    let commentField = UITextField(frame: CGRect(x: 16, y: 600, width: 343, height: 40))
    nonisolated(unsafe) private var token: NSObjectProtocol?  // read in deinit, as Swift 6 requires on iOS too
    var shift: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(commentField)
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification,
            object: nil, queue: .main
        ) { notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            self.shift = frame.height
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

/// A search screen that adds its observer in every viewWillAppear and never removes it: a
/// second appearance registers twice, and a screen pushed on top still reaches it.
final class ReRegisteringSearchViewController: UIViewController {
    let searchField = UITextField(frame: CGRect(x: 16, y: 80, width: 343, height: 34))
    private(set) var showCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(searchField)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: ReRegisteringSearchViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow() {
        showCount += 1
    }
}

/// A chat screen whose block observer captures `[weak self]` but whose token is thrown away:
/// the registration stays on the center after the screen is gone.
final class TokenDiscardingChatViewController: UIViewController {
    let messageField = UITextField(frame: CGRect(x: 16, y: 600, width: 343, height: 40))
    var inset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(messageField)
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification,
            object: nil, queue: .main
        ) { [weak self] notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            self?.inset = max(0, 667 - frame.minY)
        }
    }
}

/// A screen with a text field and no keyboard handling: pushed on top of another.
final class DetailViewController: UIViewController {
    let noteField = UITextField(frame: CGRect(x: 16, y: 120, width: 343, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(noteField)
    }
}
