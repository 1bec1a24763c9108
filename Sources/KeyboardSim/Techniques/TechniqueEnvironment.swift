import Foundation

/// What a technique's controller needs from the world it runs in, handed to it when it is
/// made: the notification center it observes, where its explanations and crashes are
/// recorded, and the main queue for `DispatchQueue.main.async`.
///
/// The controller reaches nothing else: whoever builds it (the scenario runner, a test) decides
/// where each goes:
///
/// ```swift
/// let environment = TechniqueEnvironment(center: sim.notificationCenter,
///                                        recordNote: { text, controller in print("\(controller): \(text)") },
///                                        recordCrash: { controller, reason in print("\(controller) traps: \(reason)") },
///                                        dispatchAsync: { $0() })
/// ```
public struct TechniqueEnvironment {
    /// The center whose keyboard notifications the controller observes.
    public var center: NotificationBus
    /// Records what a handler computes (`kbsim explain` shows it), with the controller's name.
    public var recordNote: (_ text: String, _ controller: String) -> Void
    /// Records that the real app would have crashed here: the controller's name and why.
    public var recordCrash: (_ controller: String, _ reason: String) -> Void
    /// Runs an action as `DispatchQueue.main.async` would: in a later turn of the run loop.
    public var dispatchAsync: (_ action: @escaping () -> Void) -> Void

    public init(center: NotificationBus, recordNote: @escaping (_ text: String, _ controller: String) -> Void,
                recordCrash: @escaping (_ controller: String, _ reason: String) -> Void,
                dispatchAsync: @escaping (_ action: @escaping () -> Void) -> Void) {
        self.center = center
        self.recordNote = recordNote
        self.recordCrash = recordCrash
        self.dispatchAsync = dispatchAsync
    }
}
