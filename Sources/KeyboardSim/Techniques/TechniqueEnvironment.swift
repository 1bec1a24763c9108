import UIKit

/// What a technique's controller needs from the simulator beyond what an app has, handed to it
/// when it is made: where its notes and crashes are recorded, who is told when a handler runs
/// (the scenario runner records what it changed), and the main queue for
/// `DispatchQueue.main.async`. (The notification center it observes is the app's own,
/// `NotificationCenter.default`: the current simulation's.)
///
/// Whoever builds it (the scenario runner, a test) decides where each goes:
///
/// ```swift
/// let environment = TechniqueEnvironment(recordNote: { text, controller in print("\(controller): \(text)") },
///                                        recordCrash: { controller, reason in print("\(controller) traps: \(reason)") },
///                                        dispatchAsync: { $0() })
/// ```
public struct TechniqueEnvironment {
    /// Records a note about a handler (a missing key, a deferred handler, a handler that changed
    /// nothing), with the controller's name.
    public var recordNote: (_ text: String, _ controller: String) -> Void
    /// The number in the trace of the post whose delivery is under way (nil between
    /// deliveries): the post a handler running now answers.
    public var postBeingDelivered: () -> Int?
    /// Called with the controller just before one of its keyboard handlers runs (while its view
    /// is in a window), and the post it answers: the scenario runner takes what the trace
    /// follows of the screen.
    public var handlerWillRun: (_ controller: UIViewController, _ post: Int?) -> Void
    /// Called with the controller when that handler has returned, or has trapped: the runner
    /// records what it changed (`kbsim explain` tells it).
    public var handlerDidReturn: (_ controller: UIViewController) -> Void
    /// Records that the real app would have crashed here: the controller's name and why.
    public var recordCrash: (_ controller: String, _ reason: String) -> Void
    /// Runs an action as `DispatchQueue.main.async` would: in a later turn of the run loop.
    public var dispatchAsync: (_ action: @escaping () -> Void) -> Void

    /// An environment whose notes, crashes and deferred handlers go to these closures, told
    /// when a handler runs and returns (nothing is when those are left out).
    public init(
        recordNote: @escaping (_ text: String, _ controller: String) -> Void,
        recordCrash: @escaping (_ controller: String, _ reason: String) -> Void,
        dispatchAsync: @escaping (_ action: @escaping () -> Void) -> Void,
        postBeingDelivered: @escaping () -> Int? = { nil },
        handlerWillRun: @escaping (_ controller: UIViewController, _ post: Int?) -> Void = { _, _ in },
        handlerDidReturn: @escaping (_ controller: UIViewController) -> Void = { _ in }
    ) {
        self.recordNote = recordNote
        self.postBeingDelivered = postBeingDelivered
        self.handlerWillRun = handlerWillRun
        self.handlerDidReturn = handlerDidReturn
        self.recordCrash = recordCrash
        self.dispatchAsync = dispatchAsync
    }
}
