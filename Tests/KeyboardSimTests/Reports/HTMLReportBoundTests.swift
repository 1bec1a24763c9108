import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

/// The HTML player opens whatever the run's length: a page embeds at most 50,000 of a
/// scenario's records, display frames decimated first, then the run cut at a time, and says so.
@MainActor @Suite("The HTML player's bound")
struct HTMLReportBoundTests {
    /// Display frames at 60 per second, with `events` diagnostics spread over the same time.
    static func trace(frames: Int, events: Int) -> Trace {
        var records: [TraceRecord] = []
        let span = Double(max(frames, events)) / 60
        for index in 0..<frames {
            records.append(
                TraceRecord(
                    time: .seconds(Double(index) / 60),
                    event: .frame(index: index, keyboard: CGRect(x: 0, y: 407, width: 375, height: 260), views: [], constants: [])))
        }
        for index in 0..<events {
            records.append(TraceRecord(time: .seconds(span * Double(index) / Double(events)), event: .diagnostic("event \(index)")))
        }
        records.sort { $0.time < $1.time }
        return Trace(records)
    }

    /// The records the page embeds: its data block's `"kind"` entries, counted by kind.
    static func embedded(_ page: String, kind: String) -> Int {
        page.components(separatedBy: "\"kind\": \"\(kind)\"").count - 1
    }

    @Test("120,000 display frames: every 3rd is embedded, and the page says so")
    func decimatedFrames() {
        let page = HTMLReport.html([Self.trace(frames: 120_000, events: 100)])
        #expect(Self.embedded(page, kind: "frame") == 40_000)
        #expect(Self.embedded(page, kind: "diagnostic") == 100)
        #expect(page.contains("This page shows every 3rd display frame (40000 of 120000): a page holds at most 50000 of a scenario"))
        #expect(page.contains("120100 records, so that a browser opens it. kbsim run --format json writes them all."))
        #expect(page.utf8.count < 30_000_000, "\(page.utf8.count) bytes")
    }

    @Test("more events than half the bound: the page stops at the time of the last that fits")
    func cutAtATime() {
        let page = HTMLReport.html([Self.trace(frames: 10, events: 60_000)])
        #expect(Self.embedded(page, kind: "diagnostic") == 25_000)
        #expect(page.contains("This page shows the run up to 416.65 s of "), "the cut at the 25,000th event's time")
    }

    @Test("a trace within the bound is embedded whole, with no word of a bound")
    func whole() {
        let page = HTMLReport.html([Self.trace(frames: 1_000, events: 10)])
        #expect(Self.embedded(page, kind: "frame") == 1_000)
        #expect(!page.contains("This page shows"))
    }
}
