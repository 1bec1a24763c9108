import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

@MainActor @Suite("KeyboardTestStore audit expectations")
struct KeyboardTestStoreAuditTests {
    @Test("a block that captures self strongly: the leak names the block, when and how to fix it")
    func leak() {
        let screen = FormScreen(UIViewController())
        let store: KeyboardTestStore
        let log: FailureLog
        do {
            let comments = LeakyCommentsViewController()
            store = KeyboardTestStore(screen.sim, observing: comments, exhaustivity: .off)
            log = store.capturingFailures()
            screen.nav.pushViewController(comments, animated: true)
            screen.sim.advance(by: .seconds(1))
            store.expectNoLeak()
        }
        screen.nav.popViewController(animated: true)
        screen.sim.advance(by: .seconds(1))
        store.expectNoLeak()
        store.expectCleanAudit()
        store.expectNoRegistrationLeftBehind()
        let leak =
            "LeakyCommentsViewController leaked: it is still alive after it was popped at t=2.35s, retained by the notification center through #1 block on queue main for UIKeyboardWillShowNotification (added in LeakyCommentsViewController.viewDidLoad). A block observer keeps everything it captures alive until its token is removed, so a removeObserver in deinit never runs. Capture [weak self] in the block, and remove the token in viewWillDisappear."
        #expect(
            log.messages == [
                "LeakyCommentsViewController was never released by the simulation (popped, dismissed, or replaced as the window's root), so whether it leaks cannot be told. Release it (nav.popViewController(animated:), dismiss(animated:), sim.window.rootViewController = nil) and advance the simulation before expectNoLeak().",
                leak,
                leak,  // expectCleanAudit: the leak only, its block is not reported again as left behind
                "Registration #1 block on queue main for UIKeyboardWillShowNotification (added in LeakyCommentsViewController.viewDidLoad) is still on the notification center although LeakyCommentsViewController was released. Keep the token that addObserver(forName:object:queue:using:) returns and pass it to removeObserver(_:) in viewWillDisappear; removeObserver(self) does not remove block observers.",
            ])
    }

    @Test("a controller the test still holds is alive, and the message says so")
    func heldByTheTest() {
        let screen = FormScreen(UIViewController())
        let form = FormViewController()
        let store = KeyboardTestStore(screen.sim, observing: form)
        let log = store.capturingFailures()
        screen.nav.pushViewController(form, animated: false)
        screen.nav.popViewController(animated: false)
        screen.sim.advance(by: .seconds(1))
        store.expectNoLeak()
        #expect(
            log.messages == [
                "FormViewController is still alive after it was popped at t=1s, and no registration on the notification center holds it: something else keeps a strong reference to it (the test itself, a closure, a timer, a parent). Keep only a weak reference in the test (weak var), and capture [weak self] in closures the controller stores."
            ])
    }

    @Test("an observer added in every viewWillAppear: delivered off screen, then twice")
    func offScreenAndDuplicate() {
        let search = ReRegisteringSearchViewController()
        let screen = FormScreen(search)
        let store = KeyboardTestStore(screen.sim, observing: search, exhaustivity: .off)
        let log = store.capturingFailures()
        let detail = DetailViewController()
        screen.nav.pushViewController(detail, animated: true)
        screen.sim.advance(by: .seconds(1))
        detail.noteField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.expectNoDuplicateDelivery()
        #expect(log.messages == [])
        store.expectNoDeliveryOffScreen()
        detail.noteField.resignFirstResponder()
        screen.sim.advance(by: .seconds(1))
        screen.nav.popViewController(animated: true)
        screen.sim.advance(by: .seconds(1))
        search.searchField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        store.expectNoDuplicateDelivery()
        #expect(search.showCount == 3)
        #expect(
            log.messages == [
                "UIKeyboardWillShowNotification (post #3 at t=2s) was delivered to ReRegisteringSearchViewController while it was off screen (disappeared), through selector #1, added in ReRegisteringSearchViewController.viewWillAppear: a screen that is not visible reacted to another screen's keyboard. Add the observer in viewWillAppear and remove it in viewWillDisappear.",
                "UIKeyboardWillShowNotification (post #13 at t=5s) was delivered 2 times to ReRegisteringSearchViewController, through #1 selector ReRegisteringSearchViewController for UIKeyboardWillShowNotification (added in ReRegisteringSearchViewController.viewWillAppear); #2 selector ReRegisteringSearchViewController for UIKeyboardWillShowNotification (added in ReRegisteringSearchViewController.viewWillAppear): the observer was added more than once. Don't add it again in every viewWillAppear: add it once (viewDidLoad), or remove it in viewWillDisappear.",
            ])
        store.expectCleanAudit()
        #expect(log.messages.count == 4, "a controller in use is not a leak for expectCleanAudit; the two findings again")
    }

    @Test("a discarded token: the registration is left behind after the controller is deallocated")
    func leftBehind() {
        let screen = FormScreen(UIViewController())
        weak var released: TokenDiscardingChatViewController?
        let store: KeyboardTestStore
        let log: FailureLog
        do {
            let chat = TokenDiscardingChatViewController()
            released = chat
            store = KeyboardTestStore(screen.sim, observing: chat, exhaustivity: .off)
            log = store.capturingFailures()
            screen.nav.pushViewController(chat, animated: true)
            screen.sim.advance(by: .seconds(1))
        }
        screen.nav.popViewController(animated: true)
        screen.sim.advance(by: .seconds(1))
        #expect(released == nil)
        store.expectNoLeak()
        #expect(log.messages == [])
        store.expectNoRegistrationLeftBehind()
        #expect(
            log.messages == [
                "Registration #1 block on queue main for UIKeyboardWillChangeFrameNotification (added in TokenDiscardingChatViewController.viewDidLoad) is still on the notification center although TokenDiscardingChatViewController was deallocated. Keep the token that addObserver(forName:object:queue:using:) returns and pass it to removeObserver(_:) in viewWillDisappear; removeObserver(self) does not remove block observers."
            ])
        #expect(store.registrations.map(\.id) == [1], "still listed after the controller is gone")
    }

    @Test("under iOS 7 a selector target never removed is left behind, with the selector fix")
    func selectorLeftBehindOnIOS7() {
        let sim = Simulation(device: .iPhoneSE1, profile: .iOS7)
        let nav = UINavigationController(rootViewController: UIViewController())
        sim.window.rootViewController = nav
        sim.advance(by: .seconds(1))
        let store: KeyboardTestStore
        let log: FailureLog
        do {
            let search = ReRegisteringSearchViewController()
            store = KeyboardTestStore(sim, observing: search)
            log = store.capturingFailures()
            nav.pushViewController(search, animated: false)
            sim.advance(by: .seconds(1))
        }
        nav.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        store.expectNoRegistrationLeftBehind()
        #expect(
            log.messages == [
                "Registration #1 selector ReRegisteringSearchViewController for UIKeyboardWillShowNotification (added in ReRegisteringSearchViewController.viewWillAppear) is still on the notification center although ReRegisteringSearchViewController was deallocated. Remove the observer when the screen goes away: NotificationCenter.default.removeObserver(self) in viewWillDisappear (or deinit)."
            ])
    }

    @Test("an audit expectation that holds records nothing; one that fails records through Swift Testing")
    func auditThroughSwiftTesting() {
        let screen = FormScreen(UIViewController())
        let store: KeyboardTestStore
        do {
            let comments = LeakyCommentsViewController()
            store = KeyboardTestStore(screen.sim, observing: comments)
            screen.nav.pushViewController(comments, animated: false)
            screen.sim.advance(by: .seconds(1))
        }
        store.expectNoDuplicateDelivery()
        screen.nav.popViewController(animated: false)
        screen.sim.advance(by: .seconds(1))
        let line = #line + 2
        withKnownIssue("intended: the test makes the audit fail, to see the failure at the caller's line") {
            store.expectNoLeak()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue.hasPrefix(
                    "LeakyCommentsViewController leaked: it is still alive after it was popped at t=2s") == true
        }
    }
}
