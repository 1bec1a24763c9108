import Foundation

/// The tokenizer of a text input's string, as UIKit's `UITextInputStringTokenizer`: finds the
/// units of its text input's text by reading it through `UITextInput` (`text(in:)`,
/// `offset(from:to:)`, `position(from:offset:)`), so it serves any text input, as on iOS.
///
/// The units, over the text (the simulation's rules, unconfirmed against UIKit's): a character
/// is a grapheme; a word a run of letters, digits, apostrophes and underscores; a sentence runs
/// to `.`, `!` or `?` (and the spaces after); a paragraph and a line run between line breaks
/// (this class knows no layout: Apple's subclassing notes say a subclass handles line
/// granularity); the document is the whole text.
///
/// Directions: forward, right and down go toward the end of the text; backward, left and up
/// toward its start. A position is at a boundary in the forward direction where a unit ends,
/// and in the backward direction where one starts (unconfirmed).
@preconcurrency @MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text input whose text this tokenizer reads (held weakly: the input holds its tokenizer).
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The unit of `granularity` that holds `position`: one it is inside, else the one starting
    /// at it (forward) or ending at it (backward); `nil` when there is none.
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    )
        -> UITextRange?
    {
        guard let (input, offset, units) = read(position, granularity) else { return nil }
        let forward = direction.isForward
        guard
            let unit = units.first(where: { $0.lowerBound < offset && offset < $0.upperBound })
                ?? units.first(where: { forward ? $0.lowerBound == offset : $0.upperBound == offset })
        else { return nil }
        return range(unit, in: input)
    }

    /// Whether a unit of `granularity` ends at `position` (forward) or starts there (backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let (_, offset, units) = read(position, granularity) else { return false }
        return units.contains { direction.isForward ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    /// The next end of a unit after `position` (forward), or the previous start before it
    /// (backward); `nil` when there is none.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    {
        guard let (input, offset, units) = read(position, granularity) else { return nil }
        let target =
            direction.isForward
            ? units.map(\.upperBound).filter { $0 > offset }.min() : units.map(\.lowerBound).filter { $0 < offset }.max()
        guard let target else { return nil }
        return input.position(from: input.beginningOfDocument, offset: target)
    }

    /// Whether `position` is inside a unit of `granularity`, or at its start (forward) or its
    /// end (backward).
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let (_, offset, units) = read(position, granularity) else { return false }
        return units.contains {
            ($0.lowerBound < offset && offset < $0.upperBound) || (direction.isForward ? $0.lowerBound == offset : $0.upperBound == offset)
        }
    }

    /// The text input, the position's UTF-16 offset in its text and the units of the text.
    private func read(_ position: UITextPosition, _ granularity: UITextGranularity) -> (UIResponder & UITextInput, Int, [Range<Int>])? {
        guard let input = textInput, let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
            let text = input.text(in: whole)
        else { return nil }
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        guard (0...text.utf16.count).contains(offset) else { return nil }
        return (input, offset, Self.units(of: text, granularity))
    }

    private func range(_ unit: Range<Int>, in input: UIResponder & UITextInput) -> UITextRange? {
        guard let start = input.position(from: input.beginningOfDocument, offset: unit.lowerBound),
            let end = input.position(from: input.beginningOfDocument, offset: unit.upperBound)
        else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// The units of `granularity` in `text`, as UTF-16 ranges, in order.
    static func units(of text: String, _ granularity: UITextGranularity) -> [Range<Int>] {
        var units: [Range<Int>] = []
        var offset = 0
        var start: Int?
        var ended = false
        func close(at end: Int) {
            if let begin = start, end > begin { units.append(begin..<end) }
            start = nil
        }
        for character in text {
            let length = character.utf16.count
            switch granularity {
            case .character:
                units.append(offset..<offset + length)
            case .word:
                if character.isLetter || character.isNumber || character == "'" || character == "_" {
                    if start == nil { start = offset }
                } else {
                    close(at: offset)
                }
            case .sentence:
                if ended, !character.isWhitespace, !".!?".contains(character) {
                    close(at: offset)
                    ended = false
                }
                if ".!?".contains(character) { ended = true }
                if character.isNewline {
                    ended = false
                    close(at: offset)
                } else if start == nil, !character.isWhitespace {
                    start = offset
                }
            case .paragraph, .line:
                if character.isNewline {
                    close(at: offset)
                } else if start == nil {
                    start = offset
                }
            case .document:
                if start == nil { start = offset }
            }
            offset += length
        }
        close(at: offset)
        return units
    }
}
