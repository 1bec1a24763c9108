import KeyboardSimCore

/// `NotificationCenter`, for code that reaches Foundation through this module: the simulation's
/// center, with Foundation's shape and Darwin's semantics (registration-order delivery,
/// selector-style observers held weakly, `removeObserver(self)` removing every registration of
/// `self`).
///
/// This declaration shadows Foundation's `NotificationCenter` because this module imports
/// Foundation: a file that imports `UIKit` (and `KeyboardSim`, which does not re-export
/// Foundation) sees this one. A file that *also* imports Foundation directly sees both and gets
/// "ambiguous use" — delete that `import Foundation`, as `kbsim port` does.
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillShow,
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
public typealias NotificationCenter = NotificationBus

extension NotificationBus {
    /// The current simulation's center (`Simulation.current`); with no simulation on this
    /// thread, a plain center of the thread's own, with the same Darwin semantics, whose
    /// registrations the next simulation on the thread takes over (an observer made before the
    /// simulation, as a singleton or a library's object is, hears it), and which takes back what
    /// outlives a simulation but its controllers' registrations.
    public static var `default`: NotificationBus {
        Simulation.current?.notificationCenter ?? NotificationBus.detachedDefault
    }
}
