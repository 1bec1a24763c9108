/// A place in a source text: 1-based line and column, the column counted in characters.
public struct TextPosition: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`.
    public var description: String { "\(line):\(column)" }

    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// Why a file is not Swift text that `kbsim port` can read.
public struct SourceTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the first offending byte is.
    public var position: TextPosition
    /// What it is: `byte 0xFF is not UTF-8`, `a NUL byte`.
    public var problem: String

    public var description: String { "\(position): \(problem)" }
}

/// Swift source as UTF-8 bytes and their tokens: what the porting engine reads and edits.
///
/// Lines end with `\n`, `\r\n` or `\r`; positions count lines as the compiler does.
///
///     let source = SwiftSource("import UIKit\r\n@objc func f() {}\r\n")
///     source.position(of: 14)  // 2:1
public struct SwiftSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [SwiftToken]
    /// The offset at which each line starts.
    let lineStarts: [Int]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens = SwiftTokenizer.tokens(bytes)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                index += index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                starts.append(index)
            } else {
                index += 1
                if bytes[index - 1] == UInt8(ascii: "\n") { starts.append(index) }
            }
        }
        lineStarts = starts
    }

    /// Reads `data` as Swift source: UTF-8 without NUL bytes (a byte-order mark is allowed).
    public static func decode(_ data: [UInt8]) throws(SourceTextError) -> SwiftSource {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == 0 {
                    throw SourceTextError(position: SwiftSource(bytes: Array(data[..<offset])).endPosition, problem: "a NUL byte")
                }
                offset += scalar.count
            case .error(let length):
                let byte = String(data[offset], radix: 16, uppercase: true)
                throw SourceTextError(position: SwiftSource(bytes: Array(data[..<offset])).endPosition,
                                      problem: "byte 0x\(byte.count == 1 ? "0" + byte : byte) is not UTF-8" + (length > 1 ? " (a sequence of \(length) bytes)" : ""))
            case .emptyInput:
                return SwiftSource(bytes: data)
            }
        }
    }

    /// The source as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of `range`.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The text of the token at `index`.
    public func text(of index: Int) -> String { text(tokens[index].range) }

    /// Whether the token at `index` is `kind` and reads `text`.
    func token(_ index: Int, is kind: SwiftToken.Kind, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind && tokens[index].range.count == text.utf8.count
            && bytes[tokens[index].range].elementsEqual(text.utf8)
    }

    /// Whether the token at `index` is the punctuation `character`.
    func token(_ index: Int, isPunctuation character: Unicode.Scalar) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].range.lowerBound] == UInt8(ascii: character)
    }

    /// The index of the first code token after `index` (comments and whitespace skipped).
    func nextSignificant(after index: Int) -> Int? {
        var next = index + 1
        while next < tokens.count {
            if tokens[next].isSignificant { return next }
            next += 1
        }
        return nil
    }

    /// The index of the last code token before `index`.
    func previousSignificant(before index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            if tokens[previous].isSignificant { return previous }
            previous -= 1
        }
        return nil
    }

    /// The index of the `)` (or `]`, `}`) that closes the bracket at `open`, counting only that
    /// kind of bracket; nil when it is never closed or `open` is no bracket.
    func closing(_ open: Int) -> Int? {
        guard tokens[open].kind == .punctuation else { return nil }
        let opener = bytes[tokens[open].range.lowerBound]
        let closer: UInt8
        switch opener {
        case UInt8(ascii: "("): closer = UInt8(ascii: ")")
        case UInt8(ascii: "["): closer = UInt8(ascii: "]")
        case UInt8(ascii: "{"): closer = UInt8(ascii: "}")
        default: return nil
        }
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            let byte = bytes[tokens[index].range.lowerBound]
            if byte == opener {
                depth += 1
            } else if byte == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The line and column of the byte at `offset`.
    public func position(of offset: Int) -> TextPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        return TextPosition(line: low + 1, column: text(start..<min(max(offset, start), bytes.count)).count + 1)
    }

    /// The position just after the last byte.
    var endPosition: TextPosition { position(of: bytes.count) }

    /// Where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// Where the line holding `offset` ends: its line break (not included), or the end.
    func lineEnd(of offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return end
    }

    /// After the line break at `offset` (which `lineEnd(of:)` returned).
    func afterLineBreak(_ offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        return bytes[offset] == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? offset + 2 : offset + 1
    }

    /// Whether the bytes in `range` are all spaces and tabs.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
