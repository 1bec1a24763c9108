// Our driver for SkyFloatingLabelTextField (Skyscanner/SkyFloatingLabelTextField): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/Skyscanner/SkyFloatingLabelTextField/blob/a0750ebbc7311f3b3debf99c5e59338e854afa59/README.md):
// the "float label" pattern (the title appears above the text once the user types), and, under
// "Error state and delegates", an email field validated from an `.editingChanged` target that
// sets `errorMessage` ("Invalid email") while the text is short or lacks "@" and clears it with "".
import KeyboardSim
import SkyFloatingLabelTextField
import UIKit

@MainActor final class EmailScreen: UIViewController {
    let field = SkyFloatingLabelTextField(frame: CGRect(x: 10, y: 10, width: 120, height: 45))
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Email"
        field.title = "Email address"
        field.errorColor = .red
        field.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
        view.addSubview(field)
    }

    @objc func textFieldDidChange(_ textField: UITextField) {
        changes += 1
        guard let text = textField.text else { return }
        if text.count < 3 || !text.contains("@") {
            field.errorMessage = "Invalid email"
        } else {
            field.errorMessage = ""
        }
    }
}

@main struct SkyFloatingLabelTextFieldDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/Skyscanner/SkyFloatingLabelTextField/blob/a0750ebbc7311f3b3debf99c5e59338e854afa59/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = EmailScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        let title = screen.field.titleLabel!
        let before = "alpha \(title.alpha), frame \(title.frame), text \"\(title.text ?? "")\""

        sim.tap(screen.field)
        sim.advance(by: .seconds(1))
        let focused = "alpha \(title.alpha), frame \(title.frame)"
        sim.type("a")
        sim.advance(by: .milliseconds(400))
        let afterA = (alpha: title.alpha, frame: title.frame, text: title.text ?? "", error: screen.field.errorMessage ?? "nil")
        report.compare(
            "the title floats in above the text once the user types (hidden and lower while the field is empty)",
            source: readme,
            simulation:
                "empty: \(before); focused, empty: \(focused); after typing \"a\" and 0.4 s: alpha \(afterA.alpha), frame \(afterA.frame)",
            agrees: title.frame.minY == 0 && afterA.alpha == 1 && before.hasPrefix("alpha 0.0"))
        report.compare(
            "an editingChanged target sees each key, and errorMessage set there shows in the title (uppercased by the default titleFormatter)",
            source: readme + " (Error state and delegates)",
            simulation: "after \"a\": \(screen.changes) editingChanged, errorMessage \"\(afterA.error)\", title \"\(afterA.text)\"",
            agrees: screen.changes == 1 && afterA.error == "Invalid email" && afterA.text == "INVALID EMAIL")
        sim.type("@b.c")
        sim.advance(by: .milliseconds(400))
        report.compare(
            "errorMessage set to \"\" clears the error: the title reads the field's title again",
            source: readme + " (Error state and delegates)",
            simulation:
                "after \"a@b.c\": \(screen.changes) editingChanged, errorMessage \"\(screen.field.errorMessage ?? "nil")\", title \"\(title.text ?? "")\", alpha \(title.alpha)",
            agrees: screen.changes == 5 && screen.field.errorMessage == "" && title.text == "EMAIL ADDRESS" && title.alpha == 1)
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
