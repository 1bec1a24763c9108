import Testing
import UIKit
import KeyboardSim

/// A constraint subclass as keyboard libraries write one: it follows the keyboard by setting its
/// own constant (made in code here: nib loading, where `awakeFromNib` would run, is not simulated).
private final class KeyboardFollowingConstraint: NSLayoutConstraint {
    private var token: NSObjectProtocol?
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    func follow() {
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { self?.constant = -frame.height }
        }
    }

    func stop() {
        token.map(NotificationCenter.default.removeObserver)
    }
}

/// Members apps override from their own module, open as on iOS.
private final class CountingView: UIView {
    private(set) var hides = 0
    override var isHidden: Bool {
        didSet { hides += 1 }
    }
    override func layoutIfNeeded() {
        super.layoutIfNeeded()
    }
}

private final class TitledController: UIViewController {
    override var title: String? {
        get { "Sign in" }
        set {}
    }
}

@MainActor @Suite("UIKit's classes and members are open, as on iOS: an app's module subclasses and overrides them")
struct OpenClassesTests {
    @Test("a constraint subclass follows the keyboard by its own constant")
    func constraintSubclass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        let bottom = KeyboardFollowingConstraint(
            item: field, attribute: .bottom, relatedBy: .equal, toItem: controller.view, attribute: .bottom, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([
            bottom, field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 200), field.heightAnchor.constraint(equalToConstant: 34),
        ])
        bottom.follow()
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(bottom.constant == -260)
        #expect(field.frame.maxY == 407, "the field sits on the keyboard")
        #expect(!bottom.awoke, "nothing loads a nib here")
        bottom.stop()
    }

    @Test("a view's and a controller's properties overridden from another module")
    func overrides() {
        let view = CountingView()
        view.isHidden = true
        view.isHidden = false
        #expect(view.hides == 2)
        #expect(TitledController().title == "Sign in")
    }
}
