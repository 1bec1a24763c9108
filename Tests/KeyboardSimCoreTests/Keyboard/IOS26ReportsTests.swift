import KeyboardSimCore
import Testing

/// The iOS/iPadOS 26 reports issue 45 weighs are rows of the behaviour table's observations,
/// each with its source, whether it is a print or a claim, and what KeyboardSim does about it.
@Suite("iOS 26 reports as observation rows")
struct IOS26ReportsTests {
    @Test(
        "each iOS 26 report has a row naming its source and saying whether it is simulated",
        arguments: [
            ("chockenberry/KeyboardAvoider", false),
            ("mozilla-mobile/firefox-ios/pull/30146", false),
            ("badoo/Chatto PR 797", false),
            ("IQKeyboardManager/issues/2124", false),
            ("react-native-keyboard-controller commit 29afc30cf4", true),
        ])
    func reported(_ source: String, _ confirmed: Bool) throws {
        let rows = BehaviorProfile.observations.filter { $0.source.contains(source) }
        let row = try #require(rows.first, "no observation cites \(source)")
        #expect(rows.count == 1)
        #expect(row.versions.contains("26"))
        #expect(row.isConfirmed == confirmed)
        #expect(["yes", "no", "partly"].contains { row.simulated.hasPrefix($0) }, "\(row.simulated)")
    }

    @Test("the iOS 26 keyboard's height row says what the SDK chooses, as the device table does")
    func heightRow() throws {
        let row = try #require(BehaviorProfile.observations.first { $0.behavior.hasPrefix("the English keyboard's height on iOS 26") })
        let device = try #require(Device.named("iphone-16"))
        let iOS26 = try #require(BehaviorProfile.iOS(26))
        for sdk in ["18", "26"] {
            let profile = try iOS26.settingSDK(sdk).get()
            let height = device.keyboardHeight(in: .portrait, predictiveBar: false, emoji: false, profile: profile).value
            #expect(row.simulated.contains(formatNumber(height)), "SDK \(sdk): \(formatNumber(height)) not named")
        }
    }
}
