import Foundation

/// `{"do": "keyboardType", "field": "amountField", "type": "decimalPad"}` — the named field of
/// the visible screen takes that `UIKeyboardType` (`UITextInputTraits.keyboardType`); when it is
/// first responder it reloads its input views, as UIKit needs for a new type to show.
package struct KeyboardTypeStep: ScenarioStepAction {
    package static let kind = "keyboardType"
    package static let keys = ["field", "type"]
    /// The names the step takes: `UIKeyboardType`'s cases as Swift spells them.
    package static let names = UIKeyboardType.allCases.map { "\($0)" }
    /// The field's accessibility identifier.
    package var field: String
    /// The keyboard type it takes.
    package var type: UIKeyboardType

    /// The field named `field` takes the keyboard type `type`.
    package init(field: String, type: UIKeyboardType) {
        self.field = field
        self.type = type
    }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> KeyboardTypeStep {
        let field = try step.string("field")
        let name = try step.enumeration("type", names, what: "keyboard type")
        return KeyboardTypeStep(field: field, type: UIKeyboardType.allCases.first { "\($0)" == name } ?? .default)
    }

    @MainActor package func perform(in context: StepContext) {
        guard let target = context.viewOnVisibleScreen(named: field) else {
            context.couldNotAct("keyboardType: no field named \"\(field)\" on the visible screen")
            return
        }
        guard let input = target as? any UITextInputTraits else {
            context.couldNotAct("keyboardType: \(field) has no text input traits")
            return
        }
        input.keyboardType = type
        if target.isFirstResponder { target.reloadInputViews() }
    }

    package var summary: String { "give \(field) the \(type) keyboard type" }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("field", .string(field)), ("type", .string("\(type)"))] }
}
