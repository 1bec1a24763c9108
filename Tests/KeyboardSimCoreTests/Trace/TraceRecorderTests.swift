import Foundation
import Testing
@testable import KeyboardSimCore

private func frame(_ index: Int, y: CGFloat) -> TraceRecord.Event {
    .frame(index: index, keyboard: CGRect(x: 0, y: y, width: 375, height: 260), views: [], constants: [])
}

private func summary(_ records: [TraceRecord]) -> [String] {
    records.map { record in
        switch record.event {
        case .frame(let index, let keyboard, _, _): "\(record.time) frame \(index) y \(formatNumber(Double(keyboard?.minY ?? -1)))"
        case .diagnostic(let text): "\(record.time) \(text)"
        default: "\(record.time) other"
        }
    }
}

@MainActor @Suite("TraceRecorder")
struct TraceRecorderTests {
    @Test("a display frame recorded again within its instant supersedes the earlier recording, in the later place")
    func supersededWithinTheInstant() {
        let clock = VirtualClock()
        let recorder = TraceRecorder(clock: clock)
        clock.advance(to: .seconds(0.05))
        recorder.record(frame(3, y: 667))
        recorder.diagnostic("the movement ends")
        recorder.record(frame(3, y: 600))
        #expect(summary(recorder.records) == ["t=0.05s the movement ends", "t=0.05s frame 3 y 600"])
        recorder.record(frame(4, y: 590))
        #expect(summary(recorder.records).count == 3, "another frame of the same instant is kept")
    }

    @Test("committed records are never edited: what was read once the instant was over stays a prefix")
    func appendOnly() {
        let clock = VirtualClock()
        let recorder = TraceRecorder(clock: clock)
        recorder.record(frame(0, y: 667))
        clock.advance(to: .seconds(1.0 / 60))
        let before = recorder.records
        #expect(summary(before) == ["t=0s frame 0 y 667"], "the instant is over once the clock moved on")
        // The same frame index at a later instant is another record, not a replacement.
        recorder.record(frame(0, y: 500))
        recorder.record(frame(1, y: 400))
        recorder.record(frame(1, y: 300))
        let after = recorder.records
        #expect(Array(after.prefix(before.count)) == before)
        #expect(summary(after) == ["t=0s frame 0 y 667", "t=0.017s frame 0 y 500", "t=0.017s frame 1 y 300"])
    }
}
