import Foundation

/// `{"do": "push", "screen": "detail"}` — the navigation controller pushes a screen (animated).
public struct PushStep: ScenarioStepAction {
    public static let kind = "push"
    public static let keys = ["screen"]
    /// The catalogue screen pushed (`kbsim list screens`).
    public var screen: String

    /// Pushes `screen`.
    public init(screen: String) { self.screen = screen }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> PushStep {
        PushStep(screen: try step.screen("screen"))
    }

    @MainActor public func perform(in context: StepContext) {
        guard let navigation = context.navigation else { return context.couldNotAct("push: the screens were released") }
        navigation.pushViewController(ScreenCatalog.makeController(screen), animated: true)
    }

    public var summary: String { "push \(screen)" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("screen", .string(screen))] }
}
