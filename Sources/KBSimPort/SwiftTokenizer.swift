/// Splits Swift source (UTF-8 bytes) into ``SwiftToken``s, left to right.
///
/// It knows what porting must not look inside — comments (block comments nest), string literals
/// in every form (multi-line, raw with any number of `#`, interpolations holding further strings
/// and parentheses) and `#/…/#` regular expressions — and otherwise reads names, attributes,
/// `#` names, numbers, line breaks and single bytes. It never fails: an unterminated comment or
/// string runs to the end of the file (a single-line string to the end of its line), as the
/// compiler would report it. Bare `/…/` regular expressions are read as operators.
///
///     SwiftTokenizer.tokens(Array(#"let s = "#selector(f)" // #selector(g)"#.utf8)).filter { $0.kind == .pound }
///     // []: both are inside a string and a comment
enum SwiftTokenizer {
    static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
        var reader = Reader(bytes: bytes)
        var tokens: [SwiftToken] = []
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            tokens.append(SwiftToken(.whitespace, 0..<3))
            reader.index = 3
        }
        while let (kind, end) = reader.next() {
            tokens.append(SwiftToken(kind, reader.index..<end))
            reader.index = end
        }
        return tokens
    }

    /// Reads one token at a time from `index`; the caller moves `index` to the token's end.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

        static func isNameStart(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
        }

        static func isNameContinuation(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return isNameStart(byte) || isDigit(byte)
        }

        static func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        static func isLineBreak(_ byte: UInt8?) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

        /// The next token's kind and end, or nil at the end.
        func next() -> (SwiftToken.Kind, Int)? {
            guard let first = byte(index) else { return nil }
            let second = byte(index + 1)
            switch first {
            case UInt8(ascii: "\n"):
                return (.lineBreak, index + 1)
            case UInt8(ascii: "\r"):
                return (.lineBreak, index + (second == UInt8(ascii: "\n") ? 2 : 1))
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                var end = index + 1
                while let next = byte(end), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == 0x0B || next == 0x0C {
                    end += 1
                }
                return (.whitespace, end)
            case UInt8(ascii: "/") where second == UInt8(ascii: "/"):
                return (.comment, lineEnd(from: index))
            case UInt8(ascii: "/") where second == UInt8(ascii: "*"):
                return (.comment, blockCommentEnd(from: index))
            case UInt8(ascii: "\""):
                return (.string, stringEnd(from: index))
            case UInt8(ascii: "#"):
                var afterHashes = index
                while byte(afterHashes) == UInt8(ascii: "#") { afterHashes += 1 }
                if byte(afterHashes) == UInt8(ascii: "\"") { return (.string, stringEnd(from: index)) }
                if byte(afterHashes) == UInt8(ascii: "/") { return (.regex, regexEnd(from: index, hashes: afterHashes - index)) }
                if Self.isNameStart(second) { return (.pound, nameEnd(from: index + 1)) }
                return (.punctuation, index + 1)
            case UInt8(ascii: "@") where Self.isNameStart(second):
                return (.attribute, nameEnd(from: index + 1))
            case UInt8(ascii: "`"):
                let end = nameEnd(from: index + 1)
                return byte(end) == UInt8(ascii: "`") && end > index + 1 ? (.identifier, end + 1) : (.punctuation, index + 1)
            case UInt8(ascii: "$") where Self.isNameContinuation(second):
                return (.identifier, nameEnd(from: index + 1))
            case _ where Self.isDigit(first):
                var end = index + 1
                while Self.isNameContinuation(byte(end)) || (byte(end) == UInt8(ascii: ".") && Self.isDigit(byte(end + 1))) { end += 1 }
                return (.number, end)
            case _ where Self.isNameStart(first):
                return (.identifier, nameEnd(from: index))
            default:
                return (.punctuation, index + 1)
            }
        }

        func nameEnd(from start: Int) -> Int {
            var end = start
            while Self.isNameContinuation(byte(end)) { end += 1 }
            return end
        }

        /// The line break ending the line `start` is on (not included), or the end.
        func lineEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, !Self.isLineBreak(bytes[end]) { end += 1 }
            return end
        }

        /// After the `*/` that closes the comment opened at `start`, counting nested `/*`.
        func blockCommentEnd(from start: Int) -> Int {
            var end = start + 2
            var depth = 1
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "/"), byte(end + 1) == UInt8(ascii: "*") {
                    depth += 1
                    end += 2
                } else if bytes[end] == UInt8(ascii: "*"), byte(end + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    end += 2
                    if depth == 0 { return end }
                } else {
                    end += 1
                }
            }
            return end
        }

        /// Whether `count` `#` follow at `at`.
        func hashes(_ count: Int, at: Int) -> Bool {
            (0..<count).allSatisfy { byte(at + $0) == UInt8(ascii: "#") }
        }

        /// After the string literal that starts at `start` (its `#`s, then `"` or `"""`).
        func stringEnd(from start: Int) -> Int {
            var end = start
            var hashCount = 0
            while byte(end) == UInt8(ascii: "#") {
                hashCount += 1
                end += 1
            }
            let quote = UInt8(ascii: "\"")
            let multiline = byte(end + 1) == quote && byte(end + 2) == quote
            end += multiline ? 3 : 1
            while end < bytes.count {
                let current = bytes[end]
                if current == UInt8(ascii: "\\"), hashes(hashCount, at: end + 1) {
                    let escaped = end + 1 + hashCount
                    if byte(escaped) == UInt8(ascii: "(") {
                        end = interpolationEnd(from: escaped + 1, multiline: multiline)
                    } else {
                        end = escaped + (byte(escaped) == UInt8(ascii: "\r") && byte(escaped + 1) == UInt8(ascii: "\n") ? 2 : 1)
                    }
                } else if current == quote {
                    if multiline {
                        if byte(end + 1) == quote, byte(end + 2) == quote, hashes(hashCount, at: end + 3) { return end + 3 + hashCount }
                    } else if hashes(hashCount, at: end + 1) {
                        return end + 1 + hashCount
                    }
                    end += 1
                } else if !multiline, Self.isLineBreak(current) {
                    return end
                } else {
                    end += 1
                }
            }
            return bytes.count
        }

        /// After the `)` that closes an interpolation whose code starts at `start`: parentheses
        /// counted, strings and comments inside skipped. In a single-line string the code ends
        /// at the line break.
        func interpolationEnd(from start: Int, multiline: Bool) -> Int {
            var end = start
            var depth = 1
            while end < bytes.count {
                let current = bytes[end]
                switch current {
                case UInt8(ascii: "("):
                    depth += 1
                    end += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    end += 1
                    if depth == 0 { return end }
                case UInt8(ascii: "\""):
                    end = stringEnd(from: end)
                case UInt8(ascii: "#"):
                    var quote = end
                    while byte(quote) == UInt8(ascii: "#") { quote += 1 }
                    end = byte(quote) == UInt8(ascii: "\"") ? stringEnd(from: end) : quote
                case UInt8(ascii: "/") where byte(end + 1) == UInt8(ascii: "*"):
                    end = blockCommentEnd(from: end)
                case UInt8(ascii: "/") where byte(end + 1) == UInt8(ascii: "/") && multiline:
                    end = lineEnd(from: end)
                case _ where Self.isLineBreak(current) && !multiline:
                    return end
                default:
                    end += 1
                }
            }
            return bytes.count
        }

        /// After the `/` and `#`s that close the regular expression opened at `start`.
        func regexEnd(from start: Int, hashes hashCount: Int) -> Int {
            var end = start + hashCount + 1
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "\\") {
                    end += 2
                } else if bytes[end] == UInt8(ascii: "/"), hashes(hashCount, at: end + 1) {
                    return end + 1 + hashCount
                } else {
                    end += 1
                }
            }
            return bytes.count
        }
    }
}
