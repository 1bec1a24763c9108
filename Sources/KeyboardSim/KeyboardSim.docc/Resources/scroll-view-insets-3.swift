import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    /// The form's five fields, top to bottom: an outlet collection in Settings.storyboard.
    @IBOutlet var fields: [UITextField]!
    /// The last field of the form, at its bottom.
    var nameField: UITextField { fields[4] }

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
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        // How far the keyboard reaches into the scroll view, in the scroll view's coordinates.
        let keyboard = scrollView.convert(frame, from: nil)
        let overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
        // The adjusted inset adds the safe area's bottom already: leave it out.
        let inset = max(0, overlap - scrollView.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = inset
        scrollView.verticalScrollIndicatorInsets.bottom = inset
        if let field = fields.first(where: { $0.isFirstResponder }) {
            scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -20), animated: true)
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
    }
}
