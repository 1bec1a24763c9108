/// Where anything that starts moving on screen says until when: the keyboard (a show, a hide, a
/// drag, a jump), the animations a closing block starts, a scroll view's content. Those that
/// draw what moves — the display-frame recorder, the keyboard's host of accessory views — listen
/// here, so no mover reaches them through another mover.
///
/// ```swift
/// let motion = MotionChannel()
/// motion.listen { end in recorder.start(until: end) }
/// motion.announce(until: clock.now + .seconds(0.25))   // the keyboard starts a 0.25 s show
/// ```
@MainActor package final class MotionChannel {
    private var listeners: [(SimulationInstant) -> Void] = []

    package init() {}

    /// Calls `listener` with the instant each announced movement ends, in the order listeners
    /// were added.
    package func listen(_ listener: @escaping (SimulationInstant) -> Void) {
        listeners.append(listener)
    }

    /// Something moves until `end` (`end` now: it jumps, and the jump is drawn).
    package func announce(until end: SimulationInstant) {
        for listener in listeners { listener(end) }
    }
}
