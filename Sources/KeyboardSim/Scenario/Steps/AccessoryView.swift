import Foundation

/// `{"do": "accessoryView", "height": 44}` — the focused text field gets an input accessory view
/// of that height (0 removes it) and reloads its input views.
package struct AccessoryViewStep: ScenarioStepAction {
    package static let kind = "accessoryView"
    package static let keys = ["height"]
    /// The accessory view's height in points (0 removes it).
    package var height: Double

    /// An accessory view `height` points tall on the focused field.
    package init(height: Double) { self.height = height }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> AccessoryViewStep {
        AccessoryViewStep(height: try step.number("height", 0...500))
    }

    @MainActor package func perform(in context: StepContext) {
        let sim = context.simulation
        guard let field = sim.window.firstResponder as? UITextField else {
            context.couldNotAct("accessoryView: no text field is focused")
            return
        }
        field.inputAccessoryView =
            height > 0 ? UIView(frame: CGRect(x: 0, y: 0, width: sim.screen.bounds.width, height: CGFloat(height))) : nil
        context.keyboard.reloadInputViews()
    }

    package var summary: String {
        height > 0 ? "give the field an input accessory view of \(formatNumber(height)) points" : "remove the input accessory view"
    }

    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("height", .number(height))] }
}
