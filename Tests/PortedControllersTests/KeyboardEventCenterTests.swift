import Testing
import UIKit
import KeyboardSim
import KBSimCommands
import KBSimPort

/// A library-style singleton (`Originals/KeyboardEventCenter.swift`), ported by `kbsim port`
/// alone: selectors kept as values (an event's `selector` property), and the key window found
/// through `NSClassFromString("UIApplication")`, `responds(to:)` and `perform(_:)`.
@MainActor @Suite("A library singleton with selectors kept as values and the app found by name")
struct KeyboardEventCenterTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test("porting the original gives the port file: selectors as values carry their methods, the class lookup is typed")
    func port() throws {
        let original = try String(contentsOf: Self.directory.appendingPathComponent("Originals/KeyboardEventCenter.swift"), encoding: .utf8)
        let port = try String(contentsOf: Self.directory.appendingPathComponent("Ports/KeyboardEventCenter.swift"), encoding: .utf8)
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings.isEmpty)
        #expect(
            result.edits.map(\.kind) == [
                .rewroteSelector, .rewroteSelector, .rewroteSelector, .rewroteSelector,
                .qualifiedClassLookup, .deletedObjC, .deletedObjC, .deletedObjC, .deletedObjC,
            ])
        #expect(port.contains(#"case .willShow: return Selector("keyboardWillShow:", KeyboardEventCenter.keyboardWillShow)"#))
        #expect(!LinuxPort.port(port).needsEdit, "porting the port changes nothing")
    }

    /// Shows the keyboard for a field at the bottom of an iPhone SE (3rd generation) on iOS 17
    /// and hides it, with `center` observing all four events.
    private func run(_ center: KeyboardEventCenter) -> (events: [String], sim: Simulation) {
        var events: [String] = []
        for event in KeyboardEventCenter.Event.allCases {
            center.on(event) { frame in events.append("\(event) \(frame.uiKitDescription)") }
        }
        center.start()
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        center.stop()
        return (events, sim)
    }

    @Test("each event's selector calls its method: iOS 17's frames on an iPhone SE, in the key window, with no diagnostic")
    func events() {
        let (events, sim) = run(KeyboardEventCenter())
        // UIKit's frames for a 260-point keyboard on a 667-point screen (the simulation's iOS 17
        // profile); the window fills the screen, so window and screen coordinates agree.
        #expect(
            events == [
                "willShow {{0, 407}, {375, 260}}",
                "didShow {{0, 407}, {375, 260}}",
                "willHide {{0, 667}, {375, 260}}",
                "didHide {{0, 667}, {375, 260}}",
            ])
        #expect(
            sim.diagnostics.isEmpty,
            "sharedApplication is answered, so nothing is said")
    }

    @Test("the key window is found through NSClassFromString, responds(to:) and perform(_:)")
    func keyWindow() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = UIViewController()
        sim.advance(by: .seconds(1))
        #expect(KeyboardEventCenter().keyWindow === sim.window)
    }

    @Test("the shared center, started once, hears the keyboard of each later simulation")
    func shared() {
        // The premise is an app before its first screen: no simulation on the thread. Another
        // test's simulation may still be alive here (one awaiting, or one whose last reference a
        // pending job holds), and the thread's current simulation is the one made last while it
        // lives; a simulation made and let go here is made last instead, and is gone.
        do { _ = Simulation(device: .iPhoneSE3) }
        #expect(Simulation.current == nil)
        var heights: [CGFloat] = []
        KeyboardEventCenter.shared.on(.willShow) { heights.append($0.height) }
        KeyboardEventCenter.shared.start()
        defer { KeyboardEventCenter.shared.stop() }
        for device in [Device.iPhoneSE3, .iPhone16] {
            let sim = Simulation(device: device, profile: .iOS17)
            let controller = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            sim.window.rootViewController = controller
            controller.view.addSubview(field)
            sim.advance(by: .seconds(1))
            field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
        }
        // iOS 17's keyboard heights: 260 on the iPhone SE, 336 on the iPhone 16 (home indicator).
        #expect(heights == [260, 336])
    }
}
