import Testing
import UIKit
import KeyboardSim

/// What libraries ask the Objective-C runtime about the app, answered where the simulation knows
/// and said in the trace where it does not.
@MainActor @Suite("UIApplication: the app, as libraries probe it")
struct ApplicationProbeTests {
    @Test("sharedApplication: the class responds, perform gives the simulation's app, and the app has a delegate")
    func sharedApplication() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let selector = NSSelectorFromString("sharedApplication")
        #expect(NSStringFromSelector(selector) == "sharedApplication")
        #expect(UIApplication.responds(to: selector))
        let performed = UIApplication.perform(selector)?.takeUnretainedValue()
        let app = performed as? UIApplication
        try #require(app != nil)
        #expect(app === sim.application)
        #expect(app?.delegate != nil, "an app target has a delegate (libraries test it to tell an app from an extension)")
        #expect(app?.applicationState == .active)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("any other selector is answered no, and the trace says why")
    func otherSelectors() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(!UIApplication.responds(to: NSSelectorFromString("openURL:")))
        #expect(UIApplication.perform(NSSelectorFromString("beginIgnoringInteractionEvents")) == nil)
        let diagnostics = sim.diagnostics
        #expect(
            diagnostics == [
                "UIApplication.responds(to: \"openURL:\") answered false: Swift on Linux has no Objective-C runtime; only sharedApplication is simulated",
                "UIApplication.perform(\"beginIgnoringInteractionEvents\") did nothing: Swift on Linux has no Objective-C runtime; only sharedApplication is simulated",
            ])
    }

    @Test("a delegate set by the app replaces the simulation's; setting nil leaves none")
    func delegate() {
        final class AppDelegate: UIApplicationDelegate {}
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let mine = AppDelegate()
        sim.application.delegate = mine
        #expect(sim.application.delegate === mine)
        sim.application.delegate = nil
        #expect(sim.application.delegate == nil)
    }

    @Test("the application notifications have UIKit's names")
    func notificationNames() {
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
    }
}
