import Foundation

/// `{"do": "undock"}` — iPad: the user undocks the keyboard.
package struct UndockStep: ScenarioStepAction {
    package static let kind = "undock"
    package static let keys: [String] = []

    /// Undocks the iPad keyboard.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> UndockStep { UndockStep() }

    @MainActor package func perform(in context: StepContext) { context.keyboard.undock() }

    package var summary: String { "undock the keyboard" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
