import Foundation
import KeyboardSim

/// A log's UTF-8 bytes with its line starts: the byte-level reading every grammar of
/// `LogScanner` is written in (every piece of syntax it looks for is ASCII). A cursor is a
/// byte offset; readers move it past what they read and leave it alone when they read nothing.
///
/// A paste copied out of code comments is read as if it were not commented: the `//` or `///`
/// (and one space after it) that starts a line, after its indentation, is read as blanks, so
/// offsets, line numbers and columns stay those of the text as given.
struct LogText {
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]
    /// The lines whose leading `//` was read as blanks, in order.
    let commentedLines: [Int]

    init(_ text: String) {
        var bytes = Array(text.utf8)
        // A line ends with "\n", "\r\n" or "\r" alone (classic Mac OS): a lone "\r" is read as
        // "\n", byte for byte, so offsets stay those of the text (a "\r" before "\n" is a blank).
        for index in bytes.indices
        where bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")) {
            bytes[index] = UInt8(ascii: "\n")
        }
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        var commented: [Int] = []
        for (line, start) in starts.enumerated() {
            var cursor = start
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "/") else { continue }
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") {
                bytes[cursor] = UInt8(ascii: " ")
                cursor += 1
            }
            commented.append(line + 1)
        }
        self.bytes = bytes
        lineStarts = starts
        commentedLines = commented
    }

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// The text of `range`, decoded.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Lines

    /// How many lines the text has (a final line break ends the last line, it does not start one).
    var lineCount: Int { bytes.last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count }

    /// The 1-based line that `offset` is on.
    func lineNumber(_ offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Where line `line` (counting from 1) starts.
    func lineStart(ofLine line: Int) -> Int {
        lineStarts[line - 1]
    }

    /// Whether `offset` starts a line.
    func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
    }

    /// The offset of the line break that ends the line `offset` is on (or the end of the text).
    func lineEnd(_ offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// Line `line`'s text without surrounding white space (for messages and timestamps).
    func lineText(_ line: Int) -> String {
        let start = lineStarts[line - 1]
        return string(start..<lineEnd(start)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Bytes

    /// Whether `literal` is at `index`.
    func has(_ literal: String, at index: Int) -> Bool {
        let utf8 = literal.utf8
        guard index >= 0, index + utf8.count <= bytes.count else { return false }
        return zip(bytes[index...], utf8).allSatisfy { $0 == $1 }
    }

    /// `name =` or `name:` at the cursor (spaces allowed before the sign): moves past the sign.
    func field(_ name: String, _ cursor: inout Int) -> Bool {
        guard has(name, at: cursor) else { return false }
        var probe = cursor + name.utf8.count
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "=") || bytes[probe] == UInt8(ascii: ":") else { return false }
        cursor = probe + 1
        return true
    }

    /// A letter, a digit or `_`: a byte of an identifier.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// Moves past spaces and tabs, and line breaks when `newlines`.
    func skipBlanks(_ cursor: inout Int, newlines: Bool) {
        while cursor < bytes.count {
            let byte = bytes[cursor]
            guard
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                    || (newlines && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")))
            else { return }
            cursor += 1
        }
    }

    /// The bytes from the cursor while `predicate` holds.
    func readWhile(_ cursor: inout Int, _ predicate: (UInt8) -> Bool) -> String {
        let start = cursor
        while cursor < bytes.count, predicate(bytes[cursor]) { cursor += 1 }
        return string(start..<cursor)
    }

    /// A quoted string with `\"` and `\\` escapes; the cursor after the closing quote. Nil (the
    /// cursor unmoved) when the line ends first.
    func readQuoted(_ cursor: inout Int) -> String? {
        var result: [UInt8] = []
        var index = cursor + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                result.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                cursor = index + 1
                return String(decoding: result, as: UTF8.self)
            } else if byte == UInt8(ascii: "\n") {
                return nil
            } else {
                result.append(byte)
                index += 1
            }
        }
        return nil
    }

    /// Raw text up to the first of `stops` outside brackets and quotes (the stop not consumed).
    func readValue(_ cursor: inout Int, stops: [UInt8]) -> String {
        let start = cursor
        var depth = 0
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if depth == 0 && stops.contains(byte) { break }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: "\""):
                var probe = cursor
                if readQuoted(&probe) != nil {
                    cursor = probe
                    continue
                }
            default: break
            }
            cursor += 1
        }
        return string(start..<cursor)
    }
}
