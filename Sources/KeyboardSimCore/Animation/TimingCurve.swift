import Foundation

/// A damped harmonic oscillator moving from 0 to 1, in closed form for the under-, critically
/// and over-damped cases.
///
/// `progress(atSeconds:)` is 1 − y(t), where y is the displacement from the target:
/// y(0) = 1, y′(0) = −initialVelocity (velocity in units of the whole move per second).
public struct DampedSpring: Hashable, Sendable, CustomStringConvertible {
    /// The oscillator's mass.
    public var mass: Double
    /// The oscillator's stiffness.
    public var stiffness: Double
    /// The oscillator's damping.
    public var damping: Double
    /// The velocity at the start, in units of the distance per second.
    public var initialVelocity: Double

    /// A damped oscillator from 0 to 1.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
    }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:...)` builds for a
    /// duration and damping ratio: mass 1, stiffness (2π/d)², damping 4πζ/d — the widely used
    /// reconstruction of UIKit's mapping (unconfirmed: UIKit does not document it).
    public static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> DampedSpring {
        let d = max(duration, 1e-6)
        return DampedSpring(
            mass: 1, stiffness: pow(2 * Double.pi / d, 2), damping: 4 * Double.pi * max(dampingRatio, 0) / d,
            initialVelocity: initialVelocity)
    }

    /// √(stiffness / mass), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Below 1 under-damped (it overshoots), 1 critically damped, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// How far along the motion is at `t` seconds: 0 at the start, 1 at rest.
    public func progress(atSeconds t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let y: Double
        if abs(zeta - 1) < 1e-9 {
            y = exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            y = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (-v0 - r2) / (r1 - r2)
            y = c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
        }
        return 1 - y
    }

    public var description: String {
        "spring(mass \(formatNumber(mass)), stiffness \(formatNumber(stiffness)), damping \(formatNumber(damping)), velocity \(formatNumber(initialVelocity)))"
    }
}

/// How an animation's progress runs over its duration.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// Core Animation's cubic Bézier timing.
    case bezier(CubicBezierTimingFunction)
    /// Curve 7: the keyboard's critically damped spring, a fixed 0.5 s.
    case keyboard
    /// A damped spring.
    case spring(DampedSpring)

    /// How long the animation really runs: the keyboard's spring 0.5 s for any positive
    /// duration (0 still means "at once").
    public func effectiveDuration(_ requested: Duration) -> Duration {
        if case .keyboard = self, requested > .zero { return KeyboardSpring.duration }
        return requested
    }

    /// Progress (0…1) `elapsed` seconds into an animation of `duration` seconds; exactly 1 from
    /// the end on (springs snap to the target at the end).
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        switch self {
        case .keyboard:
            return KeyboardSpring.progress(atSeconds: elapsed)
        case .bezier(let function):
            guard duration > 0, elapsed < duration else { return 1 }
            return function.progress(at: elapsed / duration)
        case .spring(let spring):
            guard elapsed < duration else { return 1 }
            return spring.progress(atSeconds: elapsed)
        }
    }

    public var description: String {
        switch self {
        case .keyboard: "keyboard spring (curve 7)"
        case .spring(let spring): "\(spring)"
        case .bezier(let function):
            switch function {
            case .easeInEaseOut: "easeInEaseOut"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .linear: "linear"
            default: "bezier(\(function.p1x), \(function.p1y), \(function.p2x), \(function.p2y))"
            }
        }
    }
}
