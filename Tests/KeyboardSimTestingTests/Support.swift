import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// The failures a store reported, captured through its seam instead of Swift Testing.
final class FailureLog {
    var messages: [String] = []
    var lines: [Int] = []
}

extension KeyboardTestStore {
    /// Routes this store's failures into a log the test reads.
    func capturingFailures() -> FailureLog {
        let log = FailureLog()
        recordFailure = { message, location in
            log.messages.append(message)
            log.lines.append(location.sourceLocation.line)
        }
        return log
    }
}

/// A form pushed on a navigation controller in an iPhone SE (3rd generation) on iOS 17.
@MainActor struct FormScreen {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let nav: UINavigationController

    init(_ root: UIViewController) {
        nav = UINavigationController(rootViewController: root)
        sim.window.rootViewController = nav
        sim.advance(by: .seconds(1))
    }
}
