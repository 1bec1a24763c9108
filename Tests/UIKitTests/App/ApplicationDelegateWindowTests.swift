import KeyboardSim
import Testing
import UIKit

// UIApplicationDelegate's `window` is an optional requirement on iOS
// (`optional var window: UIWindow? { get set }`): read through the protocol it is a double
// optional, nil when the delegate declares no window; read through the delegate's class it is the
// delegate's own `UIWindow?`.

private final class WindowedDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

private final class WindowlessDelegate: UIResponder, UIApplicationDelegate {}

private class BaseDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

private final class DerivedDelegate: BaseDelegate {}

@MainActor @Suite("UIApplicationDelegate.window")
struct ApplicationDelegateWindowTests {
    @Test("through the protocol: the window, .some(nil) before it is made, nil when none is declared")
    func throughTheProtocol() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let windowed = WindowedDelegate()
        var delegate: UIApplicationDelegate = windowed
        #expect(delegate.window != nil, "declared: .some")
        #expect(delegate.window! == nil, "declared and empty: .some(nil)")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = UIViewController()
        windowed.window = window
        #expect(delegate.window!! === window)
        #expect(delegate.window??.rootViewController === window.rootViewController)

        delegate = WindowlessDelegate()
        #expect(delegate.window == nil, "not declared: nil")

        let derived: UIApplicationDelegate = DerivedDelegate()
        (derived as? BaseDelegate)?.window = window
        #expect(derived.window!! === window, "a superclass's stored window is found")
        _ = sim
    }

    @Test("through the delegate's class, its own UIWindow?")
    func throughTheClass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let delegate = WindowedDelegate()
        let window = UIWindow()
        delegate.window = window
        let read: UIWindow? = delegate.window
        #expect(read === window)
        _ = sim
    }

    @Test("the iOS idiom compiles: guard let window = delegate.window, then window?.addSubview")
    func idiom() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let delegate = WindowedDelegate()
        delegate.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let app: UIApplicationDelegate? = delegate
        guard let appDelegate = app else { Issue.record("no delegate"); return }
        let dialog = UIView()
        guard let window = appDelegate.window else { Issue.record("no window declared"); return }
        window?.addSubview(dialog)
        #expect(dialog.superview === delegate.window)
        _ = sim
    }
}
