import Testing
import UIKit
import KeyboardSim
import KeyboardSimImport
@testable import KeyboardSimRecorder

/// The lines a recorder printed. The sink is called on the test's thread only; the lock makes
/// the `@Sendable` sink honest about it.
private final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// The simulation's clock as the recorder's monotonic clock. `@unchecked Sendable` because
/// the recorder's clock must be `@Sendable`; it is read only on the simulation's own thread.
private final class SimulationClock: @unchecked Sendable {
    let simulation: Simulation

    init(_ simulation: Simulation) {
        self.simulation = simulation
    }

    /// The simulated time, shifted as a device's uptime would be.
    func now() -> Double { MainActor.assumeIsolated { 4_000 + simulation.now.seconds } }
}

/// A screen with one field near the bottom.
private final class FieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}

/// A posted keyboard notification as the simulation's trace has it.
private struct Posted: Equatable {
    var time: Double
    var name: String
    var object: String?
    var userInfo: OrderedUserInfo
}

@MainActor @Suite("KeyboardRecorder: a simulated device's keyboard, recorded and imported back exactly")
struct KeyboardRecorderTests {
    /// A simulation with the field's screen, a recorder on it, and what it printed.
    private static func recorded(
        _ device: Device, _ orientation: UIInterfaceOrientation = .portrait, profile: BehaviorProfile = .iOS17,
        _ actions: (Simulation, FieldController) -> Void
    ) -> (sim: Simulation, lines: [String]) {
        let sim = Simulation(device: device, orientation: orientation, profile: profile)
        let controller = FieldController()
        sim.window.rootViewController = controller
        let lines = PrintedLines()
        let clock = SimulationClock(sim)
        let recorder = KeyboardRecorder(center: sim.notificationCenter, output: { lines.append($0) }, clock: { clock.now() })
        sim.advance(to: .seconds(0.25))
        recorder.start()
        #expect(recorder.isRecording)
        sim.advance(to: .seconds(0.5))
        actions(sim, controller)
        recorder.stop()
        #expect(!recorder.isRecording)
        return (sim, lines.all)
    }

    private static func keyboardPosts(_ trace: [TraceRecord]) -> [Posted] {
        trace.compactMap { record in
            guard case .notification(_, let name, let object, let userInfo) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
            return Posted(time: record.time.seconds, name: name, object: object, userInfo: userInfo)
        }
    }

    @Test("the lines: a device record, then one line per notification with its time, name, object and every userInfo key")
    func lines() {
        let (_, lines) = Self.recorded(.iPhoneSE3) { sim, controller in
            controller.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
        }
        #expect(
            lines.first
                == "[KeyboardRecorder 1] t=4000.250 device model=\(KeyboardRecorderProbe.machine) ios=17.0 idiom=phone screen=375x667 scale=2 orientation=portrait safeArea=20,0,0,0"
        )
        #expect(lines.count == 5)
        #expect(
            lines.dropFirst().map { $0.components(separatedBy: ";").first ?? "" } == [
                "[KeyboardRecorder 1] t=4000.500 name = UIKeyboardWillChangeFrameNotification",
                "[KeyboardRecorder 1] t=4000.500 name = UIKeyboardWillShowNotification",
                "[KeyboardRecorder 1] t=4001.000 name = UIKeyboardDidChangeFrameNotification",
                "[KeyboardRecorder 1] t=4001.000 name = UIKeyboardDidShowNotification",
            ])
        #expect(
            lines[2]
                == #"[KeyboardRecorder 1] t=4000.500 name = UIKeyboardWillShowNotification; object = UIScreen; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = 0.25; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 260}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}"; UIKeyboardIsLocalUserInfoKey = 1;}"#
        )
    }

    @Test(
        "a show, a rotation and a hide on an iPhone 11 Pro: the import has the device, orientation, iOS version and every notification exactly"
    )
    func roundTrip() throws {
        let (sim, lines) = Self.recorded(.iPhone11Pro) { sim, controller in
            controller.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            sim.rotate(to: .landscapeRight)
            sim.advance(by: .seconds(1))
            controller.field.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        // As pasted from Xcode's console: a prefix before each line.
        let pasted = lines.map { "2025-02-03 10:00:00.000000+0100 Demo[812:4411] \($0)" }.joined(separator: "\n")
        let log = try LogImporter.parse(pasted, file: "recorded.log")
        let posted = Self.keyboardPosts(sim.trace)
        #expect(posted.count == 16, "a show (4), the rotation's hide and show (8), a hide (4)")
        #expect(log.device.id == "iphone-11-pro")
        #expect(log.orientation == .portrait)
        #expect(log.profile.majorVersion == 17)
        #expect(
            log.findings[0]
                == "device: iPhone 11 Pro — the recorder's device record: model \(KeyboardRecorderProbe.machine), screen 375×812 in portrait, safe area 44,0,34,0, which fits its screen and also iPhone 12 mini's; picked the first with that safe area (--device overrides)"
        )
        #expect(log.findings[1] == "orientation: portrait — the recorder's device record")
        #expect(log.findings[2].hasPrefix("iOS 17.0: the recorder's device record (UIDevice.current.systemVersion)"))
        #expect(log.posts.map(\.notification.name) == posted.map(\.name))
        #expect(log.posts.map(\.notification.userInfo) == posted.map(\.userInfo))
        #expect(log.posts.allSatisfy { $0.notification.object == .screen })
        #expect(posted.allSatisfy { $0.object == "UIScreen" })
        // Times: the first at 0.5 s, as it was in the simulation, and every gap kept.
        #expect(log.posts.map(\.at) == posted.map(\.time))
        #expect(log.rotations.map(\.to) == [.landscapeRight])
        #expect(log.rotations.map(\.beforePost) == [8], "the screen turned after the rotation's hide")

        // Replayed, the imported scenario posts the same notifications at the same times.
        let replay = ScenarioRunner.run(try Scenario.parse(log.scenarioJSON(), file: "recorded.json"))
        #expect(Self.keyboardPosts(replay.trace.records) == posted)
    }

    @Test("an iPad in landscape on iOS 10's profile: no UIScreen object, the orientation from the device record")
    func iPadLandscape() throws {
        let (sim, lines) = Self.recorded(.iPad97, .landscapeLeft, profile: .iOS10) { sim, controller in
            controller.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
        }
        let log = try LogImporter.parse(lines.joined(separator: "\n"), file: "ipad.log")
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .landscapeLeft)
        #expect(log.profile.majorVersion == 10)
        #expect(log.posts.allSatisfy { $0.notification.object == .none })
        #expect(log.posts.map(\.notification.userInfo) == Self.keyboardPosts(sim.trace).map(\.userInfo))
    }

    @Test("values print as an NSDictionary prints them and read back: rectangles, points, numbers, Booleans, strings")
    func printedValues() {
        #expect(
            KeyboardRecorder.printed(NSValue(cgRect: CGRect(x: 0, y: 377.5, width: 375, height: 289.5)))
                == #""NSRect: {{0, 377.5}, {375, 289.5}}""#)
        #expect(KeyboardRecorder.printed(NSValue(cgPoint: CGPoint(x: 187.5, y: 979.5))) == #""NSPoint: {187.5, 979.5}""#)
        #expect(KeyboardRecorder.printed(NSNumber(value: 0.25)) == "0.25")
        #expect(KeyboardRecorder.printed(NSNumber(value: 7)) == "7")
        #expect(KeyboardRecorder.printed(NSNumber(value: true)) == "1")
        #expect(KeyboardRecorder.printed(#"say "hi""#) == #""say \"hi\"""#)
        #expect(KeyboardRecorder.number(366.6666666666667) == "366.6666666666667")
        #expect(KeyboardRecorder.seconds(12.3456) == "12.346")
        #expect(KeyboardRecorder.seconds(0.05) == "0.050")
    }
}

/// What `uname` says this machine is (Linux: `x86_64` or `aarch64`), as the recorder prints it.
private enum KeyboardRecorderProbe {
    static var machine: String { KeyboardRecorder.modelIdentifier() }
}
