import Foundation

/// `{"do": "dismissKeyboard"}` — the window ends editing (`endEditing(true)`).
public struct DismissKeyboardStep: ScenarioStepAction {
    public static let kind = "dismissKeyboard"
    public static let keys: [String] = []

    /// Ends editing on the visible screen.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> DismissKeyboardStep { DismissKeyboardStep() }

    @MainActor public func perform(in context: StepContext) { _ = context.simulation.window.endEditing(true) }

    public var summary: String { "dismiss the keyboard (end editing)" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
