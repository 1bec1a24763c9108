import Foundation
import Testing
import KeyboardSimCore

/// Records which of its actions ran, with the sender each got.
@MainActor private final class Receiver {
    var calls: [String] = []
    func submit(_ sender: Any) { calls.append("submit(\(type(of: sender)))") }
    func tapped(_ sender: UIButton) { calls.append("tapped(\(sender.title(for: .normal) ?? ""))") }
    func changed(_ sender: UIControl) { calls.append("changed") }
    func plain() { calls.append("plain") }
    func switchFlipped(_ sender: UISwitchStandIn) { calls.append("switch") }
}

/// A control type a button is not, to check a sender of the wrong type.
final class UISwitchStandIn: UIControl {}

/// A controller that handles an action sent to the responder chain (nil target).
private final class ChainController: UIViewController {
    var received = 0
    func save(_ sender: Any) { received += 1 }
}

@MainActor @Suite("UIControl: target-action")
struct UIControlTests {
    @Test("actions run for their events in the order they were added, with the sender as the method takes it")
    func orderAndSenders() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.submit, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.plain, for: [.touchUpInside, .touchDown])
        button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.changed, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.calls == ["submit(UIButton)", "plain", "tapped(Go)"])
        receiver.calls = []
        button.sendActions(for: [.touchDown, .valueChanged])
        #expect(receiver.calls == ["plain", "changed"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
    }

    @Test("targets are held weakly: a deallocated target is skipped")
    func weakTargets() {
        let button = UIButton()
        weak var released: Receiver?
        let kept = Receiver()
        do {
            let temporary = Receiver()
            released = temporary
            button.addTarget(temporary, action: Receiver.plain, for: .touchUpInside)
        }
        button.addTarget(kept, action: Receiver.plain, for: .touchUpInside)
        #expect(released == nil)
        #expect(button.allTargets.count == 1)
        button.sendActions(for: .touchUpInside)
        #expect(kept.calls == ["plain"])
    }

    @Test("removeTarget removes the target's actions for the events given; nil removes every target's")
    func removal() {
        let button = UIButton()
        let first = Receiver(), second = Receiver()
        button.addTarget(first, action: Receiver.plain, for: [.touchUpInside, .touchDown])
        button.addTarget(second, action: Receiver.submit, for: .touchUpInside)
        button.removeTarget(first, action: Receiver.plain, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(first.calls == ["plain"])
        #expect(second.calls == ["submit(UIButton)"])
        button.removeTarget(second, action: nil, for: .allEvents)
        #expect(button.allTargets.count == 1)
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("a disabled control sends nothing; its state says disabled")
    func disabled() {
        let button = UIButton()
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.plain, for: .touchUpInside)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(receiver.calls.isEmpty)
        #expect(button.state == .disabled)
        button.isEnabled = true
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.state == [.selected, .highlighted])
    }

    @Test("a sender of another type than the method takes is not sent, and a diagnostic says so")
    func wrongSender() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let button = UIButton()
        controller.view.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.switchFlipped, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(receiver.calls.isEmpty)
        #expect(sim.diagnostics.contains { $0.contains("takes a UISwitchStandIn but the sender is a UIButton") })
    }

    @Test("a nil target sends the action up the responder chain to the first object of the method's type")
    func responderChain() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = ChainController()
        sim.window.rootViewController = controller
        let container = UIView(), button = UIButton()
        controller.view.addSubview(container)
        container.addSubview(button)
        button.addTarget(nil, action: ChainController.save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.received == 2)
        #expect(button.allTargets.count == 1)
        #expect(button.allTargets.first?.base is NSNull)
    }
}
