import Testing
import UIKit
import KeyboardSim

/// A chat screen in Messages' pattern over a transcript that dismisses the keyboard in `mode`: the
/// controller is first responder with only its 50-point bar; the bar's text view brings the keys.
private final class DismissChatController: UIViewController {
    let transcript = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    let textView = UITextView(frame: CGRect(x: 8, y: 8, width: 300, height: 34))

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        transcript.contentSize = CGSize(width: 375, height: 3000)
        view.addSubview(transcript)
        bar.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

/// `Simulation.interactivelyDismissKeyboard(over:)` (the scenario step `interactiveDismiss`): a
/// finger takes the keyboard down as a drag of the scroll view around the first responder does,
/// by the scroll view's dismiss mode.
@MainActor @Suite("interactivelyDismissKeyboard(over:) takes the keyboard down as a finger in the scroll view's dismiss mode")
struct InteractiveDismissStepTests {
    /// An iPhone SE (3rd generation) on iOS 17 with the chat's keys up (the keys with the bar: top 357).
    private func chatWithKeysUp(_ mode: UIScrollView.KeyboardDismissMode) -> (Simulation, DismissChatController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let chat = DismissChatController()
        chat.transcript.keyboardDismissMode = mode
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        sim.tap(chat.textView)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 357, width: 375, height: 310))
        return (sim, chat)
    }

    private func barTop(_ chat: DismissChatController) -> CGFloat? {
        chat.bar.window == nil ? nil : chat.bar.convert(chat.bar.bounds, to: nil).minY
    }

    @Test(".interactiveWithAccessory: the bar goes with the keys and everything is dismissed, the controller resigning too")
    func withAccessoryTakesTheBar() {
        let (sim, chat) = chatWithKeysUp(.interactiveWithAccessory)
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        sim.advance(by: .milliseconds(290))
        #expect(sim.keyboard.presentationFrame.minY > 357, "the finger is taking it down")
        sim.advance(by: .seconds(1))
        #expect(!chat.textView.isFirstResponder)
        #expect(!chat.isFirstResponder, "the controller resigned: the bar went with the keys")
        #expect(sim.keyboard.phase == .hidden)
        #expect(barTop(chat) == nil)
    }

    @Test(".interactive: the keys go down no further than leaves the bar on screen; the controller takes the focus back, its bar docked")
    func interactiveKeepsTheBar() {
        let (sim, chat) = chatWithKeysUp(.interactive)
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        for _ in 0..<30 {
            sim.advance(by: .milliseconds(10))
            #expect(sim.keyboard.presentationFrame.minY <= 617, "the bar stays on screen during the drag")
        }
        sim.advance(by: .seconds(1))
        #expect(!chat.textView.isFirstResponder)
        #expect(chat.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        #expect(barTop(chat) == 617)
    }

    @Test(".interactive with only the bar up: nothing to take down, and the trace says so")
    func barAloneSaysSo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let chat = DismissChatController()
        chat.transcript.keyboardDismissMode = .interactive
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        sim.advance(by: .seconds(1))
        #expect(chat.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        #expect(
            sim.diagnostics.contains { $0.contains("interactivelyDismissKeyboard") && $0.contains("only its input accessory view") },
            "\(sim.diagnostics)")
    }

    @Test("no scroll view in an interactive mode: the keys still go down as .interactive, and the trace says iOS would need one")
    func noInteractiveScrollViewSaysSo() {
        let (sim, chat) = chatWithKeysUp(.onDrag)
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        sim.advance(by: .seconds(1))
        #expect(!chat.textView.isFirstResponder)
        #expect(
            sim.diagnostics.contains {
                $0.hasPrefix("interactivelyDismissKeyboard(over:): no scroll view on screen is in an interactive dismiss mode")
            }, "\(sim.diagnostics)")
    }

    @Test("a transcript in an interactive mode: no word about a missing scroll view")
    func interactiveScrollViewSaysNothing() {
        let (sim, _) = chatWithKeysUp(.interactiveWithAccessory)
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        sim.advance(by: .seconds(1))
        #expect(!sim.diagnostics.contains { $0.contains("no scroll view on screen") }, "\(sim.diagnostics)")
    }
}
