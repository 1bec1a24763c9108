import Foundation
import Testing
@testable import KeyboardSimCore

/// A simulation made on the main queue belongs to the main queue, not to the worker thread that
/// happened to run it: once a Linux test process has handed the main queue over
/// (`dispatch_main()`, as the Swift runtime's async main does), main-queue jobs run on worker
/// threads, not always the same one, and Swift Testing may run a suite's initializer (which makes
/// the simulation) and its test on two of them.
///
/// Not main-actor isolated: its threads wait for the main queue.
@Suite("ThreadConfinement on the main queue")
struct MainQueueConfinementTests {
    /// What the two threads saw.
    private final class Seen: @unchecked Sendable {
        var simulation: Simulation?
        var makerThread: pthread_t?
        var userThread: pthread_t?
        var clockConfined = false
        var busConfined = false
        var currentIsTheSimulation = false
        var advancedTo: Double?
    }

    @Test("a simulation made on the main queue on one thread is used on the main queue from another")
    func mainQueueAcrossThreads() async throws {
        // A first simulation, made on the main actor, wraps the main executor, so that the main
        // queue's work on a worker thread is the main actor's (`MainActor.assumeIsolated`).
        await MainActor.run { _ = Simulation() }
        let seen = Seen()
        let made = DispatchSemaphore(value: 0)
        let used = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // The maker thread stays alive until the user thread is done, so the two never share a
        // thread identifier.
        let maker = Thread {
            DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    seen.simulation = Simulation()
                    seen.makerThread = pthread_self()
                }
            }
            made.signal()
            release.wait()
        }
        let user = Thread {
            DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    seen.userThread = pthread_self()
                    guard let sim = seen.simulation else { return }
                    seen.clockConfined = sim.clock.confinement.isCurrent
                    seen.busConfined = sim.notificationCenter.isOnItsThread
                    guard seen.clockConfined, seen.busConfined else { return }
                    sim.clock.schedule(after: .milliseconds(500)) {
                        seen.currentIsTheSimulation = Simulation.current === sim
                    }
                    sim.advance(by: .seconds(1))
                    seen.advancedTo = sim.clock.now.seconds
                    seen.simulation = nil
                }
            }
            used.signal()
        }
        maker.start()
        made.wait()
        user.start()
        used.wait()
        release.signal()
        let makerThread = try #require(seen.makerThread)
        let userThread = try #require(seen.userThread)
        // The case this test is for: the main queue's two jobs ran on two threads (after
        // `dispatch_main()`, the main queue is drained by whichever thread asks for it).
        #expect(pthread_equal(makerThread, userThread) == 0, "the main queue ran both jobs on one thread: nothing is shown")
        #expect(seen.clockConfined, "the clock belongs to the main queue")
        #expect(seen.busConfined, "the notification center belongs to the main queue")
        #expect(seen.currentIsTheSimulation, "the clock's task ran with its simulation current")
        #expect(seen.advancedTo == 1)
    }
}
