import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("KeyboardLayoutGuideViewController (port): Apple's sample, every guide constraint a tracking constraint")
struct KeyboardLayoutGuideViewControllerTests {
    /// The bar's width: Bold (58), Italic (75) and Done (58) with two gaps of 16.
    static let editViewWidth: CGFloat = 58 + 75 + 58 + 32

    @Test(
        "show, hide and release: the formatting bar sits 8 points above the keyboard, centered; no observers at all",
        arguments: Phone.both)
    func showHideRelease(_ phone: Phone) {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        let screen = phone.screen
        let safeBottom = screen.height - phone.safeArea.bottom
        weak var released: KeyboardLayoutGuideViewController?
        do {
            let controller = KeyboardLayoutGuideViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(sim.notificationCenter.currentRegistrations.isEmpty)
            let centeredX = (screen.width - Self.editViewWidth) / 2
            // Docked or hidden, the keyboard is near the bottom edge only: on it, centered.
            #expect(controller.editView.windowFrame == CGRect(x: centeredX, y: safeBottom - 8 - 44, width: Self.editViewWidth, height: 44))
            #expect(controller.textView.windowFrame.minY == phone.safeArea.top)
            #expect(controller.textView.windowFrame.maxY == safeBottom - 8 - 44 - 8)

            controller.textView.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            let guide = controller.view.keyboardLayoutGuide
            #expect(guide.layoutFrame == phone.keyboard)
            // The docked keyboard is near the bottom edge only: of the five tracking
            // constraints, on-the-keyboard and centered are the two active.
            #expect(guide.constraintsActiveWhenAway(from: .top).map(\.isActive) == [true])
            #expect(guide.constraintsActiveWhenAway(from: [.leading, .trailing]).map(\.isActive) == [true])
            #expect(guide.constraintsActiveWhenNear(.top).map(\.isActive) == [false])
            #expect(guide.constraintsActiveWhenNear(.leading).map(\.isActive) == [false])
            #expect(guide.constraintsActiveWhenNear(.trailing).map(\.isActive) == [false])
            #expect(
                controller.editView.windowFrame
                    == CGRect(x: centeredX, y: phone.keyboard.minY - 8 - 44, width: Self.editViewWidth, height: 44))
            #expect(controller.textView.windowFrame.maxY == phone.keyboard.minY - 8 - 44 - 8)

            controller.textView.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.editView.windowFrame.maxY == safeBottom - 8)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(!sim.diagnostics.contains { $0.localizedCaseInsensitiveContains("ambiguous") }, "\(sim.diagnostics)")
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("on an iPad the bar follows the undocked keyboard up (followsUndockedKeyboard), still centered on it")
    func followsTheUndockedKeyboard() {
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        let controller = KeyboardLayoutGuideViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.textView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let docked = sim.keyboard.frame
        #expect(controller.editView.windowFrame.maxY == docked.minY - 8)

        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        let undocked = sim.keyboard.frame
        #expect(undocked.minY < docked.minY, "undocked: lifted off the bottom edge")
        #expect(controller.editView.windowFrame.maxY == undocked.minY - 8)
        #expect(controller.editView.windowFrame.midX == undocked.midX)
    }
}
