// Our driver for KUIKeyboard (Kofktu/KUIKeyboard): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/Kofktu/KUIKeyboard/blob/7042e69110647975b8d10cbb125041a873dcad05/README.md):
// a keyboard handler whose `onChangedKeyboardHeight` closure (or delegate) hears the keyboard's
// visible height, with `addObservers()` in `viewDidAppear`, and which "also works with"
// `keyboardDismissMode = .interactive`: while the user drags the keyboard down, the height follows.
import KUIKeyboard
import KeyboardSim
import UIKit

@MainActor final class ChatScreen: UIViewController {
    let keyboard = KUIKeyboard(with: true)
    let scrollView = UIScrollView()
    let field = UITextField()
    var heights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)
        field.frame = CGRect(x: 20, y: 100, width: 335, height: 44)
        scrollView.addSubview(field)
        keyboard.onChangedKeyboardHeight = { [unowned self] height in
            MainActor.assumeIsolated { self.heights.append(height) }
        }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboard.addObservers()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboard.removeObservers()
    }
}

@main struct KUIKeyboardDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/Kofktu/KUIKeyboard/blob/7042e69110647975b8d10cbb125041a873dcad05/README.md"
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let screen = ChatScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        sim.tap(screen.field)
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        let safeBottom = sim.window.safeAreaInsets.bottom
        let shown = screen.heights
        report.compare(
            "onChangedKeyboardHeight hears the keyboard's visible height (with adjustSafeAreaInset: less the window's bottom safe area)",
            source: readme,
            simulation: "iPhone 16, iOS 17: keyboard \(keyboard), window safe area bottom \(safeBottom); heights heard \(shown)",
            agrees: shown.last == keyboard.height - safeBottom)

        screen.heights = []
        // The finger starts 100 points above the keyboard and moves 300 points down in 0.5 s.
        let start = CGPoint(x: 187, y: keyboard.minY - 100)
        sim.drag(screen.scrollView, by: CGPoint(x: 0, y: 300), from: screen.scrollView.convert(start, from: nil), over: .milliseconds(500))
        sim.advance(by: .milliseconds(450))
        let during = screen.heights
        sim.advance(by: .seconds(1))
        let intermediate = during.filter { $0 > 0 && $0 < keyboard.height - safeBottom }
        report.compare(
            "with keyboardDismissMode .interactive, the height follows the keyboard while the user drags it down, then reaches 0 when it hides",
            source: readme,
            simulation:
                "during the drag \(during.count) heights, \(intermediate.count) between 0 and the full height (first \(during.first ?? -1), last \(during.last ?? -1)); after: \(screen.heights.suffix(2)), keyboard \(sim.keyboard.phase)",
            agrees: intermediate.count >= 3 && zip(intermediate, intermediate.dropFirst()).allSatisfy { $0 >= $1 }
                && screen.heights.last == 0)
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
