import Foundation

/// The keyboard's own timing, curve 7: a Core Animation spring with mass 3, stiffness 1000 and
/// damping 500 that runs a fixed 0.5 s whatever duration the notification announces.
///
/// iOS evaluates it as a critically damped spring, `p(t) = 1 − e^(−ωt)(1 + ωt)` with
/// ω = √(stiffness / mass) ≈ 18.2574 s⁻¹, which matches a published 1,000-sample measurement of
/// the real keyboard within 0.00003 of the move. At 0.5 s progress is 0.9989; the value then
/// snaps to the target.
public enum KeyboardSpring {
    /// The spring's mass.
    public static let mass = 3.0
    /// The spring's stiffness.
    public static let stiffness = 1000.0
    /// The spring's damping (critically damped with this mass and stiffness, evaluated so).
    public static let damping = 500.0
    /// The animation always lasts this long (0.5 s), ignoring the 0.25 s in `userInfo`.
    public static let duration: Duration = .milliseconds(500)
    /// √(stiffness / mass).
    public static let omega = (stiffness / mass).squareRoot()

    /// Progress of the keyboard's move `elapsed` seconds after it started: 0 before, exactly 1
    /// from 0.5 s on (the snap).
    public static func progress(atSeconds elapsed: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        guard elapsed < duration.secondsValue else { return 1 }
        let wt = omega * elapsed
        return 1 - exp(-wt) * (1 + wt)
    }
}
