import Foundation
import Synchronization

extension ScenarioRunner {
    /// Replays each scenario in a simulation of its own, on as many threads at once as the
    /// machine has cores, and returns the results in the scenarios' order.
    ///
    /// Replays share nothing (a simulation belongs to the thread that made it), so a result
    /// does not depend on which thread ran it or when: the results are those of replaying
    /// the scenarios one after another.
    static func run(_ scenarios: [Scenario], screen: ScreenUnderTest) -> [ScenarioResult] {
        let results = Mutex<[ScenarioResult?]>(Array(repeating: nil, count: scenarios.count))
        DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
            let result = run(scenarios[index], framesPerSecond: nil, screen: screen)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
