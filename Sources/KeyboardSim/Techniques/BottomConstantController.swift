import UIKit

/// **bottom-constant** — the classic: the field's bottom constraint takes the keyboard's height
/// plus a gap, animated with the keyboard's duration and curve, and is restored on hide.
///
/// Written the way tutorials write it, on the login-bottom-field screen (an email field at the
/// top, `nameField` above the bottom edge). The correct version converts the end frame into the
/// view and uses only the part that covers it. The bugs developers ship are its variants
/// (`BottomConstantController+Bugs.swift`): each overrides the step a tutorial gets wrong —
/// `keyboardFrameKey`, `keyboardHeight(_:)`, `covered(byKeyboardOfHeight:)`,
/// `saveOriginalConstant()`, `animationDuration(in:)`, `animationOptions(in:)` or
/// `animateAlongKeyboard(_:)`.
class BottomConstantController: TechniqueController {
    private(set) var nameField = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    /// The constant before the keyboard came (the tutorial's saved state).
    var originalConstant: CGFloat?

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            nameField = screen.textField("nameField") ?? nameField
            bottomConstraint = screen.constraints["bottomSpace"]
        } else {
            buildLoginScreen()
        }
        super.viewDidLoad()
    }

    private func buildLoginScreen() {
        let emailField = UITextField()
        view.accessibilityIdentifier = "loginView"
        emailField.accessibilityIdentifier = "emailField"
        nameField.accessibilityIdentifier = "nameField"
        for field in [emailField, nameField] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        // At rest the field stands `gap` above the safe area (the home indicator).
        bottomConstraint = nameField.bottomAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.bottomAnchor,
            constant: -CGFloat(configuration.gap))
        bottomConstraint.identifier = "bottomSpace"
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bottomConstraint,
        ])
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let keyboardFrame = (userInfo[keyboardFrameKey] as? NSValue)?.rectValue
        else { return }
        let keyboardHeight = keyboardHeight(keyboardFrame)
        saveOriginalConstant()
        bottomConstraint.constant = (originalConstant ?? 0) - covered(byKeyboardOfHeight: keyboardHeight)
        animateAlongKeyboard(userInfo)
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        if let originalConstant {
            bottomConstraint.constant = originalConstant
        }
        originalConstant = nil
        animateAlongKeyboard(userInfo)
    }

    // MARK: The steps a bug gets wrong

    /// The frame the handler reads: where the keyboard ends up.
    var keyboardFrameKey: String { UIResponder.keyboardFrameEndUserInfoKey }

    /// How much of the view the keyboard covers: its frame converted into the view.
    func keyboardHeight(_ keyboardFrame: CGRect) -> CGFloat {
        keyboardOverlap(keyboardFrame)
    }

    /// What the constant must clear: the keyboard covers the safe area's bottom inset, which the
    /// constant, measured from the safe area, clears already.
    func covered(byKeyboardOfHeight keyboardHeight: CGFloat) -> CGFloat {
        max(0, keyboardHeight - view.safeAreaInsets.bottom)
    }

    /// Saves the constant to restore on hide — once, so that a repeated willShow keeps it.
    func saveOriginalConstant() {
        if originalConstant == nil { originalConstant = bottomConstraint.constant }
    }

    /// The keyboard's duration.
    func animationDuration(in userInfo: [AnyHashable: Any]) -> TimeInterval {
        (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    }

    /// The keyboard's curve, a raw `UIView.AnimationCurve` (7 for the keyboard's own).
    func animationCurve(in userInfo: [AnyHashable: Any]) -> Int {
        (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    }

    /// The keyboard's curve as animation options: `curve << 16`, the options' curve bits.
    func animationOptions(in userInfo: [AnyHashable: Any]) -> UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(animationCurve(in: userInfo)) << 16)
    }

    /// Lays out the new constant in an animation with the keyboard's duration and curve.
    func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
        UIView.animate(withDuration: animationDuration(in: userInfo), delay: 0, options: animationOptions(in: userInfo)) {
            self.view.layoutIfNeeded()
        }
    }

    /// The frame, the duration and the curve.
    override var keysRead: [String] {
        [keyboardFrameKey, UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]
    }
}
