import Foundation

/// `{"do": "inputMode", "mode": "korean"}` — the user switches the keyboard's input mode with
/// the globe key (English, another Latin layout, Chinese, Japanese, Korean, emoji) or starts
/// dictation; the keyboard's height changes in place (``KeyboardInputMode``).
package struct InputModeStep: ScenarioStepAction {
    package static let kind = "inputMode"
    package static let keys = ["mode"]
    /// The mode switched to.
    package var mode: KeyboardInputMode

    /// Switches the keyboard to `mode`.
    package init(_ mode: KeyboardInputMode) { self.mode = mode }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> InputModeStep {
        let mode = try step.enumeration("mode", KeyboardInputMode.allCases.map(\.rawValue))
        return InputModeStep(KeyboardInputMode(rawValue: mode) ?? .english)
    }

    @MainActor package func perform(in context: StepContext) { context.keyboard.setInputMode(mode) }

    package var summary: String { mode == .dictation ? "start dictation" : "switch the keyboard to \(mode.displayName)" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("mode", .string(mode.rawValue))] }
}
