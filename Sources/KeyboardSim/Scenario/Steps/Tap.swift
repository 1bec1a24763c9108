import Foundation

/// `{"do": "tap", "view": "emailField"}` — the user taps the middle of the named view of the
/// visible screen (`times`: that many taps in quick succession, 1 by default), as
/// `Simulation.tap(_:times:)` delivers a tap: the tap recognizers on it and the views above it
/// recognize it first (a tap-to-dismiss recognizer ends editing), then, unless one cancels
/// touches in its view, the view takes it — a text field becomes first responder, a control
/// sends its actions.
///
/// A name no screen of the scenario has is refused before the run; a view that is not on the
/// visible screen at the step's time, or cannot be touched (hidden, `isUserInteractionEnabled`
/// false), fails the run with `stepsThatCouldNotAct`.
package struct TapStep: ScenarioStepAction {
    package static let kind = "tap"
    package static let keys = ["view", "times"]
    /// The taps a step may give at once, as `Simulation.tap(_:times:)` takes them.
    package static let tapCounts = 1...10
    /// The view's accessibility identifier.
    package var view: String
    /// How many taps, in quick succession.
    package var times: Int

    /// Taps the view named `view` `times` times.
    package init(view: String, times: Int = 1) {
        self.view = view
        self.times = times
    }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> TapStep {
        let view = try step.string("view")
        let times = try step.optional("times").map { node throws(ScenarioError) in try step.count(node, "times", tapCounts) } ?? 1
        return TapStep(view: view, times: times)
    }

    @MainActor package func perform(in context: StepContext) {
        guard let target = context.viewOnVisibleScreen(named: view) else {
            return context.couldNotAct("tap: no view named \"\(view)\" on the visible screen")
        }
        if let why = context.simulation.whyNotTappable(target) { return context.couldNotAct("tap: \(view): \(why)") }
        context.simulation.tap(target, times: times)
    }

    package var summary: String { "tap \(view)\(times == 1 ? "" : " \(times) times")" }

    package var jsonMembers: [(key: String, value: JSONValue)] {
        [("view", .string(view))] + (times != 1 ? [("times", .integer(times))] : [])
    }
}
