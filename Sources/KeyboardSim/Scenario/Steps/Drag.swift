import Foundation

/// `{"do": "drag", "dx": 0, "dy": -120}` — iPad: the user drags an undocked or floating keyboard
/// by that many points (`dx` defaults to 0).
public struct DragStep: ScenarioStepAction {
    public static let kind = "drag"
    public static let keys = ["dx", "dy"]
    /// Points to the right.
    public var dx: Double
    /// Points down (negative: up).
    public var dy: Double

    /// A drag of the undocked keyboard by `dx`, `dy` points.
    public init(dx: Double = 0, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> DragStep {
        let dx = try step.optional("dx").map { node throws(ScenarioError) in try step.number(node, at: "dx", -5000...5000) } ?? 0
        return DragStep(dx: dx, dy: try step.number("dy", -5000...5000))
    }

    @MainActor public func perform(in context: StepContext) { context.keyboard.drag(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public var summary: String { "drag the keyboard by (\(formatNumber(dx)), \(formatNumber(dy)))" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] {
        (dx != 0 ? [("dx", .number(dx))] : []) + [("dy", .number(dy))]
    }
}
