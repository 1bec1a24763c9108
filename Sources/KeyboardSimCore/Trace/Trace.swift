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

    /// The messages of the trace's diagnostics, in order: what the simulation did not simulate
    /// as asked, or ignored (a `float` step on a version without the floating keyboard, a tap on
    /// a hidden view, an API the simulation does not model). A crash the handlers would have
    /// met is not one of them: `handlerCrashes` counts it.
    package var diagnostics: [String] {
        records.compactMap { if case .diagnostic(let message) = $0.event { message } else { nil } }
    }

    /// The replay's outcome in one line: `PASS`, `FAIL`, `UNCHECKED — nothing was expected
    /// (add "expect")`, or `PASS — bug reproduced: fieldClearsKeyboard = false, …`; when the
    /// trace has diagnostics it says how many things were not simulated as written, so a PASS
    /// never hides an ignored step: `PASS — 1 thing was not simulated as written; the trace's
    /// diagnostic says what`.
    public var outcome: String {
        let verdict: String
        switch status {
        case .failed: verdict = "FAIL"
        case .unchecked: verdict = "UNCHECKED — the scenario expects nothing, so nothing was checked (add \"expect\")"
        case .passed:
            let reproduced = reproducedBugs
            verdict =
                reproduced.isEmpty
                ? "PASS"
                : "PASS — bug reproduced: "
                    + reproduced.map { "\($0.check) = \($0.value) (expected \($0.expected.map(\.description) ?? ""))" }.joined(
                        separator: ", ")
        }
        guard let notSimulated = notSimulatedNote else { return verdict }
        return verdict + " — " + notSimulated
    }

    /// `1 thing was not simulated as written; the trace's diagnostic says what`, or nil when the
    /// trace has no diagnostic.
    package var notSimulatedNote: String? {
        let count = diagnostics.count
        guard count > 0 else { return nil }
        return count == 1
            ? "1 thing was not simulated as written; the trace's diagnostic says what"
            : "\(count) things were not simulated as written; the trace's diagnostics say what"
    }
}
