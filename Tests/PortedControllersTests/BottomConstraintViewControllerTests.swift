import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("BottomConstraintViewController (port): the field's bottom constraint follows the keyboard, 20 points above it")
struct BottomConstraintViewControllerTests {
    @Test(
        "show, hide and release: the field rides 20 points above the keyboard and comes back; observers go with the controller",
        arguments: Phone.both)
    func showHideRelease(_ phone: Phone) {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        let restingFieldMaxY = phone.screen.height - phone.safeArea.bottom - 20
        weak var released: BottomConstraintViewController?
        do {
            let controller = BottomConstraintViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            #expect(controller.bottomConstraint.constant == -20)
            #expect(
                controller.textField.windowFrame
                    == CGRect(x: 20, y: restingFieldMaxY - 44, width: phone.screen.width - 40 - 8 - 58, height: 44))
            #expect(
                controller.sendButton.windowFrame
                    == CGRect(x: phone.screen.width - 20 - 58, y: restingFieldMaxY - 39, width: 58, height: 34))
            #expect(
                controller.logoImageView.windowFrame
                    == CGRect(x: (phone.screen.width - 96) / 2, y: phone.safeArea.top + 40, width: 96, height: 96))

            controller.textField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            // The keyboard covers the safe area's bottom inset, which the constant does not count.
            #expect(controller.bottomConstraint.constant == -(phone.keyboard.height - phone.safeArea.bottom + 20))
            #expect(controller.textField.windowFrame.maxY == phone.keyboard.minY - 20)
            #expect(controller.sendButton.windowFrame.midY == controller.textField.windowFrame.midY)

            controller.textField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame.minY == phone.screen.height, "the keyboard is off screen")
            #expect(controller.bottomConstraint.constant == -20)
            #expect(controller.textField.windowFrame.maxY == restingFieldMaxY)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("mid-show the field rides the keyboard: laid out inside the keyboard's animation, it keeps its 20 points all the way")
    func fieldMovesWithTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = BottomConstraintViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.textField.becomeFirstResponder()
        for _ in 1...5 {
            sim.advance(by: .milliseconds(50))
            let field = controller.textField.layer.presentation()?.frame ?? .zero
            let keyboardTop = sim.keyboard.presentationFrame.minY
            #expect(keyboardTop > 407 && keyboardTop < 667, "the keyboard is moving: \(keyboardTop)")
            #expect(abs(field.maxY - (keyboardTop - 20)) < 0.001, "at \(sim.now): field \(field), keyboard top \(keyboardTop)")
        }
        sim.advance(by: .seconds(1))
        #expect(controller.textField.windowFrame.maxY == 387)
    }
}
