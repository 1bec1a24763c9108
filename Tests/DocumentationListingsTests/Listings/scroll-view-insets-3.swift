// Sources/KeyboardSim/KeyboardSim.docc/Resources/scroll-view-insets-3.swift, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ScrollViewInsets3 {
    final class SettingsViewController: UIViewController {
        let scrollView = UIScrollView()
        let contentView = UIView()
        let fields = (0..<5).map { _ in UITextField() }
        /// The last field of the form, at its bottom.
        var nameField: UITextField { fields[4] }

        override func viewDidLoad() {
            super.viewDidLoad()
            for part in [scrollView, contentView] { part.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            // A form that fits the screen still scrolls: its adjusted insets then take the safe area.
            scrollView.alwaysBounceVertical = true
            var constraints = [
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                // The content is as wide as the scroll view and as tall as its safe area.
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                contentView.heightAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.heightAnchor),
            ]
            var above = contentView.topAnchor
            for field in fields {
                field.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(field)
                constraints += [
                    field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                ]
                if field !== nameField {
                    constraints.append(field.topAnchor.constraint(equalTo: above, constant: 20))
                    above = field.bottomAnchor
                }
            }
            // The last field 20 points above the content's bottom.
            constraints.append(nameField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20))
            NSLayoutConstraint.activate(constraints)
        }

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
            let inset = max(0, overlap - scrollView.safeAreaInsets.bottom)
            scrollView.contentInset.bottom = inset
            scrollView.verticalScrollIndicatorInsets.bottom = inset
            if let field = fields.first(where: { $0.isFirstResponder }) {
                scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -20), animated: true)
            }
        }

        func keyboardWillHide(_ notification: Notification) {
        }
    }
}
