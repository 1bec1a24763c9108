import Foundation

/// `{"do": "float"}` — iPad: the keyboard becomes the small floating one.
package struct FloatStep: ScenarioStepAction {
    package static let kind = "float"
    package static let keys: [String] = []

    /// Makes the iPad keyboard float.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> FloatStep { FloatStep() }

    @MainActor package func perform(in context: StepContext) { context.keyboard.float() }

    package var summary: String { "make the keyboard float" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
