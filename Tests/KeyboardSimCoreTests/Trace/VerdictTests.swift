import Foundation
import Testing
import KeyboardSimCore

/// A verdict without an expectation checks nothing; a replay that expects nothing is
/// UNCHECKED, never PASS; a held expectation of the bad outcome reproduces a bug.
@MainActor @Suite("Verdict")
struct VerdictTests {
    private func leaks(_ expected: ExpectedValue?) -> Verdict { verdict(.observerLeaks, .number(0), expected) }

    private func verdict(_ check: VerdictCheck, _ value: Verdict.Value, _ expected: ExpectedValue?) -> Verdict {
        Verdict(check: check, value: value, expected: expected, detail: "d")
    }

    @Test("status: unchecked without an expectation, passed or failed with one")
    func status() {
        #expect(leaks(nil).status == .unchecked)
        #expect(leaks(nil).passed, "passed keeps its meaning: nothing failed")
        #expect(leaks(.atMost(0)).status == .passed)
        #expect(verdict(.observerLeaks, .number(2), .atMost(0)).status == .failed)
        #expect(verdict(.fieldClearsKeyboard, .bool(true), .bool(false)).status == .failed)
    }

    @Test("a trace: FAIL when one failed, PASS when one held, UNCHECKED when nothing was expected")
    func traceStatus() {
        let unchecked = Trace(
            [leaks(nil), verdict(.fieldClearsKeyboard, .bool(false), nil)].map { TraceRecord(time: .zero, event: .verdict($0)) })
        #expect(unchecked.status == .unchecked)
        #expect(unchecked.outcome.hasPrefix("UNCHECKED — "))
        #expect(Trace().status == .unchecked)
        let passed = Trace([leaks(nil), leaks(.atMost(0))].map { TraceRecord(time: .zero, event: .verdict($0)) })
        #expect(passed.status == .passed)
        #expect(passed.outcome == "PASS")
        let failed = Trace(
            [leaks(.atMost(0)), verdict(.observerLeaks, .number(1), .atMost(0))].map { TraceRecord(time: .zero, event: .verdict($0)) })
        #expect(failed.status == .failed)
        #expect(failed.outcome == "FAIL")
        #expect(VerdictStatus.allCases.map(\.word) == ["PASS", "FAIL", "UNCHECKED"])
    }

    @Test("a held expectation of the bad outcome reproduces a bug, and the outcome names it")
    func reproducedBug() {
        let covered = verdict(.fieldClearsKeyboard, .bool(false), .bool(false))
        let crashes = verdict(.handlerCrashes, .number(1), .atLeast(1))
        #expect(covered.reproducesBug && crashes.reproducesBug)
        #expect(!verdict(.fieldClearsKeyboard, .bool(true), .bool(true)).reproducesBug)
        #expect(!verdict(.handlerCrashes, .number(0), .atLeast(1)).reproducesBug, "a failed expectation reproduces nothing")
        #expect(!verdict(.handlerCrashes, .number(0), .atLeast(0)).reproducesBug, "at least 0 asks for nothing bad")
        let trace = Trace([covered, leaks(.atMost(0)), crashes].map { TraceRecord(time: .zero, event: .verdict($0)) })
        #expect(trace.reproducedBugs.map(\.check) == [.fieldClearsKeyboard, .handlerCrashes])
        #expect(trace.outcome == "PASS — bug reproduced: fieldClearsKeyboard = false (expected false), handlerCrashes = 1 (expected ≥ 1)")
    }

    @Test("stepsThatCouldNotAct cannot be expected; every other check can")
    func expectable() {
        #expect(VerdictCheck.allCases.filter { !$0.isExpectable } == [.stepsThatCouldNotAct])
    }
}
