import XCTest
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// `XCTestCase`s that end with a store's leftovers unasserted, as a team would write them: they
/// run only in the child process that `Tests/KeyboardSimTestingTests/StoreLeftoversRunTests.swift`
/// starts (the environment variable below), which reads what XCTest says of each — the failure,
/// its line (marked `SCENARIO-STORE-LINE` with the test's name), and the store's message.
final class StoreLeftoversXCTests: XCTestCase {
    static let scenarioVariable = "KBSIM_STORE_LEFTOVER_SCENARIOS"

    /// A store kept by the test case, as a `setUp` would keep one.
    var store: KeyboardTestStore?

    override func setUpWithError() throws {
        guard Foundation.ProcessInfo.processInfo.environment[Self.scenarioVariable] == "1" else {
            throw XCTSkip("runs only in the child process of StoreLeftoversRunTests (Swift Testing), which expects it to fail")
        }
    }

    @MainActor private static func shownLogin() -> (Simulation, XCTestLoginViewController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let login = XCTestLoginViewController()
        sim.window.rootViewController = login
        sim.advance(by: .seconds(1))
        return (sim, login)
    }

    func testANothingLeftOver() {
        MainActor.assumeIsolated {
            let (sim, login) = Self.shownLogin()
            let store = KeyboardTestStore(sim, observing: login)
            login.passwordField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            store.receive(.keyboardWillShow)
        }
    }

    func testBLocalStoreWithLeftoversFails() {
        MainActor.assumeIsolated {
            let (sim, login) = Self.shownLogin()
            let store = KeyboardTestStore(sim, observing: login)  // SCENARIO-STORE-LINE testBLocalStoreWithLeftoversFails
            login.passwordField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            XCTAssertEqual(store.controllerName, "XCTestLoginViewController")
        }
    }

    func testCAStoreKeptByTheTestCaseWithLeftovers() {
        store = MainActor.assumeIsolated {
            let (sim, login) = Self.shownLogin()
            let store = KeyboardTestStore(sim, observing: login)  // SCENARIO-STORE-LINE testCAStoreKeptByTheTestCaseWithLeftovers
            login.passwordField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            return store
        }
    }

    func testDFinishReportsOnce() {
        MainActor.assumeIsolated {
            let (sim, login) = Self.shownLogin()
            let store = KeyboardTestStore(sim, observing: login)
            login.passwordField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            store.finish()  // SCENARIO-STORE-LINE testDFinishReportsOnce
        }
    }
}
