import UIKit

/// Edit-profile form built from stack views inside a stack view. When the keyboard would cover
/// the field being edited, the whole form moves up: the outer stack's centerY constant becomes
/// minus the overlap, so the field ends `keyboardSpacing` points above the keyboard.
class NestedStackViewController: UIViewController, UITextFieldDelegate {

    let avatarImageView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    let nameLabel = UILabel()
    let firstNameField = UITextField()
    let lastNameField = UITextField()
    let emailField = UITextField()
    let phoneField = UITextField()
    let saveButton = UIButton(type: .system)

    let headerStack = UIStackView()
    let nameStack = UIStackView()
    let contactStack = UIStackView()
    let formStack = UIStackView()

    /// formStack.centerY = safeArea.centerY + constant; negative while the keyboard is up.
    var formCenterYConstraint: NSLayoutConstraint!
    private weak var activeField: UITextField?
    /// The keyboard's frame in this view while it is up.
    private var keyboardFrame: CGRect?
    private let keyboardSpacing: CGFloat = 16

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Edit Profile"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        avatarImageView.tintColor = .systemGray
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.clipsToBounds = true
        avatarImageView.layer.cornerRadius = 32

        nameLabel.text = "Your profile"
        nameLabel.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
        nameLabel.textColor = .label

        headerStack.axis = .horizontal
        headerStack.spacing = 12
        headerStack.alignment = .center
        headerStack.addArrangedSubview(avatarImageView)
        headerStack.addArrangedSubview(nameLabel)

        configure(firstNameField, placeholder: "First name")
        configure(lastNameField, placeholder: "Last name")
        configure(emailField, placeholder: "Email")
        configure(phoneField, placeholder: "Phone")
        emailField.keyboardType = .emailAddress
        phoneField.keyboardType = .phonePad

        nameStack.axis = .horizontal
        nameStack.spacing = 8
        nameStack.distribution = .fillEqually
        nameStack.addArrangedSubview(firstNameField)
        nameStack.addArrangedSubview(lastNameField)

        contactStack.axis = .vertical
        contactStack.spacing = 8
        contactStack.addArrangedSubview(emailField)
        contactStack.addArrangedSubview(phoneField)

        saveButton.setTitle("Save", for: .normal)
        saveButton.backgroundColor = .systemBlue
        saveButton.tintColor = .white
        saveButton.layer.cornerRadius = 10
        saveButton.addTarget(self, action: NestedStackViewController.saveTapped, for: .touchUpInside)

        formStack.axis = .vertical
        formStack.spacing = 20
        [headerStack, nameStack, contactStack, saveButton].forEach { formStack.addArrangedSubview($0) }
        formStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formStack)

        formCenterYConstraint = formStack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor)
        NSLayoutConstraint.activate([
            formStack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            formCenterYConstraint,
            avatarImageView.widthAnchor.constraint(equalToConstant: 64),
            avatarImageView.heightAnchor.constraint(equalToConstant: 64),
            saveButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    private func configure(_ field: UITextField, placeholder: String) {
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 17)
        field.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: NestedStackViewController.keyboardWillChangeFrame,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: NestedStackViewController.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    // MARK: - Keyboard

    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frameValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        keyboardFrame = view.convert(frameValue.cgRectValue, from: nil)
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        moveActiveFieldAboveKeyboard(duration: duration)
    }

    private func keyboardWillHide() {
        keyboardFrame = nil
        formCenterYConstraint.constant = 0
        view.layoutIfNeeded()
    }

    /// Lifts the form just enough for the field being edited to clear the keyboard, or lets it
    /// back down when the field is clear. A keyboard going off screen gives no overlap.
    private func moveActiveFieldAboveKeyboard(duration: TimeInterval) {
        guard let field = activeField, let keyboardFrame = keyboardFrame else { return }
        // Where the field is with the form centered, and how far the form must rise.
        let fieldFrame = field.convert(field.bounds, to: view)
        let restingMaxY = fieldFrame.maxY - formCenterYConstraint.constant
        let overlap = restingMaxY + keyboardSpacing - keyboardFrame.minY
        formCenterYConstraint.constant = -max(0, overlap)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: {
            self.view.layoutIfNeeded()
        })
    }

    // MARK: - UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
        // Moving to another field while the keyboard is up posts nothing since iOS 11.
        moveActiveFieldAboveKeyboard(duration: 0.25)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeField === textField {
            activeField = nil
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case firstNameField: lastNameField.becomeFirstResponder()
        case lastNameField: emailField.becomeFirstResponder()
        case emailField: phoneField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return true
    }

    // MARK: - Actions

    private func saveTapped() {
        view.endEditing(true)
    }
}
