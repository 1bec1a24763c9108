import Foundation

/// A strict JSON parser (RFC 8259) that records positions. Duplicate keys are an error.
///
/// It reads in time linear in the text, and bounds what it builds: strings of at most
/// ``maximumStringBytes`` bytes, objects of at most ``maximumKeys`` keys, values nested at most
/// ``maximumDepth`` deep. What goes past a bound is refused at its place, with its JSON path
/// (`$.steps[3].field`).
///
///     let value = try LocatedJSONParser.parse(#"{"steps": [{"at": 0.5}]}"#)
///     value.position  // 1:1
package struct LocatedJSONParser {
    /// The deepest nesting of arrays and objects read (a scenario needs 5).
    package static let maximumDepth = 64
    /// The longest string read, in UTF-8 bytes after escapes (names, titles, constraints).
    package static let maximumStringBytes = 65_536
    /// The most keys one object may hold (a scenario's largest holds about 20).
    package static let maximumKeys = 10_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The column at `measuredIndex` on the current line: positions are asked for in reading
    /// order, so each column is measured from the last one, never from the line's start again.
    private var measuredIndex = 0
    private var measuredColumn = 1
    /// How many bytes were decoded to measure columns (at most the text's length).
    private(set) var bytesMeasuredForColumns = 0
    /// Where the reader is in the document: a key or an index per level, for the errors of the
    /// bounds.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    package struct Failure: Error {
        package var position: SourcePosition
        package var message: String
        /// The JSON path of the value refused, when the parser knows it (the bounds); `$`
        /// otherwise.
        package var path: String = "$"
    }

    /// A reader of `text`; a UTF-8 byte order mark before it is ignored, as RFC 8259 allows (an
    /// editor on Windows may write one), and positions count from after it.
    package init(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(utf8.dropFirst(3)) : utf8
    }

    package static func parse(_ text: String) throws(Failure) -> LocatedJSON {
        var parser = LocatedJSONParser(text)
        return try parser.parseDocument()
    }

    /// Reads the whole text as one JSON value.
    mutating func parseDocument() throws(Failure) -> LocatedJSON {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else {
            throw Failure(position: position, message: "unexpected text after the JSON value")
        }
        return value
    }

    /// `$.steps[3].field`; a key that is not a plain name is quoted (`$["a b"]`), and a long
    /// one shortened.
    private var pathText: String {
        var text = "$"
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.utf8.allSatisfy { byte in
                        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                    }
                let shown = key.count > 40 ? String(key.prefix(40)) + "…" : key
                text += plain ? ".\(shown)" : "[\(JSONValue.string(shown).compact)]"
            }
        }
        return text
    }

    /// A failure of a bound, at `position` with the current path.
    private func boundFailure(_ position: SourcePosition, _ message: String) -> Failure {
        Failure(position: position, message: message, path: pathText)
    }

    /// Where the reader is: the line, and the column in characters (not bytes).
    private var position: SourcePosition {
        mutating get {
            let end = min(index, bytes.count)
            if measuredIndex < lineStart || measuredIndex > end {
                measuredIndex = lineStart
                measuredColumn = 1
            }
            bytesMeasuredForColumns += end - measuredIndex
            var ascii = true
            for offset in measuredIndex..<end where bytes[offset] >= 0x80 {
                ascii = false
                break
            }
            // ASCII is a character a byte; anything else is counted as Swift counts characters.
            measuredColumn += ascii ? end - measuredIndex : String(decoding: bytes[measuredIndex..<end], as: UTF8.self).count
            measuredIndex = end
            return SourcePosition(line: line, column: measuredColumn)
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A, 0x0D:
                // A line ends with "\n", "\r\n" (one line end) or "\r" alone (classic Mac OS).
                index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// Whether `word` is at the reader's index.
    private func startsWith(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return word.withUTF8Buffer { buffer in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> LocatedJSON {
        let start = position
        guard depth < Self.maximumDepth else { throw boundFailure(start, "nesting deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw Failure(position: start, message: "unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: LocatedJSON)] = []
            // Small objects look their keys up in `members`; past 16 keys, in a set.
            var keys: Set<String> = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return LocatedJSON(value: .object(members), position: start)
            }
            while true {
                skipWhitespace()
                let keyPosition = position
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure(position: keyPosition, message: "expected a key in double quotes")
                }
                let key = try parseString()
                if members.count < 16 {
                    if members.contains(where: { $0.key == key }) {
                        throw Failure(position: keyPosition, message: "duplicate key \"\(key)\"")
                    }
                    if members.count == 15 { keys = Set(members.map(\.key) + [key]) }
                } else {
                    guard keys.insert(key).inserted else { throw Failure(position: keyPosition, message: "duplicate key \"\(key)\"") }
                }
                guard members.count < Self.maximumKeys else {
                    throw boundFailure(keyPosition, "more than \(Self.maximumKeys) keys in one object")
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw Failure(position: position, message: "expected ':' after the key \"\(key)\"")
                }
                index += 1
                skipWhitespace()
                path.append(.key(key))
                members.append((key, try parseValue(depth: depth + 1)))
                path.removeLast()
                if try consumeSeparator(closing: "}") { return LocatedJSON(value: .object(members), position: start) }
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [LocatedJSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return LocatedJSON(value: .array(elements), position: start)
            }
            while true {
                skipWhitespace()
                path.append(.index(elements.count))
                elements.append(try parseValue(depth: depth + 1))
                path.removeLast()
                if try consumeSeparator(closing: "]") { return LocatedJSON(value: .array(elements), position: start) }
            }
        case UInt8(ascii: "\""):
            return LocatedJSON(value: .string(try parseString()), position: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            if startsWith("true") {
                index += 4
                return LocatedJSON(value: .bool(true), position: start)
            }
            if startsWith("false") {
                index += 5
                return LocatedJSON(value: .bool(false), position: start)
            }
            if startsWith("null") {
                index += 4
                return LocatedJSON(value: .null, position: start)
            }
            throw Failure(position: start, message: "unexpected word; expected true, false or null")
        default:
            return LocatedJSON(value: .number(try parseNumber()), position: start)
        }
    }

    /// After a member or an element: consumes `,` (false: another follows) or `closing` (true:
    /// the object or array ends).
    private mutating func consumeSeparator(closing: Unicode.Scalar) throws(Failure) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw Failure(position: position, message: "unexpected end of file; expected ',' or '\(closing)'")
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard bytes[index] == UInt8(ascii: closing) else { throw Failure(position: position, message: "expected ',' or '\(closing)'") }
        index += 1
        return true
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = position
        index += 1
        // Plain strings (no escape) are decoded straight from the text.
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        guard index - contentStart <= Self.maximumStringBytes else {
            throw boundFailure(start, "a string longer than \(Self.maximumStringBytes) bytes")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
        }
        var scalars = Array(bytes[contentStart..<index])
        while index < bytes.count {
            guard scalars.count <= Self.maximumStringBytes else {
                throw boundFailure(start, "a string longer than \(Self.maximumStringBytes) bytes")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 {
                throw Failure(position: position, message: "control character in a string (write \\n for a line break)")
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    let escapePosition = position
                    let scalar = try unicodeEscape(at: escapePosition)
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw Failure(position: position, message: "invalid escape \\\(Character(Unicode.Scalar(escape)))")
                }
                continue
            }
            scalars.append(byte)
            index += 1
        }
        throw Failure(position: start, message: "unterminated string")
    }

    /// The character of a `\\uXXXX` escape whose hex digits start at `index` (the `\\u` read),
    /// with a UTF-16 surrogate pair combined (`\\ud83d\\ude00` is 😀, what Python's
    /// `json.dumps` writes); a lone surrogate names no character and is refused.
    private mutating func unicodeEscape(at escapePosition: SourcePosition) throws(Failure) -> Unicode.Scalar {
        guard let high = hexQuad() else {
            throw Failure(position: escapePosition, message: "invalid \\u escape (expected four hex digits)")
        }
        switch high {
        case 0xD800...0xDBFF:
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw Failure(
                    position: escapePosition,
                    message: "a lone surrogate \\u\(Self.hex(high)) (expected the \\uDC00–\\uDFFF half of its pair after it)")
            }
            index += 2
            guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else {
                throw Failure(
                    position: escapePosition,
                    message: "a lone surrogate \\u\(Self.hex(high)) (expected the \\uDC00–\\uDFFF half of its pair after it)")
            }
            // Always a valid scalar: 0x10000 + 20 bits.
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw Failure(
                position: escapePosition,
                message: "a lone surrogate \\u\(Self.hex(high)) (a low half needs the \\uD800–\\uDBFF half before it)")
        default:
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        }
    }

    /// The four hex digits at `index` as a number, read past; nil (nothing read) when they are not
    /// four hex digits.
    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// `value` as four upper-case hex digits, as an escape writes it.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        let startPosition = position
        func digits() { while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        digits()
        guard index > integerStart else { throw Failure(position: startPosition, message: "unexpected character; expected a value") }
        guard bytes[integerStart] != UInt8(ascii: "0") || index - integerStart == 1 else {
            throw Failure(position: startPosition, message: "a number with a leading zero (JSON writes 0.5, not 00.5)")
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            digits()
            guard index > fractionStart else { throw Failure(position: position, message: "expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            digits()
            guard index > exponentStart else { throw Failure(position: position, message: "expected digits in the exponent") }
        }
        // Short integers (the most common numbers) need no text: exact in a Double below 2^53.
        if isInteger, index - integerStart <= 15 {
            var value = 0.0
            for offset in integerStart..<index { value = value * 10 + Double(bytes[offset] &- 0x30) }
            return start == integerStart ? value : -value
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw Failure(position: startPosition, message: "number out of range")
        }
        return value
    }
}
