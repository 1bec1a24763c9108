import UIKit

/// Comments under a photo: the post at the top, the comment box at the bottom. The keyboard
/// observers are blocks, registered while the screen is visible and removed by their tokens
/// when it goes away. Each handler slides the whole view by the keyboard's height, animated
/// with the keyboard's own duration and curve (`curve << 16` as animation options).
final class BlockObserverViewController: UIViewController {

    let photoImageView = UIImageView(image: UIImage(named: "sunset"))
    let captionLabel = UILabel()
    let commentField = UITextField()
    let sendButton = UIButton(type: .system)

    private var keyboardObservers: [NSObjectProtocol] = []
    private let commentSpacing: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        photoImageView.contentMode = .scaleAspectFill
        photoImageView.clipsToBounds = true
        photoImageView.layer.cornerRadius = 12

        captionLabel.text = "Golden hour at the pier"
        captionLabel.font = UIFont.systemFont(ofSize: 15)
        captionLabel.textColor = .secondaryLabel

        commentField.placeholder = "Add a comment…"
        commentField.borderStyle = .roundedRect
        commentField.backgroundColor = .secondarySystemBackground

        sendButton.setTitle("Post", for: .normal)
        sendButton.tintColor = .systemPink
        sendButton.addTarget(self, action: #selector(postTapped(_:)), for: .touchUpInside)

        for subview in [photoImageView, captionLabel, commentField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            photoImageView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            photoImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            photoImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            photoImageView.heightAnchor.constraint(equalToConstant: 200),

            captionLabel.topAnchor.constraint(equalTo: photoImageView.bottomAnchor, constant: 12),
            captionLabel.leadingAnchor.constraint(equalTo: photoImageView.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: photoImageView.trailingAnchor),

            commentField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            commentField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            commentField.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -commentSpacing),
            commentField.heightAnchor.constraint(equalToConstant: 40),

            sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendButton.centerYAnchor.constraint(equalTo: commentField.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
                self?.keyboardWillShow(notification)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] notification in
                self?.keyboardWillHide(notification)
            },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
        keyboardObservers.removeAll()
    }

    // MARK: - Keyboard

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
        let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7

        // Raised by the keyboard's height, the view's bottom is the keyboard's top and no
        // longer overlaps the home indicator, so the comment box sits on the keyboard.
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.frame.origin.y = -keyboardFrame.height
        })
    }

    private func keyboardWillHide(_ notification: Notification) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
        let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7

        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.frame.origin.y = 0
        })
    }

    // MARK: - Actions

    @objc private func postTapped(_ sender: UIButton) {
        commentField.text = nil
        commentField.resignFirstResponder()
    }
}
