import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("BlockObserverViewController (port): block observers slide the view up by the keyboard's height with curve << 16")
struct BlockObserverViewControllerTests {
    @Test(
        "show, hide and release: the comment box sits 12 points above the keyboard; the tokens are removed when the screen goes",
        arguments: Phone.both)
    func showHideRelease(_ phone: Phone) {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        let screen = phone.screen
        let restingFieldMaxY = screen.height - phone.safeArea.bottom - 12
        weak var released: BlockObserverViewController?
        do {
            let controller = BlockObserverViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(sim.notificationCenter.currentRegistrations.map(\.style) == [.block, .block])
            #expect(controller.view.frame == CGRect(origin: .zero, size: screen))
            #expect(
                controller.commentField.windowFrame
                    == CGRect(x: 16, y: restingFieldMaxY - 40, width: screen.width - 32 - 8 - 58, height: 40))
            let photo = CGRect(x: 16, y: phone.safeArea.top + 16, width: screen.width - 32, height: 200)
            #expect(controller.photoImageView.windowFrame == photo)

            controller.commentField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            #expect(controller.view.frame == CGRect(x: 0, y: -phone.keyboard.height, width: screen.width, height: screen.height))
            #expect(controller.commentField.windowFrame.maxY == phone.keyboard.minY - 12)
            #expect(controller.view.safeAreaInsets.bottom == 0, "raised, the view no longer reaches the home indicator")
            #expect(controller.photoImageView.windowFrame == photo, "pinned to the safe area, the photo stays where it was on screen")

            controller.commentField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.view.frame == CGRect(origin: .zero, size: screen))
            #expect(controller.commentField.windowFrame.maxY == restingFieldMaxY)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil, "the blocks capture self weakly")
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "the tokens are removed in viewWillDisappear")
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("the view moves with the keyboard's own curve: mid-animation the comment box is still 12 points above the keyboard")
    func viewMovesOnTheKeyboardsCurve() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let controller = BlockObserverViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.commentField.becomeFirstResponder()
        for _ in 1...5 {
            sim.advance(by: .milliseconds(50))
            let view = controller.view.layer.presentation()?.frame ?? .zero
            let keyboard = sim.keyboard.presentationFrame
            #expect(keyboard.minY > 516 && keyboard.minY < 852, "the keyboard is moving: \(keyboard)")
            #expect(abs(view.maxY - keyboard.minY) < 0.001, "at \(sim.now): view \(view), keyboard \(keyboard)")
        }
    }
}
