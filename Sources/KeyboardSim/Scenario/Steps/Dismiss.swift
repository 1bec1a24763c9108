import Foundation

/// `{"do": "dismiss"}` — the presented screen is dismissed (animated).
public struct DismissStep: ScenarioStepAction {
    public static let kind = "dismiss"
    public static let keys: [String] = []

    /// Dismisses what the navigation controller presents.
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> DismissStep { DismissStep() }

    @MainActor public func perform(in context: StepContext) { context.navigation?.dismiss(animated: true) }

    public var summary: String { "dismiss the presented screen" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
