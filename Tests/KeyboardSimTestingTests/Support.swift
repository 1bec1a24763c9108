import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// The failures a store reported, captured through its seam instead of Swift Testing. Written
/// by the store (from wherever it goes away), read by the test after that.
final class FailureLog: @unchecked Sendable {
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

/// What a store printed on standard error, captured through its seam; written from wherever
/// the store goes away, read by the test after that.
final class OutsideReports: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    var messages: [String] { lock.withLock { texts } }

    func append(_ message: String) { lock.withLock { texts.append(message) } }
}

extension KeyboardTestStore {
    /// Routes what this store would print on standard error (a store that outlived its test)
    /// into a list the test reads.
    func capturingOutsideReports() -> OutsideReports {
        let reports = OutsideReports()
        reportOutsideTest = { message in reports.append(message) }
        return reports
    }
}
