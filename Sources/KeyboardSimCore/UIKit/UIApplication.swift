import Foundation

/// The simulated app, as UIKit's `UIApplication`: one per simulation (`sim.application`), and
/// `UIApplication.shared` in the `UIKit` module is the current simulation's.
///
/// What iOS code asks the app around the keyboard is simulated: its windows, the key window,
/// the interface orientation the old tutorials read from the status bar, and the action sent to
/// the first responder to dismiss the keyboard from anywhere:
///
/// ```swift
/// UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
/// let landscape = UIApplication.shared.statusBarOrientation.isLandscape
/// ```
///
/// (`#selector(UIResponder.resignFirstResponder)` on iOS; on Linux the method itself.)
public final class UIApplication {
    private weak var host: (any ApplicationHost)?

    package init(host: any ApplicationHost) {
        self.host = host
    }

    /// A detached app with no window: what `UIApplication.shared` is with no simulation.
    package init() {}

    /// The app's windows: the simulation's one window.
    public var windows: [UIWindow] { host.map { [$0.window] } ?? [] }

    /// The key window.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The interface orientation (deprecated in iOS 13, still what many handlers read).
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene")
    public var statusBarOrientation: UIInterfaceOrientation { host?.orientation ?? .portrait }

    /// Sends `action` to `target`, or — with a `nil` target — to the key window's first
    /// responder, as UIKit does; returns whether a responder handled it. The action is the
    /// method itself (`UIResponder.resignFirstResponder`), what `#selector` becomes on Linux.
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(_ action: (Target) -> () -> Result, to target: Any?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = self.receiver(of: Target.self, explicit: target) else { return false }
        _ = action(receiver)()
        return true
    }

    /// Sends an action that takes the sender (`LoginViewController.submit` for `submit(_:)`).
    @discardableResult
    public func sendAction<Target: AnyObject, Sender, Result>(_ action: (Target) -> (Sender) -> Result, to target: Any?,
                                                              from sender: Sender, for event: UIEvent?) -> Bool {
        guard let receiver = self.receiver(of: Target.self, explicit: target) else { return false }
        _ = action(receiver)(sender)
        return true
    }

    /// The explicit target, or the first responder of the key window and then its next
    /// responders, the first that is a `Target`.
    private func receiver<Target: AnyObject>(of type: Target.Type, explicit target: Any?) -> Target? {
        if let target { return target as? Target }
        var responder: UIResponder? = windows.first { $0.isKeyWindow }?.firstResponder
        while let current = responder {
            if let match = current as? Target { return match }
            responder = current.next
        }
        return nil
    }
}

/// An event UIKit passes along with an action (touches, presses); the simulation sends none.
open class UIEvent {
    /// An app with no window; a simulation makes its own, reached as `UIApplication.shared`.
    public init() {}
}

/// What the app reads from the simulation that owns it.
package protocol ApplicationHost: AnyObject {
    var window: UIWindow { get }
    var orientation: UIInterfaceOrientation { get }
}
