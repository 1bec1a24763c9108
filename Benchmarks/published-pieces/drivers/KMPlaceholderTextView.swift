// Our driver for KMPlaceholderTextView (MoZhouqi/KMPlaceholderTextView): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/MoZhouqi/KMPlaceholderTextView/blob/12cf915155abaf9b98f2af02a7a325c699294104/README.md):
// a text view made in code with `placeholder` set, which shows its placeholder "just like
// UITextField": while the text view is empty, and not once the user has typed (its preview GIF); a
// user's report from a device (https://github.com/MoZhouqi/KMPlaceholderTextView/issues/27): the
// placeholder comes back when the typed text is deleted.
import KMPlaceholderTextView
import KeyboardSim
import UIKit

@main struct KMPlaceholderTextViewDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/MoZhouqi/KMPlaceholderTextView/blob/12cf915155abaf9b98f2af02a7a325c699294104/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let textView = KMPlaceholderTextView(frame: CGRect(x: 0, y: 20, width: 375, height: 200))
        textView.placeholder = "What's on your mind?"
        controller.view.addSubview(textView)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))

        let label = textView.placeholderLabel
        let emptyShown = !label.isHidden
        report.note(
            "placeholder label frame \(label.frame) (text view's textContainerInset \(textView.textContainerInset), lineFragmentPadding \(textView.textContainer.lineFragmentPadding))"
        )
        sim.tap(textView)
        sim.advance(by: .seconds(1))
        let focusedShown = !label.isHidden
        sim.type("Hi")
        sim.advance(by: .milliseconds(100))
        let typedShown = !label.isHidden
        sim.pressDelete(times: 2)
        sim.advance(by: .milliseconds(100))
        let clearedShown = !label.isHidden
        report.compare(
            "the placeholder shows while the text view is empty, as a text field's does: before and on focus, hidden once text is typed, back when it is deleted",
            source: readme + "; https://github.com/MoZhouqi/KMPlaceholderTextView/issues/27",
            simulation:
                "label shown: empty \(emptyShown), focused \(focusedShown), after typing \"Hi\" \(typedShown), after two deletes \(clearedShown); keyboard \(sim.keyboard.frame)",
            agrees: emptyShown && focusedShown && !typedShown && clearedShown)
        report.compare(
            "the placeholder starts where typed text starts (a text field's placeholder does)",
            source: readme,
            simulation:
                "label origin \(label.frame.origin); text starts at x = textContainerInset.left + lineFragmentPadding = \(textView.textContainerInset.left + textView.textContainer.lineFragmentPadding), y = textContainerInset.top = \(textView.textContainerInset.top)",
            agrees: label.frame.origin.x == textView.textContainerInset.left + textView.textContainer.lineFragmentPadding
                && label.frame.origin.y == textView.textContainerInset.top)
        textView.text = "set in code"
        report.compare(
            "text set in code hides the placeholder too (the README's Code usage)",
            source: readme,
            simulation: "after text = \"set in code\": label shown \(!label.isHidden)",
            agrees: label.isHidden)
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
