import UIKit

/// A conversation: the messages in a table view, the message bar under it. On the keyboard's
/// notifications the bar's bottom constraint takes the keyboard's height, and
/// `layoutIfNeeded()` inside `UIView.animate` animates the change, the table shrinking with it.
final class AnimatedConstantViewController: UIViewController, UITableViewDataSource {

    let tableView = UITableView()
    let messageBar = UIView()
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)

    /// messageBar.bottom = safeArea.bottom + constant; minus the keyboard's overlap while it is up.
    var messageBarBottomConstraint: NSLayoutConstraint!

    private(set) var messages = ["Are we still on for tonight?", "Yes! 7pm at the usual place", "Great, see you there"]
    private let contactName: String

    init(contactName: String) {
        self.contactName = contactName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contactName
        view.backgroundColor = .systemBackground

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MessageCell")
        tableView.keyboardDismissMode = .interactive

        messageBar.backgroundColor = .secondarySystemBackground

        messageField.placeholder = "Message"
        messageField.borderStyle = .roundedRect
        messageField.font = UIFont.systemFont(ofSize: 16)

        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: AnimatedConstantViewController.sendTapped, for: .touchUpInside)

        for subview in [tableView, messageBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [messageField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            messageBar.addSubview(subview)
        }

        messageBarBottomConstraint = messageBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: messageBar.topAnchor),

            messageBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messageBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messageBarBottomConstraint,

            messageField.topAnchor.constraint(equalTo: messageBar.topAnchor, constant: 8),
            messageField.bottomAnchor.constraint(equalTo: messageBar.bottomAnchor, constant: -8),
            messageField.leadingAnchor.constraint(equalTo: messageBar.leadingAnchor, constant: 12),
            messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            messageField.heightAnchor.constraint(equalToConstant: 36),

            sendButton.trailingAnchor.constraint(equalTo: messageBar.trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: messageField.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: AnimatedConstantViewController.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: AnimatedConstantViewController.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Keyboard

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue else { return }

        // Finish any pending layout first, so that only the keyboard's change is animated.
        view.layoutIfNeeded()
        let keyboardTop = view.convert(keyboardFrame, from: nil).minY
        messageBarBottomConstraint.constant = -max(0, view.bounds.height - keyboardTop - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    private func keyboardWillHide(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25

        view.layoutIfNeeded()
        messageBarBottomConstraint.constant = 0
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: - Actions

    private func sendTapped(_ sender: UIButton) {
        guard let text = messageField.text, !text.isEmpty else { return }
        messages.append(text)
        messageField.text = nil
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}
