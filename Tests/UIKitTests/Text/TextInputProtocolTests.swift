import KeyboardSim
import Testing
import UIKit

/// `UITextInput` on the text inputs, as Apple's documentation of the protocol describes it:
/// positions and ranges over the text in UTF-16 units, the selection that typing and the delete
/// key act at, marked text, the tokenizer, and the caret's rectangle that keyboard managers
/// scroll above the keyboard.
@MainActor @Suite("UITextInput: positions, ranges, selection, marked text and the tokenizer")
struct TextInputProtocolTests {
    /// A delegate of both text inputs and of the text input system, logging what it is told.
    final class Log: NSObject, UITextFieldDelegate, UITextViewDelegate, UITextInputDelegate {
        var lines: [String] = []

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            lines.append("change \(range.location),\(range.length) \(string)")
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { lines.append("selection") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            lines.append("change \(range.location),\(range.length) \(text)")
            return true
        }
        func selectionWillChange(_ textInput: (any UITextInput)?) { lines.append("input selectionWillChange") }
        func selectionDidChange(_ textInput: (any UITextInput)?) { lines.append("input selectionDidChange") }
        func textWillChange(_ textInput: (any UITextInput)?) { lines.append("input textWillChange") }
        func textDidChange(_ textInput: (any UITextInput)?) { lines.append("input textDidChange") }
    }

    private func screen(_ views: UIView...) -> Simulation {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        for view in views { controller.view.addSubview(view) }
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return sim
    }

    /// The UTF-16 offset of `position` in `input`.
    private func offset(_ input: some UITextInput, _ position: UITextPosition?) -> Int? {
        position.map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    /// The range of UTF-16 offsets `location..<location+length` in `input`.
    private func range(_ input: some UITextInput, _ location: Int, _ length: Int) throws -> UITextRange {
        let start = try #require(input.position(from: input.beginningOfDocument, offset: location))
        let end = try #require(input.position(from: start, offset: length))
        return try #require(input.textRange(from: start, to: end))
    }

    @Test("positions are UTF-16 offsets: the document's ends, offsets, comparisons, ranges and their text")
    func positionsAndRanges() throws {
        let field = UITextField()
        field.text = "a👍🏽b"  // 1 + 4 + 1 UTF-16 units
        #expect(offset(field, field.beginningOfDocument) == 0)
        #expect(offset(field, field.endOfDocument) == 6)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        let emoji = try range(field, 1, 4)
        #expect(field.text(in: emoji) == "👍🏽")
        #expect(!emoji.isEmpty)
        #expect(field.compare(emoji.start, to: emoji.end) == .orderedAscending)
        #expect(field.compare(emoji.end, to: emoji.start) == .orderedDescending)
        #expect(field.compare(emoji.end, to: try #require(field.position(from: field.beginningOfDocument, offset: 5))) == .orderedSame)
        // Left and right move by characters: the emoji with its modifier is one.
        #expect(offset(field, field.position(from: field.beginningOfDocument, in: .right, offset: 2)) == 5)
        #expect(offset(field, field.position(from: field.endOfDocument, in: .left, offset: 2)) == 1)
        // Positions in either order give the range between them.
        let reversed = try #require(field.textRange(from: emoji.end, to: emoji.start))
        #expect(field.text(in: reversed) == "👍🏽")
        // A position another text input made is not one of this field's.
        #expect(field.text(in: UITextRange()) == nil)
        #expect(field.textRange(from: UITextPosition(), to: field.endOfDocument) == nil)
    }

    @Test("typing and the delete key act at the selection: the delegate is asked with its range, the caret follows")
    func typingAtTheSelection() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let log = Log()
        field.delegate = log
        field.text = "hello world"
        let sim = screen(field)
        sim.tap(field)
        field.selectedTextRange = field.textRange(from: try range(field, 5, 0).start, to: try range(field, 5, 0).start)
        #expect(log.lines == ["selection"])
        sim.type(",")
        #expect(field.text == "hello, world")
        #expect(field.selectedTextRange.map { offset(field, $0.start) } == 6)
        // A selected range is replaced by what is typed, the delegate asked for the whole range.
        field.selectedTextRange = try range(field, 7, 5)
        sim.type("you")
        #expect(field.text == "hello, you")
        // The delete key removes the character before the caret, then a selection whole.
        field.selectedTextRange = try range(field, 5, 0)
        sim.pressDelete()
        #expect(field.text == "hell, you")
        field.selectedTextRange = try range(field, 0, 4)
        sim.pressDelete()
        #expect(field.text == ", you")
        #expect(
            log.lines.filter { $0.hasPrefix("change") } == [
                "change 5,0 ,", "change 7,5 y", "change 8,0 o", "change 9,0 u", "change 4,1 ", "change 0,4 ",
            ])
        // Setting the text puts the caret at its end.
        field.text = "new"
        #expect(field.selectedTextRange.map { offset(field, $0.start) } == 3)
    }

    @Test("a text view's selectedRange and selectedTextRange are one selection; typing replaces it")
    func textViewSelection() throws {
        let notes = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let log = Log()
        notes.delegate = log
        notes.text = "one two"
        let sim = screen(notes)
        sim.tap(notes)
        notes.selectedTextRange = try range(notes, 4, 3)
        #expect(notes.selectedRange == NSRange(location: 4, length: 3))
        notes.selectedRange = NSRange(location: 0, length: 3)
        let selected = try #require(notes.selectedTextRange)
        #expect(notes.text(in: selected) == "one")
        sim.type("1")
        #expect(notes.text == "1 two")
        #expect(notes.selectedRange == NSRange(location: 1, length: 0))
        #expect(log.lines == ["change 0,3 1"])
    }

    @Test("replace(_:withText:) changes the text without asking the delegate, tells the input delegate, and sends editingChanged")
    func replaceFromCode() throws {
        let field = UITextField()
        let log = Log()
        field.delegate = log
        field.inputDelegate = log
        field.text = "cat"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.replace(try range(field, 0, 1), withText: "b")
        #expect(field.text == "bat")
        #expect(changes == 1)
        #expect(field.selectedTextRange.map { offset(field, $0.start) } == 1)
        field.selectedTextRange = try range(field, 0, 3)
        #expect(
            log.lines == [
                "input textWillChange", "selection", "input textDidChange", "input selectionWillChange", "input selectionDidChange",
                "selection",
            ])
    }

    @Test("marked text: setMarkedText inserts and marks it, replaces it, unmarkText commits it, typing replaces and commits it")
    func markedText() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let log = Log()
        field.delegate = log
        field.text = "Hi "
        #expect(field.markedTextRange == nil)
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "Hi ni")
        let marked = try #require(field.markedTextRange)
        #expect(offset(field, marked.start) == 3 && offset(field, marked.end) == 5)
        #expect(field.selectedTextRange.map { offset(field, $0.start) } == 5)
        field.setMarkedText("nih", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "Hi nih")
        #expect(field.selectedTextRange.map { offset(field, $0.start) } == 4)
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "Hi nih")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        field.insertText("你")
        #expect(field.text == "Hi nih你")
        #expect(field.markedTextRange == nil)
        #expect(log.lines.filter { $0.hasPrefix("change") } == ["change 3,0 ni", "change 3,2 nih", "change 6,0 ni", "change 6,2 你"])
        // A text view keeps marked text the same way; setting its text ends it.
        let notes = UITextView()
        notes.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(notes.markedTextRange.map { notes.text(in: $0) } == "ka")
        notes.text = "reset"
        #expect(notes.markedTextRange == nil)
    }

    @Test("the string tokenizer finds words, sentences, paragraphs and the document in either direction")
    func tokenizer() throws {
        let notes = UITextView()
        notes.text = "Hello big world. Next one!\nSecond para"
        let tokenizer = notes.tokenizer
        let start = notes.beginningOfDocument
        let forward = UITextDirection.storage(.forward)
        let backward = UITextDirection.storage(.backward)
        #expect(offset(notes, tokenizer.position(from: start, toBoundary: .word, inDirection: forward)) == 5)
        let inBig = try #require(notes.position(from: start, offset: 7))
        #expect(tokenizer.rangeEnclosingPosition(inBig, with: .word, inDirection: forward).flatMap { notes.text(in: $0) } == "big")
        #expect(offset(notes, tokenizer.position(from: inBig, toBoundary: .word, inDirection: backward)) == 6)
        let afterHello = try #require(notes.position(from: start, offset: 5))
        #expect(tokenizer.isPosition(afterHello, atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(afterHello, atBoundary: .word, inDirection: backward))
        #expect(!tokenizer.isPosition(afterHello, withinTextUnit: .word, inDirection: forward))
        #expect(tokenizer.isPosition(afterHello, withinTextUnit: .word, inDirection: backward))
        #expect(
            tokenizer.rangeEnclosingPosition(start, with: .sentence, inDirection: forward).flatMap { notes.text(in: $0) }
                == "Hello big world. ")
        let inSecond = try #require(notes.position(from: notes.endOfDocument, offset: -2))
        #expect(
            tokenizer.rangeEnclosingPosition(inSecond, with: .paragraph, inDirection: forward).flatMap { notes.text(in: $0) }
                == "Second para")
        #expect(
            tokenizer.rangeEnclosingPosition(inSecond, with: .document, inDirection: forward).flatMap { notes.text(in: $0) } == notes.text)
        #expect(tokenizer.position(from: notes.endOfDocument, toBoundary: .character, inDirection: forward) == nil)
        #expect(offset(notes, tokenizer.position(from: notes.endOfDocument, toBoundary: .character, inDirection: .layout(.left))) == 37)
    }
}

/// The rectangles of `UITextInput`: the caret and ranges in the view's coordinates, from the
/// simulation's text layout (unconfirmed estimates: each character half the point size wide).
@MainActor @Suite("UITextInput rectangles: the caret, ranges and hit-testing")
struct TextInputRectangleTests {
    private func offset(_ input: some UITextInput, _ position: UITextPosition?) -> Int? {
        position.map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    private func position(_ input: some UITextInput, _ offset: Int) throws -> UITextPosition {
        try #require(input.position(from: input.beginningOfDocument, offset: offset))
    }

    private func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        abs(lhs.minX - rhs.minX) < 0.001 && abs(lhs.minY - rhs.minY) < 0.001 && abs(lhs.width - rhs.width) < 0.001
            && abs(lhs.height - rhs.height) < 0.001
    }

    @Test("a text view's caret goes down a line height per line, after the characters before it on its line")
    func textViewCaret() throws {
        // 200 wide at 10 points: characters 5 wide, lines 12 high, text from (5, 8) (padding, inset).
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        notes.font = .systemFont(ofSize: 10)
        notes.text = "one\ntwo\nthree"
        var ys: [CGFloat] = []
        for end in [3, 7, 13] { ys.append(notes.caretRect(for: try position(notes, end)).minY) }
        #expect(ys == [8, 20, 32])
        let end = try #require(notes.selectedTextRange?.end)
        #expect(close(notes.caretRect(for: end), CGRect(x: 30, y: 32, width: 2, height: 12)))
        // After a line break: the next line's start.
        #expect(close(notes.caretRect(for: try position(notes, 4)), CGRect(x: 5, y: 20, width: 2, height: 12)))
        #expect(notes.caretRect(for: UITextPosition()) == .null)
    }

    @Test(
        "a wrapped line: the caret, selection rectangles per line, the first rect and the closest position follow the content size's lines")
    func wrappedLines() throws {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        notes.font = .systemFont(ofSize: 10)
        notes.text = String(repeating: "a", count: 40)  // 38 characters a line: (200 - 10) / 5
        #expect(notes.contentSize.height == 40)  // two lines of 12 and the insets
        #expect(close(notes.caretRect(for: notes.endOfDocument), CGRect(x: 15, y: 20, width: 2, height: 12)))
        // At the wrap, the caret ends the line above.
        #expect(close(notes.caretRect(for: try position(notes, 38)), CGRect(x: 195, y: 8, width: 2, height: 12)))
        let spanning = try #require(notes.textRange(from: try position(notes, 36), to: try position(notes, 40)))
        let rects = notes.selectionRects(for: spanning)
        #expect(rects.count == 2)
        #expect(close(rects[0].rect, CGRect(x: 185, y: 8, width: 10, height: 12)) && rects[0].containsStart && !rects[0].containsEnd)
        #expect(close(rects[1].rect, CGRect(x: 5, y: 20, width: 10, height: 12)) && rects[1].containsEnd)
        #expect(close(notes.firstRect(for: spanning), rects[0].rect))
        #expect(offset(notes, notes.closestPosition(to: CGPoint(x: 16, y: 25))) == 40)
        #expect(offset(notes, notes.closestPosition(to: CGPoint(x: -50, y: -50))) == 0)
        #expect(offset(notes, notes.position(from: notes.endOfDocument, in: .up, offset: 1)) == 2)
        let character = try #require(notes.characterRange(at: CGPoint(x: 6, y: 9)))
        #expect(offset(notes, character.start) == 0 && offset(notes, character.end) == 1)
    }

    @Test("a field's caret is on its one line, centred in its text rect, after the left view")
    func fieldCaret() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.text = "hello"
        // 17 points: characters 8.5 wide, the line 20.4 high, centred in 34.
        #expect(close(field.caretRect(for: field.endOfDocument), CGRect(x: 42.5, y: 6.8, width: 2, height: 20.4)))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftViewMode = .always
        #expect(close(field.caretRect(for: field.endOfDocument), CGRect(x: 72.5, y: 6.8, width: 2, height: 20.4)))
        let word = try #require(field.textRange(from: try position(field, 1), to: try position(field, 3)))
        #expect(close(field.firstRect(for: word), CGRect(x: 38.5, y: 6.8, width: 17, height: 20.4)))
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 56, y: 0))) == 3)
    }

    /// A notes screen that keeps the caret above the keyboard, as keyboard managers do: on
    /// `keyboardWillShow` it insets the text view and scrolls so that the caret's rectangle
    /// (`caretRect(for: selectedTextRange.end)`, in the window) ends above the keyboard's frame.
    final class NotesController: UIViewController {
        let notes = UITextView()
        var keyboard: CGRect?
        var caretBefore: CGRect?
        private var token: NSObjectProtocol?

        override func viewDidLoad() {
            super.viewDidLoad()
            notes.font = .systemFont(ofSize: 17)
            notes.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
            notes.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(notes)
            NSLayoutConstraint.activate([
                notes.topAnchor.constraint(equalTo: view.topAnchor), notes.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                notes.leadingAnchor.constraint(equalTo: view.leadingAnchor), notes.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated { self?.keepCaretVisible(above: frame) }
            }
        }

        var caretInWindow: CGRect? {
            guard let end = notes.selectedTextRange?.end else { return nil }
            return notes.convert(notes.caretRect(for: end), to: nil)
        }

        func keepCaretVisible(above keyboard: CGRect) {
            self.keyboard = keyboard
            notes.contentInset.bottom = keyboard.height
            guard let caret = caretInWindow else { return }
            caretBefore = caret
            if caret.maxY > keyboard.minY { notes.contentOffset.y += caret.maxY - keyboard.minY + 8 }
        }
    }

    @Test("a keyboard-avoiding handler scrolls caretRect(for: selectedTextRange.end) above the keyboard")
    func caretAboveTheKeyboard() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = NotesController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        sim.tap(controller.notes)
        sim.advance(by: .seconds(1))
        let keyboard = try #require(controller.keyboard)
        let before = try #require(controller.caretBefore)
        #expect(before.maxY > keyboard.minY, "the caret at the end of 30 lines starts below the keyboard")
        let after = try #require(controller.caretInWindow)
        #expect(after.maxY <= keyboard.minY)
        #expect(after.minY >= 0)
        #expect(controller.notes.contentOffset.y > 0)
    }
}
