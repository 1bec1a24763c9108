import Foundation

/// The animated navigation and presentation transitions of one simulation's window, in time:
/// which one is under way, and when it ends. A keyboard raised by the arriving screen rides it
/// (`SystemKeyboard.show`), and a transition coordinator reports its duration.
@MainActor final class ScreenTransitions {
    /// A transition under way: what it is, and from when for how long.
    struct UnderWay {
        /// Counts transitions, so that one's end clears only its own record.
        var serial: Int
        var kind: TransitionKind
        var start: SimulationInstant
        var duration: Duration
    }

    /// How long animated push and pop transitions take (unconfirmed: UIKit's navigation
    /// transition is commonly measured near 0.35 s).
    static let navigationDuration: Duration = .milliseconds(350)
    /// How long animated presentations and dismissals take (unconfirmed: taken as 0.4 s).
    static let presentationDuration: Duration = .milliseconds(400)

    private let clock: VirtualClock
    /// The animated transition under way, if any.
    private(set) var underWay: UnderWay?
    private var serial = 0

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// How long an animated transition of `kind` lasts.
    static func duration(of kind: TransitionKind) -> Duration {
        kind == .push || kind == .pop ? navigationDuration : presentationDuration
    }

    /// A transition starts: what happens until `perform`'s completion (a keyboard raised by the
    /// arriving screen) happens during it.
    func willBegin(animated: Bool, kind: TransitionKind) {
        serial += 1
        underWay = animated ? UnderWay(serial: serial, kind: kind, start: clock.now, duration: Self.duration(of: kind)) : nil
    }

    /// Runs the transition: `completion` at once when it is not animated, else when it ends.
    func perform(animated: Bool, kind: TransitionKind, completion: @escaping () -> Void) {
        // A presentation or push announced itself in `willBegin`; any other transition replaces
        // what was under way.
        let announced = underWay.map { $0.kind == kind && $0.start == clock.now } ?? false
        if !announced { willBegin(animated: animated, kind: kind) }
        guard animated, let serial = underWay?.serial else {
            completion()
            return
        }
        clock.schedule(after: Self.duration(of: kind)) { [weak self] in
            if self?.underWay?.serial == serial { self?.underWay = nil }
            completion()
        }
    }
}
