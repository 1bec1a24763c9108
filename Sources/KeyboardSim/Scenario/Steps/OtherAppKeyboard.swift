import Foundation

/// `{"do": "otherAppKeyboard", "shown": true}` — another app in Split View raises its keyboard
/// (posted here with `isLocal` false), or lowers it.
public struct OtherAppKeyboardStep: ScenarioStepAction {
    public static let kind = "otherAppKeyboard"
    public static let keys = ["shown"]
    /// Whether the other app's keyboard is up after the step.
    public var shown: Bool

    /// Another app in Split View raises (`shown`) or lowers its keyboard.
    public init(shown: Bool) { self.shown = shown }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> OtherAppKeyboardStep {
        OtherAppKeyboardStep(shown: try step.flag("shown"))
    }

    @MainActor public func perform(in context: StepContext) {
        if shown { context.keyboard.showOtherAppsKeyboard() } else { context.keyboard.hideOtherAppsKeyboard() }
    }

    public var summary: String { shown ? "another app in Split View raises its keyboard" : "the other app's keyboard goes away" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("shown", .bool(shown))] }
}
