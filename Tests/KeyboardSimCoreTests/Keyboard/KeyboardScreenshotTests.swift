import Foundation
import Testing
import KeyboardSimCore

/// One keyboard measured in a simulator screenshot (`Fixtures/KeyboardScreenshots.json`).
private struct ScreenshotMeasurement: Decodable, CustomTestStringConvertible {
    enum Kind: String, Decodable {
        case letters, lettersWithBar, emoji, decimalPad
    }

    let simulator: String
    let iOS: String
    let xcode: String
    /// The major version of the SDK the app was built with.
    let sdk: Int
    let kind: Kind
    let height: Double
    let source: String

    var majorVersion: Int { Int(iOS.prefix { $0 != "." }) ?? 0 }
    var testDescription: String { "\(simulator), iOS \(iOS), SDK \(sdk), \(kind.rawValue)" }

    static let all: [ScreenshotMeasurement] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/KeyboardScreenshots.json")
        struct File: Decodable { let measurements: [ScreenshotMeasurement] }
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.measurements
    }()

    /// iOS 26.0 running an app built with an older SDK: the old keyboard 10 points taller than
    /// on 26.2 (a release the library's maintainer left because it behaved wrongly).
    var isOlderSDKOn26_0: Bool { iOS == "26.0" && sdk < 26 }
}

/// One row of `Fixtures/KeyboardScreenshotHistory.csv`: a keyboard measured in one version of a
/// reference screenshot, across the repository's history (`.ci/measure-keyboard-screenshots.py`).
private struct HistoryMeasurement: CustomTestStringConvertible, Sendable {
    let commit: String
    let simulator: String
    let iOS: String
    let sdk: Int
    let kind: ScreenshotMeasurement.Kind
    let method: String
    let height: Double

    var testDescription: String { "\(simulator), iOS \(iOS), SDK \(sdk), \(kind.rawValue) at \(commit.prefix(10))" }
    var isOlderSDKOn26_0: Bool { iOS == "26.0" && sdk < 26 }

    /// Every row; those whose iOS the repository had not pinned at that commit are left out by
    /// `pinned`.
    static let all: [HistoryMeasurement?] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/KeyboardScreenshotHistory.csv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n").dropFirst()
        return lines.map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 16, !fields[6].isEmpty, let sdk = Int(fields[8]), let height = Double(fields[13]) else { return nil }
            let kinds: [String: ScreenshotMeasurement.Kind] = ["letters": .letters, "emoji": .emoji, "decimal-pad": .decimalPad]
            guard let kind = kinds[fields[9]] else { return nil }
            return HistoryMeasurement(
                commit: fields[1], simulator: fields[4], iOS: fields[6], sdk: sdk, kind: kind, method: fields[10], height: height)
        }
    }()
    static var pinned: [HistoryMeasurement] { all.compactMap { $0 } }
}

/// The keyboard's height as the simulation posts it for `kind` on `device` and `profile`.
///
/// Callers pass an SDK no newer than the iOS: the repository ran apps built with the iOS 17 and
/// 18 SDKs on iOS 15.5 to 18.0, which show their own keyboard, and the simulation names that
/// case by the iOS's own SDK (`BehaviorProfile.settingSDK(_:)` refuses a newer one).
@MainActor private func postedHeight(
    _ device: Device, _ profile: BehaviorProfile, sdk: Int, _ kind: ScreenshotMeasurement.Kind
) -> Double {
    let sim = Simulation(device: device, profile: profile, sdk: sdk)
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    if kind == .decimalPad { field.keyboardType = .decimalPad }
    sim.window.rootViewController = controller
    controller.view.addSubview(field)
    sim.advance(by: .seconds(1))
    // The decimal pad's screenshot was taken with the bar on: a pad has none on an iPhone.
    sim.keyboard.setPredictiveBar(kind == .lettersWithBar || kind == .decimalPad)
    field.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    if kind == .emoji {
        sim.keyboard.setEmojiKeyboard(true)
        sim.advance(by: .seconds(1))
    }
    #expect(sim.keyboard.frame.maxY == device.portraitSize.height, "docked at the screen's bottom")
    return Double(sim.keyboard.frame.height)
}

@MainActor @Suite("Keyboard heights measured in simulator screenshots")
struct KeyboardScreenshotTests {
    @Test("the fixture reads, and names only simulators of the catalogue")
    func fixture() {
        #expect(ScreenshotMeasurement.all.count == 33)
        #expect(ScreenshotMeasurement.all.allSatisfy { Device.named($0.simulator) != nil })
        // iOS 26.0 running an app built with the iOS 18 SDK (Xcode 16.4): the old keyboard at
        // 301/346 where 26.2 shows 291/336; compared below with the rest.
        let olderSDKOn26_0 = ScreenshotMeasurement.all.filter(\.isOlderSDKOn26_0)
        #expect(olderSDKOn26_0.count == 4)
        #expect(olderSDKOn26_0.allSatisfy { $0.simulator == "iPhone 17 Pro" && $0.sdk == 18 })
    }

    @Test("the simulation posts the measured height", arguments: ScreenshotMeasurement.all)
    fileprivate func posted(_ measurement: ScreenshotMeasurement) throws {
        let device = try #require(Device.named(measurement.simulator))
        let profile = try #require(BehaviorProfile.named(measurement.iOS))
        let posted = postedHeight(device, profile, sdk: min(measurement.sdk, profile.majorVersion), measurement.kind)
        #expect(posted == measurement.height, "\(measurement.source)")
    }

    @Test("the history fixture reads: every row a known simulator, 87 with the iOS pinned")
    func history() {
        #expect(HistoryMeasurement.all.count == 104)
        #expect(HistoryMeasurement.pinned.count == 87)
        #expect(HistoryMeasurement.pinned.allSatisfy { Device.named($0.simulator) != nil })
        #expect(HistoryMeasurement.pinned.filter(\.isOlderSDKOn26_0).count == 12)
    }

    /// The full-width keyboard's edge is exact; the iOS 26 design's panel has a soft edge, and
    /// the element the app moves by the reported height sits 0.67 points further from it than
    /// from the full-width keyboard's (KeyboardScreenshotHistory.md): within 1 point.
    @Test(
        "the simulation posts each height measured across the screenshots' history",
        arguments: HistoryMeasurement.pinned)
    fileprivate func postedAcrossHistory(_ measurement: HistoryMeasurement) throws {
        let device = try #require(Device.named(measurement.simulator))
        let profile = try #require(BehaviorProfile.named(measurement.iOS))
        let posted = postedHeight(device, profile, sdk: min(measurement.sdk, profile.majorVersion), measurement.kind)
        let tolerance = measurement.method == "edge" ? 0 : 1.0
        #expect(abs(posted - measurement.height) <= tolerance, "posted \(posted), measured \(measurement.height)")
    }

    @Test(
        "iOS 26 follows the SDK the app was built with; earlier iOS does not",
        arguments: [
            // iOS 26 is 26.0 (its systemVersion), whose old keyboard is 10 points taller than 26.2's.
            ("iPhone 17 Pro", 26, 18, 301.0), ("iPhone 17 Pro", 26, 26, 308.0), ("iPhone 16e", 26, 18, 301.0),
            ("iPhone 16e", 26, 26, 308.0),
            ("iPhone 16 Pro", 18, 17, 291.0), ("iPhone SE (3rd generation)", 11, 10, 216.0),
        ])
    func sdk(_ simulator: String, _ iOS: Int, _ sdk: Int, _ height: Double) throws {
        let device = try #require(Device.named(simulator))
        let profile = try #require(BehaviorProfile.iOS(iOS))
        #expect(postedHeight(device, profile, sdk: sdk, .letters) == height)
    }

    /// The same Xcode 16.4 build of the library's example app on the iPhone 17 Pro: 301 on
    /// iOS 26.0, 291 on 26.2 (KeyboardScreenshots.json). Built with the iOS 26 SDK, 26.0 shows the
    /// redesigned keyboard as later releases do; emoji is 384 on both.
    @Test(
        "iOS 26.0 shows an app built with an older SDK the old keyboard 10 points taller than 26.2 does",
        arguments: [
            ("26.0", 18, ScreenshotMeasurement.Kind.letters, 301.0), ("26.2", 18, .letters, 291.0),
            ("26.0", 18, .lettersWithBar, 346.0), ("26.2", 18, .lettersWithBar, 336.0),
            ("26.0", 18, .decimalPad, 301.0), ("26.0", 18, .emoji, 384.0), ("26.0", 26, .letters, 308.0),
            ("26.1", 18, .letters, 291.0),
        ])
    fileprivate func olderSDKOn26_0(_ iOS: String, _ sdk: Int, _ kind: ScreenshotMeasurement.Kind, _ height: Double) throws {
        let device = try #require(Device.named("iPhone 17 Pro"))
        let profile = try #require(BehaviorProfile.named(iOS))
        #expect(postedHeight(device, profile, sdk: sdk, kind) == height)
    }

    @Test("the 26.0 heights under an older SDK say where they come from")
    func olderSDKOn26_0Sources() throws {
        let profile = try #require(try BehaviorProfile.named("26.0")?.settingSDK("18").get())
        let later = try #require(try BehaviorProfile.named("26.2")?.settingSDK("18").get())
        let pro = try #require(Device.named("iPhone 17 Pro"))
        let measured = pro.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: .english, profile: profile)
        #expect(measured.isConfirmed && measured.source.contains("2bfe0c920f"))
        // The 390-point phone shares the measured phone's iOS 18 keyboard: taken 10 taller,
        // unconfirmed. A phone with another keyboard keeps 26.2's.
        let narrower = try #require(Device.named("iPhone 16e")).keyboardHeight(
            in: .portrait, predictiveBar: false, inputMode: .english, profile: profile)
        #expect(narrower.value == 301 && narrower.unconfirmedReason?.contains("26.0") == true)
        let se = try #require(Device.named("iPhone SE (3rd generation)"))
        #expect(
            se.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: .english, profile: profile)
                == se.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: .english, profile: later))
        #expect(
            pro.keyboardHeight(in: .landscapeRight, predictiveBar: false, inputMode: .english, profile: profile)
                == pro.keyboardHeight(in: .landscapeRight, predictiveBar: false, inputMode: .english, profile: later))
    }
}
