import Foundation

/// `{"do": "release"}` — the app lets go of its screens: the window's root becomes nil, and the technique's controller and its navigation controller are no longer held (a leak shows as a controller that stays alive).
package struct ReleaseStep: ScenarioStepAction {
    package static let kind = "release"
    package static let keys: [String] = []

    /// Lets go of the screens (the app drops its last reference).
    package init() {}

    package static func decode(_ step: StepReader) throws(ScenarioError) -> ReleaseStep { ReleaseStep() }

    @MainActor package func perform(in context: StepContext) {
        context.simulation.window.rootViewController = nil
        context.releaseScreens()
    }

    package var summary: String { "the app lets go of the screens" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [] }
}
