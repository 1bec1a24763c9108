import Foundation

#if canImport(Testing)
import Testing
#endif

/// The caller's *current simulation*: the one ambient lookup, for the user's unchanged
/// iOS code — `NotificationCenter.default`, `UIApplication.shared`, `UIScreen.main`,
/// `UIDevice.current` in the `UIKit` module, and UIKit's receiver-less animation calls
/// (`UIView.animate`, `performWithoutAnimation`, `beginAnimations`).
///
/// One rule, innermost first:
///
/// 1. the simulation that is running here — its clock running tasks and end-of-turn
///    work, its notification center delivering a post, one of its own steps, or a block passed
///    to `Simulation.perform(_:)`;
/// 2. otherwise the simulation created last here, while it is alive (test code that
///    builds a controller or calls `UIView.animate` between two `advance` calls) — inside a Swift
///    Testing test, the one created last *by that test* (`Test.current`, which a test's child and
///    unstructured tasks inherit), and none while the test has made none yet.
///
/// "Here" is the main queue, whichever thread runs its work — simulations run on the main actor,
/// which is the main queue, and once a Linux test process has handed the main queue over
/// (`dispatch_main()`), its jobs run on worker threads, not always the same one — or, off the
/// main queue, the calling thread (thread-specific storage). So every main-actor test shares one
/// "here", and Swift Testing runs tests in parallel: while an `async` test waits, the simulation
/// it made is alive on the main queue as other tests run there. Keyed by test, a
/// test that registers an observer before making its simulation registers it before any
/// simulation (the registration is carried into the test's simulation when it is made), not on
/// the waiting test's. (The cases of one parameterized test share their test's key.) Outside
/// Swift Testing — XCTest runs one test at a time, and the `kbsim` tool none — the simulation
/// created last here is the one. Nothing here keeps a simulation alive: the one created
/// last is held weakly, and a running one is listed, unretained, only while it runs.
///
/// The clock knows nothing of what a simulation is: it stores an object, and the layers above
/// ask it for what they know (`Simulation.current`, `AnimationTransactionStack.current`).
package enum CurrentSimulation {
    /// The caller's current simulation object, by the rule above.
    package static var object: AnyObject? {
        let state = ContextState.ofCaller
        if let running = state.running.last { return running.object }
        guard let test = currentTest else { return state.lastCreated }
        return state.lastCreated(inTest: test)
    }

    /// Whether a simulation is running here (its clock, its center delivering,
    /// one of its steps): rule 1 above, not the simulation created last.
    package static var isRunning: Bool { !ContextState.ofCaller.running.isEmpty }

    /// Whether the calling thread runs a main-actor job that was given to the main actor from
    /// another thread (`Task.detached { await … }`, a task resuming after a wait elsewhere): such
    /// a job runs on the main thread when the main queue is next drained, outside the
    /// simulation's run loop (`SimulatedMainActor`).
    package static var isRunningJobFromAnotherThread: Bool { ContextState.ofCaller.jobsFromAnotherThread > 0 }

    /// Runs `body` as a main-actor job that came from another thread (`isRunningJobFromAnotherThread`).
    package static func runningJobFromAnotherThread(_ body: () -> Void) {
        let state = ContextState.ofCaller
        state.jobsFromAnotherThread += 1
        defer { state.jobsFromAnotherThread -= 1 }
        body()
    }

    /// Stands for the running test in this package's own tests of the rule (two "tests" in one).
    @TaskLocal package static var testForTesting: String?

    /// The Swift Testing test the calling task runs in, else nil.
    private static var currentTest: AnyHashable? {
        if let testForTesting { return AnyHashable(testForTesting) }
        #if canImport(Testing)
        return Test.current.map { AnyHashable($0.id) }
        #else
        return nil
        #endif
    }

    /// Runs `body` with `simulation` as the current simulation here, then restores
    /// the previous one.
    package static func with<Result>(_ simulation: AnyObject?, _ body: () throws -> Result) rethrows -> Result {
        guard let simulation else { return try body() }
        let state = ContextState.ofCaller
        // Listed unretained: held here for as long as it is listed.
        return try withExtendedLifetime(simulation) {
            state.running.append(Running(object: simulation))
            defer { state.running.removeLast() }
            return try body()
        }
    }

    /// Makes `simulation` the one created last here (the main queue, or the calling thread off it).
    package static func becomeLastCreated(_ simulation: AnyObject) {
        let state = ContextState.ofCaller
        state.lastCreated = simulation
        if let test = currentTest { state.setLastCreated(simulation, inTest: test) }
    }

    /// An object kept here (for the main queue, or for the calling thread off it) under `key`,
    /// made by `make` the first time: what the ambient API returns when there is no simulation
    /// here (a plain notification center, for instance). A thread's is released with the thread.
    package static func threadValue<Value: AnyObject>(_ key: String, make: () -> Value) -> Value {
        let state = ContextState.ofCaller
        if let value = state.values[key] as? Value { return value }
        let value = make()
        state.values[key] = value
        return value
    }

    /// A simulation running here, not retained: it is listed only while `with` runs,
    /// and `with`'s caller holds it meanwhile. (A weak reference was made, loaded and dropped
    /// at every delivery and every clock task: side-table work on each.)
    private struct Running {
        unowned(unsafe) let object: AnyObject
    }

    /// The current simulations of the main queue — one state, whichever thread runs the queue's
    /// work (after `dispatch_main()`, a worker thread, not always the same one) — or of a thread
    /// off the main queue, in thread-specific storage (released with the thread).
    private final class ContextState {
        /// The simulations running here, innermost last. (Appended to and read
        /// around every delivery, without the run-time exclusivity check: each access is one
        /// append, read or removal, and none calls out.)
        @exclusivity(unchecked) var running: [Running] = []
        weak var lastCreated: AnyObject?
        /// How many main-actor jobs from another thread are running (nested: 0 or 1).
        var jobsFromAnotherThread = 0
        /// The simulation each running test created last (weakly held; entries whose simulation
        /// went away are dropped as others are added).
        private var lastCreatedByTest: [(test: AnyHashable, simulation: Weak)] = []
        var values: [String: AnyObject] = [:]

        struct Weak {
            weak var object: AnyObject?
        }

        func lastCreated(inTest test: AnyHashable) -> AnyObject? {
            lastCreatedByTest.last { $0.test == test }?.simulation.object
        }

        func setLastCreated(_ simulation: AnyObject, inTest test: AnyHashable) {
            lastCreatedByTest.removeAll { $0.test == test || $0.simulation.object == nil }
            lastCreatedByTest.append((test, Weak(object: simulation)))
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
            return key
        }()

        /// The main queue's state: used only on the main queue, whose jobs run one at a time
        /// (on whichever thread drains it).
        nonisolated(unsafe) private static let mainQueue = ContextState()

        /// The caller's state: the main queue's, or the calling thread's own.
        static var ofCaller: ContextState {
            if SimulatedMainActor.isMain { return mainQueue }
            if let pointer = pthread_getspecific(key),
                let state = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ContextState
            {
                return state
            }
            let state = ContextState()
            pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(state).toOpaque())
            return state
        }
    }
}
