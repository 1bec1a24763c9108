import Foundation

/// `{"do": "split"}` — iPad: the user splits the keyboard.
package struct SplitStep: ScenarioStepAction {
    package static let kind = "split"
    package static let keys: [String] = []

    /// Splits the iPad keyboard.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> SplitStep { SplitStep() }

    @MainActor package func perform(in context: StepContext) { context.keyboard.split() }

    package var summary: String { "split the keyboard" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
