import Foundation

/// `{"do": "undock"}` — iPad: the user undocks the keyboard.
public struct UndockStep: ScenarioStepAction {
    public static let kind = "undock"
    public static let keys: [String] = []

    /// Undocks the iPad keyboard.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> UndockStep { UndockStep() }

    @MainActor public func perform(in context: StepContext) { context.keyboard.undock() }

    public var summary: String { "undock the keyboard" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
