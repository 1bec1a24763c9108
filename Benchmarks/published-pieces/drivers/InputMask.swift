// Our driver for InputMask (RedMadRobot/input-mask-ios): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/RedMadRobot/input-mask-ios/blob/b01794f2c00d42f8cd2928087c3fd61fe65d12d0/README.md):
// masks such as `+1 ([000]) [000] [00] [00]` and `[00]{.}[00]{.}[9900]` formatting a field as
// the user types, through a listener set as the field's delegate; and, under "Known issues", that
// a field whose delegate is the masking listener posts no text-did-change notification and sends
// no editingChanged event while the user types (its shouldChangeCharactersIn answers false).
import InputMask
import KeyboardSim
import UIKit

@MainActor final class Counter: NSObject {
    var editingChanged = 0
    var textDidChange = 0
    @objc func changed() { editingChanged += 1 }
    @objc func textDidChangeNotification(_ notification: Notification) { textDidChange += 1 }
}

@main struct InputMaskDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/RedMadRobot/input-mask-ios/blob/b01794f2c00d42f8cd2928087c3fd61fe65d12d0/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let phone = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        let date = UITextField(frame: CGRect(x: 20, y: 160, width: 335, height: 44))
        controller.view.addSubview(phone)
        controller.view.addSubview(date)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))

        var callbacks: [String] = []
        let phoneListener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000] [00] [00]")
        phoneListener.onMaskedTextChangedCallback = { _, value, complete, _ in
            callbacks.append("\(value)\(complete ? " complete" : "")")
        }
        phone.delegate = phoneListener
        let counter = Counter()
        phone.addTarget(counter, action: #selector(Counter.changed), for: .editingChanged)
        NotificationCenter.default.addObserver(
            counter, selector: #selector(Counter.textDidChangeNotification(_:)),
            name: UITextField.textDidChangeNotification, object: phone)

        sim.tap(phone)
        sim.advance(by: .seconds(1))
        let onFocus = phone.text ?? "nil"
        sim.type("2015550123")
        sim.advance(by: .milliseconds(100))
        report.note("listener callbacks: \(callbacks)")
        report.compare(
            "the phone mask `+1 ([000]) [000] [00] [00]` formats the digits as they are typed",
            source: readme,
            simulation:
                "on focus the field reads \"\(onFocus)\"; after typing 2015550123 it reads \"\(phone.text ?? "nil")\"; the last callback: \(callbacks.last ?? "none")",
            agrees: phone.text == "+1 (201) 555 01 23" && callbacks.last == "2015550123 complete")
        report.compare(
            "with the masking listener as delegate, typing posts no UITextField.textDidChangeNotification and sends no editingChanged event (known issue)",
            source: readme + " (Known issues)",
            simulation:
                "10 keys typed: \(counter.textDidChange) textDidChange notifications, \(counter.editingChanged) editingChanged events",
            agrees: counter.textDidChange == 0 && counter.editingChanged == 0)
        NotificationCenter.default.removeObserver(counter)

        let dateListener = MaskedTextInputListener(primaryFormat: "[00]{.}[00]{.}[9900]")
        date.delegate = dateListener
        sim.tap(date)
        sim.advance(by: .seconds(1))
        sim.type("31122024")
        sim.advance(by: .milliseconds(100))
        report.compare(
            "the date mask `[00]{.}[00]{.}[9900]` puts the dots in as the digits are typed",
            source: readme,
            simulation: "typed 31122024: the field reads \"\(date.text ?? "nil")\"",
            agrees: date.text == "31.12.2024")
        if let mask = try? Mask.getOrCreate(withFormat: "[00]{.}[00]{.}[9900]") {
            let text = "31122024"
            let all = mask.apply(
                toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: true)))
            report.note("the mask alone (no UIKit) applied to \"31122024\" at once gives \"\(all.formattedText.string)\"")
        }
        sim.pressDelete(times: 5)
        sim.advance(by: .milliseconds(100))
        report.note("after 5 deletes the date field reads \"\(date.text ?? "nil")\"")
        report.diagnostics(sim.diagnostics)
        withExtendedLifetime((phoneListener, dateListener, counter)) {}
        report.finish()
    }
}
