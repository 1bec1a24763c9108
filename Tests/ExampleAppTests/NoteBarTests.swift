import Testing
import UIKit
import KeyboardSim

/// The app's note bar calls its delegate's optional methods; the delegate protocol is declared in
/// another file (Support/NoteBarDelegate.swift). The plugin gives each file's port the others', so
/// the bar's calls are ported as the declaring file's would be.
@MainActor @Suite("A delegate protocol in another file of the app, ported by the plugin")
struct NoteBarTests {
    /// Implements both optional methods: refuses "no", records what was sent.
    final class Strict: NSObject, NoteBarDelegate {
        var heard: [String] = []
        func noteBarShouldSend(_ bar: NoteBar, text: String) -> Bool { text != "no" }
        func noteBar(_ bar: NoteBar, didSend text: String) { heard.append(text) }
    }

    /// Implements neither: the bar sends everything, as on iOS.
    final class Silent: NSObject, NoteBarDelegate {}

    /// A bar on screen, its field focused, `text` typed and return pressed.
    static func type(_ texts: [String], delegate: NoteBarDelegate) -> NoteBar {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let bar = NoteBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bar.field.frame = bar.bounds
        bar.delegate = delegate
        controller.view.addSubview(bar)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(0.5))
        bar.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        for text in texts {
            sim.type(text)
            sim.pressReturn()
        }
        withExtendedLifetime(sim) {}
        return bar
    }

    @Test("a delegate that implements both: asked before each send, told after; a refused text stays in the field")
    func implemented() {
        let strict = Strict()
        let bar = Self.type(["hello", "no"], delegate: strict)
        #expect(bar.sent == ["hello"])
        #expect(strict.heard == ["hello"])
        #expect(bar.field.text == "no")
    }

    @Test("the bar's layoutSubviews, an override in an extension in another file (Support/NoteBar+Layout.swift), lays the field out")
    func layoutFromAnotherFile() {
        let silent = Silent()
        let bar = Self.type([], delegate: silent)
        #expect(bar.field.frame == CGRect(x: 8, y: 4, width: 359, height: 36))
    }

    @Test("a delegate that implements neither: every text is sent, as iOS's nil closure and nil call give")
    func notImplemented() {
        let silent = Silent()
        let bar = Self.type(["one", "two", "three"], delegate: silent)
        #expect(bar.delegate === silent)
        #expect(bar.sent == ["one", "two", "three"])
        #expect(bar.field.text == "")
    }
}
