import Foundation
import Testing
import KeyboardSimCore

/// A view that writes down UIKit's move callbacks.
private final class LoggingView: UIView {
    var log: [String] = []
    let label: String

    init(_ label: String) {
        self.label = label
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(label) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(label) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("\(label) didMoveToWindow (\(window == nil ? "none" : "window"))") }
    override func didMoveToSuperview() { log.append("\(label) didMoveToSuperview") }
}

@MainActor @Suite("UIView: moving between superviews and windows")
struct UIViewWindowMoveTests {
    @Test("added to a view in the window: will/did for the superview and, down the subtree, the window, in UIKit's order")
    func addToWindow() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let parent = LoggingView("parent")
        let child = LoggingView("child")
        parent.addSubview(child)
        #expect(child.log == ["child willMove(toSuperview: view)", "child didMoveToSuperview"], "no window yet: no window callbacks")
        child.log = []
        sim.window.addSubview(parent)
        #expect(
            parent.log == [
                "parent willMove(toSuperview: view)", "parent willMove(toWindow: window)",
                "parent didMoveToWindow (window)", "parent didMoveToSuperview",
            ])
        #expect(child.log == ["child willMove(toWindow: window)", "child didMoveToWindow (window)"])
    }

    @Test("removed: willMove(toSuperview: nil), the window callbacks with nil, then didMoveToSuperview")
    func remove() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = LoggingView("view")
        sim.window.addSubview(view)
        view.log = []
        view.removeFromSuperview()
        #expect(
            view.log == [
                "view willMove(toSuperview: nil)", "view willMove(toWindow: nil)",
                "view didMoveToWindow (none)", "view didMoveToSuperview",
            ])
    }

    @Test("moved to another superview in the same window: one move, no window callbacks")
    func reparent() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let first = UIView(), second = UIView()
        sim.window.addSubview(first)
        sim.window.addSubview(second)
        let view = LoggingView("view")
        first.addSubview(view)
        view.log = []
        second.addSubview(view)
        #expect(view.log == ["view willMove(toSuperview: view)", "view didMoveToSuperview"])
        #expect(view.superview === second && first.subviews.isEmpty)
    }
}

@MainActor @Suite("UIGestureRecognizer, UICoordinateSpace and CGRect.equalTo")
struct GestureAndCoordinateSpaceTests {
    final class Handler: UIGestureRecognizerDelegate {
        var pans: [UIGestureRecognizer.State] = []
        func handlePan(_ recognizer: UIPanGestureRecognizer) { pans.append(recognizer.state) }
    }

    @Test(
        "a recognizer is attached to its view, calls its target's method when actions are sent, and its delegate answers UIKit's defaults")
    func recognizer() {
        let view = UIView()
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        pan.delegate = handler
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(pan)
        #expect(pan.view === view && view.gestureRecognizers?.count == 1)
        #expect(pan.state == .possible, "no touch is simulated")
        pan.state = .changed
        pan.sendActions()
        #expect(handler.pans == [.changed])
        #expect(handler.gestureRecognizerShouldBegin(pan))
        #expect(!handler.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan))
        pan.removeTarget(handler, action: nil)
        pan.sendActions()
        #expect(handler.pans == [.changed])
        view.removeGestureRecognizer(pan)
        #expect(pan.view == nil && view.gestureRecognizers == nil)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("the screen is a coordinate space: the window's coordinates")
    func screenCoordinateSpace() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let container = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 5, y: 20, width: 50, height: 50))
        sim.window.addSubview(container)
        container.addSubview(view)
        let space = sim.screen.coordinateSpace
        #expect(space === sim.screen)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 16, y: 122))
        #expect(view.convert(CGPoint(x: 16, y: 122), from: space) == CGPoint(x: 1, y: 2))
        #expect(space.convert(CGRect(x: 16, y: 122, width: 4, height: 4), to: view) == CGRect(x: 1, y: 2, width: 4, height: 4))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("equalTo compares as ==")
    func equalTo() {
        #expect(CGRect(x: 0, y: 1, width: 2, height: 3).equalTo(CGRect(x: 0, y: 1, width: 2, height: 3)))
        #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 0)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)) && !CGSize.zero.equalTo(CGSize(width: 1, height: 1)))
    }
}

@MainActor @Suite("UIGestureRecognizer: targets held weakly")
struct GestureRecognizerTargetTests {
    final class TapToDismissController: UIViewController {
        func dismissKeyboard() {}
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TapToDismissController.dismissKeyboard))
        }
    }

    @Test("a controller that puts a tap recognizer targeting itself on its own view is deallocated, as on iOS")
    func controllerIsReleased() {
        weak var released: TapToDismissController?
        do {
            let controller = TapToDismissController()
            controller.loadViewIfNeeded()
            #expect(controller.view.gestureRecognizers?.count == 1)
            released = controller
        }
        #expect(released == nil)
    }
}
