import Foundation

/// `{"do": "interactiveDismiss", "duration": 0.3}` — the user drags the keyboard down for that
/// long, as a finger in a scroll view's interactive dismiss mode does (the screen's scroll view in
/// `.interactive` or `.interactiveWithAccessory`, its keyboard layout guide's
/// `keyboardDismissPadding`); then the hide is posted. See
/// `Simulation.interactivelyDismissKeyboard(over:)`.
package struct InteractiveDismissStep: ScenarioStepAction {
    package static let kind = "interactiveDismiss"
    package static let keys = ["duration"]
    /// How long the finger drags, in seconds.
    package var duration: Double

    /// A drag down lasting `duration` seconds.
    package init(duration: Double) { self.duration = duration }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> InteractiveDismissStep {
        InteractiveDismissStep(duration: try step.number("duration", 0.01...10))
    }

    @MainActor package func perform(in context: StepContext) {
        context.simulation.interactivelyDismissKeyboard(over: .timeInterval(duration))
    }

    package var summary: String { "drag the keyboard down interactively for \(formatNumber(duration)) s" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("duration", .number(duration))] }
}
