import KeyboardSim
import Testing
import UIKit

/// A text view as UIKit makes it: a scroll view whose content is its text, that sizes to its
/// text when it does not scroll (the growing chat bar), with a selection typing replaces.
@MainActor @Suite("UITextView: text layout, self-sizing, selection")
struct TextViewLayoutTests {
    /// A chat screen: a bar on the keyboard layout guide holding a text view that does not
    /// scroll, pinned 8 points inside the bar, so the bar grows with the text.
    final class ChatController: UIViewController, UITextViewDelegate {
        let bar = UIView()
        let input = UITextView()
        var changes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            input.isScrollEnabled = false
            input.font = .systemFont(ofSize: 17)
            input.delegate = self
            bar.translatesAutoresizingMaskIntoConstraints = false
            input.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            bar.addSubview(input)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                input.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
                input.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
                input.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
                input.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            ])
        }

        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test("a text view that does not scroll grows with its text, and its bar with it, a line at a time")
    func growingChatBar() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let chat = ChatController()
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        // One line of 17-point text: 20.4 points, plus the 8-point insets above and below, rounded up.
        #expect(chat.input.frame.height == 37)
        #expect(chat.bar.frame.height == 53)
        sim.tap(chat.input)
        sim.advance(by: .seconds(1))
        // 359 points wide: 349 for text after 5 points of padding each side, 41 characters a line.
        sim.type(String(repeating: "a", count: 41))
        sim.advance(by: .seconds(1))
        #expect(chat.input.frame.height == 37)
        sim.type("b")
        sim.advance(by: .seconds(1))
        #expect(chat.input.frame.height == 57)  // two lines: 40.8 + 16
        #expect(abs(chat.bar.frame.maxY - (667 - 260)) < 0.001)  // still on the keyboard (iOS 17, iPhone SE)
        sim.pressReturn()  // a text view takes return as a line break
        sim.advance(by: .seconds(1))
        #expect(chat.input.frame.height == 78)  // three lines: 61.2 + 16
        #expect(chat.changes == 43)
    }

    @Test("a text view that scrolls keeps its frame; its content size follows the text")
    func scrollingContentSize() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = UIViewController()
        sim.window.rootViewController = screen
        let notes = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        notes.font = .systemFont(ofSize: 10)
        screen.view.addSubview(notes)
        sim.advance(by: .seconds(1))
        #expect(notes.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        notes.text = "one\ntwo\nthree\nfour\nfive"
        // Five lines of 12 points, and 16 of insets.
        #expect(notes.contentSize == CGSize(width: 200, height: 76))
        #expect(notes.frame.height == 60)
        notes.scrollRangeToVisible(notes.selectedRange)
        #expect(notes.contentOffset.y == 16)
        #expect(notes.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 76))
    }

    @Test("typing replaces the selection and leaves the insertion point after it; setting text puts it at the end")
    func selection() {
        let view = UITextView()
        view.text = "abc"
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        view.selectedRange = NSRange(location: 1, length: 0)
        view.insertText("X")
        #expect(view.text == "aXbc")
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
        view.selectedRange = NSRange(location: 1, length: 2)
        view.insertText("-")
        #expect(view.text == "a-c")
        view.deleteBackward()
        #expect(view.text == "ac")
        view.selectedRange = NSRange(location: 10, length: 5)
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("a text view is a scroll view; its delegate, set as a text view's, is told of changes")
    func scrollViewAndDelegate() {
        let view = UITextView()
        #expect((view as UIView) is UIScrollView)
        final class Delegate: UITextViewDelegate {
            var changed = false
            func textViewDidChange(_ textView: UITextView) { changed = true }
        }
        let delegate = Delegate()
        view.delegate = delegate
        view.insertText("hi")
        #expect(delegate.changed)
        #expect(view.attributedText.string == "hi")
    }
}
