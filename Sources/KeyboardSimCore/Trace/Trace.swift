import Foundation

/// A replay's one record stream, in the order things happened: the run header, every step as it
/// was performed, the notifications, deliveries, lifecycle, observers, focus, animations,
/// frames, notes, diagnostics and crashes, and finally the verdicts.
///
/// Records are only ever appended. Every report — the text trace, JSON Lines, `explain`, the
/// SVG and HTML pictures, the matrix tables — is a function of a `Trace` alone.
public struct Trace: Sendable, Hashable, RandomAccessCollection {
    public var records: [TraceRecord]

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

    /// The records of what happened: everything but the header, the steps and the verdicts.
    public var events: [TraceRecord] {
        records.filter {
            switch $0.event {
            case .run, .step, .verdict: false
            default: true
            }
        }
    }

    /// Whether every expectation holds.
    public var passed: Bool { verdicts.allSatisfy(\.passed) }
}
