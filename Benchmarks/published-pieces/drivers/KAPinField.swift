// Our driver for KAPinField (kirualex/KAPinField): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/kirualex/KAPinField/blob/5abe6d3898d607a7009255449e09998c1af86bf1/README.md):
// the delegate set through `properties`, `pinField(_:didFinishWith:)` called once the code is
// complete, `numberOfCharacters` (4 by default), and only `validCharacters` accepted. The README's
// `properties.delegate = self` does not compile outside the module at the pin (`properties` is
// `private(set)`), on iOS as here: the driver sets it through `updateProperties`, as the README's
// "Logic" section does.
import KAPinField
import KeyboardSim
import UIKit

@MainActor final class PinScreen: UIViewController, KAPinFieldDelegate {
    let pinField = KAPinField(frame: CGRect(x: 40, y: 120, width: 295, height: 60))
    var finished: [String] = []
    var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pinField)
        pinField.updateProperties { $0.delegate = self }
    }

    nonisolated func pinField(_ field: KAPinField, didFinishWith code: String) {
        MainActor.assumeIsolated { finished.append(code) }
    }
    nonisolated func pinField(_ field: KAPinField, didChangeTo string: String, isValid: Bool) {
        MainActor.assumeIsolated { changes.append("\(string)\(isValid ? "" : " (invalid)")") }
    }
}

@main struct KAPinFieldDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/kirualex/KAPinField/blob/5abe6d3898d607a7009255449e09998c1af86bf1/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = PinScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))

        screen.pinField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let keyboardUp = sim.keyboard.frame
        report.note(
            "after becomeFirstResponder(): keyboard \(keyboardUp), first responder \(sim.window.firstResponder.map { String(describing: type(of: $0)) } ?? "none")"
        )
        sim.type("12")
        sim.advance(by: .milliseconds(100))
        let afterTwo = screen.finished
        sim.type("34")
        sim.advance(by: .milliseconds(100))
        report.note("didChangeTo calls: \(screen.changes); text \(screen.pinField.text ?? "nil")")
        report.compare(
            "with the default 4 characters, the delegate hears didFinishWith once, with the code, when the 4th digit is typed",
            source: readme,
            simulation: "after typing \"12\": didFinishWith \(afterTwo); after \"34\": didFinishWith \(screen.finished)",
            agrees: afterTwo.isEmpty && screen.finished == ["1234"])

        // A second field, 5 characters, letters typed among digits: only validCharacters kept.
        let second = PinScreen()
        second.pinField.updateProperties { $0.numberOfCharacters = 5 }
        sim.window.rootViewController = second
        sim.advance(by: .seconds(1))
        second.pinField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.type("1a2b345")
        sim.advance(by: .milliseconds(100))
        report.compare(
            "numberOfCharacters = 5 and the default validCharacters (digits): letters typed are dropped, the code finishes at 5 digits",
            source: readme,
            simulation: "typed \"1a2b345\": text \(second.pinField.text ?? "nil"), didFinishWith \(second.finished)",
            agrees: second.pinField.text == "12345" && second.finished == ["12345"])
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
