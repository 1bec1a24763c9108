/// Where the window, its views and controllers, and the layout engine record what happens: the
/// simulation wires its trace here.
///
/// UIKit's own code reports through it (a window's focus changes, a layout engine's
/// conflicts); an app's code never reaches it.
@MainActor protocol UIKitRecorder: AnyObject {
    /// Records UIKit's console warning or a misuse of the simulation.
    func diagnostic(_ message: String)
    /// Records a change of first responder, by the views' debug names.
    func recordFocusChange(from old: String?, to new: String?)
    /// Records an animation UIKit started of its own accord (a first responder scrolled into
    /// view), in words.
    func recordAnimation(_ summary: String)
    /// Records that the app would have stopped here on iOS (a handler's trap, UIKit's
    /// uncaught exception), in `controller`.
    func recordCrash(controller: String, reason: String)
}
