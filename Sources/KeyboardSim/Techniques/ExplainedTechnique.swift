import Foundation

/// A technique whose handlers `kbsim explain` narrates, from an explanation kept apart from
/// the handlers (the technique's `+Explanation` file), so that the handlers read as the
/// tutorial wrote them.
///
/// `TechniqueController` records the notes just before it runs the handler, so that in the
/// trace they stand before the animation the handler begins (or its trap):
///
/// ```swift
/// extension LegacyAnimationsController: ExplainedTechnique {
///     func explanation(of handler: Handler, for notification: Notification) -> [String] {
///         guard handler == .keyboardWillShow, let info = KeyboardInfo(notification) else { return [] }
///         return ["photo height = keyboard top … + safe area … = …"]
///     }
/// }
/// ```
protocol ExplainedTechnique: TechniqueController {
    /// The notes for `handler` about to receive `notification`: the arithmetic it will do, with
    /// its numbers, computed from the notification and the controller's state with the same
    /// steps the handler calls (a bug's variant overrides them, and the explanation follows).
    /// Empty when the handler will let the notification go.
    func explanation(of handler: TechniqueController.Handler, for notification: Notification) -> [String]
}
