import Foundation
import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimImport
import KeyboardSimCore

/// Public logs of iOS 13 and later (`Tests/Fixtures/PublicLogs/`, each saying where it was
/// posted): each is imported, then the same moment is simulated on the device and iOS the log
/// fits, and the simulated notification is compared with the logged one — names, duration,
/// curve and frames. Where they differ, the difference is in the behaviour table and the test
/// says which row.
@MainActor @Suite("Public iOS 13+ logs beside the simulation")
struct PublicModernLogsTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PublicLogs")

    private func imported(_ name: String) throws -> LoggedNotification {
        let path = Self.folder.appendingPathComponent(name).path
        let log = try LogImporter.parse(try String(contentsOfFile: path, encoding: .utf8), file: name)
        try #require(log.posts.count == 1)
        return log.posts[0].notification
    }

    /// The keyboard notifications a focus posts on `device` with `profile`, after `prepare`.
    private func simulatedShow(
        _ device: Device, _ major: Int, prepare: (Simulation) -> Void = { _ in }
    ) throws -> (sim: Simulation, form: FormController) {
        let (sim, _, form) = makeFormSimulation(device: device, profile: try #require(BehaviorProfile.iOS(major)))
        prepare(sim)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return (sim, form)
    }

    @Test("every log says where it was posted on its first line")
    func sourcesStated() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".log") }.sorted()
        #expect(files.count == 4)
        for file in files {
            let first = try String(contentsOfFile: Self.folder.appendingPathComponent(file).path, encoding: .utf8)
                .split(separator: "\n")[0]
            #expect(first.hasPrefix("# ") && first.contains("https://github.com/"), "\(file)")
        }
    }

    @Test("iPhone SE (2nd generation), a show (iOS 13.4 or later, 2020): the simulated willChangeFrame is the logged one")
    func se2Show() throws {
        let logged = try imported("se2-portrait-show.log").userInfo
        let (sim, _) = try simulatedShow(.iPhoneSE3, 14)
        // The order the log's author lists for a show.
        #expect(sim.keyboardPosts == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let simulated = sim.keyboardNotifications[0].userInfo
        #expect(simulated.beginFrame == logged.beginFrame && logged.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(simulated.endFrame == logged.endFrame && logged.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(simulated.animationDuration == logged.animationDuration && logged.animationDuration == 0.25)
        #expect(simulated.animationCurve == logged.animationCurve && logged.animationCurve == 7)
        #expect(simulated.isLocal == logged.isLocal && logged.isLocal == true)
        // The log prints the deprecated center and bounds keys, which KeyboardSim leaves out
        // from iOS 10 (the behaviour table's "deprecated center/bounds keys included" row).
        #expect(logged.entries.count == 8 && simulated.entries.count == 5)
    }

    @Test("a 428×926 iPhone, a show (iOS 14.1 or later, 2022), pasted without its closing brace: the same frames")
    func proMaxShow() throws {
        let logged = try imported("428x926-show-cut.log")
        #expect(logged.name == "UIKeyboardWillChangeFrameNotification")
        let (sim, _) = try simulatedShow(.iPhone13ProMax, 15)
        let simulated = sim.keyboardNotifications[0]
        #expect(simulated.name == "WillChangeFrame")
        #expect(simulated.userInfo.beginFrame == logged.userInfo.beginFrame)
        #expect(simulated.userInfo.endFrame == logged.userInfo.endFrame)
        #expect(logged.userInfo.endFrame == CGRect(x: 0, y: 580, width: 428, height: 346))
        #expect(simulated.userInfo.animationDuration == 0.25 && logged.userInfo.animationDuration == 0.25)
        #expect(simulated.userInfo.animationCurve == 7 && logged.userInfo.animationCurve == 7)
    }

    @Test("375×812, iOS 13: a change in place is posted with duration 0 and curve 7, from the keyboard at rest (335)")
    func inPlaceChange() throws {
        let logged = try imported("375x812-in-place.log").userInfo
        let (sim, _) = try simulatedShow(.iPhone11Pro, 13)
        let mark = sim.keyboardNotifications.count
        // The log does not say what changed; a taller input mode is a change in place.
        sim.keyboard.setInputMode(.korean)
        sim.advance(by: .seconds(1))
        let simulated = try #require(sim.keyboardNotifications.dropFirst(mark).first)
        #expect(simulated.name == "WillChangeFrame")
        #expect(simulated.userInfo.beginFrame == logged.beginFrame)
        #expect(logged.beginFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
        #expect(simulated.userInfo.animationDuration == 0 && logged.animationDuration == 0)
        #expect(simulated.userInfo.animationCurve == 7 && logged.animationCurve == 7)
        // Both end at the screen's bottom edge; the logged keyboard grew 31.67 points, the
        // simulated Korean one its candidate row (what grew in the log is not said).
        let loggedEnd = try #require(logged.endFrame), simulatedEnd = try #require(simulated.userInfo.endFrame)
        #expect(abs(loggedEnd.maxY - 812) < 1e-6 && simulatedEnd.maxY == 812)
        #expect(abs(loggedEnd.height - 366.666667) < 1e-5)
    }

    @Test("a React Native event on 414×896 (2020): the predictive bar off, 301, and the first show's shorter begin frame, as simulated")
    func reactNativeShow() throws {
        let logged = try imported("react-native-414x896-show.log")
        #expect(logged.name == "UIKeyboardWillShowNotification", "named on the line above the event")
        let (sim, _) = try simulatedShow(.iPhone11, 13) { $0.keyboard.setPredictiveBar(false) }
        let simulated = try #require(sim.keyboardNotifications.first { $0.name == "WillShow" })
        #expect(simulated.userInfo.endFrame == logged.userInfo.endFrame)
        #expect(logged.userInfo.endFrame == CGRect(x: 0, y: 595, width: 414, height: 301))
        #expect(simulated.userInfo.animationDuration == logged.userInfo.animationDuration && logged.userInfo.animationDuration == 0.25)
        #expect(simulated.userInfo.animationCurve == logged.userInfo.animationCurve && logged.userInfo.animationCurve == 7)
        #expect(logged.userInfo.isLocal == true)
        // The logged begin frame is 243 tall where the end is 301: the behaviour table's "a first
        // show's begin frame shorter than its end frame" row, simulated on this screen on iOS 12–13.
        #expect(logged.userInfo.beginFrame == CGRect(x: 0, y: 896, width: 414, height: 243))
        #expect(simulated.userInfo.beginFrame == logged.userInfo.beginFrame)
    }

    @Test(
        "the shorter begin frame is the first show's alone, on 414×896 and iOS 12–13 alone; the keyboard still rises from its full height")
    func firstShowOnly() throws {
        func willShows(_ sim: Simulation) -> [CGRect?] {
            sim.keyboardNotifications.filter { $0.name == "WillShow" }.map(\.userInfo.beginFrame)
        }
        let (sim, form) = try simulatedShow(.iPhone11, 13)
        #expect(sim.keyboard.presentationFrame(at: sim.now) == CGRect(x: 0, y: 550, width: 414, height: 346))
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(
            willShows(sim) == [CGRect(x: 0, y: 896, width: 414, height: 243), CGRect(x: 0, y: 896, width: 414, height: 346)])
        let (later, _) = try simulatedShow(.iPhone11, 14)
        #expect(willShows(later) == [CGRect(x: 0, y: 896, width: 414, height: 346)])
        let (other, _) = try simulatedShow(.iPhone11Pro, 13)
        #expect(willShows(other) == [CGRect(x: 0, y: 812, width: 375, height: 335)])
    }
}
