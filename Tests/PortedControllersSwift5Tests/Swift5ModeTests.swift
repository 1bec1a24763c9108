import Testing
import UIKit
import KeyboardSim

// The same port files as PortedControllersTests (Ports is a symbolic link to them), compiled
// in Swift 5 language mode: the ports compile in both modes, unannotated tests call them.

@MainActor @Suite("Ports in Swift 5 language mode")
struct Swift5ModeTests {
    @Test("BlockObserverViewController: show, hide and release, as in Swift 6 mode")
    func blockObserverShowHideRelease() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        weak var released: BlockObserverViewController?
        do {
            let controller = BlockObserverViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            controller.commentField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(controller.view.frame.minY == -336)
            #expect(controller.commentField.convert(controller.commentField.bounds, to: nil).maxY == CGFloat(516 - 12))
            controller.commentField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.view.frame.minY == 0)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
        #expect(sim.audit.report().isClean)
    }

    @Test("LegacyAnimationViewController on iOS 7: removal in deinit, no crash reported")
    func legacyOnIOS7() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS7)
        weak var released: LegacyAnimationViewController?
        do {
            let controller = LegacyAnimationViewController(nibName: nil, bundle: nil)
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            controller.captionField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.captionField.convert(controller.captionField.bounds, to: nil).maxY == CGFloat(451 - 10))
            controller.captionField.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
        #expect(!sim.diagnostics.contains { $0.contains("deallocated") }, "\(sim.diagnostics)")
        #expect(sim.audit.report().isClean)
    }
}
