import Testing
import UIKit
import KeyboardSim

/// A screen whose keyboard handler moves a bar with a property animator on the keyboard's own
/// duration and curve, as iOS 10+ code writes it.
private final class AnimatorScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let bar = UIView(frame: CGRect(x: 0, y: 617, width: 375, height: 50))
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var ended: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(bar)
        NotificationCenter.default.addObserver(
            self, selector: AnimatorScreen.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let info = note.userInfo,
            let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
            let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int).flatMap(UIView.AnimationCurve.init(rawValue:))
        else { return }
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
            self.bar.frame.origin.y = frame.minY - self.bar.frame.height
        }
        animator.addCompletion { [weak self] position in self?.ended.append(position) }
        animator.startAnimation()
        self.animator = animator
    }
}

@MainActor @Suite("UIViewPropertyAnimator runs on the simulation's clock with its timing")
struct PropertyAnimatorTests {
    @Test("started in a keyboard handler with the keyboard's curve 7: the bar rides the keyboard's spring and ends with it")
    func keyboardCurve() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = AnimatorScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        screen.field.becomeFirstResponder()
        sim.advance(by: .milliseconds(1))  // iOS 17 posts in the next turn of the run loop
        #expect(screen.animator?.state == .active)
        #expect(screen.animator?.isRunning == true)
        #expect(screen.bar.frame.minY == 357, "the model value is the end at once")
        sim.advance(by: .milliseconds(99))
        let barMidway = screen.bar.layer.presentation()?.frame.minY ?? .nan
        let keyboardMidway = sim.keyboard.presentationFrame(at: sim.now).minY - 50
        #expect(barMidway > 357 && barMidway < 617, "moving")
        #expect(abs(barMidway - keyboardMidway) < 0.5, "on the keyboard's own spring, in step with it")
        sim.advance(by: .seconds(1))
        #expect(screen.ended == [.end])
        #expect(screen.animator?.state == .inactive)
        #expect(screen.animator?.isRunning == false)
        #expect(screen.bar.layer.presentation()?.frame.minY == 357)
    }

    /// A view on screen in a fresh simulation, and the simulation.
    private func scene() -> (Simulation, UIView) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.window.rootViewController = UIViewController()
        sim.window.rootViewController?.view.addSubview(view)
        sim.advance(by: .seconds(1))
        return (sim, view)
    }

    @Test("pausing holds the animator's state and fraction on the clock; the views run on, and the trace says so")
    func pauseAndResume() {
        let (sim, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        sim.advance(by: .milliseconds(250))
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        sim.advance(by: .seconds(2))
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9, "held while paused")
        #expect(ended.isEmpty, "a paused animator does not complete")
        #expect(view.layer.presentation()?.frame.minX == 100, "the view's animation ran on: not simulated")
        animator.startAnimation()
        #expect(animator.isRunning)
        sim.advance(by: .milliseconds(749))
        #expect(ended.isEmpty)
        sim.advance(by: .milliseconds(1))
        #expect(ended == [.end], "the 0.75 s left, from the resume")
        #expect(animator.state == .inactive)
        #expect(
            sim.diagnostics.filter { $0.hasPrefix("UIViewPropertyAnimator") } == [
                "UIViewPropertyAnimator.pauseAnimation() (the views' animations run on to their end): not simulated"
            ])
    }

    @Test("stopAnimation(false) stops; finishAnimation(at:) then completes with that position; stopAnimation(true) never completes")
    func stopAndFinish() {
        let (sim, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 100 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        sim.advance(by: .milliseconds(400))
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        sim.advance(by: .seconds(2))
        #expect(ended.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current])
        #expect(animator.state == .inactive)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-9)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 0 }
        var secondEnded = 0
        second.addCompletion { _ in secondEnded += 1 }
        second.startAnimation()
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        sim.advance(by: .seconds(2))
        #expect(secondEnded == 0)
        second.finishAnimation(at: .end)
        #expect(secondEnded == 0, "finishing an animator that is not stopped does nothing")
        #expect(sim.diagnostics.contains { $0.contains("finishAnimation(at: end) on an animator that is not stopped") })
    }

    @Test("a reversed animator completes at .start; continueAnimation resumes over durationFactor of the time left")
    func reversedAndContinued() {
        let (sim, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        sim.advance(by: .milliseconds(500))
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        sim.advance(by: .milliseconds(999))
        #expect(ended.isEmpty, "0.5 s left, doubled")
        sim.advance(by: .milliseconds(1))
        #expect(ended == [.start])
    }

    @Test("addAnimations(_:delayFactor:) starts its animations that part of the duration later")
    func delayFactor() {
        let (sim, view) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        view.superview?.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.addAnimations({ other.frame.origin.x = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        sim.advance(by: .milliseconds(400))
        #expect(other.layer.presentation()?.frame.minX == 0, "not started yet")
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 40) < 1e-6)
        sim.advance(by: .milliseconds(350))
        #expect(abs((other.layer.presentation()?.frame.minX ?? 0) - 50) < 1e-6, "half of its 0.5 s")
        sim.advance(by: .seconds(1))
        #expect(other.layer.presentation()?.frame.minX == 100)
    }

    @Test("UIViewPropertyAnimator is a UIViewImplicitlyAnimating: code that holds the protocol drives it")
    func protocols() {
        let (sim, view) = scene()
        let animating: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        animating.addAnimations { view.frame.origin.x = 50 }
        var ended: [UIViewAnimatingPosition] = []
        animating.addCompletion { ended.append($0) }
        animating.startAnimation(afterDelay: 0.25)
        #expect(animating.state == .active && animating.isRunning)
        sim.advance(by: .milliseconds(749))
        #expect(ended.isEmpty)
        sim.advance(by: .milliseconds(1))
        #expect(ended == [.end])
    }
}
