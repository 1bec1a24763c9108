// Our driver for FormToolbar (sgr-ksmt/FormToolbar): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/sgr-ksmt/FormToolbar/blob/f0eded302869f306f1387f3ec82c0006d924dfe2/README.md):
// a screen with two text fields and a text view, `FormToolbar(inputs:)` attached as each input's
// accessory view, `update()` called from `textFieldDidBeginEditing`, back/forward buttons that move
// between the inputs, a Done button, and `goForward()` from `textFieldShouldReturn`.
import FormToolbar
import KeyboardSim
import UIKit

@MainActor final class SignUpScreen: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let emailTextField = UITextField(frame: CGRect(x: 20, y: 80, width: 335, height: 44))
    let passwordTextField = UITextField(frame: CGRect(x: 20, y: 140, width: 335, height: 44))
    let profileTextView = UITextView(frame: CGRect(x: 20, y: 200, width: 335, height: 120))
    var toolbar: FormToolbar!

    override func viewDidLoad() {
        super.viewDidLoad()
        for input: UIView in [emailTextField, passwordTextField, profileTextView] { view.addSubview(input) }
        emailTextField.delegate = self
        passwordTextField.delegate = self
        profileTextView.delegate = self
        toolbar = FormToolbar(inputs: [emailTextField, passwordTextField, profileTextView])
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { toolbar.update() }
    func textViewDidBeginEditing(_ textView: UITextView) { toolbar.update() }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        toolbar.goForward()
        return true
    }
}

@main struct FormToolbarDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/sgr-ksmt/FormToolbar/blob/f0eded302869f306f1387f3ec82c0006d924dfe2/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = SignUpScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        let toolbar = screen.toolbar!
        let items = toolbar.items ?? []
        // [back, fixed space, forward, flexible space, done], the order the piece sets.
        func press(_ index: Int) {
            guard index < items.count, let action = items[index].action else { return }
            UIApplication.shared.sendAction(action, to: items[index].target, from: items[index], for: nil)
            sim.advance(by: .seconds(1))
        }
        func focused() -> String {
            if screen.emailTextField.isFirstResponder { return "email" }
            if screen.passwordTextField.isFirstResponder { return "password" }
            if screen.profileTextView.isFirstResponder { return "profile" }
            return "none"
        }

        sim.tap(screen.emailTextField)
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        let barFrame = toolbar.convert(toolbar.bounds, to: nil)
        report.compare(
            "the toolbar rides on the keyboard as the focused input's accessory view",
            source: readme,
            simulation:
                "email focused: keyboard frame \(keyboard) (iPhone SE, iOS 17), toolbar \(barFrame) in the window, in a window: \(toolbar.window != nil)",
            agrees: toolbar.window != nil && barFrame.maxY == keyboard.minY + toolbar.bounds.height
                && barFrame.minY == keyboard.minY)
        let onFirst = (back: items[0].isEnabled, forward: items[2].isEnabled)
        press(2)
        let afterForward = focused()
        let onSecond = (back: items[0].isEnabled, forward: items[2].isEnabled)
        sim.pressReturn()
        let afterReturn = focused()
        let onLast = (back: items[0].isEnabled, forward: items[2].isEnabled)
        press(0)
        let afterBack = focused()
        report.compare(
            "back and forward move between the inputs in order, back off on the first, forward off on the last; return goes forward through textFieldShouldReturn",
            source: readme,
            simulation:
                "on email back \(onFirst.back) forward \(onFirst.forward); forward → \(afterForward) (back \(onSecond.back) forward \(onSecond.forward)); return → \(afterReturn) (back \(onLast.back) forward \(onLast.forward)); back → \(afterBack)",
            agrees: !onFirst.back && onFirst.forward && afterForward == "password" && onSecond.back && onSecond.forward
                && afterReturn == "profile" && onLast.back && !onLast.forward && afterBack == "password")
        let keyboardWhileMoving = sim.keyboard.frame
        press(4)
        report.compare(
            "Done ends editing: the keyboard goes down with the toolbar",
            source: readme,
            simulation:
                "keyboard while moving between inputs \(keyboardWhileMoving); after Done: focused \(focused()), keyboard \(sim.keyboard.phase), toolbar in a window: \(toolbar.window != nil)",
            agrees: focused() == "none" && !sim.keyboard.phase.isUp && toolbar.window == nil)
        report.note(
            "bar button items are pressed by sending their action (UIApplication.sendAction), as UIKit does on a tap: Simulation.tap takes views, not bar button items"
        )
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
