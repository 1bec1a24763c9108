import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// A simulation with one plain view in its window, named `name`.
@MainActor private func simulationWithView(_ name: String) -> (Simulation, UIView) {
    let sim = Simulation()
    let view = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    view.accessibilityIdentifier = name
    sim.window.addSubview(view)
    sim.advance(by: .zero)
    return (sim, view)
}

@MainActor private func animations(in sim: Simulation) -> [String] {
    sim.trace.compactMap { if case .animation(let text) = $0.event { text } else { nil } }
}

@MainActor @Suite("AnimationTransactionStack: each simulation's own, and the current simulation")
struct AnimationTransactionStackTests {
    @Test("a block open in one simulation does not capture another simulation's frame changes")
    func isolation() {
        let (first, mine) = simulationWithView("mine")
        let (second, theirs) = simulationWithView("theirs")
        first.perform {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
                mine.frame.origin.y = 100
                theirs.frame.origin.y = 100
            }
        }
        #expect(mine.presentationFrame(at: first.now + .milliseconds(250)).minY == 200, "halfway along the linear curve")
        #expect(theirs.presentationFrame(at: second.now + .milliseconds(250)).minY == 100, "no block was open in its simulation: it jumps")
        #expect(animations(in: first) == ["UIView.animate: 0.5 s linear — mine"])
        #expect(animations(in: second).isEmpty)
    }

    @Test("from test code, the class methods act on the simulation created last on the thread")
    func createdLast() {
        let (first, older) = simulationWithView("older")
        let (second, newer) = simulationWithView("newer")
        UIView.animate(withDuration: 0.5) {
            older.frame.origin.y = 100
            newer.frame.origin.y = 100
        }
        #expect(animations(in: second) == ["UIView.animate: 0.5 s easeInEaseOut — newer"])
        #expect(animations(in: first).isEmpty)
    }

    @Test("while a simulation's clock runs a task, or its center delivers a post, it is the current one")
    func running() {
        let (first, older) = simulationWithView("older")
        let (_, _) = simulationWithView("newer")
        first.clock.schedule(after: .milliseconds(100)) {
            UIView.animate(withDuration: 0.5) { older.frame.origin.y = 100 }
        }
        first.advance(by: .seconds(1))
        let ping = Notification.Name("Ping")
        first.notificationCenter.addObserver(forName: ping, object: nil, queue: nil) { _ in
            UIView.animate(withDuration: 0.25) { older.frame.origin.y = 200 }
        }
        first.notificationCenter.post(name: ping)
        #expect(animations(in: first) == ["UIView.animate: 0.5 s easeInEaseOut — older", "UIView.animate: 0.25 s easeInEaseOut — older"])
    }
}
