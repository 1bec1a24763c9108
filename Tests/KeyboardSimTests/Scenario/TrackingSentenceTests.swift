import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// `maxTrackingError`'s sentences for a score of 0 name the fields they judge: with two fields
/// focused in turn, "the field" said nothing of which one stood still (issue 46, item 9).
@MainActor @Suite("maxTrackingError's sentences name the fields")
struct TrackingSentenceTests {
    static func trackingDetail(_ file: String) throws -> String {
        let path = try #require(BundledScenarios.files.first { $0.hasSuffix("/" + file) })
        let result = ScenarioRunner.run(try Scenario.load(path: path))
        return try #require(result.verdicts.first { $0.check == .maxTrackingError }).detail
    }

    @Test(
        "a field that moved and one that stood still are named apart; one that stood still alone is named",
        arguments: [
            (
                "frame-shift.json",
                "nameField moved with the keyboard on every frame of 1 of the keyboard's 2 movements; firstName stayed put in the other (the gap went from 553 to 293 points)"
            ),
            (
                "bottom-constant-frame-begin.json",
                "nameField did not move in the keyboard's movement (the gap went from 20 to -240 points): a field that stays put neither lags nor jumps"
            ),
            ("bottom-constant.json", "the field moved with the keyboard on every frame"),
        ])
    func sentences(file: String, detail: String) throws {
        #expect(try Self.trackingDetail(file) == detail)
    }

    @Test("field names as a sentence lists them")
    func names() {
        #expect(Judge.names([]) == "the field")
        #expect(Judge.names(["nameField"]) == "nameField")
        #expect(Judge.names(["nameField", "emailField"]) == "nameField and emailField")
        #expect(Judge.names(["nameField", "emailField", "firstName"]) == "nameField, emailField and firstName")
    }
}
