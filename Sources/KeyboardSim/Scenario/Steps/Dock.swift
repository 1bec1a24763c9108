import Foundation

/// `{"do": "dock"}` — iPad: the user docks the keyboard again.
package struct DockStep: ScenarioStepAction {
    package static let kind = "dock"
    package static let keys: [String] = []

    /// Docks an undocked or split iPad keyboard.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> DockStep { DockStep() }

    @MainActor package func perform(in context: StepContext) { context.keyboard.dock() }

    package var summary: String { "dock the keyboard" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
