import Testing
import UIKit
import KeyboardSim

/// A bottom sheet library's custom transition (its animator and its transitioning delegate) and
/// its VoiceOver check: both compile as on iOS; neither is simulated, and the trace says so
/// where something would have happened.
@MainActor @Suite("Custom transitions and UIAccessibility: declared, not simulated, said")
struct AccessibilityAndTransitionsTests {
    @MainActor final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        var ran = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            ran += 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        // interruptibleAnimator(using:) and animationEnded(_:) left out: UIKit's are optional.
    }

    final class Sheet: UIViewController, UIViewControllerTransitioningDelegate {
        let animator = SlideUp()
        var asked: [String] = []

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            asked.append("presented")
            return animator
        }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append("dismissed")
            return animator
        }
    }

    @Test("the presentation asks the delegate for its animator, runs the default transition and names the animator in the trace")
    func customTransition() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let root = UIViewController()
        sim.window.rootViewController = root
        sim.advance(by: .milliseconds(100))
        let sheet = Sheet()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheet
        root.present(sheet, animated: true)
        sim.advance(by: .seconds(1))
        #expect(root.presentedViewController === sheet)
        #expect(sheet.asked == ["presented"])
        #expect(sheet.animator.ran == 0)
        #expect(sim.diagnostics.count == 1)
        #expect(
            sim.diagnostics.first?.hasSuffix(
                "has a transitioningDelegate: custom transitions are not simulated; its animator SlideUp is not run and the default transition runs"
            )
                == true)
    }

    @Test("a delegate without animators keeps the old words; the defaults of the optional requirements are nil")
    func defaults() {
        final class Plain: NSObject, UIViewControllerTransitioningDelegate {}
        let plain = Plain()
        let controller = UIViewController()
        #expect(plain.animationController(forPresented: controller, presenting: controller, source: controller) == nil)
        #expect(plain.animationController(forDismissed: controller) == nil)
        #expect(plain.interactionControllerForPresentation(using: SlideUp()) == nil)
        #expect(plain.interactionControllerForDismissal(using: SlideUp()) == nil)
    }

    @Test("UIAccessibility: every assistive technology off, a post left in the trace and heard by nothing")
    func accessibility() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        sim.advance(by: .seconds(1))
        #expect(
            sim.diagnostics == [
                "UIAccessibility.post(notification: 1008) \"Saved\": assistive technologies are not simulated; nothing hears it",
                "UIAccessibility.post(notification: 1001): assistive technologies are not simulated; nothing hears it",
            ])
        #expect(UIAccessibility.Notification.screenChanged != .layoutChanged)
    }
}
