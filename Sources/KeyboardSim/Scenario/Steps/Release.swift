import Foundation

/// `{"do": "release"}` — the app lets go of its screens: the window's root becomes nil, and the technique's controller and its navigation controller are no longer held (a leak shows as a controller that stays alive).
public struct ReleaseStep: ScenarioStepAction {
    public static let kind = "release"
    public static let keys: [String] = []

    /// Lets go of the screens (the app drops its last reference).
    public init() {}

    public static func decode(_ step: StepReader) throws(ScenarioError) -> ReleaseStep { ReleaseStep() }

    @MainActor public func perform(in context: StepContext) {
        context.simulation.window.rootViewController = nil
        context.releaseScreens()
    }

    public var summary: String { "the app lets go of the screens" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
