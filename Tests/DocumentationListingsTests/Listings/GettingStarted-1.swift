// Sources/KeyboardSim/KeyboardSim.docc/Articles/GettingStarted.md:70, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

@MainActor struct GettingStarted1 {
    final class SignUpViewController: UIViewController {
        let emailField = UITextField(frame: CGRect(x: 20, y: 560, width: 335, height: 34))
        var bottomInset: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(emailField)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: SignUpViewController.keyboardWillChangeFrame,
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
        }

        func keyboardWillChangeFrame(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let keyboard = view.convert(value.cgRectValue, from: nil)
            bottomInset = max(0, view.bounds.maxY - keyboard.minY)
        }
    }

    @Test @MainActor func signUpScreenFollowsTheKeyboardAndCleansUp() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let nav = UINavigationController(rootViewController: UIViewController())
        sim.window.rootViewController = nav

        let store: KeyboardTestStore   // exhaustive: every notification received must be asserted
        weak var released: SignUpViewController?
        do {
            let signUp = SignUpViewController()
            released = signUp
            store = KeyboardTestStore(sim, observing: signUp)
            nav.pushViewController(signUp, animated: true)
            sim.advance(by: .seconds(1))
            store.expectRegistrations([.selector(.keyboardWillChangeFrame)])

            signUp.emailField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            store.receive(.keyboardWillChangeFrame,
                          beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
                          endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
                          duration: 0.25, curve: .keyboard)
            #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
            #expect(signUp.bottomInset == 260)
        }

        nav.popViewController(animated: true)
        sim.advance(by: .seconds(1))
        store.expectRegistrations([])
        store.finish()

        #expect(released == nil)
        store.expectNoLeak()
        store.expectCleanAudit()
    }
}
