import Foundation
import Testing
import KeyboardSimCore

/// Records the editing events a field sends.
@MainActor private final class EditingLog {
    var events: [String] = []
    func began(_ field: UITextField) { events.append("began \(field.placeholder ?? "")") }
    func ended(_ field: UITextField) { events.append("ended \(field.placeholder ?? "")") }
}

@MainActor @Suite("UITextField: a control with stored traits")
struct UITextFieldTests {
    @Test("defaults as UIKit: no border, never a clear button, default traits, sentences capitalised")
    func defaults() {
        let field = UITextField()
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(field.autocorrectionType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(!field.isSecureTextEntry)
        #expect(field.textAlignment == .natural)
        #expect(field.font == .systemFont(ofSize: 17))
        #expect(field.textContentType == nil)
        #expect(UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIReturnKeyType.done.rawValue == 9)
    }

    @Test(
        "traits other than a keypad's type do not change the keyboard's frame or the field's intrinsic height; a number pad has no predictive bar"
    )
    func inertTraits() {
        func keyboardFrame(configure: (UITextField) -> Void) -> CGRect {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            let controller = UIViewController()
            sim.window.rootViewController = controller
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            configure(field)
            controller.view.addSubview(field)
            field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(field.intrinsicContentSize.height == 34)
            return sim.keyboard.frame
        }
        let plain = keyboardFrame { _ in }
        let configured = keyboardFrame { field in
            field.keyboardType = .emailAddress
            field.isSecureTextEntry = true
            field.autocorrectionType = .no
            field.returnKeyType = .done
            field.borderStyle = .roundedRect
            field.textContentType = .oneTimeCode
        }
        #expect(plain == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(configured == plain)
        for pad in [UIKeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad] {
            #expect(
                keyboardFrame { $0.keyboardType = pad } == CGRect(x: 0, y: 451, width: 375, height: 216), "\(pad): the keys without the bar"
            )
        }
    }

    @Test("editing sends editingDidBegin and editingDidEnd to the field's targets")
    func editingEvents() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let email = UITextField(), password = UITextField()
        email.placeholder = "Email"
        password.placeholder = "Password"
        let log = EditingLog()
        for field in [email, password] {
            controller.view.addSubview(field)
            field.addTarget(log, action: EditingLog.began, for: .editingDidBegin)
            field.addTarget(log, action: EditingLog.ended, for: .editingDidEnd)
        }
        email.becomeFirstResponder()
        password.becomeFirstResponder()
        password.resignFirstResponder()
        #expect(log.events == ["began Email", "ended Email", "began Password", "ended Password"])
    }

    @Test("a disabled field cannot become first responder")
    func disabledField() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let field = UITextField()
        controller.view.addSubview(field)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
    }

    @Test("ending editing calls textFieldDidEndEditing(_:reason:) with .committed; a delegate with only the old method still hears it")
    func endEditingReason() {
        final class WithReason: UITextFieldDelegate {
            var heard: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { heard.append("plain") }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                heard.append("reason \(reason)")
            }
        }
        final class Plain: UITextFieldDelegate {
            var heard: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { heard.append("plain") }
        }
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let withReason = WithReason(), plain = Plain()
        first.delegate = withReason
        second.delegate = plain
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        second.resignFirstResponder()
        #expect(withReason.heard == ["reason committed"], "UIKit calls the reason variant when the delegate has it")
        #expect(plain.heard == ["plain"])
        #expect(plain.textField(second, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        #expect(plain.textFieldShouldClear(second))
    }
}
