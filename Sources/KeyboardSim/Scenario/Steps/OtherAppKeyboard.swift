import Foundation

/// `{"do": "otherAppKeyboard", "shown": true}` — another app in Split View raises its keyboard
/// (posted here with `isLocal` false), or lowers it.
package struct OtherAppKeyboardStep: ScenarioStepAction {
    package static let kind = "otherAppKeyboard"
    package static let keys = ["shown"]
    /// Whether the other app's keyboard is up after the step.
    package var shown: Bool

    /// Another app in Split View raises (`shown`) or lowers its keyboard.
    package init(shown: Bool) { self.shown = shown }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> OtherAppKeyboardStep {
        OtherAppKeyboardStep(shown: try step.flag("shown"))
    }

    @MainActor package func perform(in context: StepContext) {
        if shown { context.keyboard.showOtherAppsKeyboard() } else { context.keyboard.hideOtherAppsKeyboard() }
    }

    package var summary: String { shown ? "another app in Split View raises its keyboard" : "the other app's keyboard goes away" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("shown", .bool(shown))] }
}
