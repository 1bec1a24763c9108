import Foundation

/// `{"do": "focus", "field": "nameField"}` — the field with that accessibility identifier on the
/// visible screen becomes first responder.
public struct FocusStep: ScenarioStepAction {
    public static let kind = "focus"
    public static let keys = ["field"]
    /// The field's accessibility identifier.
    public var field: String

    /// Focuses the field named `field`.
    public init(field: String) { self.field = field }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> FocusStep {
        FocusStep(field: try step.string("field"))
    }

    @MainActor public func perform(in context: StepContext) {
        let navigation = context.navigation, window = context.simulation.window
        let root = navigation?.topViewController?.presentedViewController?.view ?? window.topViewController?.view
        // Only the visible screen: a field of a screen pushed over or not shown cannot be tapped.
        let candidates = [navigation?.visibleViewController?.view, root].compactMap { $0 }
        guard let target = candidates.lazy.compactMap({ $0.view(withIdentifier: field) }).first else {
            context.couldNotAct("focus: no field named \"\(field)\" on the visible screen")
            return
        }
        if !target.becomeFirstResponder() { context.couldNotAct("focus: \(field) did not become first responder") }
    }

    public var summary: String { "focus \(field)" }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("field", .string(field))] }
}

extension ScenarioStep {
    /// The step with the scenario's `nameField` called `primaryField`: what a focus step does
    /// when your controller's field has an accessibility identifier of its own.
    func naming(primaryField: String) -> ScenarioStep {
        guard primaryField != ScreenUnderTest.scenarioFieldName else { return self }
        var step = self
        if let focus = action as? FocusStep, focus.field == ScreenUnderTest.scenarioFieldName {
            step.action = FocusStep(field: primaryField)
        } else if let typed = action as? KeyboardTypeStep, typed.field == ScreenUnderTest.scenarioFieldName {
            step.action = KeyboardTypeStep(field: primaryField, type: typed.type)
        }
        return step
    }
}
