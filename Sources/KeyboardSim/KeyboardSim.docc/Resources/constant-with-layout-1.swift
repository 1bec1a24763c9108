import UIKit

final class ChatViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    /// In Chat.storyboard: entryView.bottom = Safe Area.bottom, the message list pinned to the
    /// entry's top. The handler moves it.
    @IBOutlet weak var entryBottom: NSLayoutConstraint!
}
