import Foundation

/// What a technique's controller needs from the simulator beyond what an app has, handed to it
/// when it is made: where its explanations and crashes are recorded, and the main queue for
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
    /// Records what a handler computes (`kbsim explain` shows it), with the controller's name.
    public var recordNote: (_ text: String, _ controller: String) -> Void
    /// Records that the real app would have crashed here: the controller's name and why.
    public var recordCrash: (_ controller: String, _ reason: String) -> Void
    /// Runs an action as `DispatchQueue.main.async` would: in a later turn of the run loop.
    public var dispatchAsync: (_ action: @escaping () -> Void) -> Void

    /// An environment whose notes, crashes and deferred handlers go to these closures.
    public init(
        recordNote: @escaping (_ text: String, _ controller: String) -> Void,
        recordCrash: @escaping (_ controller: String, _ reason: String) -> Void,
        dispatchAsync: @escaping (_ action: @escaping () -> Void) -> Void
    ) {
        self.recordNote = recordNote
        self.recordCrash = recordCrash
        self.dispatchAsync = dispatchAsync
    }
}
