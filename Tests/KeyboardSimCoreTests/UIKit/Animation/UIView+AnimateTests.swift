import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// A screen with one field pinned above the bottom by a constraint, so that tests can animate
/// its constant.
private class BottomFieldController: UIViewController {
    let field = UITextField()
    var bottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityIdentifier = "nameField"
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            bottom, field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}

@MainActor private func makeScreen(profile: BehaviorProfile = .iOS17) -> (Simulation, BottomFieldController) {
    let sim = Simulation(device: .iPhoneSE3, profile: profile)
    let controller = BottomFieldController()
    sim.window.rootViewController = controller
    sim.advance(by: .zero)
    return (sim, controller)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

@MainActor @Suite("Animation: UIView.animate")
struct AnimateTests {
    @Test("constant changed with layoutIfNeeded inside the block animates; without it, it jumps at the end of the turn")
    func jumpVersusAnimate() {
        let (sim, screen) = makeScreen()
        #expect(screen.field.frame.maxY == 647)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            screen.bottom.constant = -120
            screen.view.layoutIfNeeded()
        }
        #expect(screen.field.frame.maxY == 547, "the model changes at once")
        sim.advance(by: .milliseconds(250))
        #expect(close(screen.field.presentationFrame.maxY, 622), "a quarter of the way, linearly")
        sim.advance(by: .seconds(1))
        #expect(screen.field.presentationFrame.maxY == 547)
        let (jumpSim, jumper) = makeScreen()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            jumper.bottom.constant = -120
        }
        #expect(jumper.field.frame.maxY == 647, "nothing laid out inside the block")
        jumpSim.advance(by: .zero)
        #expect(jumper.field.frame.maxY == 547)
        #expect(jumper.field.presentationFrame.maxY == 547, "the end-of-turn pass is outside the block: a jump")
        #expect(jumper.bottom.presentationConstant(at: jumpSim.now) == -120)
        #expect(screen.bottom.presentationConstant(at: sim.now) == -120)
    }

    @Test("the animated constraint's presentation constant moves with its frames")
    func presentationConstant() {
        let (sim, screen) = makeScreen()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            screen.bottom.constant = -220
            screen.view.layoutIfNeeded()
        }
        sim.advance(by: .milliseconds(500))
        #expect(close(screen.bottom.presentationConstant(at: sim.now), -120))
    }

    @Test("interruption is additive and both completions report finished")
    func additive() {
        let (sim, screen) = makeScreen()
        var finished: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                screen.bottom.constant = -120  // 647 → 547
                screen.view.layoutIfNeeded()
            }, completion: { finished.append("first \($0)") })
        sim.advance(by: .milliseconds(500))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: {
                screen.bottom.constant = -220  // 547 → 447
                screen.view.layoutIfNeeded()
            }, completion: { finished.append("second \($0)") })
        sim.advance(by: .milliseconds(250))
        // model 447 + (647 − 547)(1 − 0.75) + (547 − 447)(1 − 0.25)
        #expect(close(screen.field.presentationFrame.maxY, 447 + 25 + 75))
        sim.advance(by: .seconds(2))
        #expect(finished == ["first true", "second true"])
        #expect(screen.field.presentationFrame.maxY == 447)
    }

    @Test("a delay keeps the old value on screen; duration 0 applies at once")
    func delayAndZero() {
        let (sim, screen) = makeScreen()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) {
            screen.bottom.constant = -120
            screen.view.layoutIfNeeded()
        }
        sim.advance(by: .milliseconds(400))
        #expect(screen.field.presentationFrame.maxY == 647)
        sim.advance(by: .milliseconds(350))
        #expect(close(screen.field.presentationFrame.maxY, 597))
        sim.advance(by: .seconds(1))
        var done = false
        UIView.animate(
            withDuration: 0,
            animations: {
                screen.bottom.constant = -20
                screen.view.layoutIfNeeded()
            }, completion: { done = $0 })
        #expect(screen.field.presentationFrame.maxY == 647)
        sim.advance(by: .zero)
        #expect(done)
    }

    @Test("performWithoutAnimation wins over an enclosing block")
    func withoutAnimation() {
        let (sim, screen) = makeScreen()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation {
                screen.bottom.constant = -120
                screen.view.layoutIfNeeded()
            }
        }
        sim.advance(by: .milliseconds(100))
        #expect(screen.field.presentationFrame.maxY == 547)
    }

    @Test("repeat, autoreverse and undocumented curves leave a diagnostic")
    func diagnostics() {
        let (sim, screen) = makeScreen()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, UIView.AnimationOptions(rawValue: 5 << 16)]) {
            screen.bottom.constant = -120
            screen.view.layoutIfNeeded()
        }
        #expect(
            sim.diagnostics == [
                "UIView.animate: curve 5 (options 0x50018) is not a curve UIKit documents; simulated as easeInEaseOut",
                "UIView.animate: .repeat and .autoreverse are not simulated; the animation runs once",
            ])
    }

    @Test("the legacy API produces the same frames as the block API")
    func legacy() {
        let (blockSim, block) = makeScreen()
        let (legacySim, legacy) = makeScreen()
        // Two simulations on one thread: the class methods act on the one `perform` names.
        blockSim.perform {
            UIView.animate(withDuration: 0.4, delay: 0.1, options: .curveEaseOut) {
                block.bottom.constant = -160
                block.view.layoutIfNeeded()
            }
        }
        legacySim.perform {
            UIView.beginAnimations("move", context: nil)
            UIView.setAnimationDuration(0.4)
            UIView.setAnimationDelay(0.1)
            UIView.setAnimationCurve(.easeOut)
            UIView.setAnimationBeginsFromCurrentState(true)
            legacy.bottom.constant = -160
            legacy.view.layoutIfNeeded()
            UIView.commitAnimations()
        }
        for _ in 0..<40 {
            blockSim.advance(by: .nanoseconds(16_666_667))
            legacySim.advance(by: .nanoseconds(16_666_667))
            #expect(block.field.presentationFrame == legacy.field.presentationFrame)
        }
        #expect(legacy.field.presentationFrame.maxY == 507)
    }

    @Test("a spring animation overshoots when under-damped")
    func spring() {
        let (sim, screen) = makeScreen()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: {
                screen.bottom.constant = -120
                screen.view.layoutIfNeeded()
            })
        var lowest = CGFloat.infinity
        for _ in 0..<60 {
            sim.advance(by: .nanoseconds(16_666_667))
            lowest = min(lowest, screen.field.presentationFrame.maxY)
        }
        #expect(lowest < 547, "overshoots the target 547")
        sim.advance(by: .seconds(1))
        #expect(screen.field.presentationFrame.maxY == 547)
    }
}

/// Handlers written the way tutorials write them.
private final class KeyboardHandlerController: BottomFieldController {
    enum Style { case animateWithNotificationTiming, layoutOnly, hardCodedLinear, hardCodedOverriding }
    let style: Style
    let center: NotificationBus

    init(center: NotificationBus, style: Style) {
        self.center = center
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        center.addObserver(
            self, selector: KeyboardHandlerController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let info = KeyboardInfo(note) else { return }
        let keyboardInView = view.convert(info.endFrame, from: nil)
        bottom.constant = -(view.bounds.maxY - keyboardInView.minY) - 20
        switch style {
        case .animateWithNotificationTiming:
            view.layoutIfNeeded()
            UIView.animate(
                withDuration: info.animationDuration, delay: 0,
                options: UIView.AnimationOptions(rawValue: UInt(info.animationCurve.rawValue) << 16)
            ) {
                self.view.layoutIfNeeded()
            }
        case .layoutOnly:
            view.layoutIfNeeded()
        case .hardCodedLinear:
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { self.view.layoutIfNeeded() }
        case .hardCodedOverriding:
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve]) {
                self.view.layoutIfNeeded()
            }
        }
    }
}

@MainActor @Suite("Animation: inside the keyboard's transaction")
struct KeyboardTransactionTests {
    private func run(_ style: KeyboardHandlerController.Style) -> (Simulation, [(CGFloat, CGFloat)]) {
        let (sim, frames) = runTimed(style)
        return (sim, frames.map { ($0.keyboardTop, $0.fieldBottom) })
    }

    private func runTimed(_ style: KeyboardHandlerController.Style)
        -> (Simulation, [(time: SimulationInstant, keyboardTop: CGFloat, fieldBottom: CGFloat)])
    {
        let sim = Simulation(device: .iPhoneSE3)
        let controller = KeyboardHandlerController(center: sim.notificationCenter, style: style)
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let frames = sim.trace.compactMap { record -> (SimulationInstant, CGFloat, CGFloat)? in
            guard case .frame(_, let keyboard, let views, _) = record.event, let field = views.first(where: { $0.name == "nameField" })
            else { return nil }
            return (record.time, keyboard?.minY ?? 667, field.frame.maxY)
        }
        return (sim, frames)
    }

    @Test("a correctly written handler keeps a constant 20-point gap to the keyboard on every frame")
    func constantGap() {
        let (sim, frames) = runTimed(.animateWithNotificationTiming)
        #expect(frames.count == 31, "the start, then every frame of 0.5 s")
        for (index, frame) in frames.enumerated() {
            let p = KeyboardSpring.progress(atSeconds: frame.time.seconds)
            // Frame records hold the numbers their JSON Lines spell: 6 decimals.
            #expect(close(frame.keyboardTop, 667 - 260 * CGFloat(p), 5e-7), "frame \(index + 1): the keyboard follows the measured curve")
            #expect(close(frame.keyboardTop - frame.fieldBottom, 20, 1e-6), "frame \(index + 1)")
        }
        #expect(frames.last?.fieldBottom == 387)
        // Apple's pattern flushes layout before the block; inside the keyboard's transaction
        // that flush is what animates, with the keyboard's timing.
        #expect(
            sim.trace.contains {
                if case .animation(let text) = $0.event { text == "keyboard: 0.5 s keyboard spring (curve 7) — nameField" } else { false }
            })
    }

    @Test("a handler that only calls layoutIfNeeded still moves with the keyboard")
    func layoutOnly() {
        let (_, frames) = run(.layoutOnly)
        #expect(frames.allSatisfy { close($0.0 - $0.1, 20, 1e-9) })
    }

    @Test("a hard-coded 0.3 s linear animation inherits the keyboard's timing unless it overrides it")
    func inheritance() {
        let (_, inherited) = run(.hardCodedLinear)
        #expect(inherited.allSatisfy { close($0.0 - $0.1, 20, 1e-9) }, "inside the keyboard's block the hard-coded values are ignored")
        let (_, overriding) = run(.hardCodedOverriding)
        let gaps = overriding.map { $0.0 - $0.1 }
        #expect(gaps.contains { abs($0 - 20) > 10 }, "with the override options the field lags or leads the keyboard")
        #expect(close(overriding[18].1, 387), "linear 0.3 s ends at frame 18 (after the start record)")
        #expect(close(gaps.last ?? 0, 20))
    }
}

@MainActor @Suite("Animation: the trace")
struct AnimationTraceTests {
    @Test("frame records carry each animating constraint's presentation constant")
    func constantsInTrace() {
        let (sim, screen) = makeScreen()
        screen.bottom.identifier = "fieldBottom"
        sim.recordFrames(of: [screen.field])
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            screen.bottom.constant = -120
            screen.view.layoutIfNeeded()
        }
        sim.advance(by: .seconds(1))
        let samples = sim.trace.compactMap { record -> (Double, Double, CGFloat)? in
            guard case .frame(_, _, let views, let constants) = record.event,
                let constant = constants.first(where: { $0.name == "fieldBottom" }),
                let field = views.first(where: { $0.name == "nameField" })
            else { return nil }
            return (record.time.seconds, constant.value, field.frame.maxY)
        }
        #expect(samples.count == 31, "the start record (at the old constant), then every frame of the half second")
        for (time, constant, fieldBottom) in samples {
            #expect(abs(constant - (-20 - 100 * time / 0.5)) < 1e-6)
            #expect(abs(Double(fieldBottom) - (667 + constant)) < 1e-6, "the field follows its constant")
        }
        #expect(sim.trace.contains { $0.description.contains("animate UIView.animate: 0.5 s linear — nameField") })
    }
}
