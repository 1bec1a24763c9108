import Foundation

/// `{"do": "drag", "dx": 0, "dy": -120}` — iPad: the user drags an undocked or floating keyboard
/// by that many points (`dx` defaults to 0).
package struct DragStep: ScenarioStepAction {
    package static let kind = "drag"
    package static let keys = ["dx", "dy"]
    /// Points to the right.
    package var dx: Double
    /// Points down (negative: up).
    package var dy: Double

    /// A drag of the undocked keyboard by `dx`, `dy` points.
    package init(dx: Double = 0, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> DragStep {
        let dx = try step.optional("dx").map { node throws(ScenarioError) in try step.number(node, at: "dx", -5000...5000) } ?? 0
        return DragStep(dx: dx, dy: try step.number("dy", -5000...5000))
    }

    @MainActor package func perform(in context: StepContext) { context.keyboard.drag(dx: CGFloat(dx), dy: CGFloat(dy)) }

    package var summary: String { "drag the keyboard by (\(formatNumber(dx)), \(formatNumber(dy)))" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] {
        (dx != 0 ? [("dx", .number(dx))] : []) + [("dy", .number(dy))]
    }
}
