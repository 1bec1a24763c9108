import Foundation

/// `{"do": "pop"}` — the navigation controller pops the top screen (animated).
public struct PopStep: ScenarioStepAction {
    public static let kind = "pop"
    public static let keys: [String] = []

    /// Pops the top screen.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> PopStep { PopStep() }

    @MainActor public func perform(in context: StepContext) {
        guard let navigation = context.navigation else { return context.couldNotAct("pop: the screens were released") }
        navigation.popViewController(animated: true)
    }

    public var summary: String { "pop back" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
