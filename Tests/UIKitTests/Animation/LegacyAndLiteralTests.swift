import Testing
import UIKit
import KeyboardSim

/// A handler in the iOS 2–12 style: a legacy animation block whose delegate is told when it stops.
private final class LegacyController: UIViewController {
    let panel = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
    var log: [String] = []
    var didStop = Selector("animationDidStop:finished:context:", LegacyController.animationDidStop)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
    }

    func raise() {
        UIView.beginAnimations("raise", context: nil)
        UIView.setAnimationDuration(0.25)
        UIView.setAnimationDelegate(self)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", LegacyController.animationWillStart))
        UIView.setAnimationDidStop(didStop)
        panel.frame.origin.y = 300
        UIView.commitAnimations()
    }

    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        log.append("start \(animationID ?? "nil")")
    }

    func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
        log.append("stop \(animationID ?? "nil") \(finished?.boolValue ?? false)")
    }

    func wrongDidStop(_ animationID: String, finished: Bool) {
        log.append("wrong")
    }
}

@MainActor @Suite("UIKit beside the handler: the legacy animation delegate, input views, literals, launch options")
struct LegacyAndLiteralTests {
    @Test("a legacy block's delegate is told when it starts and, when its animations end, that it stopped")
    func legacyDelegate() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = LegacyController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.raise()
        #expect(controller.log == ["start raise"])
        sim.advance(by: .milliseconds(100))
        #expect(controller.log == ["start raise"], "not before the animation ends")
        sim.advance(by: .seconds(1))
        #expect(controller.log == ["start raise", "stop raise true"])
    }

    @Test("a did-stop method that takes other types is said in the trace, not skipped silently")
    func wrongSignature() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = LegacyController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.didStop = Selector("wrongDidStop:finished:", LegacyController.wrongDidStop)
        controller.raise()
        sim.advance(by: .seconds(1))
        #expect(controller.log == ["start raise"])
        #expect(sim.diagnostics.contains { $0.contains("setAnimationDidStop") && $0.contains("wrongDidStop") })
    }

    @Test("a UIInputView as a field's accessory view rides on the keyboard at its frame's height")
    func inputViewAccessory() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 0, height: 44), inputViewStyle: .keyboard)
        field.inputAccessoryView = bar
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(bar.inputViewStyle == .keyboard)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 667 - 260 - 44, width: 375, height: 304))
    }

    @Test("#imageLiteral and #colorLiteral make UIKit's types; launch options have UIKit's keys")
    func literals() {
        let image = #imageLiteral(resourceName: "Logo")
        #expect(image.size == UIImage(named: "Logo")?.size)
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let options: [UIApplication.LaunchOptionsKey: Any] = [.url: "app://open"]
        #expect(options[.url] as? String == "app://open")
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }
}
