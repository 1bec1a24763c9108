import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("Animation: timing")
struct TimingTests {
    @Test("the keyboard's spring at every 1/60 s frame of its 0.5 s")
    func keyboardFrames() {
        let omega = (1000.0 / 3.0).squareRoot()
        for k in 0...30 {
            let t = Double(k) / 60
            let expected = k == 30 ? 1 : 1 - exp(-omega * t) * (1 + omega * t)
            #expect(abs(TimingCurve.keyboard.progress(elapsed: t, duration: 0.25) - expected) < 1e-12, "frame \(k)")
        }
        #expect(TimingCurve.keyboard.effectiveDuration(.milliseconds(250)) == .milliseconds(500), "the 0.25 s passed in is ignored")
        #expect(TimingCurve.keyboard.effectiveDuration(.zero) == .zero, "duration 0 still applies at once")
        #expect(abs(TimingCurve.keyboard.progress(elapsed: 0.5 - 1e-9, duration: 0.25) - 0.9989) < 1e-4, "0.9989 just before the snap")
    }

    @Test(
        "springs in closed form agree with integrating the equation of motion",
        arguments: [
            DampedSpring(mass: 1, stiffness: 100, damping: 5),  // under-damped
            DampedSpring(mass: 1, stiffness: 100, damping: 20),  // critically damped
            DampedSpring(mass: 1, stiffness: 100, damping: 60, initialVelocity: 3),  // over-damped
            DampedSpring(mass: 3, stiffness: 1000, damping: 500),  // the keyboard's, over-damped exactly
        ])
    func springs(spring: DampedSpring) {
        // Semi-implicit Euler on y'' = −(k y + c y')/m with y(0) = 1, y'(0) = −v0.
        var y = 1.0, v = -spring.initialVelocity
        let step = 1e-6
        var t = 0.0
        for checkpoint in [0.05, 0.1, 0.2, 0.4] {
            while t < checkpoint - step / 2 {
                v += -(spring.stiffness * y + spring.damping * v) / spring.mass * step
                y += v * step
                t += step
            }
            #expect(abs(spring.progress(atSeconds: checkpoint) - (1 - y)) < 1e-4, "\(spring) at \(checkpoint)")
        }
    }
}
