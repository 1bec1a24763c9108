import Foundation

/// `{"do": "emoji", "on": true}` — the user switches to the emoji keyboard, or back.
package struct EmojiStep: ScenarioStepAction {
    package static let kind = "emoji"
    package static let keys = ["on"]
    /// Whether the emoji keyboard is chosen.
    package var on: Bool

    /// Switches to (`on`) or back from the emoji keyboard.
    package init(on: Bool) { self.on = on }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> EmojiStep {
        EmojiStep(on: try step.flag("on"))
    }

    @MainActor package func perform(in context: StepContext) { context.keyboard.setEmojiKeyboard(on) }

    package var summary: String { on ? "switch to the emoji keyboard" : "switch back from the emoji keyboard" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("on", .bool(on))] }
}
