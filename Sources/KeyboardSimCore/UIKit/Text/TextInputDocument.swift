import Foundation

/// A position in the text of a `UITextField` or a `UITextView`: a UTF-16 offset, as UIKit
/// counts ranges (`NSRange`).
final class TextOffsetPosition: UITextPosition {
    /// The UTF-16 offset in the text.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

}

/// A range of the text of a `UITextField` or a `UITextView`, in UTF-16 units.
final class TextOffsetRange: UITextRange {
    /// The range in UTF-16 units.
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init(start: TextOffsetPosition(range.location), end: TextOffsetPosition(NSMaxRange(range)))
    }

    override var isEmpty: Bool { range.length == 0 }
}

/// Where the simulation lays a text input's text out (see `UITextView` and `UITextField`): lines
/// of characters of one estimated width, one line height apart, from an origin in the view's
/// coordinates. Every rectangle is an unconfirmed estimate: glyphs are not measured.
struct TextGeometry {
    /// The text.
    let text: String
    /// Characters a line (a field's single line: no limit).
    let perLine: Int
    /// The top left of the first line's text, in the view's coordinates.
    let origin: CGPoint
    /// The width of every character (`UIFont.characterWidth`).
    let characterWidth: CGFloat
    /// The height of every line (`UIFont.lineHeight`).
    let lineHeight: CGFloat

    /// The caret's width: 2 points (unconfirmed: an estimate of UIKit's caret).
    static let caretWidth: CGFloat = 2

    /// The text's lines.
    var lines: [TextViewLayout.Line] { TextViewLayout.lines(of: text, perLine: perLine) }

    /// The line the caret at `offset` is on and its x: the last line of the text before it (at
    /// a wrap, the end of the line above; after a line break, the next line's start).
    func caretPlace(at offset: Int) -> (line: Int, x: CGFloat) {
        let prefix = NSString(string: text).substring(to: min(max(0, offset), text.utf16.count))
        let lines = TextViewLayout.lines(of: prefix, perLine: perLine)
        return (lines.count - 1, origin.x + CGFloat(lines.last?.characters ?? 0) * characterWidth)
    }

    /// The caret's rectangle at `offset`.
    func caretRect(at offset: Int) -> CGRect {
        let place = caretPlace(at: offset)
        return CGRect(x: place.x, y: origin.y + CGFloat(place.line) * lineHeight, width: Self.caretWidth, height: lineHeight)
    }

    /// The rectangles of `range`, one a line, each from where the range starts on it to where it
    /// ends on it; and whether each holds the range's start and end.
    func rects(for range: NSRange) -> [(rect: CGRect, containsStart: Bool, containsEnd: Bool)] {
        let lines = self.lines
        let end = caretPlace(at: NSMaxRange(range))
        // The start is on the line whose text follows it (a wrap's next line).
        let startLine = range.length == 0 ? end.line : (lines.lastIndex(where: { $0.range.location <= range.location }) ?? 0)
        let startX = origin.x + CGFloat(characters(from: lines[startLine].range.location, to: range.location)) * characterWidth
        var result: [(rect: CGRect, containsStart: Bool, containsEnd: Bool)] = []
        for index in startLine...max(startLine, end.line) {
            let left = index == startLine ? startX : origin.x
            let right = index == end.line ? end.x : origin.x + CGFloat(lines[index].characters) * characterWidth
            result.append(
                (
                    CGRect(x: left, y: origin.y + CGFloat(index) * lineHeight, width: max(0, right - left), height: lineHeight),
                    index == startLine, index == end.line
                ))
        }
        return result
    }

    /// The offset nearest `point`: on the line at its height (held to the first and last), at
    /// the character boundary nearest its x.
    func closestOffset(to point: CGPoint) -> Int {
        let lines = self.lines
        let row = Int(((point.y - origin.y) / lineHeight).rounded(.down))
        let line = lines[min(max(0, row), lines.count - 1)]
        let column = min(max(0, Int(((point.x - origin.x) / characterWidth).rounded())), line.characters)
        let lineText = NSString(string: text).substring(with: line.range)
        return line.range.location + String(lineText.prefix(column)).utf16.count
    }

    /// The characters (graphemes) of the text between two UTF-16 offsets.
    func characters(from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        return NSString(string: text).substring(with: NSRange(location: start, length: end - start)).count
    }
}

/// A text input whose positions are UTF-16 offsets into its text (`UITextField`, `UITextView`):
/// what the two share of `UITextInput`, written once; each class's `open` members call these.
@MainActor protocol TextInputDocument: UIResponder, UITextInput {
    /// The text.
    var documentText: String { get }
    /// The selection, in UTF-16 units of the text.
    var documentSelection: NSRange { get set }
    /// The state the text input keeps for `UITextInput`.
    var textInputState: TextInputState { get }
    /// Where the text is laid out, for the rectangles.
    var textGeometry: TextGeometry { get }
    /// Replaces `range` of the text with `replacement` as the user's edit (typing, marked text)
    /// or as code's (`replace(_:withText:)`, `fromCode`: the delegate is not asked), puts the
    /// insertion point after it, and sends what a change sends. False when refused.
    func applyEdit(_ range: NSRange, with replacement: String, fromCode: Bool) -> Bool
}

/// What a `UITextField` or `UITextView` keeps for `UITextInput` beside its text and selection.
@MainActor final class TextInputState {
    /// The marked text's range, in UTF-16 units.
    var markedRange: NSRange?
    /// The attributes of marked text (stored; nothing is drawn).
    var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The input delegate (held weakly, as UIKit's).
    weak var inputDelegate: (any UITextInputDelegate)?
    /// The writing direction set with `setBaseWritingDirection(_:for:)` (stored; the simulation
    /// lays text out left to right whatever it is).
    var writingDirection: NSWritingDirection = .natural
    /// The tokenizer, made on first use.
    var tokenizer: UITextInputStringTokenizer?
}

extension TextInputDocument {
    /// The offset `position` stands for, when it is one of these positions within the text.
    func documentOffset(_ position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition, (0...documentText.utf16.count).contains(position.offset) else { return nil }
        return position.offset
    }

    /// The UTF-16 range `range` stands for, when both its ends are in the text.
    func documentRange(_ range: UITextRange) -> NSRange? {
        guard let start = documentOffset(range.start), let end = documentOffset(range.end) else { return nil }
        return NSRange(location: min(start, end), length: abs(end - start))
    }

    var documentBeginning: UITextPosition { TextOffsetPosition(0) }
    var documentEnd: UITextPosition { TextOffsetPosition(documentText.utf16.count) }

    func documentString(in range: UITextRange) -> String? {
        documentRange(range).map { NSString(string: documentText).substring(with: $0) }
    }

    func documentReplace(_ range: UITextRange, withText text: String) {
        guard let range = documentRange(range) else { return }
        textInputState.inputDelegate?.textWillChange(self)
        _ = applyEdit(range, with: text, fromCode: true)
        textInputState.inputDelegate?.textDidChange(self)
    }

    var documentSelectedTextRange: UITextRange? {
        get { TextOffsetRange(documentSelection) }
        set {
            guard let newValue, let range = documentRange(newValue) else { return }
            textInputState.inputDelegate?.selectionWillChange(self)
            documentSelection = range
            textInputState.inputDelegate?.selectionDidChange(self)
        }
    }

    var documentMarkedTextRange: UITextRange? { textInputState.markedRange.map { TextOffsetRange($0) } }

    /// Replaces the marked text (or the selection) with `markedText`, through the delegate as
    /// typing; the result is marked, with the selection at `selectedRange` inside it.
    func documentSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let markedText = markedText ?? ""
        let range = textInputState.markedRange ?? documentSelection
        guard applyEdit(range, with: markedText, fromCode: false) else { return }
        let length = markedText.utf16.count
        textInputState.markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        let location = min(max(0, selectedRange.location), length)
        documentSelection = NSRange(location: range.location + location, length: min(max(0, selectedRange.length), length - location))
    }

    /// The range typing replaces: the marked text, else the selection.
    var typingRange: NSRange { textInputState.markedRange ?? documentSelection }

    /// The range the delete key removes: the selection, else the character before the
    /// insertion point (nil at the beginning).
    var deletionRange: NSRange? {
        let selection = documentSelection
        if selection.length > 0 { return selection }
        let before = NSString(string: documentText).substring(to: selection.location)
        return TextEdit.deletion(in: before)
    }

    /// The delete key: deletes `deletionRange` as the user's edit; marked text it deletes
    /// inside stays marked, shorter (else the marked text ends).
    func documentDeleteBackward() {
        guard let range = deletionRange else { return }
        let marked = textInputState.markedRange
        guard applyEdit(range, with: "", fromCode: false) else { return }
        if let marked, NSIntersectionRange(marked, range).length == range.length, range.length < marked.length {
            textInputState.markedRange = NSRange(location: marked.location, length: marked.length - range.length)
        }
    }

    func documentTextRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = documentOffset(fromPosition), let to = documentOffset(toPosition) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    func documentPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = documentOffset(position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, (0...documentText.utf16.count).contains(target) else { return nil }
        return TextOffsetPosition(target)
    }

    /// Left and right move `offset` characters (graphemes); up and down `offset` lines at the
    /// same x, held to the first and last line (unconfirmed: Apple's page does not say what
    /// happens past them).
    func documentPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = documentOffset(position) else { return nil }
        let text = documentText
        switch direction {
        case .left, .right:
            let steps = direction == .right ? offset : -offset
            guard let index = String.Index(utf16Offset: start, in: text).samePosition(in: text),
                let moved = text.index(index, offsetBy: steps, limitedBy: steps >= 0 ? text.endIndex : text.startIndex)
            else { return nil }
            return TextOffsetPosition(moved.utf16Offset(in: text))
        case .up, .down:
            let geometry = textGeometry
            let caret = geometry.caretRect(at: start)
            let lines = CGFloat(direction == .down ? offset : -offset)
            return TextOffsetPosition(geometry.closestOffset(to: CGPoint(x: caret.minX, y: caret.midY + lines * geometry.lineHeight)))
        }
    }

    func documentCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let lhs = documentOffset(position) ?? 0
        let rhs = documentOffset(other) ?? 0
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    func documentOffset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (documentOffset(toPosition) ?? 0) - (documentOffset(from) ?? 0)
    }

    var documentTokenizer: any UITextInputTokenizer {
        if let tokenizer = textInputState.tokenizer { return tokenizer }
        let tokenizer = UITextInputStringTokenizer(textInput: self)
        textInputState.tokenizer = tokenizer
        return tokenizer
    }

    /// Left or up: the range's start; right or down: its end (left-to-right text).
    func documentPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = documentRange(range) else { return nil }
        return TextOffsetPosition(direction == .left || direction == .up ? range.location : NSMaxRange(range))
    }

    /// Right: to the end of the position's line; left: from its start; down: to the end of the
    /// document; up: from its beginning.
    func documentCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = documentOffset(position) else { return nil }
        let geometry = textGeometry
        let line = geometry.lines[geometry.caretPlace(at: offset).line]
        let end =
            switch direction {
            case .right: NSMaxRange(line.range)
            case .left: line.range.location
            case .down: documentText.utf16.count
            case .up: 0
            }
        return TextOffsetRange(NSRange(location: min(offset, end), length: abs(end - offset)))
    }

    func documentFirstRect(for range: UITextRange) -> CGRect {
        guard let range = documentRange(range) else { return .null }
        return textGeometry.rects(for: range).first?.rect ?? .null
    }

    func documentCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = documentOffset(position) else { return .null }
        return textGeometry.caretRect(at: offset)
    }

    func documentSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = documentRange(range) else { return [] }
        return textGeometry.rects(for: range).map {
            UITextSelectionRect(rect: $0.rect, containsStart: $0.containsStart, containsEnd: $0.containsEnd)
        }
    }

    func documentClosestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(textGeometry.closestOffset(to: point))
    }

    func documentClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = documentRange(range) else { return nil }
        return TextOffsetPosition(min(max(textGeometry.closestOffset(to: point), range.location), NSMaxRange(range)))
    }

    /// The character after the position nearest `point` (before it at the end of the text).
    func documentCharacterRange(at point: CGPoint) -> UITextRange? {
        let text = documentText
        guard !text.isEmpty else { return nil }
        let offset = textGeometry.closestOffset(to: point)
        let index = String.Index(utf16Offset: offset, in: text)
        let range = index == text.endIndex ? text.index(before: index)..<index : index..<text.index(after: index)
        return TextOffsetRange(NSRange(range, in: text))
    }
}
