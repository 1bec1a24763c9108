/// A place in a source text: 1-based line and column, the column counted in characters.
package struct TextPosition: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`.
    package var description: String { "\(line):\(column)" }

    package static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// Why a file is not Swift text that `kbsim port` can read.
package struct SourceTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the first offending byte is.
    package var position: TextPosition
    /// What it is: `byte 0xFF is not UTF-8`, `a NUL byte`.
    package var problem: String

    package var description: String { "\(position): \(problem)" }
}

/// Swift source as UTF-8 bytes and their tokens: what the porting engine reads and edits.
///
/// Lines end with `\n`, `\r\n` or `\r`; positions count lines as the compiler does.
///
///     let source = SwiftSource("import UIKit\r\n@objc func f() {}\r\n")
///     source.position(of: 14)  // 2:1
package struct SwiftSource: Sendable {
    package let bytes: [UInt8]
    package let tokens: [SwiftToken]
    /// The offset at which each line starts.
    let lineStarts: [Int]
    /// For each bracket token, the index of the token that closes it (`closing(_:)`), found
    /// once for the whole file: asking is then constant time, however deeply brackets nest.
    private let closers: [Int: Int]
    private let openers: [Int: Int]
    /// Where each token starts, as a line and column, found once in one pass.
    private let tokenPositions: [TextPosition]

    package init(_ text: String) {
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
        closers = Self.matchBrackets(bytes, tokens)
        openers = Dictionary(uniqueKeysWithValues: closers.map { ($1, $0) })
        tokenPositions = Self.positions(of: tokens, in: bytes, lineStarts: starts)
    }

    /// Each bracket's closer, counting only brackets of its kind (a stack per kind).
    private static func matchBrackets(_ bytes: [UInt8], _ tokens: [SwiftToken]) -> [Int: Int] {
        var closers: [Int: Int] = [:]
        var open: [UInt8: [Int]] = [:]
        let pairs: [UInt8: UInt8] = [
            UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{"),
        ]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.range.lowerBound]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open[byte, default: []].append(index)
            default:
                if let opener = pairs[byte], let start = open[opener]?.popLast() { closers[start] = index }
            }
        }
        return closers
    }

    /// The line and column of every token's first byte, counted in one pass.
    private static func positions(of tokens: [SwiftToken], in bytes: [UInt8], lineStarts: [Int]) -> [TextPosition] {
        var positions: [TextPosition] = []
        positions.reserveCapacity(tokens.count)
        var line = 0
        var previous = (offset: 0, column: 1)
        for token in tokens {
            let offset = token.range.lowerBound
            var movedLine = false
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset {
                line += 1
                movedLine = true
            }
            if movedLine || positions.isEmpty { previous = (lineStarts[line], 1) }
            let column = previous.column + String(decoding: bytes[previous.offset..<offset], as: UTF8.self).count
            positions.append(TextPosition(line: line + 1, column: column))
            previous = (offset, column)
        }
        return positions
    }

    /// Reads `data` as Swift source: UTF-8 without NUL bytes (a byte-order mark is allowed).
    package static func decode(_ data: [UInt8]) throws(SourceTextError) -> SwiftSource {
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
                throw SourceTextError(
                    position: SwiftSource(bytes: Array(data[..<offset])).endPosition,
                    problem: "byte 0x\(byte.count == 1 ? "0" + byte : byte) is not UTF-8"
                        + (length > 1 ? " (a sequence of \(length) bytes)" : ""))
            case .emptyInput:
                return SwiftSource(bytes: data)
            }
        }
    }

    /// The source as a string.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of `range`.
    package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The text of the token at `index`.
    package func text(of index: Int) -> String { text(tokens[index].range) }

    /// Whether the token at `index` is `kind` and reads `text`.
    func token(_ index: Int, is kind: SwiftToken.Kind, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind && tokens[index].range.count == text.utf8.count
            && bytes[tokens[index].range].elementsEqual(text.utf8)
    }

    /// Whether the token at `index` is the punctuation `character`.
    func token(_ index: Int, isPunctuation character: Unicode.Scalar) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].range.lowerBound] == UInt8(ascii: character)
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
        closers[open]
    }

    /// The index of the bracket that `close` closes; nil when `close` closes nothing.
    func opening(_ close: Int) -> Int? {
        openers[close]
    }

    /// The line and column of the byte at `offset`: looked up when a token starts there.
    package func position(of offset: Int) -> TextPosition {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        if low < tokens.count, tokens[low].range.lowerBound == offset { return tokenPositions[low] }
        return counted(offset)
    }

    /// The line and column of the byte at `offset`, counted from its line's start.
    private func counted(_ offset: Int) -> TextPosition {
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
        return bytes[offset] == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")
            ? offset + 2 : offset + 1
    }

    /// Whether the bytes in `range` are all spaces and tabs.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
