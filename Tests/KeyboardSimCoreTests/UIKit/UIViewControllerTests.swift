import Foundation
import Testing
import KeyboardSimCore

/// The iOS idiom: a designated init() of its own calling init(nibName:bundle:), and the
/// coder initializer every such subclass has to write.
private final class LoginViewController: UIViewController {
    let service: String
    init() {
        service = "login"
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// No initializers: inherits init(), init(nibName:bundle:) and init?(coder:).
private final class InheritingController: UIViewController {}

/// A view subclass with init(frame:) and the coder initializer calling super.
private final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view with an init() of its own, as iOS code writes it (no `override`).
private final class CardView: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite("UIViewController: initializers")
struct UIViewControllerInitializerTests {
    @Test("a subclass with its own init() calling init(nibName: nil, bundle: nil) loads a plain view")
    func ownInit() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = LoginViewController()
        #expect(controller.service == "login")
        #expect(controller.nibName == nil)
        sim.window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a subclass with no initializers inherits init(), init(nibName:bundle:) and init?(coder:)")
    func inherited() {
        #expect(InheritingController().nibName == nil)
        #expect(InheritingController(nibName: "Login", bundle: .main).nibName == "Login")
        let archive = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(InheritingController(coder: archive)?.nibName == nil)
        #expect(BadgeView(coder: archive)?.frame == .zero)
        #expect(BadgeView().backgroundColor == .systemRed)
        #expect(CardView().frame.width == 10)
        #expect(UIView(coder: archive)?.frame == .zero)
    }

    @Test("a nib name that names no xib: the view is plain and a diagnostic names the nib")
    func nibName() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = InheritingController(nibName: "LoginView", bundle: nil)
        #expect(
            sim.diagnostics == [
                "InheritingController.loadView: nib \"LoginView\" not loaded (Could not load NIB in bundle with name 'LoginView' (as iOS says): searched [] and the bundle; list it in the test target's kbsim-port.txt (the KeyboardSimPort plugin) or set the simulation's interfaceBuilderResources.directories); the view is a plain UIView and outlets stay nil"
            ])
        #expect(sim.audit.report().isClean)
    }
}
