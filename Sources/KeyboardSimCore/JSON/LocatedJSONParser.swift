import Foundation

/// A strict JSON parser (RFC 8259) that records positions. Duplicate keys are an error.
package struct LocatedJSONParser {
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

    package struct Failure: Error {
        package var position: SourcePosition
        package var message: String
    }

    package init(_ text: String) {
        bytes = Array(text.utf8)
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

    /// Where the reader is: the line, and the column in characters (not bytes).
    private var position: SourcePosition {
        mutating get {
            let end = min(index, bytes.count)
            if measuredIndex < lineStart || measuredIndex > end {
                measuredIndex = lineStart
                measuredColumn = 1
            }
            bytesMeasuredForColumns += end - measuredIndex
            measuredColumn += String(decoding: bytes[measuredIndex..<end], as: UTF8.self).count
            measuredIndex = end
            return SourcePosition(line: line, column: measuredColumn)
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> LocatedJSON {
        guard depth < 64 else { throw Failure(position: position, message: "nesting deeper than 64 levels") }
        let start = position
        guard index < bytes.count else { throw Failure(position: start, message: "unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: LocatedJSON)] = []
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
                guard keys.insert(key).inserted else {
                    throw Failure(position: keyPosition, message: "duplicate key \"\(key)\"")
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw Failure(position: position, message: "expected ':' after the key \"\(key)\"")
                }
                index += 1
                skipWhitespace()
                members.append((key, try parseValue(depth: depth + 1)))
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
                elements.append(try parseValue(depth: depth + 1))
                if try consumeSeparator(closing: "]") { return LocatedJSON(value: .array(elements), position: start) }
            }
        case UInt8(ascii: "\""):
            return LocatedJSON(value: .string(try parseString()), position: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in [("true", LocatedJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let utf8 = Array(word.utf8)
                if bytes.count - index >= utf8.count && Array(bytes[index..<(index + utf8.count)]) == utf8 {
                    index += utf8.count
                    return LocatedJSON(value: value, position: start)
                }
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
        guard index < bytes.count else { throw Failure(position: position, message: "unexpected end of file; expected ',' or '\(closing)'") }
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
        var scalars: [UInt8] = []
        while index < bytes.count {
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
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else {
                        throw Failure(position: position, message: "invalid \\u escape")
                    }
                    index += 4
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

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        let startPosition = position
        func digits() { while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        digits()
        guard index > integerStart else { throw Failure(position: startPosition, message: "unexpected character; expected a value") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            digits()
            guard index > fractionStart else { throw Failure(position: position, message: "expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            digits()
            guard index > exponentStart else { throw Failure(position: position, message: "expected digits in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw Failure(position: startPosition, message: "number out of range")
        }
        return value
    }
}
