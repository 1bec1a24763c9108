/// Where the window, its views and controllers, and the layout engine record what happens: the
/// simulation wires its trace here.
///
/// ```swift
/// view.window?.traceRecorder.note("bottom.constant = -280", by: "FormController")
/// ```
protocol UIKitRecorder: AnyObject {
    /// Records UIKit's console warning or a misuse of the simulation.
    func diagnostic(_ message: String)
    /// Records what a handler computed (shown by `kbsim explain`).
    func note(_ text: String, by controller: String)
    /// Records that a handler would have trapped in the real app.
    func recordCrash(controller: String, reason: String)
    /// Records a change of first responder, by the views' debug names.
    func recordFocusChange(from old: String?, to new: String?)
}
