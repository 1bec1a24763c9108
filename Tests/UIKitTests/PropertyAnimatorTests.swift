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

    @Test("pausing and scrubbing are not simulated: the animation runs to its end and the trace says so")
    func notSimulated() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.window.rootViewController = UIViewController()
        sim.window.rootViewController?.view.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.frame.origin.x = 100 }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        sim.advance(by: .seconds(2))
        #expect(view.layer.presentation()?.frame.minX == 100)
        #expect(
            sim.diagnostics.filter { $0.hasPrefix("UIViewPropertyAnimator") } == [
                "UIViewPropertyAnimator.pauseAnimation() (the animation runs to its end): not simulated",
                "UIViewPropertyAnimator.fractionComplete = 0.5 (scrubbing): not simulated",
            ])
    }
}
