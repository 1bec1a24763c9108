import Foundation
import KeyboardSim
import Testing
import UIKit

/// Records what a text storage tells its delegate.
private final class StorageListener: NSTextStorageDelegate {
    var events: [String] = []
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        events.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        events.append("did \(textStorage.string)")
    }
}

/// A text view's delegate that counts `textViewDidChange(_:)`.
private final class ChangeCounter: UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

@MainActor
@Suite("TextKit: a text view's storage, layout manager and attachments")
struct TextStorageTests {
    /// A text view first responder on an iPhone SE, 20-point font, 300 points wide.
    private func makeScreen() -> (Simulation, UITextView) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let textView = UITextView(frame: CGRect(x: 10, y: 100, width: 300, height: 120))
        textView.font = .systemFont(ofSize: 20)
        controller.view.addSubview(textView)
        sim.advance(by: .milliseconds(100))
        return (sim, textView)
    }

    @Test("an edit of the storage becomes the view's text when processed: at once, or at the outermost endEditing")
    func storageEditsReachTheView() {
        let (sim, textView) = makeScreen()
        let listener = StorageListener()
        textView.textStorage.delegate = listener
        textView.text = "Hello"
        #expect(textView.textStorage.string == "Hello")
        // The view's own text is the storage's: its delegate hears that edit too (the whole text
        // replaced, unstyled: characters and attributes, 5 added).
        #expect(listener.events == ["will 3 0,5 5", "did Hello"])
        listener.events = []
        textView.textStorage.beginEditing()
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        textView.textStorage.append(NSAttributedString(string: "!"))
        #expect(textView.text == "Hello", "inside beginEditing the view keeps its text")
        textView.textStorage.endEditing()
        #expect(textView.text == "Goodbye!")
        #expect(listener.events == ["will 3 0,8 3", "did Goodbye!"])
        textView.textStorage.deleteCharacters(in: NSRange(location: 7, length: 1))
        #expect(textView.text == "Goodbye")
        #expect(textView.attributedText.string == "Goodbye")
        #expect(sim.diagnostics == [])
    }

    @Test("typing keeps the attributes of the text around the change (an attachment stays)")
    func typingKeepsAttributes() throws {
        let (sim, textView) = makeScreen()
        let attachment = NSTextAttachment()
        attachment.image = UIImage()
        let text = NSMutableAttributedString(attachment: attachment)
        text.append(NSAttributedString(string: "\n"))
        textView.attributedText = text
        #expect(textView.text == "\u{FFFC}\n")
        textView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.type("hi")
        #expect(textView.text == "\u{FFFC}\nhi")
        let found = textView.attributedText.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
        #expect(found === attachment)
        #expect(attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0) === attachment.image)
    }

    @Test("a TextKit 1 stack built in code: the view shows the storage's text, and the layout manager measures it")
    func textKitOneStack() {
        let storage = NSTextStorage(string: "one\ntwo")
        let layoutManager = NSLayoutManager()
        storage.addLayoutManager(layoutManager)
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        layoutManager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), textContainer: container)
        textView.font = .systemFont(ofSize: 20)
        #expect(textView.textStorage === storage)
        #expect(textView.layoutManager === layoutManager)
        #expect(container.layoutManager === layoutManager)
        #expect(textView.text == "one\ntwo")
        // Two lines of the 20-point font, in the container's coordinates (no insets).
        let used = layoutManager.usedRect(for: container)
        #expect(used.height == 2 * UIFont.systemFont(ofSize: 20).lineHeight)
        #expect(layoutManager.numberOfGlyphs == 7)
        #expect(layoutManager.glyphRange(for: container) == NSRange(location: 0, length: 7))
        let second = layoutManager.boundingRect(forGlyphRange: NSRange(location: 4, length: 3), in: container)
        #expect(second.minY == UIFont.systemFont(ofSize: 20).lineHeight)
        // A plain view makes its own stack.
        let plain = UITextView()
        #expect(plain.layoutManager.textStorage === plain.textStorage)
        #expect(plain.layoutManager.textContainers.first === plain.textContainer)
    }

    @Test("a text view's delegate, read as the scroll view's, answers the text view delegate's methods as iOS's does")
    func delegateReadAsScrollViewDelegate() {
        let (_, textView) = makeScreen()
        let counter = ChangeCounter()
        textView.delegate = counter
        // What a library writes on iOS (`textView.delegate?.textViewDidChange?(textView)`), after kbsim port.
        textView.delegate?.textViewDidChange(textView)
        #expect(counter.changes == 1)
        #expect(textView.delegate?.textViewShouldBeginEditing(textView) == true)
        // A scroll view's delegate that is not a text view's answers UIKit's defaults.
        final class ScrollOnly: UIScrollViewDelegate {}
        let scrollOnly = ScrollOnly()
        textView.delegate = scrollOnly
        textView.delegate?.textViewDidChange(textView)
        #expect(textView.delegate?.textView(textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x") == true)
        #expect(counter.changes == 1)
    }
}

/// A delegate that styles what was edited, as a syntax highlighter does.
private final class Highlighter: NSTextStorageDelegate {
    var processed = 0
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        processed += 1
        textStorage.addAttribute(NSAttributedString.Key("highlight"), value: true, range: editedRange)
    }
}

@MainActor
@Suite("TextKit: edits the storage's delegate makes, and edits grouped in beginEditing")
struct TextStorageEditingTests {
    @Test("a delegate styling the edited range in didProcessEditing is not processed again; setting text drops the styles")
    func highlighterIsNotReprocessed() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let highlighter = Highlighter()
        textView.textStorage.delegate = highlighter
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "let x = 1")
        #expect(highlighter.processed == 1)
        #expect(textView.text == "let x = 1")
        #expect(textView.attributedText.attribute(NSAttributedString.Key("highlight"), at: 0, effectiveRange: nil) as? Bool == true)
        // Setting text in code replaces the attributed text with the unstyled string (Apple's page on `text`).
        textView.textStorage.delegate = nil
        textView.text = "let y = 2"
        #expect(textView.attributedText.attribute(NSAttributedString.Key("highlight"), at: 0, effectiveRange: nil) == nil)
    }

    @Test("edits grouped in beginEditing report one range, in the text after them, inside its length")
    func groupedRangeStaysInside() {
        let storage = NSTextStorage(string: "0123456789")
        final class Ranges: NSTextStorageDelegate {
            var seen: [NSRange] = []
            func textStorage(
                _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
                changeInLength delta: Int
            ) { seen.append(editedRange) }
        }
        let ranges = Ranges()
        storage.delegate = ranges
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 10, length: 0), with: "abcde")
        storage.deleteCharacters(in: NSRange(location: 0, length: 5))
        storage.endEditing()
        #expect(storage.string == "56789abcde")
        #expect(ranges.seen == [NSRange(location: 0, length: 10)])
    }

    @Test("typing a character beside an emoji keeps the emoji whole")
    func typingBesideEmoji() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        controller.view.addSubview(textView)
        textView.text = "😀"
        textView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.type("a")
        #expect(textView.text == "😀a")
        #expect(textView.textStorage.string == "😀a")
    }
}
