// Sources/KeyboardSim/KeyboardSim.docc/Resources/scroll-view-insets-5.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ScrollViewInsets5 {
    final class SettingsViewController: UIViewController {
        weak var scrollView: UIScrollView!
        /// The form's five fields, top to bottom: an outlet collection in Settings.storyboard.
        var fields: [UITextField]!
        /// The last field of the form, at its bottom.
        var nameField: UITextField { fields[4] }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: SettingsViewController.keyboardWillShow,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: SettingsViewController.keyboardWillHide,
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
        }

        func keyboardWillShow(_ notification: Notification) {
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            // How far the keyboard reaches into the scroll view, in the scroll view's coordinates.
            let keyboard = scrollView.convert(frame, from: nil)
            let overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
            // The adjusted inset adds the safe area's bottom already: leave it out.
            let inset = overlap   // the home indicator counted twice
            scrollView.contentInset.bottom = inset
            scrollView.verticalScrollIndicatorInsets.bottom = inset
            if let field = fields.first(where: { $0.isFirstResponder }) {
                scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -20), animated: true)
            }
        }

        func keyboardWillHide(_ notification: Notification) {
            scrollView.contentInset.bottom = 0
            scrollView.verticalScrollIndicatorInsets.bottom = 0
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
}
