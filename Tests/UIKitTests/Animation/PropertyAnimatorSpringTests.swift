import Foundation
import Testing
import UIKit
import KeyboardSim

/// Springs by duration and bounce (iOS 17) and by damping ratio, on the simulation's clock.
///
/// Apple documents the relation between a spring's duration and bounce and its physics in
/// SwiftUI's `Spring` (https://developer.apple.com/documentation/swiftui/spring): a spring of
/// duration 0.5 and bounce 0.3 has mass 1, stiffness 157.9 and damping 17.6 (a damping ratio of
/// 17.6 ÷ (2√157.9) = 0.7 = 1 − bounce), and bounce 0 is critical damping, 1 undamped, negative
/// overdamped (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
@MainActor @Suite("Springs by duration and bounce, and UIViewPropertyAnimator's damping ratio, on the clock")
struct PropertyAnimatorSpringTests {
    /// Views on screen in a fresh simulation, at x 0.
    private func scene(views count: Int = 1) -> (Simulation, [UIView]) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = UIViewController()
        let views = (0..<count).map { UIView(frame: CGRect(x: 0, y: CGFloat($0) * 20, width: 10, height: 10)) }
        for view in views { sim.window.rootViewController?.view.addSubview(view) }
        sim.advance(by: .seconds(1))
        return (sim, views)
    }

    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minX ?? .nan }

    @Test(
        "UIView.animate(springDuration: 0.5, bounce: 0.3, delay: 0.1): Apple's spring (mass 1, stiffness 157.9, damping 17.6) after the delay, overshooting; completion at 0.6 s"
    )
    func springDurationBounce() {
        let (sim, views) = scene()
        let view = views[0]
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3, delay: 0.1, animations: { view.frame.origin.x = 100 }) { finished.append($0) }
        #expect(view.frame.minX == 100, "the model value is the end at once")
        sim.advance(by: .milliseconds(50))
        #expect(x(view) == 0, "not started: the delay")
        let apple = DampedSpring(mass: 1, stiffness: 157.9, damping: 17.6)
        var peak: CGFloat = 0
        for step in 1...45 {
            sim.advance(by: .milliseconds(step == 1 ? 60 : 10))  // 0.11 s, then every 10 ms
            let elapsed = 0.01 * Double(step)
            #expect(abs(x(view) - 100 * apple.progress(atSeconds: elapsed)) < 0.2, "at \(elapsed) s of the spring")
            peak = max(peak, x(view))
        }
        #expect(peak > 104 && peak < 105, "a bounce of 0.3 overshoots by about 4.6%: \(peak)")
        #expect(finished.isEmpty)
        sim.advance(by: .milliseconds(50))
        #expect(finished == [true], "at 0.1 + 0.5 s")
        #expect(x(view) == 100)
    }

    @Test("bounce 0 is critically damped, a negative bounce overdamped: neither overshoots, and the overdamped one is slower")
    func noBounceAndOverdamped() {
        let (sim, views) = scene(views: 2)
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { views[0].frame.origin.x = 100 })
        UIView.animate(springDuration: 0.5, bounce: -0.5, animations: { views[1].frame.origin.x = 100 })
        var peaks: [CGFloat] = [0, 0]
        for step in 1...49 {
            sim.advance(by: .milliseconds(10))
            peaks = [max(peaks[0], x(views[0])), max(peaks[1], x(views[1]))]
            if step == 20 { #expect(x(views[1]) < x(views[0]) - 5, "at 0.2 s the overdamped spring is behind") }
        }
        #expect(peaks[0] <= 100 && peaks[1] <= 100)
        #expect(peaks[0] > 98, "critically damped: all but there by 0.49 s")
    }

    @Test(
        "UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) and spring timing parameters of bounce 0.3 run the same spring as UIView.animate(springDuration: 0.5, bounce: 0.3); the one by bounce ends when its spring settles"
    )
    func animatorSpringsAgree() {
        let (sim, views) = scene(views: 3)
        var ended: [UIViewAnimatingPosition] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { views[0].frame.origin.x = 100 })
        let byRatio = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { views[1].frame.origin.x = 100 }
        let byBounce = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        byBounce.addAnimations { views[2].frame.origin.x = 100 }
        for animator in [byRatio, byBounce] {
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
        }
        for _ in 1...49 {
            sim.advance(by: .milliseconds(10))
            #expect(abs(x(views[1]) - x(views[0])) < 1e-6)
            #expect(abs(x(views[2]) - x(views[0])) < 1e-6)
        }
        #expect(x(views[0]) > 100, "still past the end, coming back")
        #expect(ended.isEmpty)
        #expect(byRatio.state == .active)
        sim.advance(by: .milliseconds(10))
        #expect(ended == [.end], "the damping ratio's at the animator's 0.5 s")
        #expect(byRatio.state == .inactive && byBounce.state == .active, "the bounce's spring has a duration of its own")
        sim.advance(by: .seconds(1))
        #expect(ended == [.end, .end], "the bounce's when its spring settles (SpringTimingDurationTests)")
        #expect(byBounce.state == .inactive)
    }
}
