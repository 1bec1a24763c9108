import Foundation

/// One running animation of a value (a frame's four components, or a constraint constant):
/// it contributes `delta × (1 − progress)` on top of the model value, which makes animations
/// additive — a new animation on the same view adds its own term instead of cancelling the one
/// in flight.
struct ValueAnimation {
    /// Old model value minus new model value, per component.
    let delta: [Double]
    let start: SimulationInstant
    let duration: Duration
    let curve: TimingCurve
    /// `start + duration`, and the duration in seconds, worked out once: a presentation asks
    /// every animation of every view it composes for them at every display frame, and each is a
    /// `Duration` taken apart in 128-bit arithmetic.
    let end: SimulationInstant
    private let durationSeconds: Double

    init(delta: [Double], start: SimulationInstant, duration: Duration, curve: TimingCurve) {
        self.delta = delta
        self.start = start
        self.duration = duration
        self.curve = curve
        end = start + duration
        durationSeconds = duration.secondsValue
    }

    /// The remaining fraction of `delta` on screen at `instant` (1 before the start, 0 after
    /// the end).
    func remaining(at instant: SimulationInstant) -> Double {
        guard instant >= start else { return 1 }
        // `(instant - start).secondsValue`, without making a `Duration` of it.
        let elapsed = Double(instant.nanoseconds - start.nanoseconds) / 1e9
        return 1 - curve.progress(elapsed: elapsed, duration: durationSeconds)
    }
}
