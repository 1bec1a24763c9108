import Foundation

/// `{"do": "pop"}` — the navigation controller pops the top screen (animated).
package struct PopStep: ScenarioStepAction {
    package static let kind = "pop"
    package static let keys: [String] = []

    /// Pops the top screen.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PopStep { PopStep() }

    @MainActor package func perform(in context: StepContext) {
        guard let navigation = context.navigation else { return context.couldNotAct("pop: the screens were released") }
        navigation.popViewController(animated: true)
    }

    package var summary: String { "pop back" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
