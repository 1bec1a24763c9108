import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

@MainActor @Suite("Simulation: frame recording")
struct SimulationFrameRecordingTests {
    @Test("stopRecordingFrames: the frames of the current instant are recorded, none after it; the rest of the trace goes on")
    func stopRecordingFrames() {
        let (sim, _, form) = makeFormSimulation()
        sim.advance(by: .zero)
        form.nameField.becomeFirstResponder()
        sim.advance(to: .seconds(0.1))
        sim.stopRecordingFrames()
        sim.advance(by: .seconds(1))
        let frames = sim.trace.filter { if case .frame = $0.event { true } else { false } }
        #expect(frames.last?.time == .seconds(0.1), "the frame on screen at the stop is the last one")
        #expect(frames.first?.time == .zero, "the movement starts in the turn after the focus")
        #expect(frames.count == 7, "frames 0 to 6: t=0 to t=0.1 at 60 per second")
        #expect(
            sim.keyboardPosts == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], "the did-pair after the stop is recorded")
    }
}
