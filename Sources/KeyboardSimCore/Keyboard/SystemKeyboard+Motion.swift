import Foundation

// How the keyboard moves: the rule for a curve and duration, and one movement in closed form.

extension SystemKeyboard {
    /// How the keyboard moves for a notification's curve and duration: curve 7's spring in its
    /// fixed 0.5 s; any other curve over the announced duration along UIKit's timing for it.
    nonisolated package static func movement(curve: Int, duration: Double) -> (timing: Motion.Timing, duration: Duration) {
        switch TimingCurve(UIView.AnimationCurve(curve)) {
        case .bezier(let function): (.bezier(function), .timeInterval(duration))
        default: (.keyboardSpring, KeyboardSpring.duration)
        }
    }

    /// How this iOS version's keyboard moves.
    var profileMovement: (timing: Motion.Timing, duration: Duration) {
        Self.movement(curve: environment.profile.keyboardAnimationCurve, duration: environment.profile.keyboardAnimationDuration)
    }
}

/// One movement of the keyboard, evaluated in closed form at any instant.
package struct Motion {
    package enum Timing {
        case none, linear, keyboardSpring
        case bezier(CubicBezierTimingFunction)
    }

    var from: CGRect
    var to: CGRect
    var start: SimulationInstant
    var duration: Duration
    var timing: Timing

    func progress(at instant: SimulationInstant) -> Double {
        let elapsed = (instant - start).secondsValue
        let total = duration.secondsValue
        guard total > 0, elapsed < total else { return elapsed < 0 && total > 0 ? 0 : 1 }
        guard elapsed > 0 else { return 0 }
        switch timing {
        case .none: return 1
        case .linear: return elapsed / total
        case .keyboardSpring: return KeyboardSpring.progress(atSeconds: elapsed)
        case .bezier(let function): return function.progress(at: elapsed / total)
        }
    }

    func frame(at instant: SimulationInstant) -> CGRect {
        let p = progress(at: instant)
        if p >= 1 { return to }
        if p <= 0 { return from }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
        return CGRect(
            x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
            width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    func isMoving(at instant: SimulationInstant) -> Bool {
        duration > .zero && instant >= start && instant < start + duration
    }
}
