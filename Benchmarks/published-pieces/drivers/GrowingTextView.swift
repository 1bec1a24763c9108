// Our driver for GrowingTextView (KennethTsang/GrowingTextView): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/KennethTsang/GrowingTextView/blob/9d75311a891cff303947d034a2171353f2ecb0e4/README.md):
// a text view for a chat input bar that grows with its text between `minHeight` and `maxHeight`
// (the example: 25 and 70, `maxLength` 140, `trimWhiteSpaceWhenEndEditing` false), telling a
// `GrowingTextViewDelegate` `textViewDidChangeHeight(_:height:)` so the screen can animate
// `layoutIfNeeded()`; text beyond `maxLength` trimmed; and white space trimmed at the end of editing
// by default.
import GrowingTextView
import KeyboardSim
import UIKit

@MainActor final class ChatBarScreen: UIViewController, GrowingTextViewDelegate {
    let bar = UIView()
    let textView = GrowingTextView()
    var heights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(textView)
        textView.delegate = self
        textView.maxLength = 140
        textView.trimWhiteSpaceWhenEndEditing = false
        textView.placeholder = "Say something..."
        textView.minHeight = 25.0
        textView.maxHeight = 70.0
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            textView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            textView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        ])
    }

    nonisolated func textViewDidChangeHeight(_ textView: GrowingTextView, height: CGFloat) {
        MainActor.assumeIsolated {
            heights.append(height)
            UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }
        }
    }
}

@main struct GrowingTextViewDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/KennethTsang/GrowingTextView/blob/9d75311a891cff303947d034a2171353f2ecb0e4/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = ChatBarScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        let textView = screen.textView
        let empty = textView.frame.height
        sim.tap(textView)
        sim.advance(by: .seconds(1))
        var lines: [String] = ["empty \(empty)"]
        var heights: [CGFloat] = []
        for line in 1...6 {
            sim.type(line == 1 ? "line 1" : "\nline \(line)")
            sim.advance(by: .milliseconds(300))
            heights.append(textView.frame.height)
            lines.append("\(line) lines \(textView.frame.height)")
        }
        let barTop = screen.bar.convert(screen.bar.bounds, to: nil)
        report.note(
            "font \(String(describing: textView.font)); delegate heights \(screen.heights); keyboard \(sim.keyboard.frame); bar \(barTop)")
        let grows = zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 } && heights.first! < heights.last!
        report.compare(
            "the text view grows with its lines from minHeight 25 and stops at maxHeight 70, telling the delegate each new height",
            source: readme,
            simulation: "frame heights: \(lines.joined(separator: ", "))",
            agrees: empty >= 25 && grows && heights.last == 70 && heights.allSatisfy { $0 <= 70 }
                && screen.heights.last == 70)
        report.compare(
            "the bar sits on the keyboard while it grows (its bottom on the keyboard layout guide)",
            source: readme + " (the example: a chat input toolbar)",
            simulation: "bar \(barTop), keyboard top \(sim.keyboard.frame.minY)",
            agrees: barTop.maxY == sim.keyboard.frame.minY)

        textView.text = ""
        sim.type(String(repeating: "x", count: 150))
        sim.advance(by: .milliseconds(300))
        report.compare(
            "maxLength 140: text beyond it is trimmed",
            source: readme + " (Customization)",
            simulation: "150 characters typed: \(textView.text.count) kept",
            agrees: textView.text.count == 140)

        textView.trimWhiteSpaceWhenEndEditing = true
        textView.text = ""
        sim.type("hello  \n")
        sim.advance(by: .milliseconds(300))
        let typed = textView.text ?? ""
        _ = textView.resignFirstResponder()
        sim.advance(by: .seconds(1))
        report.compare(
            "trimWhiteSpaceWhenEndEditing (true by default): white space and newlines are trimmed when editing ends",
            source: readme + " (Customization)",
            simulation: "typed \(typed.debugDescription), after resignFirstResponder \((textView.text ?? "").debugDescription)",
            agrees: typed == "hello  \n" && textView.text == "hello")
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
