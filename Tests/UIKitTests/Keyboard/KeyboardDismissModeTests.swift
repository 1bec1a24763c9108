import Testing
import UIKit
import KeyboardSim

/// The keyboard's will-notifications, in order, with their end frames (`hide 617+50`) and the
/// hide's begin (`from 617`).
@MainActor private final class WillPosts {
    private(set) var lines: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for (name, label) in [(UIResponder.keyboardWillShowNotification, "show"), (UIResponder.keyboardWillHideNotification, "hide")] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                        let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
                    else { return }
                    MainActor.assumeIsolated {
                        self?.lines.append("\(label) \(Int(end.minY))+\(Int(end.height)) from \(Int(begin.minY))")
                    }
                })
        }
    }

    func reset() { lines = [] }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A chat screen in Messages' pattern with its transcript: the controller is first responder
/// with only its 50-point bar; the bar's text view brings the keys; the transcript is a scroll
/// view over the whole screen.
private final class ChatTranscriptController: UIViewController {
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

/// An iPhone SE (3rd generation) on iOS 17 (screen 667 high, keys 260, the bar 50) showing the
/// chat with the keys up for the bar's text view, and the posts from then on.
@MainActor private func chatWithKeysUp(_ mode: UIScrollView.KeyboardDismissMode) -> (Simulation, ChatTranscriptController, WillPosts) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let posts = WillPosts()
    let chat = ChatTranscriptController()
    chat.transcript.keyboardDismissMode = mode
    sim.window.rootViewController = chat
    sim.advance(by: .seconds(1))
    sim.tap(chat.textView)
    sim.advance(by: .seconds(1))
    #expect(chat.textView.isFirstResponder)
    #expect(sim.keyboard.frame == CGRect(x: 0, y: 357, width: 375, height: 310), "the keys with the bar above them")
    #expect(posts.lines == ["show 617+50 from 667", "show 357+310 from 617"])
    posts.reset()
    return (sim, chat, posts)
}

/// Where the bar is on screen, or nil when it is not on screen.
@MainActor private func barTop(_ chat: ChatTranscriptController) -> CGFloat? {
    chat.bar.window == nil ? nil : chat.bar.convert(chat.bar.bounds, to: nil).minY
}

@MainActor
@Suite("Dismiss modes with an accessory view: .onDrag and .interactive leave a controller's bar docked; the WithAccessory modes take it")
struct KeyboardDismissModeAccessoryTests {
    @Test(
        "a drag in .onDrag: the bar's text view resigns, the controller takes the focus back and its bar stays docked, announced as a hide to it"
    )
    func onDragKeepsTheBar() {
        let (sim, chat, posts) = chatWithKeysUp(.onDrag)
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 100))
        #expect(!chat.textView.isFirstResponder, "resigned as the drag began")
        #expect(chat.isFirstResponder, "the controller has the focus again")
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50), "the bar alone, docked")
        #expect(barTop(chat) == 617)
        #expect(posts.lines == ["hide 617+50 from 357"])
        posts.stop()
    }

    @Test("a drag in .onDragWithAccessory: the keys and the bar go together, the controller resigning too")
    func onDragWithAccessoryTakesTheBar() {
        let (sim, chat, posts) = chatWithKeysUp(.onDragWithAccessory)
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 100))
        #expect(!chat.textView.isFirstResponder)
        #expect(!chat.isFirstResponder)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .hidden)
        #expect(barTop(chat) == nil, "the bar left the screen with the keys")
        #expect(posts.lines == ["hide 667+310 from 357"])
        posts.stop()
    }

    @Test("with only the bar up, a drag in .onDrag leaves it; in .onDragWithAccessory it goes", arguments: [false, true])
    func barAloneOnDrag(withAccessory: Bool) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let posts = WillPosts()
        let chat = ChatTranscriptController()
        chat.transcript.keyboardDismissMode = withAccessory ? .onDragWithAccessory : .onDrag
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        posts.reset()
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 100))
        sim.advance(by: .seconds(1))
        #expect(chat.isFirstResponder == !withAccessory)
        #expect(barTop(chat) == (withAccessory ? nil : 617))
        #expect(posts.lines == (withAccessory ? ["hide 667+50 from 617"] : []))
        posts.stop()
    }

    @Test("an .interactive drag takes the keys down only as far as leaves the bar on screen; released, the bar stays docked")
    func interactiveKeepsTheBar() {
        let (sim, chat, posts) = chatWithKeysUp(.interactive)
        // The finger touches down at y 300 and moves 400 points down over 0.5 s.
        let touchDown = chat.transcript.convert(CGPoint(x: 187.5, y: 300), from: nil)
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 400), from: touchDown, over: .milliseconds(500))
        sim.advance(by: .milliseconds(200))
        #expect(sim.keyboard.presentationFrame.minY == 460, "at 0.2 s the finger is at 460, below the keyboard's top: it follows")
        #expect(barTop(chat) == 460, "the bar rides the keys")
        sim.advance(by: .milliseconds(250))
        #expect(sim.keyboard.presentationFrame.minY == 617, "the finger is at 660; the keyboard stops with the bar on screen")
        #expect(posts.lines.isEmpty, "nothing is posted during the drag")
        #expect(chat.textView.isFirstResponder)
        sim.advance(by: .seconds(1))
        #expect(!chat.textView.isFirstResponder)
        #expect(chat.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
        #expect(barTop(chat) == 617)
        #expect(posts.lines == ["hide 617+50 from 617"], "the keys go from where the finger left them; the bar's frame is the end")
        posts.stop()
    }

    @Test("an .interactiveWithAccessory drag takes the keys and the bar off screen with the finger; released, everything is dismissed")
    func interactiveWithAccessoryTakesTheBar() {
        let (sim, chat, posts) = chatWithKeysUp(.interactiveWithAccessory)
        let touchDown = chat.transcript.convert(CGPoint(x: 187.5, y: 300), from: nil)
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 400), from: touchDown, over: .milliseconds(500))
        sim.advance(by: .milliseconds(450))
        #expect(sim.keyboard.presentationFrame.minY == 660, "the finger is at 660: the bar follows it below where .interactive stops")
        #expect(barTop(chat) == 660)
        #expect(posts.lines.isEmpty)
        sim.advance(by: .seconds(1))
        #expect(!chat.textView.isFirstResponder)
        #expect(!chat.isFirstResponder)
        #expect(sim.keyboard.phase == .hidden)
        #expect(barTop(chat) == nil)
        #expect(posts.lines == ["hide 667+310 from 667"], "the finger lifted at 700: the keyboard's top at the screen's bottom")
        posts.stop()
    }

    @Test("with only the bar up, an .interactive drag through it leaves it; .interactiveWithAccessory takes it", arguments: [false, true])
    func barAloneInteractive(withAccessory: Bool) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let posts = WillPosts()
        let chat = ChatTranscriptController()
        chat.transcript.keyboardDismissMode = withAccessory ? .interactiveWithAccessory : .interactive
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        posts.reset()
        let touchDown = chat.transcript.convert(CGPoint(x: 187.5, y: 560), from: nil)
        sim.drag(chat.transcript, by: CGPoint(x: 0, y: 90), from: touchDown, over: .milliseconds(300))
        sim.advance(by: .milliseconds(250))
        #expect(sim.keyboard.presentationFrame.minY == (withAccessory ? 635 : 617), "the finger is at 635")
        sim.advance(by: .seconds(1))
        #expect(chat.isFirstResponder == !withAccessory)
        #expect(barTop(chat) == (withAccessory ? nil : 617))
        #expect(posts.lines == (withAccessory ? ["hide 667+50 from 650"] : []))
        posts.stop()
    }

    @Test(
        "a text field's own accessory view goes with the keys in every dismiss mode",
        arguments: UIScrollView.KeyboardDismissMode.allCases.filter { $0 != UIScrollView.KeyboardDismissMode.none })
    func fieldAccessoryGoes(mode: UIScrollView.KeyboardDismissMode) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        field.inputAccessoryView = bar
        screen.view.addSubview(scroll)
        scroll.addSubview(field)
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 363, "260 + 44 high")
        let touchDown = scroll.convert(CGPoint(x: 187.5, y: 300), from: nil)
        sim.drag(scroll, by: CGPoint(x: 0, y: 300), from: touchDown, over: .milliseconds(500))
        sim.advance(by: .seconds(2))
        #expect(!field.isFirstResponder, "\(mode)")
        #expect(sim.keyboard.phase == .hidden, "\(mode)")
        #expect(bar.window == nil, "\(mode)")
    }
}

/// A screen whose bar sits on the keyboard layout guide, over a scroll view that dismisses the
/// keyboard interactively.
private final class GuideBarController: UIViewController {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let bar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.keyboardDismissMode = .interactive
        view.addSubview(scroll)
        scroll.addSubview(field)
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

@MainActor @Suite("keyboardDismissPadding: a drag that far above the keyboard already takes it down interactively")
struct KeyboardDismissPaddingTests {
    /// The screen with the keys up (top at 407) and the guide's padding set.
    private func screen(padding: CGFloat, profile: BehaviorProfile = .iOS17) -> (Simulation, GuideBarController) {
        let sim = Simulation(device: .iPhoneSE3, profile: profile)
        let controller = GuideBarController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.view.keyboardLayoutGuide.keyboardDismissPadding = padding
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 407)
        #expect(controller.bar.frame.maxY == 407)
        return (sim, controller)
    }

    /// A drag from y 330 (77 points above the keys) 60 points down over 0.3 s: the finger stops
    /// at 390, above the keyboard.
    private func dragAboveTheKeys(_ sim: Simulation, _ controller: GuideBarController) {
        let touchDown = controller.scroll.convert(CGPoint(x: 187.5, y: 330), from: nil)
        sim.drag(controller.scroll, by: CGPoint(x: 0, y: 60), from: touchDown, over: .milliseconds(300))
    }

    @Test(
        "padding 0 (or negative, which counts as 0): a finger above the keyboard never reaches it; the keyboard stays",
        arguments: [0, -40] as [CGFloat])
    func noPadding(padding: CGFloat) {
        let (sim, controller) = screen(padding: padding)
        dragAboveTheKeys(sim, controller)
        sim.advance(by: .milliseconds(250))
        #expect(sim.keyboard.presentationFrame.minY == 407)
        sim.advance(by: .seconds(1))
        #expect(controller.field.isFirstResponder)
        #expect(sim.keyboard.phase == .shown)
        #expect(controller.bar.frame.maxY == 407)
    }

    @Test(
        "padding 40: the finger takes the keyboard once 40 points above it, 40 points below the finger; the bar on the guide goes down with it; released moving down, the keyboard hides"
    )
    func padding40() {
        let (sim, controller) = screen(padding: 40)
        let hides = WillPosts()
        dragAboveTheKeys(sim, controller)
        sim.advance(by: .milliseconds(250))
        // At 0.25 s the finger is at 330 + 50 = 380: the keyboard's top at 420.
        #expect(sim.keyboard.presentationFrame.minY == 420)
        controller.view.layoutIfNeeded()
        #expect(controller.bar.frame.maxY == 420, "the bar on the guide is dragged down with the keyboard")
        #expect(hides.lines.isEmpty)
        sim.advance(by: .seconds(1))
        #expect(!controller.field.isFirstResponder)
        #expect(sim.keyboard.phase == .hidden)
        #expect(hides.lines == ["hide 667+260 from 430"], "from where the finger (at 390) left it")
        #expect(controller.bar.frame.maxY == 667)
        hides.stop()
    }

    @Test("before iOS 17 there is no padding: the same drag leaves the keyboard")
    func beforeIOS17() throws {
        let (sim, controller) = screen(padding: 40, profile: try #require(BehaviorProfile.iOS(16)))
        dragAboveTheKeys(sim, controller)
        sim.advance(by: .seconds(1))
        #expect(controller.field.isFirstResponder)
        #expect(sim.keyboard.phase == .shown)
    }
}
