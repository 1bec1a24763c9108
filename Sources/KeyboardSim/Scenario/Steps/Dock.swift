import Foundation

/// `{"do": "dock"}` — iPad: the user docks the keyboard again.
public struct DockStep: ScenarioStepAction {
    public static let kind = "dock"
    public static let keys: [String] = []

    /// Docks an undocked or split iPad keyboard.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> DockStep { DockStep() }

    @MainActor public func perform(in context: StepContext) { context.keyboard.dock() }

    public var summary: String { "dock the keyboard" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
