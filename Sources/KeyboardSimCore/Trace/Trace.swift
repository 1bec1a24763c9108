import Foundation

/// A replay's one record stream, in the order things happened: the run header, every step as it
/// was performed, the notifications, deliveries, lifecycle, observers, focus, animations,
/// frames, notes, diagnostics and crashes, and finally the verdicts.
///
/// Records are only ever appended. Every report — the text trace, JSON Lines, `explain`, the
/// SVG and HTML pictures, the matrix tables — is a function of a `Trace` alone.
public struct Trace: Sendable, Hashable, RandomAccessCollection {
    /// The records, in the order things happened.
    public var records: [TraceRecord]

    /// A trace of `records`.
    public init(_ records: [TraceRecord] = []) {
        self.records = records
    }

    public var startIndex: Int { records.startIndex }
    public var endIndex: Int { records.endIndex }
    public subscript(position: Int) -> TraceRecord { records[position] }

    /// What ran: the `run` record (nil in a trace that did not come from a scenario replay).
    public var header: RunHeader? {
        records.lazy.compactMap { if case .run(let header) = $0.event { header } else { nil } }.first
    }

    /// The steps, in the order they were performed.
    public var steps: [StepRecord] {
        records.compactMap { if case .step(let step) = $0.event { step } else { nil } }
    }

    /// The verdicts, in the order of the checks.
    public var verdicts: [Verdict] {
        records.compactMap { if case .verdict(let verdict) = $0.event { verdict } else { nil } }
    }

    /// The records of what happened: everything but the header, the steps, the verdicts and the
    /// judge's measurements (`TraceRecord.isJudgeInput`).
    public var events: [TraceRecord] {
        records.filter {
            switch $0.event {
            case .run, .step, .verdict: false
            default: !$0.isJudgeInput
            }
        }
    }

    /// Whether every expectation holds (also true when there is none: see `status`).
    public var passed: Bool { verdicts.allSatisfy(\.passed) }

    /// `failed` when a verdict failed, `passed` when an expectation held and none failed,
    /// `unchecked` when nothing was expected.
    public var status: VerdictStatus {
        let statuses = verdicts.map(\.status)
        if statuses.contains(.failed) { return .failed }
        return statuses.contains(.passed) ? .passed : .unchecked
    }

    /// The verdicts that held by reproducing a bug (`Verdict.reproducesBug`), in the checks' order.
    public var reproducedBugs: [Verdict] { verdicts.filter(\.reproducesBug) }

    /// The replay's outcome in one line: `PASS`, `FAIL`, `UNCHECKED — nothing was expected
    /// (add "expect")`, or `PASS — bug reproduced: fieldClearsKeyboard = false, …`.
    public var outcome: String {
        switch status {
        case .failed: return "FAIL"
        case .unchecked: return "UNCHECKED — the scenario expects nothing, so nothing was checked (add \"expect\")"
        case .passed:
            let reproduced = reproducedBugs
            guard !reproduced.isEmpty else { return "PASS" }
            return "PASS — bug reproduced: "
                + reproduced.map { "\($0.check) = \($0.value) (expected \($0.expected.map(\.description) ?? ""))" }.joined(separator: ", ")
        }
    }
}
