// Sources/KeyboardSim/KeyboardSim.docc/Resources/keyboard-layout-guide-2.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct KeyboardLayoutGuide2 {
    final class EditorViewController: UIViewController {
        let editView = UIView()
        let nameField = UITextField()
        let photo = UIImageView(image: UIImage(named: "portrait"))

        override func viewDidLoad() {
            super.viewDidLoad()
            for part in [editView, nameField, photo] as [UIView] { part.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(photo)
            view.addSubview(editView)
            editView.addSubview(nameField)
            NSLayoutConstraint.activate([
                editView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                editView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                // No notifications: the edit view stands on the keyboard, wherever it is.
                editView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                nameField.topAnchor.constraint(equalTo: editView.topAnchor, constant: 8),
                nameField.bottomAnchor.constraint(equalTo: editView.bottomAnchor, constant: -20),
                nameField.leadingAnchor.constraint(equalTo: editView.leadingAnchor, constant: 16),
                nameField.trailingAnchor.constraint(equalTo: editView.trailingAnchor, constant: -16),
                photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            ])
            photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        }
    }
}
