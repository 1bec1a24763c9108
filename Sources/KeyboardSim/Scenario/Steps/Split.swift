import Foundation

/// `{"do": "split"}` — iPad: the user splits the keyboard.
public struct SplitStep: ScenarioStepAction {
    public static let kind = "split"
    public static let keys: [String] = []

    /// Splits the iPad keyboard.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> SplitStep { SplitStep() }

    @MainActor public func perform(in context: StepContext) { context.keyboard.split() }

    public var summary: String { "split the keyboard" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
