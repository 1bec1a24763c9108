import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

/// A long session's trace is bounded beyond its display frames: the records that grow with
/// what happens (notifications, deliveries, focus, animations, diagnostics, the judge's
/// samples) are kept up to `Simulation.maximumTraceRecords`, the trace says where it stopped
/// keeping them, and what a replay's verdicts are (the run header, what it is held to, the
/// audit, the verdicts) is still recorded (issue 46, item 6).
@MainActor @Suite("The trace's bound on records other than display frames")
struct TraceRecordBoundTests {
    private static func isFrame(_ record: TraceRecord) -> Bool {
        if case .frame = record.event { true } else { false }
    }

    private static let boundSentence =
        "KeyboardSim keeps at most 20 trace records other than display frames (Simulation.maximumTraceRecords); later ones are not recorded but for a replay's run header, verdicts, observer audit and what it is held to, and verdicts judge the recorded ones"

    @Test("past the bound one diagnostic says so; later records are left out, the simulation runs on")
    func bound() {
        let (sim, _, form) = makeFormSimulation()
        #expect(sim.maximumTraceRecords == 1_000_000, "the documented default")
        sim.maximumTraceRecords = 20
        for _ in 0..<5 {
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            form.nameField.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        let others = sim.trace.filter { !Self.isFrame($0) }
        #expect(others.count == 21, "20 records and the diagnostic that says the bound was reached: \(others.count)")
        #expect(sim.diagnostics.filter { $0.contains("Simulation.maximumTraceRecords") } == [Self.boundSentence])
        #expect(form.received.count == 10, "the observers still hear every post: \(form.received)")
        #expect(sim.keyboard.phase == .hidden)
    }

    @Test("a replay's verdict records are kept past the bound")
    func verdictsKept() {
        let (sim, _, _) = makeFormSimulation()
        let before = sim.trace.count
        sim.maximumTraceRecords = before
        sim.record(.verdict(Verdict(check: .handlerCrashes, value: .number(0), expected: .atMost(0), detail: "none")))
        sim.record(.note(controller: "FormController", text: "left out"))
        let kept = sim.trace.dropFirst(before)
        #expect(kept.count == 2, "the bound's diagnostic and the verdict: \(kept)")
        #expect(kept.contains { if case .verdict = $0.event { true } else { false } })
        #expect(!kept.contains { if case .note = $0.event { true } else { false } })
    }

    @Test("without the bound the same session records every post: the bound is what left them out")
    func unbounded() {
        let (sim, _, form) = makeFormSimulation()
        for _ in 0..<5 {
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            form.nameField.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        #expect(sim.trace.filter { !Self.isFrame($0) }.count == 79, "the 20 kept under the bound, and 59 more")
        #expect(!sim.diagnostics.contains { $0.contains("Simulation.maximumTraceRecords") })
    }
}
