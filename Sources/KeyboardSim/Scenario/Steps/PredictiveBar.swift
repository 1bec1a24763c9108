import Foundation

/// `{"do": "predictiveBar", "on": false}` — the QuickType bar on or off: an in-place height change.
public struct PredictiveBarStep: ScenarioStepAction {
    public static let kind = "predictiveBar"
    public static let keys = ["on"]
    /// Whether the predictive bar shows after the step.
    public var on: Bool

    /// Turns the predictive bar on or off.
    public init(on: Bool) { self.on = on }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> PredictiveBarStep {
        PredictiveBarStep(on: try step.flag("on"))
    }

    @MainActor public func perform(in context: StepContext) { context.keyboard.setPredictiveBar(on) }

    public var summary: String { "predictive bar \(on ? "on" : "off")" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("on", .bool(on))] }
}
