import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KeyboardSimCore

/// The library's frame-rate operator: every bundled scenario replayed through
/// `ScenarioRunner.run(_:framesPerSecond:)` at 60 and 120 frames a second and at 90, a rate at
/// which the keyboard's 0.25 s animation ends between two display frames (22.5 frames). The
/// notifications posted, and when, must be the same at every rate; so must each verdict's
/// status, and `maxTrackingError` must agree within the tolerance the judging article states
/// (3 % of the score between 60 and 120 frames a second, with one point of slack for rounding),
/// since it measures the keyboard's movements, not how the display frames fall (issue 46,
/// item 3).
@MainActor @Suite("Scenario frame-rate fuzz: the same notifications and verdicts at 60, 120 and 90 fps")
struct ScenarioFrameRateFuzzTests {
    nonisolated static let frameRates = [60, 120, 90]

    /// Each keyboard or app notification as "time name userInfo", in the order posted.
    static func notifications(_ trace: Trace) -> [String] {
        trace.compactMap { record in
            guard case .notification(_, let name, let object, let userInfo) = record.event else { return nil }
            return "\(record.time) \(name) \(object ?? "nil") \(userInfo)"
        }
    }

    static func trackingError(_ result: ScenarioResult) -> Double? {
        guard let verdict = result.verdicts.first(where: { $0.check == .maxTrackingError }), case .number(let value) = verdict.value
        else { return nil }
        return value
    }

    @Test(
        "every bundled scenario posts the same notifications and reaches the same verdicts at each rate",
        arguments: BundledScenarios.files)
    func frameRates(path: String) throws {
        let scenario = try Scenario.load(path: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let results = Self.frameRates.map { ScenarioRunner.run(scenario, framesPerSecond: $0) }
        let first = results[0]
        #expect(!first.verdicts.isEmpty, "\(name): no verdict at 60 fps")
        for (rate, result) in zip(Self.frameRates, results).dropFirst() {
            let posted = Self.notifications(result.trace), postedAt60 = Self.notifications(first.trace)
            let difference = zip(postedAt60, posted).first { $0 != $1 }
            #expect(
                posted == postedAt60,
                "\(name) at \(rate) fps: \(posted.count) notifications, \(postedAt60.count) at 60; first difference: \(difference.map { "\($0.1) instead of \($0.0)" } ?? "in length")"
            )
            #expect(
                result.verdicts.map { "\($0.check) \($0.status)" } == first.verdicts.map { "\($0.check) \($0.status)" },
                "\(name) at \(rate) fps:\n\(result.verdicts.map(\.description).joined(separator: "\n"))\nat 60:\n\(first.verdicts.map(\.description).joined(separator: "\n"))"
            )
            if let at60 = Self.trackingError(first), let here = Self.trackingError(result) {
                #expect(abs(here - at60) <= max(1, 0.03 * at60), "\(name): maxTrackingError \(here) at \(rate) fps, \(at60) at 60")
            }
        }
    }
}
