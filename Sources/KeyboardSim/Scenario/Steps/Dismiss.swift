import Foundation

/// `{"do": "dismiss"}` — the presented screen is dismissed (animated).
package struct DismissStep: ScenarioStepAction {
    package static let kind = "dismiss"
    package static let keys: [String] = []

    /// Dismisses what the navigation controller presents.
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> DismissStep { DismissStep() }

    @MainActor package func perform(in context: StepContext) { context.navigation?.dismiss(animated: true) }

    package var summary: String { "dismiss the presented screen" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
