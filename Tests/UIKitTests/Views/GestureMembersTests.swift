import Testing
import UIKit
import KeyboardSim

/// A screen with a photo view that has single and double tap recognizers, a long press, and a
/// tap-to-dismiss recognizer on the controller's view; every action is logged.
private final class GestureScreen: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
    let button = UIButton(frame: CGRect(x: 20, y: 500, width: 100, height: 44))
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let dismiss = UITapGestureRecognizer()
    var log: [String] = []
    var locations: [CGPoint] = []
    var touchCounts: [Int] = []
    var simultaneous = false
    var refuseBegin: UIGestureRecognizer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        view.addSubview(field)
        view.addSubview(button)
        single.addTarget(self, action: GestureScreen.singleTapped)
        double.addTarget(self, action: GestureScreen.doubleTapped)
        double.numberOfTapsRequired = 2
        press.addTarget(self, action: GestureScreen.pressed)
        dismiss.addTarget(self, action: GestureScreen.dismissed)
        photo.addGestureRecognizer(single)
        photo.addGestureRecognizer(double)
        photo.addGestureRecognizer(press)
        view.addGestureRecognizer(dismiss)
        button.addTarget(self, action: GestureScreen.buttonTapped, for: .touchUpInside)
        for recognizer in [single, double, press, dismiss] { recognizer.delegate = self }
    }

    func singleTapped(_ recognizer: UITapGestureRecognizer) {
        log.append("single \(recognizer.state)")
        locations.append(recognizer.location(ofTouch: 0, in: photo))
        touchCounts.append(recognizer.numberOfTouches)
    }
    func doubleTapped(_ recognizer: UITapGestureRecognizer) { log.append("double \(recognizer.state)") }
    func pressed(_ recognizer: UILongPressGestureRecognizer) { log.append("press \(recognizer.state)") }
    func dismissed(_ recognizer: UITapGestureRecognizer) {
        log.append("dismiss")
        view.endEditing(true)
    }
    func buttonTapped() { log.append("button") }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer !== refuseBegin }
}

/// A recognizer subclass that records what UIKit calls on it.
private final class TracingTap: UITapGestureRecognizer {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("began \(touches.first?.tapCount ?? 0)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("ended") }
    override func reset() { calls.append("reset \(state)") }
}

@MainActor @Suite("Gesture recognizers: taps, double taps, long presses, failure requirements and the delegate")
struct GestureMembersTests {
    private func screen() -> (Simulation, GestureScreen) { shownScreen(GestureScreen()) }

    @Test("a single tap that requires a double tap's failure recognizes after one tap, and not on a double tap")
    func requireToFail() {
        let (sim, screen) = screen()
        screen.dismiss.isEnabled = false
        screen.single.require(toFail: screen.double)
        sim.tap(screen.photo)
        #expect(screen.log == ["single ended"])
        #expect(screen.locations == [CGPoint(x: 100, y: 100)], "the middle of the photo, in its coordinates")
        #expect(screen.touchCounts == [1])
        #expect(screen.single.numberOfTouches == 0, "no finger after the tap")
        screen.log = []
        sim.tap(screen.photo, times: 2)
        #expect(screen.log == ["double ended"])
        #expect(screen.single.state == .possible && screen.double.state == .possible)
    }

    @Test("without a failure requirement a double tap recognizes the single tap at the first tap and the double tap at the second")
    func noRequirement() {
        let (sim, screen) = screen()
        screen.dismiss.isEnabled = false
        sim.tap(screen.photo, times: 2)
        #expect(screen.log == ["single ended", "double ended"])
    }

    @Test("the delegate's shouldRequireFailureOf makes the same requirement as require(toFail:)")
    func delegateRequiresFailure() {
        final class Waiting: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { (gestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1 }
        }
        let (sim, screen) = screen()
        screen.dismiss.isEnabled = false
        let waiting = Waiting()
        screen.single.delegate = waiting
        sim.tap(screen.photo, times: 2)
        #expect(screen.log == ["double ended"])
    }

    @Test("the inner recognizer takes a tap alone unless a delegate lets both recognize; a refused begin fails")
    func exclusivityAndSimultaneity() {
        let (sim, screen) = screen()
        sim.tap(screen.photo)
        #expect(screen.log == ["single ended"], "the photo's tap prevents the view's tap-to-dismiss")
        screen.log = []
        screen.simultaneous = true
        sim.tap(screen.photo)
        #expect(screen.log == ["single ended", "dismiss"])
        screen.log = []
        screen.simultaneous = false
        screen.refuseBegin = screen.single
        sim.tap(screen.photo)
        #expect(screen.log == ["dismiss"], "the single tap may not begin, so the outer recognizer takes the tap")
    }

    @Test("a tap-to-dismiss recognizer withholds the tapped view's touches unless cancelsTouchesInView is false")
    func cancelsTouchesInView() {
        final class TouchView: UIView {
            var ended = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let (sim, screen) = screen()
        let plain = TouchView(frame: CGRect(x: 250, y: 100, width: 60, height: 60))
        screen.view.addSubview(plain)
        screen.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.tap(plain)
        #expect(screen.log == ["dismiss"])
        #expect(!screen.field.isFirstResponder)
        #expect(plain.ended == 0, "cancelled by the recognizer")
        screen.dismiss.cancelsTouchesInView = false
        sim.tap(plain)
        #expect(screen.log == ["dismiss", "dismiss"])
        #expect(plain.ended == 1)
        // A control's own tap comes first: the recognizers above it do not see it.
        sim.tap(screen.button)
        #expect(screen.log == ["dismiss", "dismiss", "button"])
    }

    @Test("a long press begins after minimumPressDuration on the clock and ends when the finger lifts")
    func longPress() {
        let (sim, screen) = screen()
        screen.press.minimumPressDuration = 0.8
        sim.longPress(screen.photo, for: .seconds(2))
        #expect(screen.log.isEmpty)
        sim.advance(by: .milliseconds(799))
        #expect(screen.log.isEmpty, "not yet 0.8 s")
        sim.advance(by: .milliseconds(1))
        #expect(screen.log == ["press began"])
        #expect(screen.press.state == .began)
        sim.advance(by: .milliseconds(1200))
        #expect(screen.log == ["press began", "press ended"])
        #expect(screen.press.state == .possible)
    }

    @Test("a press shorter than minimumPressDuration does not begin, and the trace says no recognizer took it")
    func shortPress() {
        let (sim, screen) = screen()
        sim.longPress(screen.photo, for: .milliseconds(300))
        sim.advance(by: .seconds(1))
        #expect(screen.log.isEmpty)
        #expect(screen.press.minimumPressDuration == 0.5)
        #expect(screen.press.allowableMovement == 10)
        #expect(sim.diagnostics.contains { $0.contains("long press on") && $0.contains("no long press recognizer took it") })
    }

    @Test("a subclass hears touchesBegan and touchesEnded for each tap, then reset() after recognizing or failing")
    func subclassCallbacks() {
        let (sim, screen) = screen()
        let tracing = TracingTap()
        tracing.numberOfTapsRequired = 3
        screen.photo.addGestureRecognizer(tracing)
        sim.tap(screen.photo, times: 2)
        #expect(tracing.calls == ["began 1", "ended", "began 2", "ended", "reset possible"], "three taps needed: it failed")
    }

    @Test("canPrevent and canBePrevented are asked: a recognizer that cannot be prevented recognizes beside another")
    func canBePrevented() {
        final class Unpreventable: UITapGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (sim, screen) = screen()
        final class Counter {
            var count = 0
            func hit() { count += 1 }
        }
        let outer = Unpreventable()
        let counter = Counter()
        outer.addTarget(counter, action: Counter.hit)
        screen.view.addGestureRecognizer(outer)
        sim.tap(screen.photo)
        #expect(counter.count == 1)
        #expect(screen.log == ["single ended"], "the tap-to-dismiss recognizer is still prevented")
    }

    @Test("location(ofTouch:in:) for a touch that does not exist answers .zero and says so")
    func locationOfMissingTouch() {
        let (sim, screen) = screen()
        #expect(screen.single.location(ofTouch: 1, in: nil) == .zero)
        #expect(sim.diagnostics.contains { $0.contains("location(ofTouch: 1, in:)") })
    }

    @Test("inert members keep UIKit's defaults")
    func inertDefaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.buttonMaskRequired == .primary)
        #expect(tap.requiresExclusiveTouchType)
        #expect(tap.modifierFlags == [])
        #expect(tap.buttonMask == [])
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        let press = UILongPressGestureRecognizer()
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }
}
