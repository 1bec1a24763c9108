import Testing
import UIKit
import KeyboardSim

/// A field whose input view is the app's own keypad, 180 points high, made 375 points wide for a
/// portrait iPhone SE.
private final class KeypadController: UIViewController {
    let amount = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 180))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(amount)
        amount.inputView = keypad
    }
}

@MainActor @Suite("An input view up during a rotation takes the new screen width, as the keyboard does")
struct InputViewRotationTests {
    @Test(
        "a custom input view up in portrait (375 wide) is 667 wide after a rotation to landscape, and 375 again after one back, in the keyboard's place each time"
    )
    func widthFollowsTheScreen() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = KeypadController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.amount.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.keypad.convert(controller.keypad.bounds, to: nil) == CGRect(x: 0, y: 487, width: 375, height: 180))
        sim.rotate(to: .landscapeRight)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.width == 667)
        #expect(controller.keypad.frame.width == 667, "the input view spans the landscape screen, as the keyboard does")
        let landscape = controller.keypad.convert(controller.keypad.bounds, to: nil)
        #expect(landscape.minX == 0 && landscape.maxY == 375, "at the bottom of the landscape screen: \(landscape)")
        sim.rotate(to: .portrait)
        sim.advance(by: .seconds(1))
        #expect(controller.keypad.frame.width == 375)
        #expect(controller.keypad.convert(controller.keypad.bounds, to: nil).maxY == 667)
    }
}
