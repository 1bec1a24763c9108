import Testing
import UIKit
import KeyboardSim

/// An app delegate and an observer as apps write them, recording what they heard and the state
/// they read.
@MainActor private final class StateLog: UIApplicationDelegate {
    var lines: [String] = []
    func applicationWillResignActive(_ application: UIApplication) {
        lines.append("delegate willResignActive \(application.applicationState)")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        lines.append("delegate didEnterBackground \(application.applicationState)")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        lines.append("delegate willEnterForeground \(application.applicationState)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        lines.append("delegate didBecomeActive \(application.applicationState)")
    }

    func observe() {
        for name in [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ] {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                MainActor.assumeIsolated {
                    let object = note.object as AnyObject? === UIApplication.shared ? "app" : "other"
                    self?.lines.append("\(note.name.rawValue) \(object) \(UIApplication.shared.applicationState)")
                }
            }
        }
    }
}

/// Leaving the app and coming back: the delegate, then the notification, for each of UIKit's four
/// steps, in UIKit's order (Apple's documentation of `UIApplicationDelegate` and of the
/// notifications), with the state the app reports at each.
@MainActor @Suite("UIApplication: background and foreground")
struct ApplicationStateTests {
    @Test("enterBackground and enterForeground: delegate and notifications in order, the state at each, the field still first responder")
    func roundTrip() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = StateLog()
        sim.application.delegate = log
        log.observe()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.enterBackground()
        #expect(UIApplication.shared.applicationState == .background)
        sim.advance(by: .seconds(5))
        sim.enterForeground()
        #expect(UIApplication.shared.applicationState == .active)
        #expect(
            log.lines == [
                "delegate willResignActive inactive",
                "UIApplicationWillResignActiveNotification app inactive",
                "delegate didEnterBackground background",
                "UIApplicationDidEnterBackgroundNotification app background",
                "delegate willEnterForeground background",
                "UIApplicationWillEnterForegroundNotification app background",
                "delegate didBecomeActive active",
                "UIApplicationDidBecomeActiveNotification app active",
            ])
        #expect(field.isFirstResponder, "the field keeps its status while the app is away, as on iOS")
        let diagnostics = sim.diagnostics
        #expect(
            diagnostics == [
                "the app left with the keyboard up: the keyboard notifications iOS posts around background and foreground are not simulated (unconfirmed)"
            ])
    }

    @Test("leaving twice, or coming back while active, is a diagnostic and changes nothing")
    func outOfOrder() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.enterForeground()
        sim.enterBackground()
        sim.enterBackground()
        #expect(sim.application.applicationState == .background)
        let diagnostics = sim.diagnostics
        #expect(
            diagnostics == ["enterForeground while the app is active. Ignored.", "enterBackground while the app is background. Ignored."])
    }
}
