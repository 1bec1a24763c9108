import Foundation
import KeyboardSim
import Testing
import UIKit

/// A text view that grows with its text in `layoutSubviews`, up to `maxHeight`, through a height
/// constraint of its own: the shape published growing text views take (this test's own code).
private final class SelfSizingTextView: UITextView {
    var maxHeight: CGFloat = 90
    private var heightConstraint: NSLayoutConstraint?
    /// Each height it set its constraint to.
    private(set) var heights: [CGFloat] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 0 else { return }
        let fitting = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        let height = min(fitting, maxHeight)
        if let heightConstraint {
            guard heightConstraint.constant != height else { return }
            heightConstraint.constant = height
        } else {
            let constraint = heightAnchor.constraint(equalToConstant: height)
            constraint.isActive = true
            heightConstraint = constraint
        }
        heights.append(height)
    }
}

@MainActor
@Suite("UITextView lays out again when its text changes")
struct TextViewRelayoutTests {
    /// A self-sizing text view at the bottom of the screen, first responder, 20-point font: each
    /// line is 24 points, with 8 above and 8 below.
    private func makeScreen(scrolling: Bool) -> (Simulation, SelfSizingTextView) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let textView = SelfSizingTextView()
        textView.font = .systemFont(ofSize: 20)
        textView.isScrollEnabled = scrolling
        textView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            controller.view.trailingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 16),
            controller.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
        ])
        sim.advance(by: .milliseconds(100))
        return (sim, textView)
    }

    @Test("Typing lines grows a text view that sizes itself in layoutSubviews, up to its maximum", arguments: [true, false])
    func typingGrows(scrolling: Bool) {
        let (sim, textView) = makeScreen(scrolling: scrolling)
        #expect(textView.heights == [40])
        textView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        for line in ["one", "\ntwo", "\nthree", "\nfour"] {
            sim.type(line)
            sim.advance(by: .milliseconds(100))
        }
        #expect(textView.heights == [40, 64, 88, 90])
        #expect(textView.frame.height == 90)
        sim.pressDelete(times: 5)
        sim.advance(by: .milliseconds(100))
        #expect(textView.heights == [40, 64, 88, 90, 88])
        #expect(textView.frame.height == 88)
    }

    @Test("Text set in code lays the text view out at the end of the turn", arguments: [true, false])
    func textSetInCode(scrolling: Bool) {
        let (sim, textView) = makeScreen(scrolling: scrolling)
        textView.text = "one\ntwo"
        sim.advance(by: .milliseconds(100))
        #expect(textView.heights == [40, 64])
        #expect(textView.frame.height == 64)
        textView.font = .systemFont(ofSize: 10)
        sim.advance(by: .milliseconds(100))
        #expect(textView.heights == [40, 64, 40])
    }
}
