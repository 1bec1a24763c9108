import Combine
import Testing
import UIKit
import KeyboardSim

/// A view model as apps write one: the keyboard's height published to the screen, delivered on
/// the main thread by one of the three main schedulers.
final class MainSchedulerHeightModel: ObservableObject {
    enum Main: String, CaseIterable, CustomStringConvertible {
        case dispatchQueue = "DispatchQueue.main", runLoop = "RunLoop.main", operationQueue = "OperationQueue.main"
        var description: String { rawValue }
    }

    @Published private(set) var height: CGFloat = 0

    init(receivingOn main: Main) {
        let heights = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height }
        switch main {
        case .dispatchQueue: heights.receive(on: DispatchQueue.main).assign(to: &$height)
        case .runLoop: heights.receive(on: RunLoop.main).assign(to: &$height)
        case .operationQueue: heights.receive(on: OperationQueue.main).assign(to: &$height)
        }
    }
}

/// What ran, in order (written from `@Sendable` blocks, on the simulation's thread).
private final class Log: @unchecked Sendable {
    var lines: [String] = []
}

/// A screen with one field, on an iPhone SE (3rd generation) with iOS 17 (keyboard 260 high).
@MainActor private func screenWithField() -> (Simulation, UITextField) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
    controller.view.addSubview(field)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return (sim, field)
}

/// On iOS the main run loop drains the main queue between the keyboard's notifications and the
/// screen's refreshes; in a Linux test the real main queue runs only after the test returns. While
/// a simulation is current its clock is the main run loop: work given to the main queue,
/// `RunLoop.main` or `OperationQueue.main`, directly or through Combine, runs inside `advance`.
@MainActor @Suite("The main queue, RunLoop.main and OperationQueue.main run on the simulation's clock")
struct MainRunLoopTests {
    @Test(
        "a @Published keyboard height received on a main scheduler is set inside advance", arguments: MainSchedulerHeightModel.Main.allCases
    )
    func receiveOnMain(_ main: MainSchedulerHeightModel.Main) {
        let (sim, field) = screenWithField()
        let model = MainSchedulerHeightModel(receivingOn: main)
        field.becomeFirstResponder()
        #expect(model.height == 0, "received on the main scheduler: not yet, in the post itself")
        sim.advance(by: .seconds(1))
        #expect(model.height == 260)
    }

    @Test("DispatchQueue.main.async from a keyboard handler runs in the next turn, at the post's instant, outside its animation")
    func asyncFromAHandler() {
        let (sim, field) = screenWithField()
        let log = Log()
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated {
                log.lines.append("willShow at \(sim.clock.now)")
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        log.lines.append("async at \(sim.clock.now), in an animation: \(UIView.inheritedAnimationDuration > 0)")
                    }
                }
                log.lines.append("handler returned")
            }
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(log.lines == ["willShow at t=1s", "handler returned", "async at t=1s, in an animation: false"])
        NotificationCenter.default.removeObserver(token)
    }

    @Test("asyncAfter, RunLoop.main.perform and OperationQueue.main.addOperation: each at its time on the virtual clock, in order")
    func delayedAndOrdered() {
        let (sim, _) = screenWithField()
        let log = Log()
        func note(_ what: String) -> @Sendable () -> Void {
            { MainActor.assumeIsolated { log.lines.append("\(what) at \(sim.clock.now)") } }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: note("asyncAfter 0.5"))
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100), execute: note("asyncAfter 0.1"))
        DispatchQueue.main.async(execute: note("async"))
        RunLoop.main.perform(note("perform"))
        OperationQueue.main.addOperation(note("addOperation"))
        let item = DispatchWorkItem(block: note("a cancelled work item"))
        DispatchQueue.main.async(execute: item)
        item.cancel()
        #expect(log.lines.isEmpty, "nothing runs before the clock turns")
        sim.advance(by: .seconds(1))
        #expect(
            log.lines == [
                "async at t=1s", "perform at t=1s", "addOperation at t=1s", "asyncAfter 0.1 at t=1.1s", "asyncAfter 0.5 at t=1.5s",
            ])
    }

    @Test("a deadline read from the system clock a moment earlier still runs at its whole milliseconds of virtual time")
    func deadlineReadEarlier() {
        let (sim, _) = screenWithField()
        let log = Log()
        // As if 800 µs of the machine's time passed between `.now()` and the call (a loaded machine).
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5 - 0.0008) {
            MainActor.assumeIsolated { log.lines.append("\(sim.clock.now.nanoseconds)") }
        }
        sim.advance(by: .seconds(1))
        #expect(log.lines == ["1500000000"])
    }

    @Test("a debounce on RunLoop.main waits the simulation's time, not the machine's")
    func debounce() {
        let (sim, field) = screenWithField()
        var delivered: [String] = []
        let subscription = NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { _ in MainActor.assumeIsolated { delivered.append("\(sim.clock.now)") } }
        field.becomeFirstResponder()
        sim.advance(by: .milliseconds(200))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(delivered == ["t=1.5s"], "the show at 1 s and the hide at 1.2 s: one value, 300 ms after the last")
        subscription.cancel()
    }

    @Test("a repeating timer on the main queue's scheduler fires every interval until cancelled")
    func repeating() {
        let (sim, _) = screenWithField()
        var fired: [String] = []
        let timer = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .milliseconds(250)) {
            MainActor.assumeIsolated { fired.append("\(sim.clock.now)") }
        }
        sim.advance(by: .milliseconds(600))
        timer.cancel()
        sim.advance(by: .seconds(1))
        #expect(fired == ["t=1s", "t=1.25s", "t=1.5s"])
    }
}
