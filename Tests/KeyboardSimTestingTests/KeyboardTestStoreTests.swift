import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

// This file imports UIKit and KeyboardSimTesting side by side and calls NotificationCenter.default
// (in the controllers): it compiles only because KeyboardSimTesting does not re-export Foundation.

/// The keyboard of an iPhone SE (3rd generation) on iOS 17, up and down.
private let keyboardUp = CGRect(x: 0, y: 407, width: 375, height: 260)
private let keyboardDown = CGRect(x: 0, y: 667, width: 375, height: 260)

@MainActor @Suite("KeyboardTestStore")
struct KeyboardTestStoreTests {
    @Test("a controller asserted exhaustively from push to pop passes, and is clean")
    func exhaustivePassingFlow() {
        let screen = FormScreen(UIViewController())
        weak var released: FormViewController?
        let store: KeyboardTestStore
        let log: FailureLog
        do {
            let form = FormViewController()
            released = form
            store = KeyboardTestStore(screen.sim, observing: form)
            log = store.capturingFailures()
            screen.nav.pushViewController(form, animated: true)
            screen.sim.advance(by: .seconds(1))
            store.expectRegistrations([.selector(.keyboardWillShow), .selector(.keyboardWillHide)])

            form.passwordField.becomeFirstResponder()
            screen.sim.advance(by: .seconds(1))
            store.receive(.keyboardWillShow, beginFrame: keyboardDown, endFrame: keyboardUp, duration: 0.25, curve: .keyboard)
            #expect(form.keyboardHeight == 260)

            form.passwordField.resignFirstResponder()
            screen.sim.advance(by: .seconds(1))
            store.receive(UIResponder.keyboardWillHideNotification, endFrame: keyboardDown)
        }
        screen.nav.popViewController(animated: true)
        screen.sim.advance(by: .seconds(1))
        store.expectRegistrations([])
        store.finish()
        #expect(released == nil)
        store.expectNoLeak()
        store.expectCleanAudit()
        #expect(log.messages == [])
        #expect(store.controllerName == "FormViewController")
    }

    @Test("a wrong expectation fails through Swift Testing at the caller's line")
    func wrongExpectationFailsAtCallersLine() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        let line = #line + 2
        withKnownIssue("intended: the test makes the store fail, to see the failure at the caller's line") {
            store.receive(.keyboardWillShow, endFrame: CGRect(x: 0, y: 400, width: 375, height: 260))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                UIKeyboardWillShowNotification received by FormViewController at t=1s (selector #1) differs from what the test states:
                  end frame: expected {{0, 400}, {375, 260}}, received {{0, 407}, {375, 260}}
                """
            ] && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test("what was received and not asserted fails at finish(), with its frames, duration and curve")
    func leftoversFailAtFinish() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        form.passwordField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
        #expect(store.unassertedNotifications.map(\.name) == [.keyboardWillShow, .keyboardWillHide])
        let line = #line + 1
        store.finish()
        #expect(
            log.messages == [
                """
                FormViewController received 2 notifications that were not asserted:
                  UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
                  UIKeyboardWillHideNotification at t=2s: begin {{0, 407}, {375, 260}}, end {{0, 667}, {375, 260}}, duration 0.25, curve 7 (selector #2)
                Assert them, in order, with receive(.keyboardWillShow) and receive(.keyboardWillHide), skip them with skipReceivedNotifications(), or use exhaustivity: .off.
                """
            ])
        #expect(log.lines == [line])
        store.finish()
        #expect(log.messages.count == 1, "reported once, then treated as asserted")
    }

    @Test("leftovers fail at the next assertion's line")
    func leftoversFailAtTheNextAssertion() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        let line = #line + 1
        store.expectRegistrations([.selector(.keyboardWillShow), .selector(.keyboardWillHide)])
        #expect(
            log.messages == [
                """
                FormViewController received 1 notification that was not asserted:
                  UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
                Assert it with receive(.keyboardWillShow), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
                """
            ])
        #expect(log.lines == [line])
    }

    @Test("leftovers fail at the line that created the store when it goes away without finish()")
    func leftoversFailAtDeinit() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let log: FailureLog
        let line: Int
        do {
            line = #line + 1
            let store = KeyboardTestStore(screen.sim, observing: form)
            log = store.capturingFailures()
            withExtendedLifetime(store) {
                form.passwordField.becomeFirstResponder()
                screen.sim.advance(by: .seconds(1))
            }
        }
        #expect(
            log.messages == [
                """
                FormViewController received 1 notification that was not asserted when the store went away:
                  UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
                Assert it with receive(.keyboardWillShow), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
                """
            ])
        #expect(log.lines == [line])
    }

    @Test("receive names what came before it unasserted, then checks its own values")
    func receiveReportsWhatCameBefore() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        form.passwordField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.receive(.keyboardWillHide, endFrame: keyboardDown)
        #expect(
            log.messages == [
                """
                FormViewController received 1 notification before UIKeyboardWillHideNotification that was not asserted:
                  UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
                Assert it with receive(.keyboardWillShow) before receive(.keyboardWillHide), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
                """
            ])
        store.finish()
        #expect(log.messages.count == 1)
    }

    @Test("receive of a notification that did not arrive says what did")
    func receiveOfWhatDidNotArrive() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        store.receive(.keyboardDidShow)
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.receive(.keyboardDidShow)
        #expect(
            log.messages == [
                "Expected FormViewController to receive UIKeyboardDidShowNotification, but no such notification arrived since the last assertion, nor any other. Check that it registers for UIKeyboardDidShowNotification on the simulation's center, and that the simulation was advanced (sim.advance(by:)) after the keyboard moved.",
                """
                Expected FormViewController to receive UIKeyboardDidShowNotification, but no such notification arrived since the last assertion. It received, unasserted:
                  UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
                """,
            ])
        #expect(store.unassertedNotifications.count == 1, "a failed receive consumes nothing")
    }

    @Test("every stated value is compared; a key the post lacks is said to be missing")
    func statedValuesAreCompared() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        screen.sim.postKeyboardNotification(
            UIResponder.keyboardWillShowNotification,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboardUp)
            ])
        store.receive(.keyboardWillShow, beginFrame: keyboardDown, endFrame: keyboardUp, duration: 0.3, curve: .easeIn)
        #expect(
            log.messages == [
                """
                UIKeyboardWillShowNotification received by FormViewController at t=1s (selector #1) differs from what the test states:
                  begin frame: expected {{0, 667}, {375, 260}}, received none (the key is missing from userInfo)
                  duration: expected 0.3, received none (the key is missing from userInfo)
                  curve: expected 1, received none (the key is missing from userInfo)
                """
            ])
    }

    @Test("exhaustivity: .off passes over what is not stated and reports no leftovers")
    func nonExhaustive() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form, exhaustivity: .off)
        let log = store.capturingFailures()
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        form.passwordField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.receive(.keyboardWillHide)
        store.expectRegistrations([.selector(.keyboardWillHide)])
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.finish()
        #expect(log.messages == [])
        store.expectRegistrations([.block(.keyboardWillHide)])
        store.receive(.keyboardWillShow)
        #expect(
            log.messages == [
                """
                FormViewController holds other registrations on the notification center than expected:
                  missing: block for UIKeyboardWillHideNotification
                It holds, in order: [.selector(.keyboardWillShow), .selector(.keyboardWillHide)].
                """,
                "Expected FormViewController to receive UIKeyboardWillShowNotification, but no such notification arrived since the last assertion, nor any other. Check that it registers for UIKeyboardWillShowNotification on the simulation's center, and that the simulation was advanced (sim.advance(by:)) after the keyboard moved.",
            ])
    }

    @Test("skipReceivedNotifications() lets what arrived so far go, and only that")
    func skipping() {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.skipReceivedNotifications()
        #expect(store.unassertedNotifications.isEmpty)
        form.passwordField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.finish()
        #expect(log.messages.count == 1)
        #expect(
            log.messages.first?.hasPrefix(
                "FormViewController received 1 notification that was not asserted:\n  UIKeyboardWillHideNotification at t=2s") == true)
    }

    @Test("registrations: the unexpected, the order, and a registration made twice")
    func registrationFailures() {
        let search = ReRegisteringSearchViewController()
        let screen = FormScreen(search)
        let store = KeyboardTestStore(screen.sim, observing: search)
        let log = store.capturingFailures()
        store.expectRegistrations([.selector(.keyboardWillShow)])
        #expect(log.messages == [])
        screen.nav.pushViewController(DetailViewController(), animated: false)
        screen.nav.popViewController(animated: false)
        screen.sim.advance(by: .seconds(1))
        store.expectRegistrations([.selector(.keyboardWillShow)])
        #expect(
            log.messages == [
                """
                ReRegisteringSearchViewController holds other registrations on the notification center than expected:
                  not expected: #2 selector ReRegisteringSearchViewController for UIKeyboardWillShowNotification (added in ReRegisteringSearchViewController.viewWillAppear)
                It holds, in order: [.selector(.keyboardWillShow), .selector(.keyboardWillShow)]. A registration held twice was made twice: the controller adds it again each time (viewWillAppear) without removing it (viewWillDisappear).
                """
            ])

        let form = FormViewController()
        let formScreen = FormScreen(form)
        let formStore = KeyboardTestStore(formScreen.sim, observing: form)
        let formLog = formStore.capturingFailures()
        formStore.expectRegistrations([.selector(.keyboardWillHide), .selector(.keyboardWillShow)])
        #expect(
            formLog.messages == [
                """
                FormViewController holds other registrations on the notification center than expected:
                  the same registrations, in another order: #1 selector for UIKeyboardWillShowNotification, #2 selector for UIKeyboardWillHideNotification
                It holds, in order: [.selector(.keyboardWillShow), .selector(.keyboardWillHide)].
                """
            ])
    }

    @Test("a block registered in the controller's viewDidLoad is the controller's: what it receives is asserted")
    func blockObserversAreAttributedToTheController() {
        let chat = TokenDiscardingChatViewController()
        let screen = FormScreen(chat)
        let store = KeyboardTestStore(screen.sim, observing: chat)
        let log = store.capturingFailures()
        #expect(
            store.registrations.map(\.description) == [
                "#1 block on queue main for UIKeyboardWillChangeFrameNotification (added in TokenDiscardingChatViewController.viewDidLoad)"
            ])
        chat.messageField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.receive(.keyboardWillChangeFrame, beginFrame: keyboardDown, endFrame: keyboardUp, duration: 0.25, curve: .keyboard)
        store.expectRegistrations([.block(.keyboardWillChangeFrame)])
        store.finish()
        #expect(log.messages == [])
        #expect(chat.inset == 260)
    }

    @Test("the second controller of a type is named as the audit names it")
    func secondOfAType() {
        let first = FormViewController()
        let screen = FormScreen(first)
        let second = FormViewController()
        let store = KeyboardTestStore(screen.sim, observing: second)
        #expect(store.controllerName == "FormViewController#2")
        screen.nav.pushViewController(second, animated: false)
        screen.sim.advance(by: .seconds(1))
        #expect(store.registrations.map(\.id) == [3, 4], "the first form's two were removed in its viewWillDisappear")
    }
}
