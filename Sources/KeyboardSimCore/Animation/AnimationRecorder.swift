/// Where the animation machinery records what it does: the simulation wires its trace here.
///
/// ```swift
/// let stack = AnimationTransactionStack(clock: clock, recorder: traceRecorder, motion: motion)
/// ```
@MainActor protocol AnimationRecorder: AnyObject {
    /// Records UIKit's console warning (a curve it does not document, an option not simulated).
    func diagnostic(_ message: String)
    /// Records that a block started animations: "source: 0.25 s easeInOut — field".
    func recordAnimation(_ summary: String)
}
