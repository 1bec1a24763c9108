import Foundation

/// `{"do": "inputMode", "mode": "korean"}` — the user switches the keyboard's input mode with
/// the globe key (English, another Latin layout, Chinese, Japanese, Korean, emoji) or starts
/// dictation; the keyboard's height changes in place (``KeyboardInputMode``).
public struct InputModeStep: ScenarioStepAction {
    public static let kind = "inputMode"
    public static let keys = ["mode"]
    /// The mode switched to.
    public var mode: KeyboardInputMode

    /// Switches the keyboard to `mode`.
    public init(_ mode: KeyboardInputMode) { self.mode = mode }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> InputModeStep {
        let mode = try step.enumeration("mode", KeyboardInputMode.allCases.map(\.rawValue))
        return InputModeStep(KeyboardInputMode(rawValue: mode) ?? .english)
    }

    @MainActor public func perform(in context: StepContext) { context.keyboard.setInputMode(mode) }

    public var summary: String { mode == .dictation ? "start dictation" : "switch the keyboard to \(mode.displayName)" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("mode", .string(mode.rawValue))] }
}
