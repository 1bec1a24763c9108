import Testing
import UIKit
import KeyboardSim

// A login screen written as an iOS developer writes it, after the three Linux edits (no
// `@objc`, `#selector(submit(_:))` written `LoginViewController.submit`, no `import
// Foundation`): colours, fonts, images, a styled button with a target, layer styling, the
// readable content guide, `init(nibName:bundle:)` with the coder stub, `cgRectValue`, and a
// keyboard handler animating a bottom constraint.

final class LoginViewController: UIViewController {
    let logo = UIImageView(image: UIImage(named: "Logo"))
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton(type: .system)
    let stack = UIStackView()
    private var bottomConstraint: NSLayoutConstraint!
    private(set) var submissions = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.tintColor = .systemIndigo

        logo.contentMode = .scaleAspectFit
        logo.clipsToBounds = true
        logo.layer.cornerRadius = 16

        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocorrectionType = .no
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.textContentType = .username

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.layer.borderColor = UIColor.systemGray4.cgColor
        passwordField.layer.borderWidth = 1
        passwordField.layer.cornerRadius = 6

        submitButton.setTitle("Log In", for: .normal)
        submitButton.setTitleColor(.white, for: .normal)
        submitButton.setTitleColor(UIColor.white.withAlphaComponent(0.5), for: .disabled)
        submitButton.setImage(UIImage(systemName: "lock.fill"), for: .normal)
        submitButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        submitButton.backgroundColor = .systemBlue
        submitButton.layer.cornerRadius = 8
        submitButton.layer.shadowColor = UIColor.black.cgColor
        submitButton.layer.shadowOpacity = 0.2
        submitButton.layer.shadowOffset = CGSize(width: 0, height: 2)
        submitButton.addTarget(self, action: LoginViewController.submit, for: .touchUpInside)

        for arranged in [logo, titleLabel, emailField, passwordField, submitButton] {
            stack.addArrangedSubview(arranged)
        }
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        bottomConstraint = stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            bottomConstraint,
        ])

        NotificationCenter.default.addObserver(
            self, selector: LoginViewController.keyboardWillChangeFrame,
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        else { return }
        let keyboardInView = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - view.safeAreaInsets.bottom - keyboardInView.minY)
        bottomConstraint.constant = -20 - overlap
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    func submit(_ sender: UIButton) {
        submissions += 1
        sender.isEnabled = false
        view.endEditing(true)
    }
}

@MainActor @Suite("An iOS-style screen, ported with the Linux edits only")
struct IOSStyleScreenTests {
    @Test("the login screen lays out, follows the keyboard mid-animation, sends its action, and is released cleanly")
    func loginScreen() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        weak var released: LoginViewController?
        do {
            let controller = LoginViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))

            // 100-point logo, a 28-point title (1 line of 24.6), three 34-point rows, 12 apart.
            #expect(controller.logo.intrinsicContentSize == CGSize(width: 100, height: 100))
            #expect(controller.stack.frame.maxY == 647)
            #expect(controller.stack.frame.minX == 8)
            #expect(controller.stack.frame.width == 359)
            #expect(abs(controller.stack.frame.height - (100 + 20.5 * 28 / 17 + 3 * 34 + 4 * 12)) < 1e-9)
            #expect(controller.submitButton.tintColor == .systemIndigo)
            #expect(controller.submitButton.intrinsicContentSize == CGSize(width: 99, height: 34))
            #expect(controller.passwordField.layer.borderColor == UIColor.systemGray4.cgColor)

            controller.passwordField.becomeFirstResponder()
            sim.advance(by: .milliseconds(100))
            let midway = controller.stack.layer.presentation()?.frame.maxY ?? 0
            #expect(midway < 647 && midway > 387)
            #expect(controller.stack.frame.maxY == 387)
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
            let button = controller.submitButton.convert(controller.submitButton.bounds, to: nil)
            #expect(button.maxY == 387)
            #expect(controller.stack.layer.presentation()?.frame.maxY == 387)

            controller.submitButton.sendActions(for: .touchUpInside)
            controller.submitButton.sendActions(for: .touchUpInside)
            #expect(controller.submissions == 1)
            #expect(controller.submitButton.titleLabel?.textColor == UIColor.white.withAlphaComponent(0.5))
            sim.advance(by: .seconds(1))
            #expect(!controller.passwordField.isFirstResponder)
            #expect(controller.stack.frame.maxY == 647)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.audit.report().isClean)
    }
}
