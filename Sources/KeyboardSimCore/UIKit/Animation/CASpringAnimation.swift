import Foundation

/// An animation that pulls a layer's property toward its `toValue` as a damped spring would,
/// as Core Animation's `CASpringAnimation`
/// ([CASpringAnimation](https://developer.apple.com/documentation/quartzcore/caspringanimation)).
///
/// Added to a layer, it runs its active duration on the simulation's clock as every animation
/// does: `duration` (set it to `settlingDuration` for the whole spring, as Apple's example does),
/// the transaction's when 0. The spring's values are kept, not interpolated.
///
/// ```swift
/// let jump = CASpringAnimation(keyPath: "position.y")
/// jump.damping = 50
/// jump.duration = jump.settlingDuration
/// field.layer.add(jump, forKey: nil)
/// ```
open class CASpringAnimation: CABasicAnimation {
    /// The mass at the end of the spring, 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness coefficient, 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping coefficient, 10 by default
    /// ([damping](https://developer.apple.com/documentation/quartzcore/caspringanimation/damping)).
    open var damping: CGFloat = 10
    /// The mass's velocity at the start, 0 by default; positive toward the target.
    open var initialVelocity: CGFloat = 0
    /// Whether a spring may be damped more than critically (iOS 17), false by default; kept.
    open var allowsOverdamping = false

    /// A spring with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// A spring whose pace is `perceptualDuration` and whose `bounce` is 0 for none, toward 1
    /// for more (iOS 17). The mapping is SwiftUI's `Spring(duration:bounce:)` (mass 1, stiffness
    /// (2π ÷ duration)², damping ratio 1 − bounce, or 1 ÷ (1 + bounce) when negative), taken for
    /// Core Animation's (unconfirmed: Apple documents the initializer's signature only), and its
    /// `duration` is set to `settlingDuration` (unconfirmed likewise).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 1e-6)
        let ratio = UISpringTimingParameters.dampingRatio(bounce: bounce)
        stiffness = (2 * .pi / period) * (2 * .pi / period)
        damping = 4 * .pi * ratio / period
        duration = settlingDuration
    }

    /// The pace of the spring: its undamped period, 2π·√(mass ÷ stiffness) (iOS 17).
    open var perceptualDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        return 2 * .pi * (mass / stiffness).squareRoot()
    }

    /// How bouncy the spring is (iOS 17): 1 − its damping ratio, or 1 − 1 ÷ ratio when it is
    /// damped more than critically (the inverse of ``init(perceptualDuration:bounce:)``).
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The estimated time for the spring to come to rest
    /// ([settlingDuration](https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration)):
    /// the last instant the mass, released one unit from its target with `initialVelocity`, is
    /// 0.001 or more from it (the epsilon SwiftUI's `Spring.settlingDuration` documents; Core
    /// Animation's is unconfirmed: Apple's example gives about 2.85 s at damping 5, this 2.7 s).
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0, damping >= 0 else { return 0 }
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        return spring.settlingTime(epsilon: 0.001)
    }

    /// damping ÷ (2·√(stiffness·mass)).
    private var dampingRatio: CGFloat {
        guard stiffness > 0, mass > 0 else { return 1 }
        return damping / (2 * (stiffness * mass).squareRoot())
    }
}

extension DampedSpring {
    /// The last instant, to the millisecond, at which the displacement from the target is
    /// `epsilon` or more (0 when never; 60 s at most).
    func settlingTime(epsilon: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        // A bound of every later displacement's magnitude at t, to stop once it is below epsilon.
        func bound(_ t: Double) -> Double {
            if abs(zeta - 1) < 1e-9 {
                return exp(-w0 * t) * (1 + abs(w0 - v0) * t + abs(w0 - v0) / w0)
            } else if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                let b = (zeta * w0 - v0) / wd
                return exp(-zeta * w0 * t) * (1 + b * b).squareRoot()
            }
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (-v0 - r2) / (r1 - r2)
            return abs(c1) * exp(r1 * t) + abs(1 - c1) * exp(r2 * t)
        }
        var last = 0.0
        for step in 0...60_000 {
            let t = Double(step) / 1000
            let displacement = t == 0 ? 1 : 1 - progress(atSeconds: t)
            if abs(displacement) >= epsilon { last = t }
            if bound(t) < epsilon { break }
        }
        return last
    }
}
