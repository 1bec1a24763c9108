import Foundation

/// **bottom-constant** — the classic: the field's bottom constraint takes the keyboard's height
/// plus a gap, animated with the keyboard's duration and curve, and is restored on hide.
///
/// Written the way tutorials write it, on the login-bottom-field screen (an email field at the
/// top, `nameField` above the bottom edge). The correct version converts the end frame into the
/// view and uses only the part that covers it. The bugs it can be built with are the ones
/// developers ship; each changes exactly the lines a tutorial gets wrong.
class BottomConstantController: TechniqueController {
    private(set) var nameField = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    /// The constant before the keyboard came (the tutorial's saved state).
    private var originalConstant: CGFloat?

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
        bottomConstraint = nameField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor,
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

    /// The frame (end, or begin with the frameBegin bug), the duration and the curve.
    override var keysRead: [String] {
        [bug == .frameBegin ? UIResponder.keyboardFrameBeginUserInfoKey : UIResponder.keyboardFrameEndUserInfoKey,
         UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        let frameKey = bug == .frameBegin ? UIResponder.keyboardFrameBeginUserInfoKey : UIResponder.keyboardFrameEndUserInfoKey
        guard let keyboardFrame = (userInfo[frameKey] as? NSValue)?.rectValue else { return }
        let keyboardHeight = bug == .sizeOnly ? keyboardFrame.height : keyboardOverlap(keyboardFrame)
        // The keyboard covers the safe area's bottom inset, which the constant already clears.
        let covered = bug == .doubleSafeArea ? keyboardHeight : max(0, keyboardHeight - view.safeAreaInsets.bottom)
        if bug == .repeatedWillShow || originalConstant == nil {
            originalConstant = bottomConstraint.constant
        }
        bottomConstraint.constant = (originalConstant ?? 0) - covered
        let source = bug == .frameBegin ? "the begin frame" : "the end frame"
        let height = bug == .sizeOnly ? "its height \(formatNumber(keyboardFrame.height))"
            : "the part over the view, \(formatNumber(view.bounds.maxY)) − \(formatNumber(view.convert(keyboardFrame, from: nil).minY)) = \(formatNumber(keyboardHeight))"
        let inset = bug == .doubleSafeArea ? " (the safe area's \(formatNumber(view.safeAreaInsets.bottom)) not subtracted)"
            : " − safe area \(formatNumber(view.safeAreaInsets.bottom)) = \(formatNumber(covered))"
        note("keyboard from \(source) \(keyboardFrame.uiKitDescription): \(height)\(inset); bottomSpace = \(formatNumber(originalConstant ?? 0)) − \(formatNumber(covered)) = \(formatNumber(bottomConstraint.constant))")
        animateAlongKeyboard(userInfo)
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        if let originalConstant {
            bottomConstraint.constant = originalConstant
            note("bottomSpace restored to \(formatNumber(originalConstant))")
        }
        originalConstant = nil
        animateAlongKeyboard(userInfo)
    }

    private func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
        var duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curveValue = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let curve = UIView.AnimationCurve(curveValue)
        if bug == .crashingSwitch {
            switch curve {
            case .easeInOut, .easeIn, .easeOut, .linear:
                break
            default:
                crash("Fatal error: unexpected UIView.AnimationCurve \(curveValue) in a switch with a trapping default")
                return
            }
        }
        var options = UIView.AnimationOptions(rawValue: UInt(curveValue) << 16)
        switch bug {
        case .hardCodedTiming:
            duration = 0.3
            options = .curveLinear
        case .rawCurveOptions:
            options = UIView.AnimationOptions(rawValue: UInt(curveValue))
        case .curveOrShiftedCurve:
            options = UIView.AnimationOptions(rawValue: UInt(curveValue) | UInt(curveValue) << 16)
        default:
            break
        }
        if [.hardCodedTiming, .rawCurveOptions, .curveOrShiftedCurve].contains(bug) {
            note("UIView.animate(withDuration: \(formatNumber(duration)), options: 0x\(String(options.rawValue, radix: 16)) = \(options))")
        }
        if bug == .noLayoutIfNeeded {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {})
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: options) { self.view.layoutIfNeeded() }
        }
    }
}
