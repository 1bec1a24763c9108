import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

@Suite("ThreadConfinement")
struct ThreadConfinementTests {
    @Test("on the creating thread there is no violation; on another one the message names the call and the fix")
    func message() {
        let confinement = ThreadConfinement("VirtualClock")
        #expect(confinement.isCurrent)
        #expect(confinement.violation(of: "advance(to:)") == nil)
        let elsewhere = onAnotherThread { confinement.violation(of: "advance(to:)") }
        #expect(elsewhere == "KeyboardSim: VirtualClock.advance(to:) called from another thread. A simulation is not thread-safe: "
            + "its clock, notification center, window and keyboard belong to the thread that created them. "
            + "Create and use each simulation on one thread (run simulations in parallel by giving each thread its own).")
        #expect(onAnotherThread { confinement.isCurrent } == false)
    }

    @Test("a simulation's clock and notification center are confined to the thread that created the simulation")
    func simulationParts() {
        let sim = Smuggled(Simulation())
        #expect(sim.value.clock.confinement.violation(of: "advance(to:)") == nil)
        let clock = onAnotherThread { sim.value.clock.confinement.violation(of: "advance(to:)") }
        let bus = onAnotherThread { sim.value.notificationCenter.confinement.violation(of: "post(_:)") }
        #expect(clock?.hasPrefix("KeyboardSim: VirtualClock.advance(to:) called from another thread.") == true)
        #expect(bus?.hasPrefix("KeyboardSim: NotificationBus.post(_:) called from another thread.") == true)
    }

    @Test("a simulation made on another thread belongs to that thread")
    func madeElsewhere() {
        let made = onAnotherThread { Smuggled(Simulation()) }
        #expect(made.value.clock.confinement.violation(of: "advance(by:)") != nil)
        #expect(made.value.notificationCenter.confinement.violation(of: "post(_:)") != nil)
    }

    @Test("advancing a simulation's clock from another thread stops the process with the message")
    func advanceElsewhereTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
            let sim = Smuggled(Simulation())
            _ = onAnotherThread {
                sim.value.advance(by: .seconds(1))
                return true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("KeyboardSim: VirtualClock.advance(to:) called from another thread."), "the message goes to standard error")
        let stdout = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(!stdout.contains("KeyboardSim"), "nothing on standard output: \(stdout)")
    }

    @Test("posting on a simulation's notification center from another thread stops the process")
    func postElsewhereTraps() async {
        await #expect(processExitsWith: .failure) {
            let sim = Smuggled(Simulation())
            _ = onAnotherThread {
                sim.value.notificationCenter.foundationCenter.post(name: UIResponder.keyboardWillShowNotification, object: nil)
                return true
            }
        }
    }
}
