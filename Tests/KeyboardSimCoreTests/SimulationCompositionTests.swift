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
}
