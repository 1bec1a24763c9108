import KeyboardSim
import Testing
import UIKit

/// Main-actor tasks on the simulation's clock: `Task { @MainActor in … }` and an `await` on the
/// main actor woken by a keyboard post run inside `advance(by:)`, in the turn iOS's main run loop
/// would run them; a test that awaits, or a simulation that ends, never leaves one waiting.
@MainActor @Suite("Main-actor tasks run on the simulation's clock")
struct MainActorTaskTests {
    /// A chat screen that follows the keyboard as modern code does: a task started in
    /// `viewDidLoad` loops over `keyboardWillShowNotification` and keeps each end frame's height.
    final class ChatController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        var heights: [CGFloat] = []
        var loop: Task<Void, Never>?
        var started = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            loop = Task { @MainActor [weak self] in
                self?.started = true
                for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) {
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                    self?.heights.append(frame.height)
                }
            }
        }
    }

    @Test("a for-await loop started in viewDidLoad hears each willShow inside advance(by:)")
    func loopStartedByAScreen() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = ChatController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(controller.started, "the task started in viewDidLoad ran inside advance(by:)")
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        controller.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        // Both willShow posts, 260 points each (iOS 17, iPhone SE), heard within the test: each
        // wait's continuation, resumed by the post, brings the loop back to the run loop.
        #expect(controller.heights == [260, 260])
        controller.loop?.cancel()
    }

    /// What happened, in order.
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test("a task started by a keyboard handler runs at the post's instant, after the handler")
    func taskFromAHandler() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let events = Log()
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            _ in
            MainActor.assumeIsolated {
                events.entries.append("handler at \(sim.clock.now)")
                Task { @MainActor in events.entries.append("task at \(sim.clock.now)") }
                events.entries.append("handler returns")
            }
        }
        field.becomeFirstResponder()
        let posted = sim.clock.now
        sim.advance(by: .seconds(1))
        #expect(events.entries == ["handler at \(posted)", "handler returns", "task at \(posted)"])
        NotificationCenter.default.removeObserver(token)
    }

    @Test("a task the test awaits without advancing runs when the test lets the main actor go")
    func awaitedWithoutAdvancing() async {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let task = Task { @MainActor in sim.clock.now }
        // Nothing advances the clock: the task runs at the simulation's instant as the test waits.
        let ranAt = await task.value
        #expect(ranAt == sim.clock.now)
    }

    @Test("a test's own await (Task.yield) is the test's: it resumes, and lets a waiting task run")
    func testYields() async {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = Log()
        _ = Task { @MainActor in log.entries.append("ran") }
        #expect(log.entries.isEmpty, "not before the test lets the main actor go")
        await Task.yield()
        await Task.yield()
        #expect(log.entries == ["ran"])
        withExtendedLifetime(sim) {}
    }

    @Test("a main-actor task waiting on a continuation a keyboard handler resumes goes on at the post's instant")
    func continuationResumedByAHandler() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let events = Log()
        let waiter = Waiter()
        let task = Task { @MainActor in
            let height = await withCheckedContinuation { continuation in waiter.continuation = continuation }
            events.entries.append("resumed with \(height) at \(sim.clock.now)")
        }
        sim.advance(by: .zero)
        #expect(waiter.continuation != nil, "the task ran up to its wait")
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated {
                events.entries.append("handler at \(sim.clock.now)")
                waiter.continuation?.resume(returning: frame.height)
                waiter.continuation = nil
            }
        }
        field.becomeFirstResponder()
        let posted = sim.clock.now
        sim.advance(by: .seconds(1))
        #expect(events.entries == ["handler at \(posted)", "resumed with 260.0 at \(posted)"])
        NotificationCenter.default.removeObserver(token)
        task.cancel()
    }

    /// A continuation kept for a handler to resume.
    final class Waiter: @unchecked Sendable {
        var continuation: CheckedContinuation<CGFloat, Never>?
    }

    /// Starts a task in a simulation that ends before the clock runs it.
    private func taskOfAnEndedSimulation() -> Task<Int, Never> {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let task = Task { @MainActor in 42 }
        withExtendedLifetime(sim) {}
        return task
    }

    @Test("a job a simulation never ran goes to the real main actor when the simulation ends")
    func givenBackAtTheEnd() async {
        #expect(await taskOfAnEndedSimulation().value == 42)
    }

    @Test("with no simulation, a main-actor task runs on the real main actor as before")
    func noSimulation() async {
        let value = await Task { @MainActor in 7 }.value
        #expect(value == 7)
    }
}
