import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

@MainActor @Suite("Simulation+Scrolling")
struct SimulationScrollingTests {
    /// A form in a scroll view with the keyboard up for its field.
    private func formWithKeyboardUp(_ mode: UIScrollView.KeyboardDismissMode) -> (Simulation, ScrollFormController, ScrollLog) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = ScrollFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        form.scrollView.keyboardDismissMode = mode
        form.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        let log = ScrollLog()
        form.scrollView.delegate = log
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .shown)
        return (sim, form, log)
    }

    @Test("a drag with .onDrag dismisses the keyboard when it begins and moves the content with the finger")
    func dragOnDragDismisses() {
        let (sim, form, log) = formWithKeyboardUp(.onDrag)
        let mark = sim.mark()
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: 100), over: .milliseconds(300))
        let start = sim.now
        #expect(!form.field.isFirstResponder, "the window ended editing as the drag began")
        #expect(form.scrollView.isDragging && form.scrollView.isTracking)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .hidden)
        #expect(sim.keyboardPosts(since: mark) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        let willHide = sim.keyboardNotifications.last { $0.name == "WillHide" }
        #expect(willHide?.time == start)
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!form.scrollView.isDragging && !form.scrollView.isTracking)
        // Finger up 100 points in 0.3 s: −0.333 points per millisecond.
        #expect(log.milestones.first == "willBeginDragging")
        #expect(log.milestones.dropFirst().first?.hasPrefix("willEndDragging -0.333") == true)
        #expect(Array(log.milestones.suffix(1)) == ["didEndDragging false"])
        #expect(log.offsets.count == 18)
    }

    @Test("a downward drag with .interactive takes the keyboard down with the finger, then hides it")
    func dragInteractiveDismisses() {
        let (sim, form, _) = formWithKeyboardUp(.interactive)
        let mark = sim.mark()
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: 200), over: .milliseconds(400))
        sim.advance(by: .milliseconds(200))
        #expect(form.field.isFirstResponder, "the keyboard follows the finger without a notification")
        #expect(sim.keyboardPosts(since: mark).isEmpty)
        #expect(sim.keyboard.presentationFrame.minY > 407)
        sim.advance(by: .seconds(1))
        #expect(!form.field.isFirstResponder)
        #expect(sim.keyboardPosts(since: mark) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test("the keyboard stays for .none, for an upward .interactive drag, and when scrolling is disabled")
    func dragKeepsTheKeyboard() {
        for (mode, translation, enabled) in [(UIScrollView.KeyboardDismissMode.none, CGFloat(100), true),
                                             (.interactive, -100, true), (.onDrag, 100, false)] {
            let (sim, form, log) = formWithKeyboardUp(mode)
            form.scrollView.isScrollEnabled = enabled
            sim.drag(form.scrollView, by: CGPoint(x: 0, y: translation))
            sim.advance(by: .seconds(1))
            #expect(form.field.isFirstResponder, "\(mode)")
            #expect(sim.keyboard.phase == .shown, "\(mode)")
            #expect(form.scrollView.contentOffset.y == (enabled ? 200 - translation : 200), "\(mode)")
            #expect(log.milestones.count == (enabled ? 3 : 0), "\(mode)")
        }
    }

    @Test("a drag stops at the scrollable range and goes where the delegate's target says")
    func dragClampsAndHonoursTheTarget() {
        let (sim, form, log) = formWithKeyboardUp(.none)
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: 1000))
        sim.advance(by: .seconds(1))
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: -20))
        log.restingOffset = CGPoint(x: 0, y: 250)
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: -100))
        sim.advance(by: .seconds(1))
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: 250))
        #expect(log.offsets.last == CGPoint(x: 0, y: 250))
    }

    @Test("dragging a scroll view outside the window is a diagnostic")
    func dragOutsideTheWindow() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let loose = UIScrollView()
        loose.accessibilityIdentifier = "loose"
        sim.drag(loose, by: CGPoint(x: 0, y: 10))
        #expect(sim.diagnostics.last == "drag of loose, which is not in the window. Ignored.")
        #expect(loose.contentOffset == .zero)
    }
}
