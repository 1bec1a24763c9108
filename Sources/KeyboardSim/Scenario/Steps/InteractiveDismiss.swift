import Foundation

/// `{"do": "interactiveDismiss", "duration": 0.3}` — the user drags the keyboard down (a scroll
/// view's `.interactive` dismiss mode) for that long; then the hide is posted.
public struct InteractiveDismissStep: ScenarioStepAction {
    public static let kind = "interactiveDismiss"
    public static let keys = ["duration"]
    /// How long the finger drags, in seconds.
    public var duration: Double

    /// A drag down lasting `duration` seconds.
    public init(duration: Double) { self.duration = duration }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> InteractiveDismissStep {
        InteractiveDismissStep(duration: try step.number("duration", 0.01...10))
    }

    @MainActor public func perform(in context: StepContext) {
        context.simulation.interactivelyDismissKeyboard(over: .timeInterval(duration))
    }

    public var summary: String { "drag the keyboard down interactively for \(formatNumber(duration)) s" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("duration", .number(duration))] }
}
