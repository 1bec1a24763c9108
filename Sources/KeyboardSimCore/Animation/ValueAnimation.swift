import Foundation

/// One running animation of a value (a frame's four components, or a constraint constant):
/// it contributes `delta × (1 − progress)` on top of the model value, which makes animations
/// additive — a new animation on the same view adds its own term instead of cancelling the one
/// in flight.
struct ValueAnimation {
    /// Old model value minus new model value, per component.
    var delta: [Double]
    var start: SimulationInstant
    var duration: Duration
    var curve: TimingCurve

    var end: SimulationInstant { start + duration }

    /// The remaining fraction of `delta` on screen at `instant` (1 before the start, 0 after
    /// the end).
    func remaining(at instant: SimulationInstant) -> Double {
        guard instant >= start else { return 1 }
        let elapsed = (instant - start).secondsValue
        return 1 - curve.progress(elapsed: elapsed, duration: duration.secondsValue)
    }
}
