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

    /// What the simulation models: on iOS 26 the keyboard of an app built with the iOS 26 SDK
    /// (the SDK is not yet a parameter); before, the SDK changes nothing measured here.
    var isModelled: Bool { majorVersion < 26 || sdk >= 26 }
}

@MainActor @Suite("Keyboard heights measured in simulator screenshots")
struct KeyboardScreenshotTests {
    @Test("the fixture reads, and names only simulators of the catalogue")
    func fixture() {
        #expect(ScreenshotMeasurement.all.count == 33)
        #expect(ScreenshotMeasurement.all.allSatisfy { Device.named($0.simulator) != nil })
        // The iOS 26 runs of an app built with the iOS 18 SDK (Xcode 16.4): the old keyboard, at
        // 301/346 on 26.0 and 291/336 on 26.2. The simulation models the iOS 26 SDK's keyboard
        // on iOS 26; these wait for the SDK as a parameter.
        let waiting = ScreenshotMeasurement.all.filter { !$0.isModelled }
        #expect(waiting.count == 8)
        #expect(waiting.allSatisfy { $0.simulator == "iPhone 17 Pro" && $0.sdk == 18 && $0.majorVersion == 26 })
    }

    @Test("the simulation posts the measured height", arguments: ScreenshotMeasurement.all.filter(\.isModelled))
    fileprivate func posted(_ measurement: ScreenshotMeasurement) throws {
        let device = try #require(Device.named(measurement.simulator))
        let profile = try #require(BehaviorProfile.iOS(measurement.majorVersion))
        let sim = Simulation(device: device, profile: profile)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        if measurement.kind == .decimalPad { field.keyboardType = .decimalPad }
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        // The decimal pad's screenshot was taken with the bar on: a pad has none on an iPhone.
        sim.keyboard.setPredictiveBar(measurement.kind == .lettersWithBar || measurement.kind == .decimalPad)
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        if measurement.kind == .emoji {
            sim.keyboard.setEmojiKeyboard(true)
            sim.advance(by: .seconds(1))
        }
        #expect(Double(sim.keyboard.frame.height) == measurement.height, "\(measurement.source)")
        #expect(sim.keyboard.frame.maxY == device.portraitSize.height, "docked at the screen's bottom")
    }
}
