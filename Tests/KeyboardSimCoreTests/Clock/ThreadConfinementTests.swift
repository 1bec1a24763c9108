import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

@MainActor @Suite("ThreadConfinement")
struct ThreadConfinementTests {
    @Test("on the creating thread there is no violation; on another one the message names the call and the fix")
    func message() {
        let confinement = ThreadConfinement("VirtualClock")
        #expect(confinement.isCurrent)
        #expect(confinement.violation(of: "advance(to:)") == nil)
        let elsewhere = onAnotherThread { confinement.violation(of: "advance(to:)") }
        #expect(
            elsewhere == "KeyboardSim: VirtualClock.advance(to:) called from another thread. A simulation is not thread-safe: "
                + "its clock, notification center, window and keyboard belong to the main queue, or to the thread that created them off it. "
                + "Use a simulation on the main actor, as UIKit is used on iOS (a @MainActor test, or MainActor.assumeIsolated).")
        #expect(onAnotherThread { confinement.isCurrent } == false)
    }

    @Test("a simulation's clock and notification center are confined to the thread that created the simulation")
    func simulationParts() {
        let sim = Simulation()
        let clock = Smuggled(sim.clock)
        let bus = Smuggled(sim.notificationCenter)
        #expect(sim.clock.confinement.violation(of: "advance(to:)") == nil)
        let clockViolation = onAnotherThread { clock.value.confinement.violation(of: "advance(to:)") }
        let busViolation = onAnotherThread { bus.value.confinement.violation(of: "post(_:)") }
        #expect(clockViolation?.hasPrefix("KeyboardSim: VirtualClock.advance(to:) called from another thread.") == true)
        #expect(busViolation?.hasPrefix("KeyboardSim: NotificationBus.post(_:) called from another thread.") == true)
    }

    @Test("advancing a clock from another thread stops the process with the message")
    func advanceElsewhereTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
            let clock = Smuggled(VirtualClock())
            _ = onAnotherThread {
                clock.value.advance(by: .seconds(1))
                return true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("KeyboardSim: VirtualClock.advance(to:) called from another thread."), "the message goes to standard error")
        let stdout = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(!stdout.contains("KeyboardSim"), "nothing on standard output: \(stdout)")
    }

    @Test("posting on a notification center from another thread stops the process")
    func postElsewhereTraps() async {
        await #expect(processExitsWith: .failure) {
            let bus = Smuggled(NotificationBus())
            _ = onAnotherThread {
                bus.value.foundationCenter.post(name: UIResponder.keyboardWillShowNotification, object: nil)
                return true
            }
        }
    }
}
