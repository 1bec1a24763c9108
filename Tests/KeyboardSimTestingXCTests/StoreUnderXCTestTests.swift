import XCTest
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// A login screen that observes the keyboard with a selector, as an iOS team writes it.
final class XCTestLoginViewController: UIViewController {
    let passwordField = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(passwordField)
        NotificationCenter.default.addObserver(
            self, selector: XCTestLoginViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {}
}

/// `KeyboardTestStore` in an `XCTestCase`, with no extra setup. The second test asserts a
/// notification that never came; it runs only in the child process that
/// `Tests/KeyboardSimTestingTests/StoreUnderXCTestTests.swift` starts (the environment variable
/// below), which checks that XCTest reports it failed, at this file and line, with the store's
/// message.
///
/// Its methods are not `@MainActor`: XCTest on Linux (swift-corelibs-xctest) cannot call a
/// main-actor test method and stops the process ("Could not cast value of type … @MainActor …").
/// XCTest runs every test on the main thread, so a test reaches UIKit through
/// `MainActor.assumeIsolated { }`, which checks it.
final class StoreUnderXCTestTests: XCTestCase {
    /// Set by the parent test to run the deliberately wrong assertion.
    static let deliberateFailureVariable = "KBSIM_XCTEST_DELIBERATE_FAILURE"

    @MainActor private static func shownKeyboard() -> (Simulation, XCTestLoginViewController, KeyboardTestStore) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let login = XCTestLoginViewController()
        sim.window.rootViewController = login
        sim.advance(by: .seconds(1))
        let store = KeyboardTestStore(sim, observing: login)
        login.passwordField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return (sim, login, store)
    }

    func testARightAssertionPasses() {
        MainActor.assumeIsolated {
            let (_, _, store) = Self.shownKeyboard()
            store.receive(.keyboardWillShow, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260))
            store.finish()
        }
    }

    func testAWrongAssertionFails() throws {
        guard Foundation.ProcessInfo.processInfo.environment[Self.deliberateFailureVariable] == "1" else {
            throw XCTSkip("runs only in the child process of StoreUnderXCTestTests (Swift Testing), which expects it to fail")
        }
        MainActor.assumeIsolated {
            let (_, _, store) = Self.shownKeyboard()
            store.receive(.keyboardWillHide)  // DELIBERATE-FAILURE-LINE
            store.finish()
        }
    }
}
