import Foundation

/// `{"do": "rotate", "to": "landscapeLeft"}` — the interface rotates (with the keyboard up: a
/// hide, then a show in the new orientation).
package struct RotateStep: ScenarioStepAction {
    package static let kind = "rotate"
    package static let keys = ["to"]
    /// The orientation the device turns to.
    package var orientation: UIInterfaceOrientation

    /// Rotates the device to `orientation`.
    package init(to orientation: UIInterfaceOrientation) { self.orientation = orientation }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> RotateStep {
        let to = try step.enumeration("to", UIInterfaceOrientation.allCases.map(\.rawValue))
        return RotateStep(to: UIInterfaceOrientation(rawValue: to) ?? .portrait)
    }

    @MainActor package func perform(in context: StepContext) { context.simulation.rotate(to: orientation) }

    package var summary: String { "rotate to \(orientation)" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("to", .string(orientation.rawValue))] }
}
