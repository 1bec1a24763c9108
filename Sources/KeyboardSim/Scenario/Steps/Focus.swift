import Foundation

/// `{"do": "focus", "field": "nameField"}` — the field with that accessibility identifier on the
/// visible screen becomes first responder.
package struct FocusStep: ScenarioStepAction {
    package static let kind = "focus"
    package static let keys = ["field"]
    /// The field's accessibility identifier.
    package var field: String

    /// Focuses the field named `field`.
    package init(field: String) { self.field = field }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> FocusStep {
        FocusStep(field: try step.string("field"))
    }

    @MainActor package func perform(in context: StepContext) {
        // Only the visible screen: a field of a screen pushed over or not shown cannot be tapped.
        guard let target = context.viewOnVisibleScreen(named: field) else {
            context.couldNotAct("focus: no field named \"\(field)\" on the visible screen")
            return
        }
        if !target.becomeFirstResponder() { context.couldNotAct("focus: \(field) did not become first responder") }
    }

    package var summary: String { "focus \(field)" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("field", .string(field))] }
}

extension ScenarioStep {
    /// The step with the scenario's `nameField` called `primaryField`: what a focus, tap or
    /// keyboard type step does when your controller's field has an accessibility identifier of
    /// its own.
    func naming(primaryField: String) -> ScenarioStep {
        guard primaryField != ScreenUnderTest.scenarioFieldName else { return self }
        var step = self
        if let focus = action as? FocusStep, focus.field == ScreenUnderTest.scenarioFieldName {
            step.action = FocusStep(field: primaryField)
        } else if let typed = action as? KeyboardTypeStep, typed.field == ScreenUnderTest.scenarioFieldName {
            step.action = KeyboardTypeStep(field: primaryField, type: typed.type)
        } else if let tap = action as? TapStep, tap.view == ScreenUnderTest.scenarioFieldName {
            step.action = TapStep(view: primaryField, times: tap.times)
        }
        return step
    }
}
