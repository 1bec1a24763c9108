import UIKit

/// The built-in walkthrough `kbsim demo` replays: a sign-up screen that observes the keyboard
/// in all three styles, shown on a device, focused, dismissed and popped.
///
/// It exists so that the package has a runnable example before scenario files do, and so that
/// the trace's determinism can be checked across processes. The screen is an iOS file's code
/// (`import UIKit`, `NotificationCenter.default`), as a user's is.
@MainActor public enum Walkthrough {
    /// A screen that observes the keyboard's frame changes three times — with a selector, a
    /// block and a typed message — so every post shows three deliveries in registration order.
    final class SignUpController: UIViewController {
        let nameField = UITextField(frame: CGRect(x: 20, y: 0, width: 0, height: 34))
        private(set) var bottomInset: CGFloat = 0
        private(set) var lastOptions: UIView.AnimationOptions = []
        private(set) var lastMessageFrame: CGRect = .zero
        private var tokens: [NSObjectProtocol] = []

        override func loadView() {
            let root = UIView(frame: .zero)
            nameField.accessibilityIdentifier = "nameField"
            root.addSubview(nameField)
            view = root
        }

        /// The field stands 46 points above the safe area at rest, and 20 points above the
        /// keyboard while the keyboard covers more than that.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bottom = max(view.safeAreaInsets.bottom + 46, bottomInset + 20)
            nameField.frame = CGRect(x: 20, y: view.bounds.height - bottom - 34, width: view.bounds.width - 40, height: 34)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // 1. Selector style: the target is held weakly.
            NotificationCenter.default.addObserver(
                self, selector: SignUpController.keyboardWillChangeFrame,
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            // 2. Block style: keep the token, capture self weakly.
            tokens.append(
                NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillChangeFrameNotification,
                    object: nil, queue: .main
                ) { [weak self] note in
                    guard let info = KeyboardInfo(note) else { return }
                    self?.lastOptions = info.animationOptions
                })
            // 3. Typed message.
            tokens.append(
                NotificationCenter.default.addObserver(of: nil, for: .keyboardWillChangeFrame) { [weak self] message in
                    self?.lastMessageFrame = message.endFrame
                })
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens.removeAll()
        }

        /// Runs inside the keyboard's animation: laying out here moves the field with it.
        func keyboardWillChangeFrame(_ note: Notification) {
            guard let info = KeyboardInfo(note) else { return }
            let keyboard = view.convert(info.endFrame, from: nil)
            bottomInset = max(0, view.bounds.maxY - keyboard.minY)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    final class HomeController: UIViewController {}

    /// Replays the walkthrough and returns its trace and audit as text.
    public static func run(device: Device, profile: BehaviorProfile) -> String {
        let sim = Simulation(device: device, profile: profile)
        let nav = UINavigationController(rootViewController: HomeController())
        sim.window.rootViewController = nav
        var seen = ""
        do {
            let signUp = SignUpController()
            nav.pushViewController(signUp, animated: true)
            sim.advance(by: .milliseconds(500))
            signUp.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            seen = whatTheUserSees(signUp.nameField, in: sim)
            signUp.nameField.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        nav.popViewController(animated: true)
        sim.advance(by: .seconds(1))
        var lines = ["KeyboardSim walkthrough on \(device.name), \(profile)"]
        lines += sim.trace.map(\.description)
        lines.append(seen)
        lines.append(sim.audit.report().description)
        return lines.joined(separator: "\n") + "\n"
    }

    /// With the keyboard at rest: whether the focused field is above it, measured on the frames.
    private static func whatTheUserSees(_ field: UIView, in sim: Simulation) -> String {
        let frame = field.frameInWindow, keyboardTop = sim.keyboard.frame.minY
        let gap = keyboardTop - frame.maxY
        let verdict =
            gap >= 0
            ? "clears the keyboard, \(formatNumber(gap)) points above it"
            : "is under the keyboard by \(formatNumber(min(-gap, frame.height))) of its \(formatNumber(frame.height)) points"
        return "with the keyboard up: \(field.debugName) at y \(formatNumber(frame.minY))–\(formatNumber(frame.maxY)), "
            + "the keyboard's top at y \(formatNumber(keyboardTop)): the field \(verdict)"
    }
}
