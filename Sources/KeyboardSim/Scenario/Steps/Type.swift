import Foundation

/// `{"do": "type", "text": "Ada"}` — the user types on the keyboard into the first responder:
/// first the delete key `delete` times (`Simulation.pressDelete(times:)`), then `text` one
/// character at a time (`Simulation.type(_:)`), each through the text input's delegate
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`,
/// `textView(_:shouldChangeTextIn:replacementText:)`) and then `.editingChanged`,
/// `textDidChangeNotification` and `textViewDidChange(_:)`. A newline in `text` is the return
/// key (``PressReturnStep``). The step takes `text`, `delete` or both:
/// `{"do": "type", "delete": 3, "text": "Bob"}` replaces the last three characters.
///
/// With no text input first responder at the step's time nothing is typed and the run fails
/// with `stepsThatCouldNotAct`.
package struct TypeStep: ScenarioStepAction {
    package static let kind = "type"
    package static let keys = ["text", "delete"]
    /// The most characters one step types.
    package static let maximumLength = 10_000
    /// How many times the delete key can be pressed in one step.
    package static let deleteCounts = 1...10_000
    /// What is typed, after the deletes ("" for none).
    package var text: String
    /// How many times the delete key is pressed first (0 for none).
    package var delete: Int

    /// Presses the delete key `delete` times, then types `text`.
    package init(text: String = "", delete: Int = 0) {
        self.text = text
        self.delete = delete
    }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> TypeStep {
        let delete = try step.optional("delete").map { node throws(ScenarioError) in try step.count(node, "delete", deleteCounts) } ?? 0
        var text = ""
        if let node = step.optional("text") {
            text = try step.string("text")
            guard !text.isEmpty, text.count <= maximumLength else {
                throw step.error(node, "text", "expected 1 to \(maximumLength) characters to type")
            }
        }
        guard !text.isEmpty || delete > 0 else {
            throw step.error("expected \"text\" (what to type), \"delete\" (how many times to press the delete key first) or both")
        }
        return TypeStep(text: text, delete: delete)
    }

    @MainActor package func perform(in context: StepContext) {
        guard context.focusedTextInput != nil else {
            return context.couldNotAct("type: no text input is first responder; nothing was typed")
        }
        if delete > 0 { context.simulation.pressDelete(times: delete) }
        if !text.isEmpty { context.simulation.type(text) }
    }

    package var summary: String {
        let deletes = delete == 0 ? nil : "press delete \(delete == 1 ? "once" : "\(delete) times")"
        let typing = text.isEmpty ? nil : "type \(String(reflecting: text))"
        return [deletes, typing].compactMap { $0 }.joined(separator: ", then ")
    }

    package var jsonMembers: [(key: String, value: JSONValue)] {
        (text.isEmpty ? [] : [("text", .string(text))]) + (delete == 0 ? [] : [("delete", .integer(delete))])
    }
}
