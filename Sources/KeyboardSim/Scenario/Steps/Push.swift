import Foundation

/// `{"do": "push", "screen": "detail"}` — the navigation controller pushes a screen (animated).
package struct PushStep: ScenarioStepAction {
    package static let kind = "push"
    package static let keys = ["screen"]
    /// The catalogue screen pushed (`kbsim list screens`).
    package var screen: String

    /// Pushes `screen`.
    package init(screen: String) { self.screen = screen }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PushStep {
        PushStep(screen: try step.screen("screen"))
    }

    @MainActor package func perform(in context: StepContext) {
        guard let navigation = context.navigation else { return context.couldNotAct("push: the screens were released") }
        navigation.pushViewController(ScreenCatalog.makeController(screen), animated: true)
    }

    package var summary: String { "push \(screen)" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("screen", .string(screen))] }
}
