import UIKit
import Foundation

/// Early-access sign-up: a logo and a headline at the top, the email field and its Send
/// button at the bottom. The field's bottom constraint follows the keyboard so that the field
/// always stays `keyboardSpacing` points above it.
class BottomConstraintViewController: UIViewController, UITextFieldDelegate {

    let logoImageView = UIImageView(image: UIImage(named: "Logo"))
    let headlineLabel = UILabel()
    let textField = UITextField()
    let sendButton = UIButton(type: .system)

    /// textField.bottom = safeArea.bottom + constant (-20 at rest); the keyboard handlers change it.
    var bottomConstraint: NSLayoutConstraint!
    let keyboardSpacing: CGFloat = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        logoImageView.contentMode = .scaleAspectFit
        logoImageView.tintColor = .systemBlue

        headlineLabel.text = "Be the first to know"
        headlineLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        headlineLabel.textColor = .label
        headlineLabel.textAlignment = .center

        textField.placeholder = "Email address"
        textField.borderStyle = .roundedRect
        textField.keyboardType = .emailAddress
        textField.font = UIFont.systemFont(ofSize: 17)
        textField.delegate = self

        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)

        for subview in [logoImageView, headlineLabel, textField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        bottomConstraint = textField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor,
                                                             constant: -keyboardSpacing)
        NSLayoutConstraint.activate([
            logoImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            logoImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoImageView.widthAnchor.constraint(equalToConstant: 96),
            logoImageView.heightAnchor.constraint(equalToConstant: 96),

            headlineLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 24),
            headlineLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            headlineLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),

            textField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            textField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            textField.heightAnchor.constraint(equalToConstant: 44),
            bottomConstraint,

            sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            sendButton.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    // MARK: - Keyboard

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
            return
        }
        // The frame is in screen coordinates. Only the part of the keyboard over this view
        // counts, less the bottom safe area that the constraint already keeps clear.
        let keyboardInView = view.convert(keyboardFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboardInView.minY - view.safeAreaInsets.bottom)
        bottomConstraint.constant = -(overlap + keyboardSpacing)
        // The notification is posted inside the keyboard's animation, so laying out now
        // moves the field along with the keyboard.
        view.layoutIfNeeded()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        bottomConstraint.constant = -keyboardSpacing
        view.layoutIfNeeded()
    }

    // MARK: - Actions

    @objc private func sendTapped(_ sender: UIButton) {
        textField.resignFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
