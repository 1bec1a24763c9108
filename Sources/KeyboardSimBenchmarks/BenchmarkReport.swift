import KeyboardSim

/// What a benchmark found: its report as text, and the checks it made, each ok or not.
///
/// `kbsim bench` prints `text` and exits 1 unless `passed`.
///
///     let report = try ReplayBenchmark.run(options)
///     report.checks.map(\.name)  // ["fields traced: verdicts", "replay speed", …, "cold run"]
package struct BenchmarkReport: Sendable, Equatable {
    /// The report as `kbsim bench` prints it.
    package var text: String
    /// The checks made, in the report's order.
    package var checks: [BenchmarkCheck]

    /// A report of `text` and `checks`.
    package init(text: String, checks: [BenchmarkCheck]) {
        self.text = text
        self.checks = checks
    }

    /// Every check is ok.
    package var passed: Bool { checks.allSatisfy { $0.status == .ok } }
}

/// One thing a benchmark checked: a result's correctness, or a target.
package struct BenchmarkCheck: Sendable, Equatable, CustomStringConvertible {
    /// The report's word for it.
    package enum Status: String, Sendable, Equatable {
        /// Everything as expected.
        case ok
        /// A result is wrong: the solver's values, or a replay's expectations.
        case wrong = "WRONG"
        /// A target is missed, or frames came out bad.
        case bad = "BAD"
    }

    /// What was checked: `A chain N=100`, `replay speed`.
    package var name: String
    /// Whether it is ok, a wrong result or a missed target.
    package var status: Status

    /// A check named `name` with its status.
    package init(_ name: String, _ status: Status) {
        self.name = name
        self.status = status
    }

    /// `A chain N=100: WRONG`.
    package var description: String { "\(name): \(status.rawValue)" }
}
