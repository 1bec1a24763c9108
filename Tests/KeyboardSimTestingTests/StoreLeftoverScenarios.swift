import Foundation
import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// Swift Testing tests that end with a store's leftovers unasserted, each as a team would write
/// it, with nothing captured: they run only in the child process that `StoreLeftoversRunTests`
/// (StoreLeftoversRunTests.swift) starts with the variable below, which reads what Swift Testing
/// says of each — the failure, its line (marked `SCENARIO-STORE-LINE` with the test's name) and
/// the store's message. In an ordinary run they are skipped.
enum StoreLeftoverScenario {
    static let variable = "KBSIM_STORE_LEFTOVER_SCENARIOS"
    static var isChildRun: Bool { Foundation.ProcessInfo.processInfo.environment[variable] == "1" }
}

@MainActor @Suite("KeyboardTestStore leftovers at the end of a Swift Testing test (child process only)")
struct StoreLeftoverScenarios {
    @Test(.enabled(if: StoreLeftoverScenario.isChildRun))
    func leftoversWithoutFinish() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)  // SCENARIO-STORE-LINE leftoversWithoutFinish
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        #expect(store.controllerName == "FormViewController")
        form.passwordField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
    }

    @Test(.enabled(if: StoreLeftoverScenario.isChildRun))
    func nothingLeftOver() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.receive(.keyboardWillShow)
    }

    @Test(.enabled(if: StoreLeftoverScenario.isChildRun))
    func finishReportsOnce() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.finish()  // SCENARIO-STORE-LINE finishReportsOnce
    }
}

/// A store held by the suite, made in its initializer: Swift Testing makes the suite for the test
/// and lets it go after the test function, still inside the test.
@MainActor @Suite("KeyboardTestStore held by a Swift Testing suite (child process only)")
struct StoreLeftoverPropertyScenario {
    let form = FormViewController()
    let screen: FormScreen
    let store: KeyboardTestStore

    init() {
        screen = FormScreen(form)
        store = KeyboardTestStore(screen.sim, observing: form)  // SCENARIO-STORE-LINE leftoversInASuiteProperty
    }

    @Test(.enabled(if: StoreLeftoverScenario.isChildRun))
    func leftoversInASuiteProperty() {
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
    }
}
