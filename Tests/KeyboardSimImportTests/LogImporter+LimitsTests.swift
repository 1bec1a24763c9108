import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport

/// A log longer than one scenario holds is refused as a whole, before its scenario is written,
/// saying how to split it; what fits is imported.
@MainActor @Suite("LogImporter: a log longer than one scenario")
struct LogImporterLimitsTests {
    private static let log: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/logs/written-face-id-swift.log")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test("more steps than a scenario holds: refused with the count, the lines and how to split")
    func tooLong() throws {
        let fits = try LogImporter.parse(Self.log, file: "face.log", device: nil, stepLimit: 4)
        #expect(fits.posts.count == 3)
        #expect(throws: Never.self) { try Scenario.parse(fits.scenarioJSON(), file: "face.json") }
        do {
            _ = try LogImporter.parse(Self.log, file: "face.log", device: nil, stepLimit: 3)
            Issue.record("a log of 4 steps was imported into a scenario of at most 3")
        } catch {
            #expect(error.problems.isEmpty)
            #expect(
                error.description
                    == "face.log: the log is longer than one scenario holds: 3 keyboard notifications (lines 1–3) make 4 steps, "
                    + "and a scenario holds at most 3; split the log into parts of at most 2 notifications and import each")
        }
    }

    /// The face log (show, in-place change, hide: no timestamps) repeated `count` times.
    private static func repeated(_ count: Int) -> String {
        String(repeating: log.hasSuffix("\n") ? log : log + "\n", count: count)
    }

    @Test(
        "an untimed log placed at 1 s per change when that fits in 600 s, closer when not, and refused with the time it needs when nothing fits"
    )
    func untimed() throws {
        let short = try LogImporter.parse(Self.repeated(200), file: "u.log", device: nil)
        #expect(short.posts.last.map(\.at) ?? 0 <= Scenario.maximumTime)
        #expect(zip(short.posts, short.posts.dropFirst()).contains { $1.at - $0.at == 1 }, "changes 1 s apart")
        // 1,050 notifications: 700 changes need more than 600 s at 1 s apart, and fit closer.
        let long = try LogImporter.parse(Self.repeated(350), file: "u.log", device: nil)
        #expect(long.posts.count == 1_050)
        let last = try #require(long.posts.last?.at)
        #expect(last > 350 && last <= Scenario.maximumTime)
        #expect(
            long.findings.contains {
                $0.contains("each further change 0.1 s after the keyboard stopped (1 s apart they would not fit in 600 s)")
            })
        #expect(throws: Never.self) { try Scenario.parse(long.scenarioJSON(), file: "u.json") }
        do {
            _ = try LogImporter.parse(Self.repeated(3_000), file: "u.log", device: nil)
            Issue.record("9,000 untimed notifications were placed in 600 s")
        } catch {
            #expect(error.problems.isEmpty)
            #expect(
                error.description.hasPrefix(
                    "u.log: the log is longer than one scenario holds: it has no timestamps, and its 9000 keyboard notifications (lines 1–9000) need "
                ))
        }
    }

    @Test("the limit is the scenario's: 100,000 steps")
    func limit() {
        #expect(Scenario.maximumSteps == 100_000)
    }
}
