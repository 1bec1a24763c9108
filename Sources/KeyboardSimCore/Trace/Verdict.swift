import Foundation

/// The checks a replay is judged by. Their spellings are fixed: scenario files expect them by
/// name and tools outside this repository read them from `verdict` records.
public enum VerdictCheck: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The focused field is clear of a docked keyboard at every rest point (a boolean).
    case fieldClearsKeyboard
    /// How far the field departs from moving with the keyboard, in points.
    case maxTrackingError
    /// Points of the focused field under the keyboard, integrated over time.
    case overlapPointSeconds
    /// How far, in points, the primary field rests after the keyboard has gone from where it
    /// rested before the keyboard came (insets or a constant never restored).
    case restoreError
    /// Registrations left on the center when the screens were released.
    case observerLeaks
    /// Released controllers that were never deallocated.
    case leakedControllers
    /// Deliveries to a controller that was not in the visible hierarchy.
    case deliveriesWhileHidden
    /// Posts delivered more than once to one observer.
    case duplicateDeliveries
    /// Handlers that would have trapped in the real app.
    case handlerCrashes
    /// Steps that could not act at their time (a `focus` on a field that is not on the visible
    /// screen, a `push` after the screens were released). Recorded only when one failed, always
    /// expected to be 0: a scenario cannot expect it, and it fails the run.
    case stepsThatCouldNotAct

    public var description: String { rawValue }

    /// Whether the check is a boolean (`fieldClearsKeyboard`) rather than a number with a bound.
    public var isBoolean: Bool { self == .fieldClearsKeyboard }

    /// Whether a scenario's `expect` may name the check (`stepsThatCouldNotAct` is always 0).
    public var isExpectable: Bool { self != .stepsThatCouldNotAct }
}

/// Where a verdict, or a whole replay, stands against what the scenario expected.
///
/// A verdict without an expectation is `unchecked`: it reports a value, it holds nothing. A
/// replay is `failed` when one verdict failed, `passed` when at least one expectation held and
/// none failed, and `unchecked` when nothing was checked (no `expect`), so a scenario that
/// expects nothing never reads as a pass. JSON Lines spell it in the verdicts' `status`.
///
///     Verdict(check: .observerLeaks, value: .number(0), expected: nil, detail: "").status  // .unchecked
public enum VerdictStatus: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Its expectation holds.
    case passed
    /// Its expectation does not hold.
    case failed
    /// It has no expectation: the value is reported and checks nothing.
    case unchecked

    /// `PASS`, `FAIL` or `UNCHECKED`, as the reports print a replay's outcome.
    public var word: String {
        switch self {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .unchecked: "UNCHECKED"
        }
    }

    public var description: String { rawValue }
}

/// An expected verdict value.
public struct Expectation: Sendable, Hashable {
    /// The verdict it expects.
    public var check: VerdictCheck
    /// The value it expects.
    public var value: ExpectedValue

    /// An expectation that `check` meets `value`.
    public init(check: VerdictCheck, value: ExpectedValue) {
        self.check = check
        self.value = value
    }
}

/// What a scenario expects of a verdict: a yes or no, or a bound.
public enum ExpectedValue: Sendable, Hashable, CustomStringConvertible {
    /// Exactly this yes or no (`fieldClearsKeyboard`).
    case bool(Bool)
    /// At most this much (a plain number: 0 leaks, tracking error ≤ 1 point).
    case atMost(Double)
    /// At least this much (`{"atLeast": 1}`: a bug scenario expects the leak it shows).
    case atLeast(Double)

    public var description: String {
        switch self {
        case .bool(let flag): String(flag)
        case .atMost(let value): "≤ \(formatNumber(value, decimals: 6))"
        case .atLeast(let value): "≥ \(formatNumber(value, decimals: 6))"
        }
    }
}

/// A verdict about a replay: a record of the trace, so every report shows the same ones.
public struct Verdict: Sendable, Hashable, CustomStringConvertible {
    /// A verdict's value.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// A yes or no.
        case bool(Bool)
        /// A number (points, point-seconds, a count).
        case number(Double)

        public var description: String {
            switch self {
            case .bool(let flag): String(flag)
            case .number(let number): formatNumber(number, decimals: 3)
            }
        }
    }

    /// Which verdict.
    public var check: VerdictCheck
    /// Its value.
    public var value: Value
    /// What the scenario expected, if it did.
    public var expected: ExpectedValue?
    /// Why it has that value, in a sentence (where, when, which registration).
    public var detail: String

    /// A verdict with all its parts.
    public init(check: VerdictCheck, value: Value, expected: ExpectedValue?, detail: String) {
        self.check = check
        self.value = value
        self.expected = expected
        self.detail = detail
    }

    /// True when there is no expectation, or it holds.
    public var passed: Bool {
        switch (expected, value) {
        case (nil, _): true
        case (.bool(let wanted)?, .bool(let actual)): wanted == actual
        case (.atMost(let bound)?, .number(let actual)): actual <= bound + 1e-9
        case (.atLeast(let bound)?, .number(let actual)): actual >= bound - 1e-9
        default: false
        }
    }

    /// `unchecked` without an expectation, else whether it holds.
    public var status: VerdictStatus {
        expected == nil ? .unchecked : (passed ? .passed : .failed)
    }

    /// Whether the expectation asks for the bad outcome and got it — the field under the
    /// keyboard (`fieldClearsKeyboard: false`) or at least some leaks, crashes, lag
    /// (`{"atLeast": 1}`): the verdict reproduces a bug rather than vouching for the code.
    public var reproducesBug: Bool {
        guard passed else { return false }
        switch expected {
        case .bool(false)?: return true
        case .atLeast(let bound)?: return bound > 0
        default: return false
        }
    }

    public var description: String {
        let mark = expected == nil ? "·" : (passed ? "✔" : "✘")
        let wanted = expected.map { " (expected \($0))" } ?? ""
        return "\(mark) \(check) = \(value)\(wanted): \(detail)"
    }
}
