import Testing
import UIKit
import KeyboardSim

/// The names beyond UIKit's that tests outside this repository use (issue 13's contract), each
/// used here exactly as such a test writes it, with the values they see on an iPad.
@MainActor @Suite("Simulation: the names tests outside this repository use")
struct SimulationContractTests {
    @Test("Simulation(device:orientation:profile:), window, now, advance, keyboard, center, diagnostics, audit")
    func names() {
        let sim = Simulation(device: .iPad10, orientation: .portrait, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 900, width: 300, height: 34))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(sim.now == .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .milliseconds(100))
        #expect(sim.keyboard.presentationFrame != sim.keyboard.frame, "mid-animation")
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.presentationFrame == sim.keyboard.frame)
        #expect(sim.keyboard.frame.maxY == 1180)
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.maxY < 1180, "undocked above the bottom edge")
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
        #expect(sim.diagnostics.isEmpty)
        #expect(sim.audit.report().isClean)
        #expect([Device.iPhoneSE1, .iPhoneSE3, .iPhone16, .iPad10].map(\.portraitSize.width) == [320, 375, 393, 820])
        #expect([BehaviorProfile.iOS7, .iOS17].map(\.majorVersion) == [7, 17])
    }
}
