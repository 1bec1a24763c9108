import Testing
import UIKit
import KeyboardSim

/// A message screen: a scroll view that dismisses the keyboard interactively and a field whose
/// input accessory view is a 50-point bar. The bar follows the keyboard as chat libraries do:
/// by observing its superview, the view UIKit hosts it in inside the keyboard (Bryn Bodayle,
/// "Messages Style Input View in iOS 8", brynbodayle.com: a view that key-value observes its
/// superview's position to learn the keyboard's frame during an interactive dismissal).
private final class MessagesController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    /// The superview's center as told by `observe(\.center)`, with the keyboard's phase then.
    var centers: [(y: CGFloat, phase: SystemKeyboard.Phase)] = []
    /// The superview's frame as told by string key-value observing of "frame".
    var frames: [CGRect] = []
    var observation: NSKeyValueObservation?
    weak var keyboard: SystemKeyboard?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)
        scrollView.addSubview(field)
        field.inputAccessoryView = bar
    }

    /// Starts following the bar's superview, as a library does once the bar has one.
    func follow(_ host: UIView) {
        observation = host.observe(\.center, options: [.new]) { [weak self] _, change in
            guard let self, let center = change.newValue else { return }
            MainActor.assumeIsolated { self.centers.append((center.y, self.keyboard?.phase ?? .hidden)) }
        }
        host.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        guard keyPath == "frame", let value = change?[.newKey] as? NSValue else { return }
        frames.append(value.cgRectValue)
    }
}

@MainActor @Suite("The keyboard hosts the input accessory view in a view that moves with it")
struct InputSetHostViewTests {
    /// An iPhone SE (3rd generation) on iOS 17: screen 667 high, keys 260 high, the bar 50.
    private func show() -> (Simulation, MessagesController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = MessagesController()
        controller.keyboard = sim.keyboard
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("the accessory view has a superview whose center follows the keyboard on each frame of its show, drag and hide")
    func hostFollowsKeyboard() throws {
        let (sim, controller) = show()
        #expect(controller.bar.superview == nil, "no keyboard, no host")
        controller.field.becomeFirstResponder()
        let host = try #require(controller.bar.superview, "hosted as soon as the field is first responder")
        #expect(controller.bar.window === sim.window)
        controller.follow(host)
        sim.advance(by: .seconds(1))

        // The show: the keyboard (keys 260 and the bar 50) rises from below the screen to 357.
        let rest = CGRect(x: 0, y: 357, width: 375, height: 310)
        #expect(sim.keyboard.frame == rest)
        #expect(host.frame == rest, "the host is the keyboard's frame, the bar at its top")
        #expect(controller.bar.convert(controller.bar.bounds, to: nil) == CGRect(x: 0, y: 357, width: 375, height: 50))
        let shown = controller.centers
        #expect(shown.count >= 20, "a center per display frame of the 0.5 s move, not only its ends: \(shown.count)")
        #expect(shown.last?.y == rest.midY)
        #expect(shown.contains { $0.y > rest.midY + 10 && $0.y < 667 + 155 - 10 }, "positions on the way up")
        #expect(controller.frames.last == rest, "string key-value observing of \"frame\" is told too")
        #expect(controller.frames.count == shown.count)

        // An interactive dismissal: the finger drags the keyboard down with no notification (the
        // phase stays shown), then lifts moving down and the keyboard hides from there.
        controller.centers = []
        sim.drag(controller.scrollView, by: CGPoint(x: 0, y: 300), from: CGPoint(x: 187, y: 300), over: .milliseconds(500))
        sim.advance(by: .seconds(1))
        let dragged = controller.centers.filter { $0.phase == .shown }.map(\.y)
        #expect(dragged.count >= 5, "the host follows the finger frame by frame: \(dragged)")
        #expect(dragged == dragged.sorted(), "downwards only")
        #expect((dragged.last ?? 0) > rest.midY + 100)
        #expect(controller.centers.contains { $0.phase == .hiding }, "then the hide moves it")
        #expect(controller.centers.last?.y == CGFloat(667 + 155), "below the screen")
        #expect(!controller.field.isFirstResponder)
        #expect(controller.bar.superview == nil, "let go once the keyboard is hidden")
        host.removeObserver(controller, forKeyPath: "frame")
    }

    @Test("a field that resigns: the bar rides the hide in the host and leaves it when the keyboard is hidden")
    func barRidesTheHide() throws {
        let (sim, controller) = show()
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let host = try #require(controller.bar.superview)
        controller.follow(host)
        controller.field.resignFirstResponder()
        sim.advance(by: .milliseconds(100))
        #expect(controller.bar.superview === host, "still in the host while the keyboard goes down")
        sim.advance(by: .seconds(1))
        #expect(controller.centers.count >= 20)
        #expect(controller.centers.last?.y == CGFloat(667 + 155))
        #expect(controller.bar.superview == nil)
        #expect(controller.bar.window == nil)
        host.removeObserver(controller, forKeyPath: "frame")
    }

    @Test("a chat bar alone: hosted at the screen's bottom; its text view taking focus keeps it, above the keys")
    func chatBarAlone() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let chat = ChatBarController()
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        let host = try #require(chat.bar.superview)
        #expect(host.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        sim.tap(chat.textView)
        sim.advance(by: .seconds(1))
        #expect(chat.textView.isFirstResponder)
        #expect(chat.bar.superview === host)
        #expect(host.frame == CGRect(x: 0, y: 357, width: 375, height: 310))
        #expect(chat.textView.convert(chat.textView.bounds, to: nil).minY == CGFloat(357 + 8))
    }

    /// The frames the trace's frame records give `name`, by record, with the keyboard's top then.
    private func recorded(_ name: String, in sim: Simulation) -> [(view: CGRect, keyboardTop: CGFloat)] {
        sim.trace.compactMap { record in
            guard case .frame(_, let keyboard, let views, _) = record.event, let view = views.first(where: { $0.name == name }) else {
                return nil
            }
            return (view.frame, keyboard?.minY ?? -1)
        }
    }

    @Test("the trace's frame records give the accessory view's frame, at the keyboard's top on every frame of its show and hide")
    func accessoryFramesInTrace() {
        let (sim, controller) = show()
        controller.bar.accessibilityIdentifier = "chatBar"
        sim.recordFrames(of: [controller.bar])
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let shown = recorded("chatBar", in: sim)
        #expect(shown.count >= 20, "a frame per display frame of the 0.5 s show: \(shown.count)")
        #expect(shown.allSatisfy { $0.view.minY == $0.keyboardTop && $0.view.size == CGSize(width: 375, height: 50) })
        #expect(shown.last?.view == CGRect(x: 0, y: 357, width: 375, height: 50))
        controller.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        let hidden = recorded("chatBar", in: sim).dropFirst(shown.count)
        #expect(hidden.count >= 20, "the bar rides the hide: \(hidden.count)")
        #expect(hidden.allSatisfy { $0.view.minY == $0.keyboardTop })
        #expect((hidden.last?.view.minY ?? 0) > 660, "at the screen's bottom at the hide's last display frame")
    }

    @Test("a chat bar's text view, first responder, is in the trace's frame records as the focused view")
    func focusedTextViewInTrace() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let chat = ChatBarController()
        chat.textView.accessibilityIdentifier = "message"
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        sim.tap(chat.textView)
        sim.advance(by: .seconds(1))
        let frames = recorded("message", in: sim)
        #expect(frames.count >= 20, "\(frames.count)")
        #expect(frames.allSatisfy { $0.view.minY == $0.keyboardTop + 8 })
        #expect(frames.last?.view == CGRect(x: 8, y: 365, width: 300, height: 34))
    }
}
