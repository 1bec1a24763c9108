import Foundation
import KeyboardSimTestSupport
import Testing

@testable import KeyboardSimCore

/// Where a simulation's screen goes when the last reference to it goes on another thread (Swift
/// Testing lets a suite go off the main actor, and a store or a window in its properties with
/// it): nothing stops the process, and the simulation's own graph is let go on the main queue.
///
/// Not main-actor isolated: its threads let go of what the main actor made.
@Suite("Simulation: let go on another thread")
struct SimulationLifetimeTests {
    /// What a screen made on the main actor leaves to watch.
    private final class Watched: @unchecked Sendable {
        weak var simulation: Simulation?
        weak var window: UIWindow?
        weak var controller: UIViewController?
        var constraint: NSLayoutConstraint?
    }

    /// A screen with a field in a simulation whose keyboard came up, and an active constraint in
    /// its window. (Plain UIKit: a test fixture's own deinit that assumes the main actor would
    /// stop the process when let go on another thread, as it would on iOS.)
    @MainActor private static func makeScreen(_ watched: Watched) -> Smuggled<Simulation> {
        let sim = Simulation()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 560, width: 335, height: 34))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        let constraint = field.heightAnchor.constraint(equalToConstant: 34)
        constraint.isActive = true
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        watched.simulation = sim
        watched.window = sim.window
        watched.controller = controller
        watched.constraint = constraint
        return Smuggled(sim)
    }

    @Test("a simulation let go on another thread ends on the main queue, its window with it, and no constraint keeps an engine")
    func simulationLetGoElsewhere() async {
        let watched = Watched()
        var held: Smuggled<Simulation>? = await MainActor.run { Self.makeScreen(watched) }
        let box = Smuggled(Mutex(held))
        held = nil
        _ = onAnotherThread {
            box.value.take()
            return true
        }
        // The end runs on the main queue: wait for it.
        for _ in 0..<100 where watched.simulation != nil || watched.window != nil {
            await MainActor.run {}
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(watched.simulation == nil && watched.window == nil && watched.controller == nil, "the screen goes with the simulation")
        let hostCleared = await MainActor.run { watched.constraint?.host == nil }
        #expect(hostCleared, "the constraint no longer points at the window's engine")
    }

    @Test("a window let go on another thread does not stop the process: its constraints lose their engine at once")
    func windowLetGoElsewhere() async {
        let watched = Watched()
        // The simulation goes on the main actor; the window stays, held by the box alone.
        let box: Smuggled<Mutex<UIWindow>> = await MainActor.run { Smuggled(Mutex(Self.makeScreen(watched).value.window)) }
        _ = onAnotherThread {
            box.value.take()
            return true
        }
        #expect(watched.window == nil, "the window went on the other thread")
        let hostCleared = await MainActor.run { watched.constraint?.host == nil }
        #expect(hostCleared)
    }

    @Test("the simulation's last stored property is the one that signals its deinit is done with the others")
    @MainActor func releaseSignalIsLast() {
        let sim = Simulation()
        #expect(Mirror(reflecting: sim).children.map(\.label).last == "storedPropertiesReleased")
    }
}

/// A value one thread can take out of a box another thread filled (the take lets it go there).
private final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    init(_ value: Value?) { self.value = value }
    func take() {
        lock.lock()
        let taken = value
        value = nil
        lock.unlock()
        _ = taken
    }
}
