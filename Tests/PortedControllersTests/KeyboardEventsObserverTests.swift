import Testing
import UIKit
import KeyboardSim
import KBSimCommands
import KBSimPort

/// The delegate a test gives the library-style observer: what it was told.
private final class EventLog: KeyboardEventsObserverDelegate {
    var lines: [String] = []
    func keyboardEventsObserver(_ observer: KeyboardEventsObserver, didObserve event: KeyboardEvent) {
        lines.append(
            "\(event.kind) \(event.endFrame.uiKitDescription) \(event.duration) options 0x\(String(event.options.rawValue, radix: 16)) local \(event.belongsToThisApp)"
        )
    }
}

/// A library-style observer (`Originals/KeyboardEventsObserver.swift`), ported by `kbsim port`
/// alone: an `@objc protocol` delegate held weakly, `as? CGRect`, `as? CGFloat` and `as? Int`
/// casts, `#available(iOS 9, *)` around the `isLocal` key, `@unknown default` for curve 7.
@MainActor @Suite("A library-style keyboard observer, ported by kbsim port alone, on iOS 8 and iOS 17")
struct KeyboardEventsObserverTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test("porting the original gives the port file, with the @objc, #selector and #available edits and nothing by hand")
    func port() throws {
        let original = try String(
            contentsOf: Self.directory.appendingPathComponent("Originals/KeyboardEventsObserver.swift"), encoding: .utf8)
        let port = try String(contentsOf: Self.directory.appendingPathComponent("Ports/KeyboardEventsObserver.swift"), encoding: .utf8)
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings.isEmpty)
        #expect(
            result.edits.map(\.kind) == [
                .deletedObjC, .rewroteSelector, .rewroteSelector, .rewroteSelector,
                .deletedObjC, .deletedObjC, .deletedObjC, .rewroteAvailability,
            ])
        #expect(port.contains("protocol KeyboardEventsObserverDelegate: AnyObject {"), "the weak delegate still compiles")
    }

    /// Shows the keyboard for a field and hides it, with the observer running.
    private func run(_ profile: BehaviorProfile) -> (events: [String], sim: Simulation) {
        let sim = Simulation(device: .iPhoneSE3, profile: profile)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        let log = EventLog()
        let observer = KeyboardEventsObserver()
        observer.delegate = log
        observer.start()
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        observer.stop()
        return (log.lines, sim)
    }

    @Test("iOS 17: every event, the frame and duration read by the casts, curve 7 kept in the options by @unknown default")
    func iOS17() {
        let (events, _) = run(.iOS17)
        #expect(
            events == [
                "willChangeFrame {{0, 407}, {375, 260}} 0.25 options 0x70000 local true",
                "willShow {{0, 407}, {375, 260}} 0.25 options 0x70000 local true",
                "willChangeFrame {{0, 667}, {375, 260}} 0.25 options 0x70000 local true",
                "willHide {{0, 667}, {375, 260}} 0.25 options 0x70000 local true",
            ])
    }

    @Test(
        "iOS 8: no isLocal key is posted, and the iOS 9 branch does not run, so the events still arrive (Linux's own #available would have dropped them all)"
    )
    func iOS8() throws {
        let profile = try #require(BehaviorProfile.iOS(8))
        let (events, sim) = run(profile)
        // iOS 8 on 375×667: the keyboard comes up without its predictive bar (216), the bar arrives
        // after the show (258), and it goes down; no event is dropped, and every one is the app's.
        #expect(
            events == [
                "willChangeFrame {{0, 451}, {375, 216}} 0.25 options 0x70000 local true",
                "willShow {{0, 451}, {375, 216}} 0.25 options 0x70000 local true",
                "willChangeFrame {{0, 451}, {375, 216}} 0.0 options 0x70000 local true",
                "willChangeFrame {{0, 409}, {375, 258}} 0.25 options 0x70000 local true",
                "willShow {{0, 409}, {375, 258}} 0.25 options 0x70000 local true",
                "willChangeFrame {{0, 667}, {375, 258}} 0.25 options 0x70000 local true",
                "willHide {{0, 667}, {375, 258}} 0.25 options 0x70000 local true",
            ])
        let posts = sim.trace.compactMap { record -> OrderedUserInfo? in
            if case .notification(_, _, _, let userInfo) = record.event { userInfo } else { nil }
        }
        #expect(!posts.isEmpty)
        #expect(posts.allSatisfy { $0.isLocal == nil }, "iOS 8 posts no UIKeyboardIsLocalUserInfoKey")
    }
}
