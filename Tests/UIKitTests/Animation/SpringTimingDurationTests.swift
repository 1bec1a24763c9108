import Foundation
import Testing
import UIKit
import KeyboardSim

/// Spring timing parameters that carry their own duration: a property animator given them runs
/// for the spring's time, not the duration it was made with.
///
/// UIKit's header (UITimingParameters.h, iOS 17 SDK) says `init(duration:bounce:initialVelocity:)`
/// is "similar to initWithMass:stiffness:damping:initialVelocity:", whose duration "is computed
/// assuming a small settling oscillation"; Apple's page for the initializer
/// (https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:))
/// gives only its signature. The spring of duration d and bounce b is SwiftUI's
/// (https://developer.apple.com/documentation/swiftui/spring): mass 1, stiffness (2π/d)², damping
/// ratio 1 − b. When it counts as settled is unconfirmed: the simulation takes
/// `CASpringAnimation.settlingDuration`'s rule for the same spring.
@MainActor @Suite("UISpringTimingParameters with a duration of its own: the animator takes the spring's")
struct SpringTimingDurationTests {
    /// A view on screen in a fresh simulation, at x 0.
    private func scene() -> (Simulation, UIView) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.window.rootViewController?.view.addSubview(view)
        sim.advance(by: .seconds(1))
        return (sim, view)
    }

    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minX ?? .nan }

    @Test(
        "UISpringTimingParameters(duration: 0.5, bounce: 0) in an animator made with 2 s: the spring of 0.5 s (stiffness (2π/0.5)², critically damped), ending when it settles, not at 2 s"
    )
    func durationBounceTakesItsOwnDuration() throws {
        let (sim, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 2, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0))
        animator.addAnimations { view.frame.origin.x = 100 }
        var ended: [(UIViewAnimatingPosition, Duration)] = []
        let start = sim.now
        animator.addCompletion { ended.append(($0, sim.now - start)) }
        animator.startAnimation()
        let spring = DampedSpring(mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5)
        for step in 1...30 {
            sim.advance(by: .milliseconds(10))
            let elapsed = 0.01 * Double(step)
            #expect(abs(x(view) - 100 * spring.progress(atSeconds: elapsed)) < 0.01, "at \(elapsed) s: the 0.5 s spring")
        }
        // The same spring as Core Animation's, and the time it takes to settle.
        let settle = CASpringAnimation(perceptualDuration: 0.5, bounce: 0).settlingDuration
        #expect(settle > 0.6 && settle < 0.9, "\(settle)")
        sim.advance(by: .seconds(2))
        let end = try #require(ended.first)
        #expect(ended.count == 1)
        #expect(end.0 == .end)
        #expect(abs(end.1.secondsValue - settle) < 0.002, "ended at \(end.1), when the spring settles (\(settle) s), not at 2 s")
        #expect(animator.state == .inactive)
        #expect(x(view) == 100)
    }

    @Test(
        "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) in an animator made with 5 s: the animator ends when that spring settles"
    )
    func massStiffnessTakesItsOwnDuration() throws {
        let (sim, view) = scene()
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { view.frame.origin.x = 100 }
        var endedAt: [Duration] = []
        let start = sim.now
        animator.addCompletion { _ in endedAt.append(sim.now - start) }
        animator.startAnimation()
        let settling = CASpringAnimation()
        (settling.mass, settling.stiffness, settling.damping) = (1, 100, 10)
        let settle = settling.settlingDuration
        #expect(settle > 1 && settle < 4, "\(settle)")
        sim.advance(by: .seconds(6))
        let end = try #require(endedAt.first)
        #expect(abs(end.secondsValue - settle) < 0.002, "ended at \(end), when the spring settles (\(settle) s), not at 5 s")
    }

    @Test("a damping ratio has no duration of its own: the animator's duration stands")
    func dampingRatioKeepsTheAnimatorsDuration() {
        let (sim, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { view.frame.origin.x = 100 }
        var ended = 0
        animator.addCompletion { _ in ended += 1 }
        animator.startAnimation()
        sim.advance(by: .milliseconds(790))
        #expect(ended == 0)
        sim.advance(by: .milliseconds(20))
        #expect(ended == 1, "at 0.8 s")
    }
}
