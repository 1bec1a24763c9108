import Foundation
import Testing
@testable import KeyboardSimCore

/// A screen with one text field to focus.
private final class FieldController: UIViewController {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}

@MainActor @Suite("SystemKeyboard: what the keyboard layout guide reads")
struct SystemKeyboardGuideSourceTests {
    @Test("nil while hidden or with no software keyboard; the model frame and how it sits while up")
    func guideKeyboardFollowsPhaseAndPlacement() throws {
        let sim = Simulation(device: .iPad97)
        let controller = FieldController()
        sim.window.rootViewController = controller
        #expect(sim.keyboard.guideKeyboard == nil, "hidden")

        controller.field.becomeFirstResponder()
        sim.advance(by: .milliseconds(10))
        #expect(sim.keyboard.phase == .showing)
        #expect(sim.keyboard.guideKeyboard?.arrangement == .docked, "showing counts as up")
        sim.advance(by: .seconds(1))
        let docked = try #require(sim.keyboard.guideKeyboard)
        #expect(docked.arrangement == .docked)
        #expect(docked.frame == sim.keyboard.frame)

        var arrangements: [KeyboardGuideFrame.Arrangement?] = []
        for move in [sim.keyboard.undock, sim.keyboard.split, sim.keyboard.float, sim.keyboard.dock] {
            move()
            sim.advance(by: .seconds(1))
            arrangements.append(sim.keyboard.guideKeyboard?.arrangement)
        }
        #expect(arrangements == [.undocked, .undocked, .floating, .docked])

        controller.field.resignFirstResponder()
        sim.advance(by: .milliseconds(10))
        #expect(sim.keyboard.phase == .hiding)
        #expect(sim.keyboard.guideKeyboard == nil, "hiding is not up")
    }

    @Test("a hardware keyboard: nil in the Simulator, docked (the shortcuts bar) on a device")
    func hardwareKeyboard() {
        var simulator = BehaviorProfile.iOS17
        simulator.runsInSimulator = true
        for (profile, expected) in [(BehaviorProfile.iOS17, KeyboardGuideFrame.Arrangement?.some(.docked)), (simulator, nil)] {
            let sim = Simulation(device: .iPad97, profile: profile)
            let controller = FieldController()
            sim.window.rootViewController = controller
            controller.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            sim.keyboard.connectHardwareKeyboard()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.guideKeyboard?.arrangement == expected, "\(profile)")
        }
    }
}
