import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

/// A long run's trace is bounded: display frames, what grows with a run's length, are kept up
/// to `Simulation.maximumFrameRecords`, and the trace says where it stopped keeping them.
@MainActor @Suite("The trace's bound on display frame records")
struct FrameRecordBoundTests {
    private func frameCount(_ sim: Simulation) -> Int {
        sim.trace.count { if case .frame = $0.event { true } else { false } }
    }

    @Test("past the bound one diagnostic says so; later frames are left out, notifications still recorded")
    func bound() {
        let (sim, _, form) = makeFormSimulation()
        #expect(sim.maximumFrameRecords == 250_000, "the documented default")
        sim.maximumFrameRecords = 10
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(frameCount(sim) == 10, "a show alone moves for 30 display frames at 60 per second")
        let said = sim.diagnostics.filter { $0.contains("display frame records") }
        #expect(
            said == [
                "KeyboardSim keeps at most 10 display frame records (Simulation.maximumFrameRecords); later display frames are not recorded, and verdicts that measure frames judge the recorded ones"
            ])
        #expect(
            sim.keyboardPosts == [
                "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
            ])
    }

    @Test("without the bound the same run records every frame: the bound is what left them out")
    func unbounded() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(frameCount(sim) > 50)
        #expect(!sim.diagnostics.contains { $0.contains("display frame records") })
    }

    @Test("zero records no display frame at all")
    func none() {
        let (sim, _, form) = makeFormSimulation()
        sim.maximumFrameRecords = 0
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(frameCount(sim) == 0)
        #expect(sim.diagnostics.count { $0.contains("at most 0 display frame records") } == 1)
    }
}
