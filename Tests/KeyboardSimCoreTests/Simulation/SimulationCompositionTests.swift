import Foundation
import KeyboardSimTestSupport
import Testing

@testable import KeyboardSimCore

/// `Simulation` is made of parts that are given what they need and report into the trace; none
/// holds the simulation (the Contributing article, "The parts of a simulation").
@MainActor @Suite("Simulation: composed of its parts")
struct SimulationCompositionTests {
    @Test("a simulation that ran is released with its parts when the test lets go of it: no part holds it")
    func releasedWithItsParts() {
        weak var released: Simulation?
        weak var keyboard: SystemKeyboard?
        weak var window: UIWindow?
        weak var application: UIApplication?
        do {
            let (sim, nav, form) = makeFormSimulation()
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            // A presentation, a ride, a rotation and a dismissal: every part has been used.
            let sheet = UIViewController()
            nav.present(sheet, animated: true)
            sim.advance(by: .seconds(1))
            sim.rotate(to: .landscapeLeft)
            sim.advance(by: .seconds(1))
            #expect(sim.keyboardPosts.count > 4)
            released = sim
            keyboard = sim.keyboard
            window = sim.window
            application = sim.application
        }
        #expect(released == nil, "the simulation is released")
        #expect(keyboard == nil && window == nil && application == nil, "and its keyboard, window and app with it")
    }

    @Test("the interface orientation is the screen's: the app, the device, the window scene and the keyboard agree")
    func orientationIsTheScreens() {
        let (sim, _, form) = makeFormSimulation(device: .iPhone11)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.rotate(to: .landscapeRight)
        sim.advance(by: .seconds(1))
        #expect(sim.orientation == .landscapeRight)
        #expect(sim.screen.interfaceOrientation == .landscapeRight)
        #expect(sim.application.statusBarOrientation == .landscapeRight)
        #expect(sim.window.windowScene?.interfaceOrientation == .landscapeRight)
        #expect(sim.currentDevice.orientation == .landscapeLeft, "the device turns the other way from the interface")
        #expect(sim.keyboard.frame.width == sim.screen.bounds.width, "the keyboard is laid out across the landscape screen")
        #expect(sim.screen.bounds.width > sim.screen.bounds.height)
    }

    @Test("the simulation's window has its app and the app's one scene; an app with no simulation has neither")
    func windowsApp() {
        let sim = Simulation()
        #expect(sim.window.application === sim.application)
        #expect(sim.application.windows.count == 1 && sim.application.windows.first === sim.window)
        #expect(sim.window.windowScene != nil)
        let detached = UIApplication()
        #expect(detached.windows.isEmpty && detached.connectedScenes.isEmpty)
    }

    @Test("the post being delivered: the innermost while a handler's own post is delivered, the outer one again after it, none between")
    func postBeingDelivered() {
        let sim = Simulation()
        let outer = Notification.Name("Outer"), inner = Notification.Name("Inner")
        var seen: [(String, Int?)] = []
        let tokens = [
            sim.notificationCenter.addObserver(forName: outer, object: nil, queue: nil) { _ in
                seen.append(("outer before", sim.postBeingDelivered))
                sim.notificationCenter.post(name: inner, object: nil)
                seen.append(("outer after", sim.postBeingDelivered))
            },
            sim.notificationCenter.addObserver(forName: inner, object: nil, queue: nil) { _ in
                seen.append(("inner", sim.postBeingDelivered))
            },
        ]
        #expect(sim.postBeingDelivered == nil)
        sim.notificationCenter.post(name: outer, object: nil)
        let posts = sim.trace.compactMap { if case .notification(let id, let name, _, _) = $0.event { (name, id) } else { nil } }
        let outerPost = posts.first { $0.0 == "Outer" }?.1, innerPost = posts.first { $0.0 == "Inner" }?.1
        #expect(outerPost != nil && innerPost != nil && outerPost != innerPost)
        #expect(seen.map(\.0) == ["outer before", "inner", "outer after"])
        #expect(seen.map(\.1) == [outerPost, innerPost, outerPost])
        #expect(sim.postBeingDelivered == nil)
        for token in tokens { sim.notificationCenter.removeObserver(token) }
    }
}
