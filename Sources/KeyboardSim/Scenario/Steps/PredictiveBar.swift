import Foundation

/// `{"do": "predictiveBar", "on": false}` — the QuickType bar on or off: an in-place height change.
package struct PredictiveBarStep: ScenarioStepAction {
    package static let kind = "predictiveBar"
    package static let keys = ["on"]
    /// Whether the predictive bar shows after the step.
    package var on: Bool

    /// Turns the predictive bar on or off.
    package init(on: Bool) { self.on = on }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PredictiveBarStep {
        PredictiveBarStep(on: try step.flag("on"))
    }

    @MainActor package func perform(in context: StepContext) { context.keyboard.setPredictiveBar(on) }

    package var summary: String { "predictive bar \(on ? "on" : "off")" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("on", .bool(on))] }
}
