import Foundation

/// `{"do": "thirdPartyKeyboard", "heights": [216, 258, 291]}` — a third-party keyboard that
/// re-posts willShow as it settles on each height in turn.
package struct ThirdPartyKeyboardStep: ScenarioStepAction {
    package static let kind = "thirdPartyKeyboard"
    package static let keys = ["heights"]
    /// The heights the keyboard reports one after another on every show; `nil`: the system keyboard.
    package var heights: [Double]

    /// Uses a third-party keyboard reporting `heights` (or the system keyboard for `nil`).
    package init(heights: [Double]) { self.heights = heights }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> ThirdPartyKeyboardStep {
        let node = try step.required("heights")
        guard case .array(let items) = node.value, !items.isEmpty, items.count <= 10 else {
            throw step.error(node, "heights", "expected an array of 1 to 10 heights in points")
        }
        var heights: [Double] = []
        for (index, item) in items.enumerated() { heights.append(try step.number(item, at: "heights[\(index)]", 0...2000)) }
        return ThirdPartyKeyboardStep(heights: heights)
    }

    @MainActor package func perform(in context: StepContext) { context.keyboard.useThirdPartyKeyboard(heights: heights) }

    package var summary: String {
        "use a third-party keyboard reporting heights \(heights.map { formatNumber($0) }.joined(separator: " → "))"
    }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("heights", .numbers(heights))] }
}
