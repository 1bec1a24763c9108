import UIKit

/// A note editor in the manner of Apple's keyboard layout guide sample: no keyboard
/// notifications at all. The formatting bar rides on the keyboard through
/// `view.keyboardLayoutGuide`, which follows undocked and floating keyboards too; every
/// constraint between the bar and the guide is a tracking constraint that the guide turns on
/// and off as the keyboard nears or leaves the view's edges.
class KeyboardLayoutGuideViewController: UIViewController {

    let textView = UITextView()
    let editView = UIStackView()
    let boldButton = UIButton(type: .system)
    let italicButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        textView.font = UIFont.systemFont(ofSize: 17)
        textView.textColor = .label
        textView.text = "Shopping list"

        boldButton.setTitle("Bold", for: .normal)
        italicButton.setTitle("Italic", for: .normal)
        doneButton.setTitle("Done", for: .normal)
        boldButton.addTarget(self, action: KeyboardLayoutGuideViewController.formatTapped, for: .touchUpInside)
        italicButton.addTarget(self, action: KeyboardLayoutGuideViewController.formatTapped, for: .touchUpInside)
        doneButton.addTarget(self, action: KeyboardLayoutGuideViewController.doneTapped, for: .touchUpInside)

        editView.axis = .horizontal
        editView.spacing = 16
        editView.backgroundColor = .secondarySystemBackground
        editView.layer.cornerRadius = 8
        editView.addArrangedSubview(boldButton)
        editView.addArrangedSubview(italicButton)
        editView.addArrangedSubview(doneButton)

        textView.translatesAutoresizingMaskIntoConstraints = false
        editView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        view.addSubview(editView)

        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: editView.topAnchor, constant: -8),
            editView.heightAnchor.constraint(equalToConstant: 44),
        ])

        // This is what lets the tracking constraints below see undocked and floating keyboards.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true

        // Vertically: on top of the keyboard, or under it when the keyboard is near the top.
        let editViewOnKeyboard = view.keyboardLayoutGuide.topAnchor.constraint(
            equalToSystemSpacingBelow: editView.bottomAnchor, multiplier: 1.0)
        let editViewUnderKeyboard = editView.topAnchor.constraint(
            equalToSystemSpacingBelow: view.keyboardLayoutGuide.bottomAnchor, multiplier: 1.0)
        view.keyboardLayoutGuide.setConstraints([editViewOnKeyboard], activeWhenAwayFrom: .top)
        view.keyboardLayoutGuide.setConstraints([editViewUnderKeyboard], activeWhenNearEdge: .top)

        // Horizontally: against the side the keyboard is near, otherwise centered on it.
        let editViewOnLeading = editView.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        let editViewOnTrailing = editView.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor)
        let editViewCentered = editView.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)
        view.keyboardLayoutGuide.setConstraints([editViewOnLeading], activeWhenNearEdge: .leading)
        view.keyboardLayoutGuide.setConstraints([editViewOnTrailing], activeWhenNearEdge: .trailing)
        view.keyboardLayoutGuide.setConstraints([editViewCentered], activeWhenAwayFrom: [.leading, .trailing])
    }

    // MARK: - Actions

    private func formatTapped(_ sender: UIButton) {
        textView.font = sender == boldButton ? UIFont.boldSystemFont(ofSize: 17) : UIFont.italicSystemFont(ofSize: 17)
    }

    private func doneTapped() {
        textView.resignFirstResponder()
    }
}
