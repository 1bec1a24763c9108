import Testing
import UIKit
import KeyboardSim

/// What fired, and when (written from `@Sendable` blocks, on the simulation's thread).
private final class FireLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A screen with one field, on an iPhone SE (3rd generation) with iOS 17, one second in.
@MainActor private func screenWithField() -> (Simulation, UITextField) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
    controller.view.addSubview(field)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return (sim, field)
}

/// A controller that debounces the keyboard's notifications as keyboard libraries do: each one
/// restarts a 0.1 s timer on the current run loop, and the layout changes when it fires.
@MainActor private final class DebouncingController: UIViewController {
    let log: FireLog
    var timer: Timer?
    private var token: NSObjectProtocol?

    init(log: FireLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.restart() }
        }
    }

    required init?(coder: NSCoder) { nil }

    private func restart() {
        timer?.invalidate()
        let log = log
        let timer = Timer(timeInterval: 0.1, repeats: false) { _ in
            MainActor.assumeIsolated { log.lines.append("settled at \(Simulation.current!.clock.now)") }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }
}

/// A controller whose repeating timer calls its own method, as a target–selector timer.
@MainActor private final class TickingController: UIViewController {
    var ticks: [String] = []
    var timer: Timer?

    func start(selector: Selector) {
        timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: selector, userInfo: "poll", repeats: true)
    }

    func tick(_ timer: Timer) {
        ticks.append("\(Simulation.current!.clock.now) \(timer.userInfo as? String ?? "nil")")
    }
}

/// On iOS a timer on the main run loop fires there; in a Linux test the real run loop runs only
/// after the test returns, so a library's debounce would never fire inside the simulation. While a
/// simulation is current, its clock is the main run loop's, timers included.
@MainActor @Suite("Foundation's timers on the main run loop fire on the simulation's clock")
struct MainRunLoopTimerTests {
    @Test("a debounce timer restarted by each keyboard notification fires once, 0.1 s after the last")
    func debounce() {
        let (sim, field) = screenWithField()
        let log = FireLog()
        let controller = DebouncingController(log: log)
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        log.lines.removeAll()
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(log.lines == ["settled at t=2.1s"])
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a repeating scheduled timer fires every interval until its block invalidates it")
    func repeating() {
        let (sim, _) = screenWithField()
        let log = FireLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            let now = MainActor.assumeIsolated { "\(sim.clock.now)" }
            log.lines.append(now)
            if log.lines.count == 3 { timer.invalidate() }
        }
        #expect(timer.isValid)
        sim.advance(by: .seconds(2))
        #expect(log.lines == ["t=1.25s", "t=1.5s", "t=1.75s"])
        #expect(!timer.isValid)
    }

    @Test("moving the fire date moves the fire; the distant future holds it; fire() leaves the schedule alone")
    func fireDate() {
        let (sim, _) = screenWithField()
        let log = FireLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated { log.lines.append("fired at \(sim.clock.now)") }
        }
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 2) < 0.05)
        timer.fireDate = .distantFuture
        sim.advance(by: .seconds(3))
        #expect(log.lines.isEmpty, "held in the distant future")
        #expect(timer.isValid)
        timer.fireDate = Date(timeIntervalSinceNow: 0.5)
        sim.advance(by: .seconds(1))
        #expect(log.lines == ["fired at t=4.5s"])
        #expect(!timer.isValid, "a timer that does not repeat is invalidated once it fires")

        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated { log.lines.append("tick at \(sim.clock.now)") }
        }
        sim.advance(by: .milliseconds(300))
        repeating.fire()
        sim.advance(by: .seconds(1))
        repeating.invalidate()
        #expect(log.lines == ["fired at t=4.5s", "tick at t=5.3s", "tick at t=6s"])
    }

    @Test("a target–selector timer sends its method the timer, with its user info, and lets go of the target when invalidated")
    func targetSelector() {
        let (sim, _) = screenWithField()
        var controller: TickingController? = TickingController()
        weak let held = controller
        controller?.start(selector: Selector("tick:", TickingController.tick))
        sim.advance(by: .milliseconds(600))
        #expect(controller?.ticks == ["t=1.25s poll", "t=1.5s poll"])
        controller?.timer?.invalidate()
        controller = nil
        #expect(held == nil, "the run loop and the timer let go of the target once it is invalidated")
        sim.advance(by: .seconds(1))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a selector made from a name alone is said in the trace when the timer fires, once")
    func nameOnlySelector() {
        let (sim, _) = screenWithField()
        let controller = TickingController()
        controller.start(selector: Selector("tick:"))
        sim.advance(by: .seconds(1))
        controller.timer?.invalidate()
        #expect(controller.ticks.isEmpty)
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("Timer: selector \"tick:\" was made from a name alone") == true)
    }

    @Test("with no simulation current, a timer is Foundation's, first due an interval after it is made")
    func withoutSimulation() {
        let made = Timer(timeInterval: 5, repeats: false) { _ in }
        #expect(abs(made.fireDate.timeIntervalSinceNow - 5) < 0.5, "Apple's documented first fire, not the moment it is made")
        let scheduled = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in }
        #expect(scheduled.isValid)
        #expect(abs(scheduled.fireDate.timeIntervalSinceNow - 5) < 0.5)
        scheduled.invalidate()
        #expect(!scheduled.isValid)
    }
}

/// A timer's fire date is set when it is made, not when it is added to the run loop (Toast-Swift
/// makes its 3 s timer before its 0.2 s fade-in and adds it to `RunLoop.main` when the fade ends).
@Suite("A timer made before it is added")
@MainActor struct TimerMadeBeforeAddedTests {
    @Test("made at 1.0 s with a 1 s interval and added at 1.2 s, it fires at 2.0 s, not 2.2 s", arguments: ["block", "selector"])
    func firesFromCreation(form: String) {
        let (sim, _) = screenWithField()
        let log = FireLog()
        let controller = TickingController()
        let timer =
            form == "block"
            ? Timer(timeInterval: 1, repeats: false) { _ in MainActor.assumeIsolated { log.lines.append("fired at \(sim.clock.now)") } }
            : Timer(timeInterval: 1, target: controller, selector: Selector("tick:", TickingController.tick), userInfo: nil, repeats: false)
        sim.advance(by: .milliseconds(200))
        RunLoop.main.add(timer, forMode: .common)
        sim.advance(by: .seconds(2))
        let fired = form == "block" ? log.lines : controller.ticks
        #expect(fired == [form == "block" ? "fired at t=2s" : "t=2s nil"], "\(fired)")
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("added after its fire date has passed, it fires in the next turn of the run loop")
    func passedFiresAtOnce() {
        let (sim, _) = screenWithField()
        let log = FireLog()
        let timer = Timer(timeInterval: 0.5, repeats: false) { _ in
            MainActor.assumeIsolated { log.lines.append("fired at \(sim.clock.now)") }
        }
        sim.advance(by: .seconds(1))
        RunLoop.main.add(timer, forMode: .default)
        sim.advance(by: .milliseconds(1))
        #expect(log.lines == ["fired at t=2s"])
    }

    @Test("a fire date set before it is added counts from when it is set")
    func fireDateSetBeforeAdding() {
        let (sim, _) = screenWithField()
        let log = FireLog()
        let timer = Timer(timeInterval: 5, repeats: false) { _ in MainActor.assumeIsolated { log.lines.append("fired at \(sim.clock.now)") }
        }
        sim.advance(by: .milliseconds(100))
        timer.fireDate = Date(timeIntervalSinceNow: 0.3)
        sim.advance(by: .milliseconds(100))
        RunLoop.main.add(timer, forMode: .default)
        sim.advance(by: .seconds(1))
        #expect(log.lines == ["fired at t=1.4s"])
    }
}
