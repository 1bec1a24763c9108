import Testing
import UIKit
import KeyboardSim
import KeyboardSimTestSupport
import SimulationContext

/// A screen written as an iOS file: it reaches the app only through UIKit's ambient names.
private final class AmbientController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
    var received: [Notification.Name] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(
            self, selector: AmbientController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        received.append(notification.name)
    }

    func dismissKeyboard() {
        UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
    }
}

@MainActor @Suite("The current simulation (UIKit's ambient names)")
struct CurrentSimulationTests {
    @Test(
        "inside a test, the simulation another test made is not current: an observer registered before this test's own simulation is carried into it"
    )
    func keyedByTest() {
        final class Listener {
            var shows = 0
            func keyboardWillShow(_ note: Notification) { shows += 1 }
        }
        // A test that made a simulation and now waits in an `await`, alive on this thread.
        let waiting = CurrentSimulation.$testForTesting.withValue("waiting test") {
            Simulation(device: .iPhoneSE3, profile: .iOS17)
        }
        CurrentSimulation.$testForTesting.withValue("this test") {
            let listener = Listener()
            NotificationCenter.default.addObserver(
                listener, selector: Listener.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
            #expect(waiting.notificationCenter.currentRegistrations.isEmpty, "not registered on the waiting test's simulation")
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            #expect(NotificationCenter.default === sim.notificationCenter)
            let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
            let controller = UIViewController()
            sim.window.rootViewController = controller
            controller.view.addSubview(field)
            sim.advance(by: .seconds(1))
            field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(listener.shows == 1, "the observer hears this test's keyboard")
            NotificationCenter.default.removeObserver(listener)
        }
        CurrentSimulation.$testForTesting.withValue("waiting test") {
            #expect(NotificationCenter.default === waiting.notificationCenter, "the waiting test still finds its own")
        }
    }

    @Test("NotificationCenter here is the simulation's center type, shadowing Foundation's")
    func shadowing() {
        #expect(NotificationCenter.self == NotificationBus.self)
    }

    @Test("NotificationCenter.default, UIApplication.shared, UIScreen.main and UIDevice.current are the simulation's")
    func ambientNamesResolveToTheSimulation() {
        let sim = Simulation(device: .iPad10, orientation: .landscapeLeft, profile: .iOS7)
        #expect(NotificationCenter.default === sim.notificationCenter)
        #expect(UIApplication.shared === sim.application)
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.windows.first === sim.window)
        #expect(UIApplication.shared.keyWindow === sim.window)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
        #expect(UIScreen.main === sim.screen)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1180, height: 820))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemVersion == "7.0")
        #expect(UIDevice.current.orientation == .landscapeRight, "the device turns the other way from the interface")
        sim.rotate(to: .portrait)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
    }

    @Test("a controller observing NotificationCenter.default receives the simulation's keyboard; sendAction resigns the first responder")
    func controllerOnTheDefaultCenter() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = AmbientController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["AmbientController"])
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.received == [UIResponder.keyboardWillShowNotification])
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        controller.dismissKeyboard()
        sim.advance(by: .seconds(1))
        #expect(!controller.field.isFirstResponder)
        #expect(sim.keyboard.phase == .hidden)
    }

    @Test("the older of two simulations on a thread is reached through perform")
    func perform() {
        let first = Simulation()
        let second = Simulation()
        #expect(NotificationCenter.default === second.notificationCenter, "the one created last")
        first.perform {
            #expect(NotificationCenter.default === first.notificationCenter)
            #expect(Simulation.current === first)
        }
        #expect(Simulation.current === second)
    }

    @Test("a simulation is current only while it is alive")
    func releasedSimulation() {
        weak var released: Simulation?
        do {
            let sim = Simulation()
            released = sim
            #expect(Simulation.current === sim)
        }
        #expect(released == nil)
        #expect(Simulation.current == nil)
    }

    @Test("with no simulation on the thread, NotificationCenter.default is a plain center of the thread's own, in registration order")
    func noSimulation() {
        let centers = onAnotherThread { () -> [Bool] in
            let center = NotificationCenter.default
            let log = OrderLog()
            var tokens: [NSObjectProtocol] = []
            for index in 0..<12 {
                tokens.append(
                    center.addObserver(forName: Notification.Name("Ping"), object: nil, queue: nil) { _ in
                        log.entries.append(index)
                    })
            }
            center.post(name: Notification.Name("Ping"))
            for token in tokens { center.removeObserver(token) }
            return [Simulation.current == nil, center === NotificationCenter.default, log.entries == Array(0..<12)]
        }
        #expect(centers == [true, true, true])
    }
}

private final class OrderLog: @unchecked Sendable {
    var entries: [Int] = []
}

@MainActor @Suite("ProcessInfo and UIDevice name the simulation's iOS")
struct SimulatedOperatingSystemTests {
    @Test(
        "operatingSystemVersion, isOperatingSystemAtLeast and systemVersion agree",
        arguments: [
            (BehaviorProfile.iOS(IOSVersion(8)), 8, 0, 0),
            (BehaviorProfile.iOS(IOSVersion(16, 1)), 16, 1, 0),
            (BehaviorProfile.iOS17, 17, 0, 0),
        ])
    func versions(profile: BehaviorProfile?, major: Int, minor: Int, patch: Int) throws {
        let sim = Simulation(device: .iPhoneSE3, profile: try #require(profile))
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #expect((version.majorVersion, version.minorVersion, version.patchVersion) == (major, minor, patch))
        #expect(UIDevice.current.systemVersion == (minor == 0 ? "\(major).0" : "\(major).\(minor)"))
        #expect(ProcessInfo.processInfo.operatingSystemVersionString == "Version \(UIDevice.current.systemVersion)")
        let nine = OperatingSystemVersion(majorVersion: 9, minorVersion: 0, patchVersion: 0)
        #expect(ProcessInfo.processInfo.isOperatingSystemAtLeast(nine) == (major >= 9))
        let sixteenOne = OperatingSystemVersion(majorVersion: 16, minorVersion: 1, patchVersion: 0)
        #expect(ProcessInfo.processInfo.isOperatingSystemAtLeast(sixteenOne) == (major > 16 || (major == 16 && minor >= 1)))
        withExtendedLifetime(sim) {}
    }

    @Test("the rest of ProcessInfo is the process's own")
    func hostValues() {
        #expect(ProcessInfo.processInfo.processIdentifier == Foundation.ProcessInfo.processInfo.processIdentifier)
        #expect(ProcessInfo.processInfo.arguments == Foundation.ProcessInfo.processInfo.arguments)
        #expect(ProcessInfo.processInfo.isMacCatalystApp == false)
    }
}
