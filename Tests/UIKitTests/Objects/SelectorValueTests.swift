import Testing
import UIKit
import KeyboardSim

/// An object whose methods are reached through `Selector` values, as a library keeps them.
@MainActor private final class Listener {
    var heard: [String] = []
    func keyboardWillShow(_ notification: Notification) { heard.append("Notification \(notification.name.rawValue)") }
    func keyboardWillHide(_ notification: NSNotification) { heard.append("NSNotification \(notification.name.rawValue)") }
    func ping() { heard.append("ping") }
    func tapped(_ sender: UIButton) { heard.append("tapped \(type(of: sender))") }
    func panned(_ recognizer: UIPanGestureRecognizer) { heard.append("panned \(recognizer.state)") }
}

private final class Stranger {}

/// Selectors kept as values (`var selector: Selector { #selector(…) }`, which `kbsim port` writes
/// as `Selector("name", Type.method)`): the APIs that take a selector call the method it carries,
/// and say in the trace what a selector made from a name alone, or sent to another class, cannot
/// do. On iOS a selector is a name the runtime looks up; two selectors are equal when their names
/// are (Apple's documentation of `Selector` and `sel_isEqual`).
@MainActor @Suite("Selector values: the method a selector carries is called")
struct SelectorValueTests {
    @Test("a selector-style observer registered with a Selector value hears the posts, with Notification or NSNotification")
    func observer() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let listener = Listener()
        let show = Selector("keyboardWillShow:", Listener.keyboardWillShow)
        let hide = Selector("keyboardWillHide:", Listener.keyboardWillHide)
        let ping = Selector("ping", Listener.ping)
        NotificationCenter.default.addObserver(listener, selector: show, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(listener, selector: hide, name: UIResponder.keyboardWillHideNotification, object: nil)
        NotificationCenter.default.addObserver(listener, selector: ping, name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["Listener", "Listener", "Listener"])
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(listener.heard == ["Notification UIKeyboardWillShowNotification", "ping", "NSNotification UIKeyboardWillHideNotification"])
        #expect(sim.diagnostics == [])
        NotificationCenter.default.removeObserver(listener)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
    }

    @Test("a selector made from a name alone is registered as on iOS, and each post says why nothing was called")
    func nameAlone() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let listener = Listener()
        NotificationCenter.default.addObserver(
            listener, selector: NSSelectorFromString("keyboardWillShow:"),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(sim.notificationCenter.currentRegistrations.count == 1)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(listener.heard == [])
        #expect(
            sim.diagnostics == [
                "UIKeyboardWillShowNotification not delivered to Listener: selector \"keyboardWillShow:\" was made from a name alone: Swift on Linux has no Objective-C runtime to find the method; pass the method itself (Type.method) or Selector(\"keyboardWillShow:\", Type.method)"
            ])
        NotificationCenter.default.removeObserver(listener)
    }

    @Test("another class's method: the unrecognized selector a device would crash on is said, not called")
    func otherClass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let stranger = Stranger()
        NotificationCenter.default.addObserver(
            stranger, selector: Selector("ping", Listener.ping),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(
            sim.diagnostics == [
                "UIKeyboardWillShowNotification not delivered to Stranger: crash on a real device: unrecognized selector \"ping\" sent to an instance of Stranger (the method is Listener's)"
            ])
        NotificationCenter.default.removeObserver(stranger)
    }

    @Test("target-action with Selector values: a control and a gesture recognizer call the method with their sender")
    func targetAction() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let listener = Listener()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(listener, action: Selector("tapped:", Listener.tapped), for: .touchUpInside)
        button.addTarget(listener, action: Selector("ping", Listener.ping), for: .touchUpInside)
        button.addTarget(listener, action: NSSelectorFromString("tapped:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let pan = UIPanGestureRecognizer(target: listener, action: Selector("panned:", Listener.panned))
        controller.view.addGestureRecognizer(pan)
        pan.state = .changed
        pan.sendActions()
        #expect(listener.heard == ["tapped UIButton", "ping", "panned changed"])
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("selector \"tapped:\" was made from a name alone") == true)
    }

    @Test("a method that returns a value, sent with sendAction; a method that takes another argument is said, not called")
    func returnsAndArguments() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        let resign = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
        #expect(UIApplication.shared.sendAction(resign, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder, "sent up the chain to the first responder, its Bool discarded")
        let listener = Listener()
        NotificationCenter.default.addObserver(
            listener, selector: Selector("tapped:", Listener.tapped),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(listener.heard == [])
        #expect(
            sim.diagnostics == [
                "UIKeyboardWillShowNotification not delivered to Listener: selector \"tapped:\" names a method of Listener that takes a UIButton, not the Notification it is sent with"
            ])
        NotificationCenter.default.removeObserver(listener)
    }

    @Test("removeTarget takes a Selector value; a name alone sent up the chain says why it went nowhere")
    func removeAndChain() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let listener = Listener()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        let ping = Selector("ping", Listener.ping)
        button.addTarget(listener, action: ping, for: .touchUpInside)
        button.removeTarget(listener, action: ping, for: .touchUpInside)
        button.addTarget(nil, action: NSSelectorFromString("dismissKeyboard"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(listener.heard == [])
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("selector \"dismissKeyboard\" was made from a name alone") == true)
    }

    @Test("an instance responds to a selector that carries a method of its class")
    func instanceResponds() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let field = UITextField()
        #expect(field.responds(to: Selector("resignFirstResponder", UIResponder.resignFirstResponder)))
        #expect(!field.responds(to: Selector("ping", Listener.ping)))
        #expect(!field.responds(to: NSSelectorFromString("paste:")))
        #expect(
            sim.diagnostics == [
                "UITextField.responds(to: \"paste:\") answered false: Swift on Linux has no Objective-C runtime; only sharedApplication is simulated"
            ])
    }

    @Test("two selectors are equal when their names are, whatever they carry")
    func equality() {
        #expect(Selector("ping", Listener.ping) == NSSelectorFromString("ping"))
        #expect(Set([Selector("ping", Listener.ping), Selector("ping")]).count == 1)
        #expect(NSStringFromSelector(Selector("keyboardWillShow:", Listener.keyboardWillShow)) == "keyboardWillShow:")
    }
}

/// `NSClassFromString`, as libraries call it to find the app without naming `UIApplication.shared`
/// (unavailable in app extensions). Foundation's, also visible beside UIKit on Linux, gives an
/// `AnyClass` with no class methods there; `kbsim port` types the call as UIKit's, which gives a
/// responder class.
@MainActor @Suite("NSClassFromString: UIKit's classes by name, with their class methods")
struct ClassFromStringTests {
    @Test("UIApplication is found, responds to sharedApplication, and performing it gives the simulation's app")
    func application() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let found = try #require(NSClassFromString("UIApplication") as UIResponder.Type?)
        #expect(found == UIApplication.self)
        let sharedApplication = NSSelectorFromString("sharedApplication")
        #expect(found.responds(to: sharedApplication))
        #expect(found.perform(sharedApplication)?.takeUnretainedValue() as? UIApplication === sim.application)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("with no simulation, performing sharedApplication gives the app UIApplication.shared is")
    func detachedApplication() {
        let app = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        #expect(app != nil && app === UIApplication.shared)
    }

    @Test("UIKit's responder classes by their names", arguments: ["UIView", "UIWindow", "UIViewController", "UITextField", "UIScrollView"])
    func responderClasses(name: String) throws {
        let found = try #require(NSClassFromString(name) as UIResponder.Type?)
        #expect(String(describing: found) == name)
    }

    @Test("a class the simulation does not have gives nil, and the trace says so; asking a view class answers no")
    func unknown() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect((NSClassFromString("UIRemoteKeyboardWindow") as UIResponder.Type?) == nil)
        #expect(!UIView.responds(to: NSSelectorFromString("appearance")))
        #expect(
            sim.diagnostics == [
                "NSClassFromString(\"UIRemoteKeyboardWindow\") answered nil: the simulation has no class of that name",
                "UIView.responds(to: \"appearance\") answered false: Swift on Linux has no Objective-C runtime; only sharedApplication is simulated",
            ])
    }
}
