import Combine
import KeyboardSim
import Testing
import UIKit

/// A keyboard-height view model as published keyboard code writes one: the will-show height
/// merged with zero on will-hide, the first value skipped, repeats removed, delivered on the
/// main queue into a `@Published` property.
final class DroppingKeyboardHeightModel: ObservableObject {
    @Published private(set) var height: CGFloat = 0
    /// Each height the notifications carried, before `dropFirst`/`removeDuplicates`.
    private(set) var posted: [CGFloat] = []

    init() {
        let center = NotificationCenter.default
        let shows = center.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height }
        let hides = center.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in CGFloat(0) }
        shows.merge(with: hides)
            .handleEvents(receiveOutput: { [unowned self] in posted.append($0) })
            .dropFirst()
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .assign(to: &$height)
    }
}

/// A screen with two fields, on an iPhone SE (3rd generation) with iOS 17 (keyboard 260 high),
/// or iOS 10 (which posts will-show again when focus moves between fields).
@MainActor private func screenWithTwoFields(iOS10: Bool = false) -> (Simulation, UITextField, UITextField) {
    let sim = Simulation(device: .iPhoneSE3, profile: iOS10 ? .iOS10 : .iOS17)
    let controller = UIViewController()
    let first = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 560, width: 300, height: 34))
    controller.view.addSubview(first)
    controller.view.addSubview(second)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return (sim, first, second)
}

@MainActor @Suite("Combine operators on the simulation's notifications and clock")
struct CombineKeyboardTests {
    @Test(
        "a keyboard height through merge, dropFirst, removeDuplicates and receive(on: DispatchQueue.main) into @Published",
        arguments: [false, true])
    func keyboardHeightModel(iOS10: Bool) {
        let (sim, first, second) = screenWithTwoFields(iOS10: iOS10)
        let model = DroppingKeyboardHeightModel()
        var heights: [String] = []
        let recorder = model.$height.dropFirst().sink { height in heights.append("\(height) at \(sim.clock.now)") }

        first.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let shown = model.posted.first ?? -1
        #expect(model.posted == [shown])
        #expect(iOS10 || shown == 260)
        #expect(heights.isEmpty, "dropFirst skips the first show")

        first.resignFirstResponder()
        sim.advance(by: .seconds(1))
        second.becomeFirstResponder()
        #expect(model.height == 0, "received on the main queue: not yet, in the post itself")
        sim.advance(by: .seconds(1))
        first.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        second.resignFirstResponder()
        first.resignFirstResponder()
        sim.advance(by: .seconds(1))

        // iOS 11 and later post nothing when focus moves between fields with the keyboard up; iOS 10
        // posted will-show again, a repeat that removeDuplicates drops.
        #expect(model.posted == (iOS10 ? [shown, 0, shown, shown, 0] : [shown, 0, shown, 0]))
        #expect(heights == ["0.0 at t=2s", "\(shown) at t=3s", "0.0 at t=5s"])
        #expect(model.height == 0)
        recorder.cancel()
    }

    @Test("Timer.publish on RunLoop.main ticks on the simulation's clock, its dates the simulation's time, until cancelled")
    func timerPublisherOnMain() {
        let (sim, _, _) = screenWithTwoFields()
        var ticks: [String] = []
        let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
            .sink { date in
                ticks.append("\(date.timeIntervalSinceReferenceDate) at \(sim.clock.now), now \(RunLoop.main.now.date == date)")
            }
        #expect(ticks.isEmpty)
        sim.advance(by: .milliseconds(600))
        timer.cancel()
        sim.advance(by: .seconds(1))
        #expect(ticks == ["1.25 at t=1.25s, now true", "1.5 at t=1.5s, now true"])
    }

    @Test("Timer.TimerPublisher ticks only between connect() and cancelling the connection")
    func timerPublisherConnect() {
        let (sim, _, _) = screenWithTwoFields()
        let publisher = Timer.publish(every: 0.5, on: .main, in: .default)
        #expect(publisher.interval == 0.5 && publisher.runLoop === RunLoop.main && publisher.mode == .default)
        var ticks: [String] = []
        let subscription = publisher.sink { _ in ticks.append("\(sim.clock.now)") }
        sim.advance(by: .seconds(1))
        #expect(ticks.isEmpty, "not connected")
        let connection = publisher.connect()
        sim.advance(by: .milliseconds(1_100))
        connection.cancel()
        sim.advance(by: .seconds(1))
        #expect(ticks == ["t=2.5s", "t=3s"])
        subscription.cancel()
    }

    @Test("delay and throttle on the main queue wait the simulation's time")
    func delayAndThrottleOnMain() {
        let (sim, first, second) = screenWithTwoFields()
        var delayed: [String] = []
        let delay = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .delay(for: .milliseconds(100), scheduler: DispatchQueue.main)
            .sink { _ in delayed.append("\(sim.clock.now)") }
        var throttled: [String] = []
        let throttle = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification))
            .throttle(for: .seconds(2), scheduler: RunLoop.main, latest: true)
            .sink { throttled.append("\($0.name.rawValue) at \(sim.clock.now)") }
        first.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        second.resignFirstResponder()
        first.resignFirstResponder()
        sim.advance(by: .seconds(3))
        #expect(delayed == ["t=1.1s"])
        #expect(throttled == ["UIKeyboardWillShowNotification at t=1s", "UIKeyboardWillHideNotification at t=3s"])
        _ = (delay, throttle)
    }
}
