import Foundation
import KeyboardSimCore
import Testing

/// Telegram-iOS's per-device keyboard heights, as `Fixtures/TelegramKeyboardHeights.json` holds
/// them (our numbers, read from the file it cites).
private struct TelegramTable: Decodable {
    /// One screen in one orientation: the keyboard without and with the predictive bar.
    struct Row: Decodable, CustomTestStringConvertible, Sendable {
        let screen: String
        let devices: [String]
        let orientation: String
        let keyboard: Double
        let withBar: Double
        /// Why the catalogue keeps another value, by the value's name (`keyboard`, `withBar`).
        let overruled: [String: String]?

        var testDescription: String { "\(screen) \(orientation) (\(devices.joined(separator: ", ")))" }
        var interfaceOrientation: UIInterfaceOrientation { orientation == "landscape" ? .landscapeLeft : .portrait }
    }

    /// A device the table lacks, given the heights of one it has.
    struct Sibling: Decodable, CustomTestStringConvertible, Sendable {
        let device: String
        let like: String
        let orientations: [String]
        let iOS: Int

        var testDescription: String { "\(device) on iOS \(iOS) like \(like)" }
    }

    struct Skipped: Decodable {
        let screen: String
        let why: String
    }

    /// A device the table lacks whose catalogue heights stay as they were.
    struct Kept: Decodable {
        let device: String
        let why: String
    }

    let repository: String
    let commit: String
    let path: String
    let comparedOnIOS: Int
    let rows: [Row]
    let notCompared: [Skipped]
    let notTaken: [Kept]
    let takenFromTheTable: [Sibling]

    static let file: TelegramTable? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/TelegramKeyboardHeights.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(TelegramTable.self, from: data)
    }()

    static var rows: [Row] { file?.rows ?? [] }
    static var siblings: [Sibling] { file?.takenFromTheTable ?? [] }
}

/// The iOS a row is compared on: the table's, or the device's last before it.
private func comparedProfile(_ device: Device) throws -> BehaviorProfile {
    let compared = try #require(TelegramTable.file).comparedOnIOS
    return try #require(BehaviorProfile.iOS(min(compared, device.iOSVersions.upperBound)))
}

/// The docked keyboard's height as the simulation posts it: a field focused in `orientation`,
/// the predictive bar on or off.
@MainActor private func postedHeight(
    _ device: Device, _ orientation: UIInterfaceOrientation, _ profile: BehaviorProfile, bar: Bool
) -> Double {
    let sim = Simulation(device: device, orientation: orientation, profile: profile)
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    sim.window.rootViewController = controller
    controller.view.addSubview(field)
    sim.advance(by: .seconds(1))
    sim.keyboard.setPredictiveBar(bar)
    field.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    #expect(sim.keyboard.frame.maxY == device.screenSize(in: orientation).height, "docked at the screen's bottom")
    return Double(sim.keyboard.frame.height)
}

/// What a height says of itself: its source, or why it was chosen.
private func note(_ value: Measured<Double>) -> String { value.unconfirmedReason ?? value.source }

@MainActor @Suite("Keyboard heights weighed against Telegram-iOS's device table")
struct TelegramKeyboardHeightsTests {
    @Test("the fixture reads: 34 rows, each naming catalogue devices of its screen")
    func fixture() throws {
        let table = try #require(TelegramTable.file)
        #expect(table.repository == "TelegramMessenger/Telegram-iOS")
        #expect(table.commit.count == 40)
        #expect(table.path == "submodules/Display/Source/DeviceMetrics.swift")
        #expect(table.rows.count == 34)
        #expect(table.notCompared.map(\.screen) == ["360x780", "320x693"])
        for row in table.rows {
            #expect(row.keyboard < row.withBar, "\(row.testDescription): the bar adds to the keyboard")
            let overruledNames = Set((row.overruled ?? [:]).keys)
            #expect(overruledNames.isSubset(of: ["keyboard", "withBar"]))
            for id in row.devices {
                let device = try #require(Device.named(id), "\(id) is in the catalogue")
                let size = device.portraitSize
                #expect("\(Int(size.width))x\(Int(size.height))" == row.screen, "\(id) has the row's screen")
            }
        }
        #expect(table.notTaken.map(\.device) == ["ipad-10"])
        #expect(table.takenFromTheTable.allSatisfy { Device.named($0.device) != nil && Device.named($0.like) != nil })
    }

    /// Where the table is not overruled, the simulation posts its value and the catalogue marks
    /// the value confirmed, naming the table; where it is, the catalogue keeps a value of its
    /// own and says what the table gives.
    @Test("the simulation posts the table's height unless a print or measurement overrules it", arguments: TelegramTable.rows)
    fileprivate func posted(_ row: TelegramTable.Row) throws {
        for id in row.devices {
            let device = try #require(Device.named(id))
            let profile = try comparedProfile(device)
            for (name, bar, expected) in [("keyboard", false, row.keyboard), ("withBar", true, row.withBar)] {
                let catalogued = device.keyboardHeight(
                    in: row.interfaceOrientation, predictiveBar: bar, emoji: false, profile: profile)
                let posted = postedHeight(device, row.interfaceOrientation, profile, bar: bar)
                #expect(posted == catalogued.value, "\(id) \(name): the simulation posts the catalogue's value")
                if let reason = row.overruled?[name] {
                    #expect(posted != expected, "\(id) \(name): overruled (\(reason)), yet the table's \(expected) is posted")
                    #expect(
                        note(catalogued).contains("Telegram-iOS") && note(catalogued).contains(formatNumber(expected)),
                        "\(id) \(name): the catalogue's note says what Telegram-iOS's table gives (\(formatNumber(expected)))")
                } else {
                    #expect(posted == expected, "\(id) \(name) on iOS \(profile.majorVersion)")
                    #expect(catalogued.isConfirmed, "\(id) \(name): confirmed by the table")
                    #expect(catalogued.source.contains("Telegram-iOS"), "\(id) \(name): the source names the table")
                }
            }
        }
    }

    /// A screen the table lacks takes the heights of the nearest one it has, unconfirmed, and
    /// says so.
    @Test("a device the table lacks takes a tabled device's heights, unconfirmed", arguments: TelegramTable.siblings)
    fileprivate func sibling(_ sibling: TelegramTable.Sibling) throws {
        let device = try #require(Device.named(sibling.device))
        let like = try #require(Device.named(sibling.like))
        let tabled = like.keyboardEra(for: try comparedProfile(like).majorVersion)
        let era = device.keyboardEra(for: sibling.iOS)
        for orientation in sibling.orientations.map({ $0 == "landscape" ? UIInterfaceOrientation.landscapeLeft : .portrait }) {
            let mine = era.heights(in: orientation), theirs = tabled.heights(in: orientation)
            for (value, tabledValue) in [
                (mine.withoutPredictiveBar, theirs.withoutPredictiveBar), (mine.withPredictiveBar, theirs.withPredictiveBar),
            ] {
                #expect(value.value == tabledValue.value, "\(orientation)")
                #expect(!value.isConfirmed)
                #expect(note(value).contains("Telegram-iOS"), "\(orientation): the reason names the table")
            }
        }
    }

    /// The 820 × 1180 iPad keeps its own choice; its note says what the table gives nearby.
    @Test("a device the table lacks and the catalogue keeps names the table")
    func kept() throws {
        for kept in try #require(TelegramTable.file).notTaken {
            let device = try #require(Device.named(kept.device))
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                let heights = device.keyboard(in: orientation)
                for value in [heights.withoutPredictiveBar, heights.withPredictiveBar] {
                    #expect(!value.isConfirmed)
                    #expect(note(value).contains("Telegram-iOS"), "\(kept.device) \(orientation)")
                }
            }
        }
    }
}
