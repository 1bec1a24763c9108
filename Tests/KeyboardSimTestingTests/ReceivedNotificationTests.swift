import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// Observes a notification of the app's own, not the keyboard's.
private final class SyncStatusViewController: UIViewController {
    private(set) var syncs = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: SyncStatusViewController.didSync,
            name: Notification.Name("AppDidSyncNotification"), object: nil)
    }

    func didSync() { syncs += 1 }
}

@MainActor @Suite("ReceivedNotification")
struct ReceivedNotificationTests {
    @Test("a keyboard notification prints its values in UIKit's order, frames as NSStringFromCGRect")
    func keyboardDescription() throws {
        let form = FormViewController()
        let screen = FormScreen(form)
        let store = KeyboardTestStore(screen.sim, observing: form)
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .milliseconds(500))
        let received = try #require(store.unassertedNotifications.first)
        #expect(
            received.description
                == "UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)"
        )
        #expect(received.curve == .keyboard)
        #expect(received.registration.owner == "FormViewController")
        store.skipReceivedNotifications()
    }

    @Test("any other notification is received too, and the hint spells its name")
    func otherNotifications() {
        let status = SyncStatusViewController()
        let screen = FormScreen(status)
        let store = KeyboardTestStore(screen.sim, observing: status)
        let log = store.capturingFailures()
        screen.sim.notificationCenter.post(name: Notification.Name("AppDidSyncNotification"))
        store.finish()
        #expect(status.syncs == 1)
        #expect(
            log.messages == [
                """
                SyncStatusViewController received 1 notification that was not asserted:
                  AppDidSyncNotification at t=1s: no keyboard values in userInfo (selector #1)
                Assert it with receive(Notification.Name("AppDidSyncNotification")), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
                """
            ])
    }
}
