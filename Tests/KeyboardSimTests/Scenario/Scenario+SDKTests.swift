import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// The scenario key `"sdk"`: the iOS SDK the app was built with, read at the boundary and
/// refused at its place when it never shipped; an SDK newer than the scenario's iOS gives that iOS's own keyboard.
@MainActor @Suite("Scenario sdk")
struct ScenarioSDKTests {
    private func parse(ios: String, sdk: String?) throws(ScenarioError) -> Scenario {
        let sdkMember = sdk.map { #", "sdk": \#($0)"# } ?? ""
        return try Scenario.parse(
            """
            {"title": "t", "device": "iphone-16-pro", "ios": "\(ios)"\(sdkMember), "screen": "login-bottom-field",
             "technique": {"name": "bottom-constant"}, "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}]}
            """, file: "sdk.json")
    }

    @Test("the default is the iOS's own SDK; \"18\" on iOS 26 gives the iOS 18 keyboard, and is written back")
    func readsAndWrites() throws {
        let plain = try parse(ios: "26", sdk: nil)
        #expect(plain.profile.sdk == 26)
        #expect(plain.profile.keyboardVersion == 26)
        #expect(!plain.jsonText.contains("\"sdk\""))
        let old = try parse(ios: "26", sdk: #""18""#)
        #expect(old.profile.sdk == 18)
        #expect(old.profile.keyboardVersion == 18)
        #expect(old.jsonText.contains(#""sdk": "18""#))
        #expect(try Scenario.parse(old.jsonText, file: "again.json").profile == old.profile)
    }

    @Test("an SDK newer than the iOS, the usual case (today's Xcode, an older device), gives that iOS's own keyboard")
    func newerSDK() throws {
        let scenario = try parse(ios: "17", sdk: #""26""#)
        #expect(scenario.profile.sdk == 26)
        #expect(scenario.profile.keyboardVersion == 17)
        #expect(scenario.jsonText.contains(#""sdk": "26""#))
    }

    @Test("the keyboard the run posts follows the SDK on iOS 26: 336 with the bar and the iOS 18 SDK, 335 with the iOS 26 SDK's")
    func runFollowsSDK() throws {
        // iOS 26 is 26.0, whose old keyboard is 10 points taller than 26.2's (KeyboardScreenshotTests).
        for (ios, sdk, frame) in [
            ("26.2", #""18""#, "{{0, 538}, {402, 336}}"), ("26", #""18""#, "{{0, 528}, {402, 346}}"),
            ("26", #""26""#, "{{0, 539}, {402, 335}}"),
        ] {
            let result = ScenarioRunner.run(try parse(ios: ios, sdk: sdk))
            let willShow = try #require(
                result.trace.records.first {
                    $0.description.contains("UIKeyboardWillShowNotification") && $0.description.contains("UIKeyboardFrameEndUserInfoKey")
                })
            #expect(willShow.description.contains("UIKeyboardFrameEndUserInfoKey = \(frame)"), "\(willShow)")
        }
    }

    @Test(
        "an SDK that never shipped, is not a major version, or is not a string: refused at $.sdk",
        arguments: [
            (#""19""#, "26", "unknown SDK: there was no iOS 19 SDK (after 18 came 26)"),
            (#""18.2""#, "26", "unknown SDK: \"18.2\" is not an SDK's major version"),
            ("18", "26", "expected a string"),
        ])
    func refused(_ sdk: String, _ ios: String, _ message: String) throws {
        let error = try #require(throws: ScenarioError.self) { try parse(ios: ios, sdk: sdk) }
        #expect(error.file == "sdk.json")
        #expect(error.path == "$.sdk")
        #expect(error.position?.line == 1)
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}
