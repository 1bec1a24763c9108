import Testing
import UIKit
import KeyboardSim

/// A run of the legacy screen: a device, a profile, and the keyboard that profile shows there.
struct LegacyCase: Sendable, CustomStringConvertible {
    var phone: Phone
    var profile: BehaviorProfile
    var keyboard: CGRect

    var description: String { "\(phone) on \(profile.name)" }

    nonisolated static let all: [LegacyCase] = [
        LegacyCase(phone: .iPhone16, profile: .iOS17, keyboard: Phone.iPhone16.keyboard),
        LegacyCase(phone: .iPhoneSE3, profile: .iOS17, keyboard: Phone.iPhoneSE3.keyboard),
        // iOS 7 had no predictive bar: 216 points.
        LegacyCase(phone: .iPhoneSE3, profile: .iOS7, keyboard: CGRect(x: 0, y: 451, width: 375, height: 216)),
    ]
}

@MainActor
@Suite("LegacyAnimationViewController (port): beginAnimations resizes the container by the keyboard's height; observers removed in dealloc")
struct LegacyAnimationViewControllerTests {
    @Test(
        "show, hide and release: the caption row rides 10 points above the keyboard; removal in deinit leaves nothing behind",
        arguments: LegacyCase.all)
    func showHideRelease(_ run: LegacyCase) {
        let sim = Simulation(device: run.phone.device, profile: run.profile)
        let screen = run.phone.screen
        weak var released: LegacyAnimationViewController?
        do {
            let controller = LegacyAnimationViewController(nibName: nil, bundle: nil)
            released = controller
            // Registered when the controller was created, before it had a view.
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(controller.containerView.windowFrame == CGRect(origin: .zero, size: screen))
            #expect(controller.captionField.windowFrame == CGRect(x: 10, y: screen.height - 54, width: screen.width - 90, height: 44))
            #expect(controller.postButton.windowFrame == CGRect(x: screen.width - 70, y: screen.height - 54, width: 60, height: 44))
            #expect(controller.photoImageView.windowFrame == CGRect(x: 0, y: 20, width: screen.width, height: screen.width * 0.75))

            controller.captionField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == run.keyboard)
            #expect(controller.containerView.windowFrame == CGRect(x: 0, y: 0, width: screen.width, height: run.keyboard.minY))
            #expect(controller.captionField.windowFrame.maxY == run.keyboard.minY - 10)
            #expect(controller.postButton.windowFrame.maxY == run.keyboard.minY - 10)
            #expect(controller.photoImageView.windowFrame.minY == 20, "the photo keeps its place (flexible bottom margin)")

            controller.captionField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.containerView.windowFrame == CGRect(origin: .zero, size: screen))
            #expect(controller.captionField.windowFrame.maxY == screen.height - 10)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "removeObserver(self) in deinit")
        // A keyboard notification after the controller is gone reaches no one: before iOS 9 a
        // registration left behind would message the deallocated controller and crash.
        sim.postKeyboardNotification(
            UIResponder.keyboardWillShowNotification,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: run.keyboard)])
        sim.advance(by: .seconds(1))
        #expect(sim.diagnostics.filter { $0.contains("crash") } == [])
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("iOS 7 in landscape: the frame comes in portrait screen coordinates and statusBarOrientation picks its width as the height")
    func iOS7LandscapeReadsTheWidth() {
        let sim = Simulation(device: .iPhoneSE3, orientation: .landscapeLeft, profile: .iOS7)
        let controller = LegacyAnimationViewController(nibName: nil, bundle: nil)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
        controller.captionField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let keyboardHeight: CGFloat = 163  // the 375 × 667 landscape keyboard of Telegram-iOS's table
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 375 - keyboardHeight, width: 667, height: keyboardHeight))
        #expect(controller.containerView.windowFrame == CGRect(x: 0, y: 0, width: 667, height: 375 - keyboardHeight))
        #expect(controller.captionField.windowFrame.maxY == 375 - keyboardHeight - 10)
    }
}
