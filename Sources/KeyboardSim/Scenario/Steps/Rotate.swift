import Foundation

/// `{"do": "rotate", "to": "landscapeLeft"}` — the interface rotates (with the keyboard up: a
/// hide, then a show in the new orientation).
public struct RotateStep: ScenarioStepAction {
    public static let kind = "rotate"
    public static let keys = ["to"]
    /// The orientation the device turns to.
    public var orientation: UIInterfaceOrientation

    /// Rotates the device to `orientation`.
    public init(to orientation: UIInterfaceOrientation) { self.orientation = orientation }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> RotateStep {
        let to = try step.enumeration("to", UIInterfaceOrientation.allCases.map(\.rawValue))
        return RotateStep(to: UIInterfaceOrientation(rawValue: to) ?? .portrait)
    }

    @MainActor public func perform(in context: StepContext) { context.simulation.rotate(to: orientation) }

    public var summary: String { "rotate to \(orientation)" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("to", .string(orientation.rawValue))] }
}
