// README.md, swift block 1, compiled as written: edit README.md, then run
// KBSIM_RECORD_README_EXAMPLES=1 swift test --filter ReadmeExamples
import Testing
import UIKit
import KeyboardSim

final class LoginViewController: UIViewController {
    let nameField = UITextField(frame: CGRect(x: 20, y: 613, width: 335, height: 34))
    private(set) var lift: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        lift = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)   // how far the keyboard reaches up
    }
}

@Test @MainActor func theHandlerMeasuresTheKeyboardOnAnIPhoneSE() {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let login = LoginViewController()
    sim.window.rootViewController = login
    login.nameField.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(login.lift == 260)
}
