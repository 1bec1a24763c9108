import UIKit

/// **keyboard-layout-guide** — no notifications at all (the edit-view-guide screen): the edit
/// view's bottom is pinned to `view.keyboardLayoutGuide.topAnchor`, the guide follows undocked
/// and floating keyboards, and an image moves to the side away from a floating keyboard by
/// tracking constraints.
final class KeyboardLayoutGuideController: TechniqueController {
    override var observesKeyboard: Bool { false }

    override func viewDidLoad() {
        // The guide follows undocked and floating keyboards too (iOS 17's opt-in).
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        if buildInlineScreen() == nil { buildEditScreen() }
        super.viewDidLoad()
    }

    private func buildEditScreen() {
        let editView = UIView(), nameField = UITextField(), image = UIImageView(imageSize: CGSize(width: 100, height: 100))
        view.accessibilityIdentifier = "editorView"
        editView.accessibilityIdentifier = "editView"
        nameField.accessibilityIdentifier = "nameField"
        image.accessibilityIdentifier = "photo"
        for part in [editView, nameField, image] as [UIView] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(image)
        view.addSubview(editView)
        editView.addSubview(nameField)
        let guide = view.keyboardLayoutGuide
        let gap = CGFloat(configuration.gap)
        NSLayoutConstraint.activate([
            editView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editView.bottomAnchor.constraint(equalTo: guide.topAnchor),
            nameField.topAnchor.constraint(equalTo: editView.topAnchor, constant: 8),
            nameField.bottomAnchor.constraint(equalTo: editView.bottomAnchor, constant: -gap),
            nameField.leadingAnchor.constraint(equalTo: editView.leadingAnchor, constant: 16),
            nameField.trailingAnchor.constraint(equalTo: editView.trailingAnchor, constant: -16),
            image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        // Away from a keyboard at the leading edge, the photo goes to the trailing side.
        guide.setConstraints([image.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)], activeWhenNearEdge: .leading)
        guide.setConstraints([image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)], activeWhenAwayFrom: .leading)
    }
}
