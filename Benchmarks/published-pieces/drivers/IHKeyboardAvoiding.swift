// Our driver for IHKeyboardAvoiding (IdleHandsApps/IHKeyboardAvoiding): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/IdleHandsApps/IHKeyboardAvoiding/blob/e69859d8e87c7988559637adef4de09a54ac5a34/README.md):
// `KeyboardAvoiding.avoidingView = view` set in `viewDidAppear`; when the keyboard would cover the
// view, the view moves up to just above the keyboard (by its constraints under Auto Layout, by a
// transform otherwise) and goes back when the keyboard hides; padding 0 by default; and a
// `KeyboardDismissingView` that ends editing when tapped.
import IHKeyboardAvoiding
import KeyboardSim
import UIKit

@MainActor final class AvoidingScreen: UIViewController {
    let usesAutoLayout: Bool
    let container = UIView()
    let field = UITextField()

    init(usesAutoLayout: Bool) {
        self.usesAutoLayout = usesAutoLayout
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() { view = KeyboardDismissingView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        container.addSubview(field)
        field.frame = CGRect(x: 20, y: 20, width: 335, height: 44)
        if usesAutoLayout {
            container.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                container.heightAnchor.constraint(equalToConstant: 150),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 20),
            ])
        } else {
            container.frame = CGRect(x: 0, y: 497, width: 375, height: 150)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        KeyboardAvoiding.avoidingView = container
    }
}

@main struct IHKeyboardAvoidingDriver {
    /// Each case runs in a process of its own (the driver runs itself once per case): the library
    /// keeps its state in statics, as an app does for its lifetime, and one screen's case must not
    /// start from the other's.
    @MainActor static func main() {
        guard CommandLine.arguments.count > 1 else {
            var worst: Int32 = 0
            for mode in ["frames", "autolayout"] {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
                child.arguments = [mode]
                do { try child.run() } catch {
                    print("disagree: the driver could not run itself for \(mode): \(error)")
                    exit(1)
                }
                child.waitUntilExit()
                worst = max(worst, child.terminationStatus)
            }
            exit(worst)
        }
        let report = Comparisons()
        let readme = "https://github.com/IdleHandsApps/IHKeyboardAvoiding/blob/e69859d8e87c7988559637adef4de09a54ac5a34/README.md"
        for usesAutoLayout in [CommandLine.arguments[1] == "autolayout"] {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            let screen = AvoidingScreen(usesAutoLayout: usesAutoLayout)
            sim.window.rootViewController = screen
            sim.advance(by: .seconds(1))
            // The frame as drawn: a transform (the library's way without Auto Layout) moves it.
            func drawn() -> CGRect {
                let view = screen.container
                return view.frame.offsetBy(dx: view.transform.tx, dy: view.transform.ty)
            }
            let before = drawn()
            sim.tap(screen.field)
            sim.advance(by: .seconds(1))
            let keyboard = sim.keyboard.frame
            let up = drawn()
            let how = usesAutoLayout ? "Auto Layout (a constraint to the view's bottom)" : "frames (a transform)"
            report.compare(
                "with \(how): when the keyboard would cover the avoiding view, the view moves up to just above the keyboard",
                source: readme,
                simulation:
                    "container \(before) → \(up), transform ty \(screen.container.transform.ty); keyboard \(keyboard)",
                agrees: up.maxY == keyboard.minY && up.height == before.height)
            if !usesAutoLayout {
                // A user's report from a device (issue 62): a suggestions bar appearing over the
                // keyboard (a one-time code) does not push the view further up; when it goes, the
                // view is moved down by the bar's height and stays shifted. The predictive bar
                // coming and going while the keyboard is up is the nearest the simulation has.
                sim.keyboard.setPredictiveBar(false)
                sim.advance(by: .seconds(1))
                let lower = (keyboard: sim.keyboard.frame, view: drawn())
                sim.keyboard.setPredictiveBar(true)
                sim.advance(by: .seconds(1))
                let taller = (keyboard: sim.keyboard.frame, view: drawn())
                report.compare(
                    "when a bar appears over the keyboard while it is up, the avoiding view is not pushed further up (a device report); when the bar goes, the view moves down by the bar's height",
                    source: "https://github.com/IdleHandsApps/IHKeyboardAvoiding/issues/62",
                    simulation:
                        "predictive bar off: keyboard \(lower.keyboard), container \(lower.view); bar back on: keyboard \(taller.keyboard), container \(taller.view)",
                    agrees: taller.view.maxY > taller.keyboard.minY)
            }
            // The README: a tap on a KeyboardDismissingView ends editing; then the view returns.
            sim.tap(screen.view)
            sim.advance(by: .seconds(1))
            let down = drawn()
            report.compare(
                "with \(how): a tap on the KeyboardDismissingView ends editing, and the avoiding view returns to where it was when the keyboard hides",
                source: readme,
                simulation:
                    "after the tap: field first responder \(screen.field.isFirstResponder), keyboard \(sim.keyboard.phase); container \(down)",
                agrees: !screen.field.isFirstResponder && !sim.keyboard.phase.isUp && down == before)
            report.diagnostics(sim.diagnostics)
            KeyboardAvoiding.removeAll()
        }
        report.finish()
    }
}
