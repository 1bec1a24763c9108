import Foundation

/// `{"do": "float"}` — iPad: the keyboard becomes the small floating one.
public struct FloatStep: ScenarioStepAction {
    public static let kind = "float"
    public static let keys: [String] = []

    /// Makes the iPad keyboard float.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> FloatStep { FloatStep() }

    @MainActor public func perform(in context: StepContext) { context.keyboard.float() }

    public var summary: String { "make the keyboard float" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
