import Foundation
import KeyboardSim

/// A keyboard frame printed as Swift prints a `CGRect` — `(0.0, 516.0, 393.0, 336.0)` — after a
/// notification's name on the same line, as keyboard libraries' debug output does
/// (`keyboardWillShow (0.0, 516.0, 393.0, 336.0)`): the end frame, and nothing else — or, when
/// the words before them say so, a begin and an end frame (`keyboardWillShow from (…) to (…)`).
extension LogScanner {
    /// The `(x, y, width, height)` on the rest of the line after `nameEnd`, as an entry for
    /// `name` holding that end frame; nil (nothing consumed) when the line has none, or holds a
    /// dictionary.
    mutating func cgRectPrintEntry(_ name: String, start: Int, nameEnd: Int, cursor: inout Int) -> Entry? {
        // The frame follows the name closely: only the next 160 bytes of the line are read, so a
        // long line of names costs what its length does.
        var end = nameEnd
        while end < min(log.count, nameEnd + 160), log[end] != UInt8(ascii: "\n") { end += 1 }
        let rest = log.string(nameEnd..<end)
        guard !rest.contains("{"), !rest.contains("[") else { return nil }
        // `begin: (…) end: (…)`, `from (…) to (…)`: the begin and the end frame.
        let labelled = framePrints(from: nameEnd, to: end, line: log.lineNumber(start))
        if let begin = labelled.first, FrameLabel(begin.label).role == .begin,
            let last = labelled.dropFirst().first(where: { FrameLabel($0.label).role == .end })
        {
            cursor = last.end
            return entry(
                at: start, name: name, object: .profileDefault,
                userInfo: [
                    (UIResponder.keyboardFrameBeginUserInfoKey, .rect(begin.rect)),
                    (UIResponder.keyboardFrameEndUserInfoKey, .rect(last.rect)),
                ],
                nameSource:
                    "two frames printed after \(name), labelled \"\(begin.label)\" and \"\(last.label)\" (\(FrameLabel(begin.label).roleWords); \(FrameLabel(last.label).roleWords)): read as its begin and end frames"
            )
        }
        guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
        // Swift prints a CGRect's four numbers with a decimal point: (0.0, 516.0, 393.0, 336.0).
        let words = rest[rest.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard words.allSatisfy({ $0.contains(".") }) else { return nil }
        let numbers = words.map { Double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
            width > 0, height >= 0
        else { return nil }
        cursor = nameEnd + rest.utf8.distance(from: rest.startIndex, to: close) + 1
        return entry(
            at: start, name: name, object: .profileDefault,
            userInfo: [(UIResponder.keyboardFrameEndUserInfoKey, .rect(CGRect(x: x, y: y, width: width, height: height)))],
            nameSource: "a frame printed as a Swift CGRect after \(name): read as its end frame, the only value printed")
    }
}
