import Foundation

/// `{"do": "emoji", "on": true}` — the user switches to the emoji keyboard, or back.
public struct EmojiStep: ScenarioStepAction {
    public static let kind = "emoji"
    public static let keys = ["on"]
    /// Whether the emoji keyboard is chosen.
    public var on: Bool

    /// Switches to (`on`) or back from the emoji keyboard.
    public init(on: Bool) { self.on = on }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> EmojiStep {
        EmojiStep(on: try step.flag("on"))
    }

    @MainActor public func perform(in context: StepContext) { context.keyboard.setEmojiKeyboard(on) }

    public var summary: String { on ? "switch to the emoji keyboard" : "switch back from the emoji keyboard" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("on", .bool(on))] }
}
