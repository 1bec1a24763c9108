import Foundation

/// `{"do": "dismissKeyboard"}` — the window ends editing (`endEditing(true)`).
package struct DismissKeyboardStep: ScenarioStepAction {
    package static let kind = "dismissKeyboard"
    package static let keys: [String] = []

    /// Ends editing on the visible screen.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> DismissKeyboardStep { DismissKeyboardStep() }

    @MainActor package func perform(in context: StepContext) { _ = context.simulation.window.endEditing(true) }

    package var summary: String { "dismiss the keyboard (end editing)" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
