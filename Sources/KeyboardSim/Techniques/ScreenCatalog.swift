import Foundation

/// The screens scenario files can name.
public enum ScreenCatalog {
    /// Every screen a scenario file can name, with what it shows (`kbsim list screens`).
    public static let entries: [(id: String, summary: String)] = [
        ("login-bottom-field", "an email field at the top and nameField above the bottom edge (bottom-constant)"),
        ("survey-stack", "eight questions and nameField in nested stack views (stack-offset)"),
        ("random-blobs-form", "fields scattered in a struts-and-springs content view, nameField near the bottom (frame-shift)"),
        ("photo-resign", "a full-screen photo with its caption field nameField on its bottom edge (legacy-animations)"),
        ("chat-list-entry", "a message list above an entry section holding nameField (constant-with-layout)"),
        ("edit-view-guide", "an edit view holding nameField on the keyboard layout guide, and a photo (keyboard-layout-guide)"),
        (
            "settings-form-scroll",
            "five fields in a scroll view that fits the safe area, nameField last; on an iPad in a form-sheet-sized card (scroll-view-insets)"
        ),
        ("detail", "a plain screen with its own field, detailField, near its top, to push or present on top"),
    ]

    /// The screens' ids, in the catalogue's order.
    public static var ids: [String] { entries.map(\.id) }

    /// The screens a step can push or present (the others are techniques' screens).
    public static let pushable = ["detail"]

    /// A controller for a screen that is not a technique's (pushed or presented).
    @MainActor static func makeController(_ id: String) -> UIViewController {
        DetailController()
    }
}

/// The detail screen: a field of its own near the top, so that a keyboard can come up while the
/// technique's screen is off screen, over nothing it would have to avoid.
final class DetailController: UIViewController {
    let detailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "detailView"
        detailField.accessibilityIdentifier = "detailField"
        detailField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(detailField)
        NSLayoutConstraint.activate([
            detailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            detailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            detailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}
