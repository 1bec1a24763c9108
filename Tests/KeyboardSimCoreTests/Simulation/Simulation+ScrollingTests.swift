import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

@MainActor @Suite("Simulation+Scrolling")
struct SimulationScrollingTests {
    /// A form in a scroll view with the keyboard up for its field.
    private func formWithKeyboardUp(_ mode: UIScrollView.KeyboardDismissMode) -> (Simulation, ScrollFormController, ScrollLog) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = ScrollFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        form.scrollView.keyboardDismissMode = mode
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .shown)
        // Set after UIKit's own scroll of the focused field into view (on focus, and when the
        // keyboard did show), so each drag starts from 200 with only its own callbacks logged.
        form.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        let log = ScrollLog()
        form.scrollView.delegate = log
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

    /// What a pan recognizer's action saw, as a library that moves its own input bar reads it.
    @MainActor private final class PanLog {
        var events: [String] = []
        func pan(_ recognizer: UIPanGestureRecognizer) {
            events.append(
                "\(recognizer.state) y \(formatNumber(recognizer.location(in: nil).y)) dy \(formatNumber(recognizer.translation(in: nil).y))"
            )
        }
    }

    @Test(
        "an .interactive drag: a pan recognizer on the scroll view follows the finger, the keyboard's top follows it once below it, the hide starts there"
    )
    func fingerDrivesTheKeyboard() {
        let (sim, form, _) = formWithKeyboardUp(.interactive)
        let log = PanLog()
        form.scrollView.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.pan))
        var hideBegins: [CGFloat] = []
        let token = sim.notificationCenter.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
            if let begin = $0.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect { hideBegins.append(begin.minY) }
        }
        let mark = sim.mark()
        // The finger touches down at y 300 of the screen (the keyboard's top is at 407) and moves
        // 200 points down over 0.5 s: 30 display frames at 60 Hz.
        let touchDown = form.scrollView.convert(CGPoint(x: 187.5, y: 300), from: nil)
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: 200), from: touchDown, over: .milliseconds(500))
        sim.advance(by: .milliseconds(400))
        #expect(sim.keyboard.presentationFrame.minY == 460, "at 0.4 s the finger is at 460, below 407: the keyboard's top is there")
        #expect(sim.keyboardPosts(since: mark).isEmpty, "nothing is posted during the drag")
        #expect(form.field.isFirstResponder)
        sim.advance(by: .seconds(1))
        #expect(!form.field.isFirstResponder)
        #expect(sim.keyboardPosts(since: mark) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(hideBegins == [500], "the hide starts where the finger let the keyboard go")
        #expect(log.events.first == "began y 306.667 dy 6.667")
        #expect(log.events.dropFirst().dropLast().allSatisfy { $0.hasPrefix("changed") })
        #expect(log.events.suffix(2) == ["changed y 500 dy 200", "ended y 500 dy 200"])
        #expect(log.events.count == 31, "29 frames of the drag, the last position, then the lift")
        sim.notificationCenter.removeObserver(token)
    }

    /// A delegate that lets a recognizer take touches only when `allows`.
    @MainActor private final class Gate: UIGestureRecognizerDelegate {
        let allows: Bool
        init(allows: Bool) { self.allows = allows }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { allows }
    }

    @Test("a pan recognizer whose delegate refuses the touch, or that is disabled, sees nothing of the drag")
    func refusedRecognizers() {
        let (sim, form, _) = formWithKeyboardUp(.none)
        let refused = PanLog(), disabled = PanLog(), allowed = PanLog()
        let gate = Gate(allows: false), open = Gate(allows: true)
        let first = UIPanGestureRecognizer(target: refused, action: PanLog.pan)
        first.delegate = gate
        let second = UIPanGestureRecognizer(target: disabled, action: PanLog.pan)
        second.isEnabled = false
        let third = UIPanGestureRecognizer(target: allowed, action: PanLog.pan)
        third.delegate = open
        for recognizer in [first, second] { form.scrollView.addGestureRecognizer(recognizer) }
        form.view.addGestureRecognizer(third)
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: 50))
        sim.advance(by: .seconds(1))
        #expect(refused.events.isEmpty && disabled.events.isEmpty)
        #expect(allowed.events.last?.hasPrefix("ended") == true, "a recognizer on a view above the scroll view follows the finger")
    }

    @Test("a finger on the keyboard that lifts moving up: the keyboard goes back up with a willShow and a didShow")
    func abandonedDismissal() {
        let (sim, form, _) = formWithKeyboardUp(.interactive)
        let mark = sim.mark()
        let touchDown = form.scrollView.convert(CGPoint(x: 187.5, y: 500), from: nil)
        sim.drag(form.scrollView, by: CGPoint(x: 0, y: -50), from: touchDown, over: .milliseconds(200))
        sim.advance(by: .milliseconds(100))
        #expect(sim.keyboard.presentationFrame.minY == 475)
        sim.advance(by: .seconds(1))
        #expect(form.field.isFirstResponder)
        #expect(sim.keyboard.presentationFrame.minY == 407)
        #expect(sim.keyboardPosts(since: mark) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    }

    @Test("the keyboard stays for .none, for an upward .interactive drag, and when scrolling is disabled")
    func dragKeepsTheKeyboard() {
        for (mode, translation, enabled) in [
            (UIScrollView.KeyboardDismissMode.none, CGFloat(100), true),
            (.interactive, -100, true), (.onDrag, 100, false),
        ] {
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
