/// A point on the simulation's virtual time line, in integer nanoseconds since the simulation
/// started.
///
/// Time in KeyboardSim is never read from the wall clock: a 0.25 s keyboard animation simulates
/// in microseconds and gives the same numbers in every run. Only animation *progress* is a
/// `Double`; instants and intervals are integers so that ordering is exact.
public struct SimulationInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the start of the simulation.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the simulation's start.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The instant `seconds` after the start, rounded to the nearest nanosecond (saturating at
    /// the ends of the range; NaN is the start).
    public static func seconds(_ seconds: Double) -> SimulationInstant {
        SimulationInstant(nanoseconds: saturatingNanoseconds(seconds))
    }

    /// The start of the simulation.
    public static let zero = SimulationInstant(nanoseconds: 0)

    /// Seconds since the start, for display and for animation progress.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (lhs: SimulationInstant, rhs: SimulationInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The instant `rhs` later.
    public static func + (lhs: SimulationInstant, rhs: Duration) -> SimulationInstant {
        SimulationInstant(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }

    /// The time from `rhs` to `lhs`.
    public static func - (lhs: SimulationInstant, rhs: SimulationInstant) -> Duration {
        .nanoseconds(lhs.nanoseconds - rhs.nanoseconds)
    }

    /// Seconds with millisecond precision, e.g. `t=0.500s`.
    public var description: String { "t=\(formatSeconds(seconds))s" }
}

extension Duration {
    /// The duration in whole nanoseconds (attoseconds below a nanosecond are rounded).
    public var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + (attoseconds + 500_000_000) / 1_000_000_000
    }

    /// The duration in seconds, as a `Double` (for animation progress only).
    public var secondsValue: Double { Double(nanoseconds) / 1e9 }

    /// A duration from seconds given as a `TimeInterval`, rounded to the nearest nanosecond
    /// (saturating; NaN is zero).
    public static func timeInterval(_ seconds: Double) -> Duration {
        .nanoseconds(saturatingNanoseconds(seconds))
    }
}

/// Seconds to whole nanoseconds, clamped to `Int64`'s range; NaN gives 0.
func saturatingNanoseconds(_ seconds: Double) -> Int64 {
    let nanoseconds = (seconds * 1e9).rounded()
    guard !nanoseconds.isNaN else { return 0 }
    if nanoseconds >= 9.2e18 { return .max }
    if nanoseconds <= -9.2e18 { return .min }
    return Int64(nanoseconds)
}
