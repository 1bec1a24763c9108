import Foundation

/// `{"do": "pressReturn"}` — the user presses the keyboard's return key, as
/// `Simulation.pressReturn()` does: in a text field its delegate's `textFieldShouldReturn(_:)`
/// runs (a Next/Done chain moves focus to the next field there, or ends editing), then the field
/// sends `.editingDidEndOnExit`; in a text view a newline is typed.
///
/// With no text input first responder at the step's time (no keyboard, so no return key) the
/// run fails with `stepsThatCouldNotAct`.
package struct PressReturnStep: ScenarioStepAction {
    package static let kind = "pressReturn"
    package static let keys: [String] = []

    /// Presses the return key.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PressReturnStep { PressReturnStep() }

    @MainActor package func perform(in context: StepContext) {
        guard context.focusedTextInput != nil else {
            return context.couldNotAct("pressReturn: no text input is first responder; there is no return key to press")
        }
        context.simulation.pressReturn()
    }

    package var summary: String { "press the return key" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
