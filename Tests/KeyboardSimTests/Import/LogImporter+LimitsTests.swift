import Foundation
import Testing
@testable import KeyboardSim

/// A log longer than one scenario holds is refused as a whole, before its scenario is written,
/// saying how to split it; what fits is imported.
@MainActor @Suite("LogImporter: a log longer than one scenario")
struct LogImporterLimitsTests {
    private static let log: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
            #expect(error.description == "face.log: the log is longer than one scenario holds: 3 keyboard notifications (lines 1–3) make 4 steps, "
                    + "and a scenario holds at most 3; split the log into parts of at most 2 notifications and import each")
        }
    }

    @Test("the limit is the scenario's: 100,000 steps")
    func limit() {
        #expect(Scenario.maximumSteps == 100_000)
    }
}
