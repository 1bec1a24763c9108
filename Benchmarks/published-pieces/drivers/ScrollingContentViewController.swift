// Our driver for ScrollingContentViewController (drewolbrich/ScrollingContentViewController): measure.py --run builds it with the ported piece.
// What its README says (https://github.com/drewolbrich/ScrollingContentViewController/blob/484a16f16eace8d4ec4f5df2e825113e725b1c75/README.md),
// under "How It Works" and "Special Cases Handled": with the keyboard up, the controller's
// `additionalSafeAreaInsets.bottom` covers the part of the keyboard over its view, and goes back to
// its original value when the keyboard is dismissed; `alwaysBounceVertical` is on while the
// keyboard is up when `keyboardDismissMode` is not `.none`; and, a device report, during a
// rotation iOS posts keyboardWillHide before the animation and keyboardWillShow after it, though
// the keyboard stays visible.
import KeyboardSim
import ScrollingContentViewController
import UIKit

@MainActor final class SignUpController: ScrollingContentViewController {
    let nameField = UITextField()
    let emailField = UITextField()
    var notifications: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = UIView()
        contentView = content
        var previous = content.topAnchor
        for field in [nameField, emailField] {
            field.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: previous, constant: 20),
                field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
            previous = field.bottomAnchor
        }
        emailField.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -20).isActive = true
        additionalSafeAreaInsets.bottom = 12
        scrollView.keyboardDismissMode = .interactive
        for name in [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
        ] {
            NotificationCenter.default.addObserver(self, selector: #selector(heard(_:)), name: name, object: nil)
        }
    }

    @objc func heard(_ notification: Notification) {
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let name = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(
            of: "Notification", with: "")
        notifications.append("\(name) \(end)")
    }
}

@main struct ScrollingContentViewControllerDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/drewolbrich/ScrollingContentViewController/blob/484a16f16eace8d4ec4f5df2e825113e725b1c75/README.md"
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let screen = SignUpController()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        let bounceBefore = screen.scrollView.alwaysBounceVertical
        let insetBefore = screen.additionalSafeAreaInsets.bottom
        sim.tap(screen.emailField)
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        let windowBottom = sim.window.safeAreaInsets.bottom
        let insetUp = screen.additionalSafeAreaInsets.bottom
        let scrollSafeBottom = screen.scrollView.safeAreaInsets.bottom
        report.compare(
            "with the keyboard up, additionalSafeAreaInsets.bottom covers the keyboard's part over the view (the home indicator's safe area excluded), so the scroll view's safe area ends at the keyboard",
            source: readme + " (How It Works: Additional Safe Area Insets)",
            simulation:
                "iPhone 16, iOS 17: keyboard \(keyboard), window safe area bottom \(windowBottom); additionalSafeAreaInsets.bottom \(insetBefore) → \(insetUp); scroll view safe area bottom \(scrollSafeBottom)",
            agrees: insetUp == keyboard.height - windowBottom && scrollSafeBottom == keyboard.height)
        let bounceUp = screen.scrollView.alwaysBounceVertical

        screen.notifications = []
        sim.rotate(to: .landscapeRight)
        sim.advance(by: .seconds(2))
        let duringRotation = screen.notifications
        let landscapeKeyboard = sim.keyboard.frame
        report.compare(
            "during a rotation with the keyboard up, iOS posts keyboardWillHide before the animation and keyboardWillShow after it, though the keyboard stays visible",
            source: readme + " (How It Works: Keyboard Resize Filtering)",
            simulation:
                "keyboard notifications during rotate(to: .landscapeRight): \(duringRotation); keyboard after \(landscapeKeyboard), additionalSafeAreaInsets.bottom \(screen.additionalSafeAreaInsets.bottom)",
            agrees: duringRotation.first?.hasPrefix("WillHide") == true && duringRotation.contains { $0.hasPrefix("WillShow") })
        sim.rotate(to: .portrait)
        sim.advance(by: .seconds(2))

        _ = screen.emailField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        report.compare(
            "when the keyboard is dismissed, additionalSafeAreaInsets goes back to its original value (12 here)",
            source: readme + " (How It Works: Additional Safe Area Insets)",
            simulation: "after the keyboard hides: additionalSafeAreaInsets.bottom \(screen.additionalSafeAreaInsets.bottom)",
            agrees: screen.additionalSafeAreaInsets.bottom == insetBefore)
        report.compare(
            "alwaysBounceVertical is on while the keyboard is up when keyboardDismissMode is not .none (.interactive here), and restored after",
            source: readme + " (Special Cases Handled: keyboardDismissMode)",
            simulation:
                "alwaysBounceVertical: before \(bounceBefore), keyboard up \(bounceUp), after \(screen.scrollView.alwaysBounceVertical)",
            agrees: !bounceBefore && bounceUp && !screen.scrollView.alwaysBounceVertical)
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
