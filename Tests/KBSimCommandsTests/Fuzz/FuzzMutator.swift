import Foundation
import KeyboardSim
import KeyboardSimTestSupport

/// The fuzz test's mutations of a scenario or a log: each returns new bytes and a short name
/// for messages. Every choice comes from the ``SeededRandom`` it is given, so a seed gives the
/// same cases everywhere.
struct FuzzMutator {
    /// A mutated input and how it was made (`replace number 3 of 41 with 1e308`).
    struct Mutation {
        var name: String
        var bytes: [UInt8]
    }

    /// Numbers at and beyond the edges: the largest and smallest doubles, a subnormal, integers
    /// no `Int` holds, and the spellings of infinity and not-a-number JSON does not have.
    static let extremeNumbers = [
        "1e308", "-1e308", "1e-320", "4.9e-324", "1.7976931348623157e308", "1e309", "-1e309",
        "123456789012345678901234567890", "-99999999999999999999", "9223372036854775808",
        "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "-Infinity", "0", "-0", "0.0000001",
    ]

    // MARK: Scenarios

    /// A mutation of a scenario file's bytes, picked by `random` among every kind.
    static func scenario(_ original: [UInt8], _ random: inout SeededRandom) -> Mutation {
        switch random.below(16) {
        case 14: byteOrderMark(original)
        case 15: hostileString(original, &random)
        case 0: flipByte(original, &random)
        case 1: truncate(original, &random)
        case 2: duplicate(original, &random)
        case 3, 4: replaceNumber(original, &random)
        case 5: nest(original, &random)
        case 6: longString(original, &random)
        case 7: tree(original, "remove key", &random) { value, random in removeKey(value, &random) }
        case 8: tree(original, "rename key", &random) { value, random in renameKey(value, &random) }
        case 9: tree(original, "reorder steps", &random) { value, random in reorderSteps(value, &random) }
        case 10: tree(original, "swap type", &random) { value, random in swapType(value, &random) }
        case 11: tree(original, "repeat steps", &random) { value, random in repeatSteps(value, &random) }
        case 12: oneLine(replaceNumber(original, &random))
        default: replaceNumber(flipByte(original, &random).bytes, &random)
        }
    }

    // MARK: Logs

    /// A mutation of a log's bytes, picked by `random` among every kind.
    static func log(_ original: [UInt8], _ random: inout SeededRandom) -> Mutation {
        switch random.below(11) {
        case 0: flipByte(original, &random)
        case 1: truncate(original, &random)
        case 2: duplicate(original, &random)
        case 3, 4: replaceNumber(original, &random)
        case 5: nestOptional(original, &random)
        case 6: longLine(original, &random)
        case 7: swapLines(original, &random)
        case 8: repeatLines(original, &random)
        case 9: deleteLine(original, &random)
        default: replaceNumber(swapLines(original, &random).bytes, &random)
        }
    }

    // MARK: Bytes

    static func flipByte(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        guard !bytes.isEmpty else { return Mutation(name: "flip (empty)", bytes: bytes) }
        var out = bytes
        let index = random.below(bytes.count)
        let byte = random.below(2) == 0 ? bytes[index] ^ (1 << UInt8(random.below(8))) : UInt8(random.below(256))
        out[index] = byte
        return Mutation(name: "byte \(index) = 0x\(String(byte, radix: 16))", bytes: out)
    }

    static func truncate(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let length = random.below(bytes.count)
        return Mutation(name: "truncate to \(length) bytes", bytes: Array(bytes.prefix(length)))
    }

    static func duplicate(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        guard !bytes.isEmpty else { return Mutation(name: "duplicate (empty)", bytes: bytes) }
        let start = random.below(bytes.count)
        let end = min(bytes.count, start + random.within(1...400))
        let at = random.below(bytes.count + 1)
        var out = bytes
        out.insert(contentsOf: bytes[start..<end], at: at)
        return Mutation(name: "duplicate \(start)..<\(end) at \(at)", bytes: out)
    }

    /// Where the numbers are: runs of digits (with a sign, point and exponent), in strings too
    /// (the constants of inline constraints are in strings).
    static func numberRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        while index < bytes.count {
            guard isDigit(bytes[index]) else { index += 1; continue }
            var start = index
            if start > 0, bytes[start - 1] == UInt8(ascii: "-") { start -= 1 }
            while index < bytes.count,
                isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
                    || bytes[index] == UInt8(ascii: "E")
                    || (bytes[index] == UInt8(ascii: "+") && index > 0 && (bytes[index - 1] | 0x20) == UInt8(ascii: "e"))
            {
                index += 1
            }
            ranges.append(start..<index)
        }
        return ranges
    }

    static func replaceNumber(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let ranges = numberRanges(bytes)
        guard !ranges.isEmpty else { return flipByte(bytes, &random) }
        let which = random.below(ranges.count)
        let number = random.pick(extremeNumbers)
        var out = bytes
        out.replaceSubrange(ranges[which], with: Array(number.utf8))
        return Mutation(name: "number \(which) of \(ranges.count) = \(number)", bytes: out)
    }

    /// A number replaced by arrays or objects nested `depth` deep.
    static func nest(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let ranges = numberRanges(bytes)
        guard !ranges.isEmpty else { return flipByte(bytes, &random) }
        let range = random.pick(ranges)
        let depth = random.pick([63, 64, 65, 500, 30_000])
        let object = random.below(2) == 0
        let open = object ? "{\"a\": " : "["
        let close = object ? "}" : "]"
        let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        var out = bytes
        out.replaceSubrange(range, with: Array(nested.utf8))
        return Mutation(name: "nest \(object ? "objects" : "arrays") \(depth) deep at \(range.lowerBound)", bytes: out)
    }

    /// A string's text replaced by a long one (kilobytes to a megabyte).
    static func longString(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
        guard quotes.count >= 2 else { return flipByte(bytes, &random) }
        let pair = random.below(quotes.count / 2) * 2
        let length = random.pick([1_000, 70_000, 1_100_000])
        let filler = random.pick(["x", "é", "\\u00e9", "nameField"])
        var out = bytes
        let text = String(repeating: filler, count: max(1, length / filler.utf8.count))
        out.replaceSubrange((quotes[pair] + 1)..<quotes[pair + 1], with: Array(text.utf8))
        return Mutation(name: "string at \(quotes[pair]) = \(length) bytes of \(filler)", bytes: out)
    }

    /// The bytes after a UTF-8 byte order mark, as an editor on Windows writes them.
    static func byteOrderMark(_ bytes: [UInt8]) -> Mutation {
        Mutation(name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + bytes)
    }

    /// Strings that have broken outputs before, written as JSON escapes or as they are: a
    /// surrogate pair and a lone surrogate, control characters, a line break, and HTML that
    /// would end or hide a script element.
    static let hostileTexts = [
        #"\ud83d\ude00"#, #"\ud800"#, #"\u0001\u0007\u001f"#, #"first\nsecond"#, "<!--<script>", "</script><script>", #"\u007f"#, #"a\\b"#,
    ]

    /// A string's content replaced by one of ``hostileTexts``.
    static func hostileString(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
        guard quotes.count >= 2 else { return byteOrderMark(bytes) }
        let pair = random.below(quotes.count / 2) * 2
        let text = random.pick(hostileTexts)
        var out = bytes
        out.replaceSubrange((quotes[pair] + 1)..<quotes[pair + 1], with: Array(text.utf8))
        return Mutation(name: "string at \(quotes[pair]) = \(text)", bytes: out)
    }

    /// The same scenario on one line (minified), as a mutation's last step.
    static func oneLine(_ mutation: Mutation) -> Mutation {
        let text = String(decoding: mutation.bytes, as: UTF8.self)
        guard let value = try? LocatedJSONParser.parse(text) else { return mutation }
        return Mutation(name: mutation.name + ", on one line", bytes: Array(value.jsonValue.compact.utf8))
    }

    // MARK: The tree

    /// A change to the parsed scenario, written back pretty-printed or on one line.
    static func tree(
        _ bytes: [UInt8], _ name: String, _ random: inout SeededRandom,
        _ change: (JSONValue, inout SeededRandom) -> (JSONValue, String)
    ) -> Mutation {
        guard let value = try? LocatedJSONParser.parse(String(decoding: bytes, as: UTF8.self)) else { return flipByte(bytes, &random) }
        let (changed, detail) = change(value.jsonValue, &random)
        let compact = random.below(3) == 0
        let text = compact ? changed.compact : changed.pretty(expanding: ["steps", "screen", "views", "constraints"])
        return Mutation(name: "\(name) \(detail)\(compact ? ", on one line" : "")", bytes: Array(text.utf8))
    }

    /// Every node's path from the root, in document order (`[]` is the root).
    static func paths(_ value: JSONValue, _ prefix: [Int] = []) -> [[Int]] {
        var found = [prefix]
        switch value {
        case .object(let members):
            for (index, member) in members.enumerated() { found += paths(member.value, prefix + [index]) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { found += paths(element, prefix + [index]) }
        default: break
        }
        return found
    }

    /// `value` with the node at `path` replaced by what `change` makes of it.
    static func replacing(_ value: JSONValue, at path: [Int], _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let first = path.first else { return change(value) }
        let rest = Array(path.dropFirst())
        switch value {
        case .object(var members) where first < members.count:
            members[first].value = replacing(members[first].value, at: rest, change)
            return .object(members)
        case .array(var elements) where first < elements.count:
            elements[first] = replacing(elements[first], at: rest, change)
            return .array(elements)
        default:
            return value
        }
    }

    static func objectPaths(_ value: JSONValue) -> [[Int]] {
        paths(value).filter { path in
            var found: JSONValue?
            _ = replacing(value, at: path) { node in
                found = node; return node
            }
            if case .object(let members)? = found { return !members.isEmpty }
            return false
        }
    }

    static func removeKey(_ value: JSONValue, _ random: inout SeededRandom) -> (JSONValue, String) {
        let candidates = objectPaths(value)
        guard !candidates.isEmpty else { return (value, "(none)") }
        let path = random.pick(candidates)
        var removed = ""
        let seed = random.next()
        let changed = replacing(value, at: path) { node in
            guard case .object(var members) = node else { return node }
            let index = Int(seed % UInt64(members.count))
            removed = members[index].key
            members.remove(at: index)
            return .object(members)
        }
        return (changed, "\"\(removed)\" at \(path)")
    }

    /// Keys a scenario uses, for renaming one to another that is valid somewhere else.
    static let knownKeys = [
        "title", "device", "screen", "technique", "steps", "expect", "at", "do", "field", "name", "gap", "views",
        "constraints", "id", "in", "type", "fieldClearsKeyboard", "keyboard", "source", "userInfo", "fps",
    ]

    static func renameKey(_ value: JSONValue, _ random: inout SeededRandom) -> (JSONValue, String) {
        let candidates = objectPaths(value)
        guard !candidates.isEmpty else { return (value, "(none)") }
        let path = random.pick(candidates)
        let seed = random.next()
        let replacement = random.pick(knownKeys + ["", "AT", "dо", "x\u{0}y"])
        var detail = ""
        let changed = replacing(value, at: path) { node in
            guard case .object(var members) = node else { return node }
            let index = Int(seed % UInt64(members.count))
            detail = "\"\(members[index].key)\" → \"\(replacement)\" at \(path)"
            members[index].key = replacement
            return .object(members)
        }
        return (changed, detail)
    }

    static func steps(_ value: JSONValue) -> (index: Int, steps: [JSONValue])? {
        guard case .object(let members) = value, let index = members.firstIndex(where: { $0.key == "steps" }),
            case .array(let steps) = members[index].value
        else { return nil }
        return (index, steps)
    }

    static func settingSteps(_ value: JSONValue, _ steps: [JSONValue]) -> JSONValue {
        guard case .object(var members) = value, let index = members.firstIndex(where: { $0.key == "steps" }) else { return value }
        members[index].value = .array(steps)
        return .object(members)
    }

    static func reorderSteps(_ value: JSONValue, _ random: inout SeededRandom) -> (JSONValue, String) {
        guard var (_, steps) = steps(value), steps.count >= 2 else { return (value, "(fewer than two)") }
        if random.below(3) == 0 {
            steps.reverse()
            return (settingSteps(value, steps), "reversed")
        }
        let a = random.below(steps.count), b = random.below(steps.count)
        steps.swapAt(a, b)
        return (settingSteps(value, steps), "\(a) ⇄ \(b)")
    }

    /// The steps repeated until there are `target` of them, each copy later than the last (a
    /// few hundred: every step is replayed; the bound of 100,000 is tested apart).
    static func repeatSteps(_ value: JSONValue, _ random: inout SeededRandom) -> (JSONValue, String) {
        guard let (_, steps) = steps(value), !steps.isEmpty else { return (value, "(none)") }
        let target = random.pick([30, 120, 400])
        var repeated: [JSONValue] = []
        var offset = 0.0
        while repeated.count < target {
            for step in steps where repeated.count < target {
                guard case .object(var members) = step else { repeated.append(step); continue }
                if let at = members.firstIndex(where: { $0.key == "at" }), case .number(let time) = members[at].value {
                    members[at].value = .number(time / 100 + offset)
                }
                repeated.append(.object(members))
            }
            offset += 0.1
        }
        return (settingSteps(value, repeated), "to \(target)")
    }

    static func swapType(_ value: JSONValue, _ random: inout SeededRandom) -> (JSONValue, String) {
        let all = paths(value).filter { !$0.isEmpty }
        guard !all.isEmpty else { return (value, "(none)") }
        let path = random.pick(all)
        let replacement: JSONValue = random.pick([
            .string("x"), .number(0), .number(-1), .bool(true), .null, .array([]), .object([]),
            .array([.number(1)]), .string(""),
        ])
        return (replacing(value, at: path) { _ in replacement }, "at \(path) = \(replacement.compact)")
    }

    // MARK: Log lines

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        Array(lines.joined(separator: [0x0A]))
    }

    /// `Optional(` nested `depth` deep around a number (or at a random place).
    static func nestOptional(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let depth = random.pick([10, 1_000, 26_000, 60_000])
        let ranges = numberRanges(bytes)
        let range = ranges.isEmpty ? random.below(bytes.count + 1)..<random.below(bytes.count + 1) : random.pick(ranges)
        let inner = Array(bytes[range.lowerBound..<max(range.lowerBound, range.upperBound)])
        let closed = random.below(4) != 0
        let nested =
            Array(String(repeating: "Optional(", count: depth).utf8) + inner
            + (closed ? Array(String(repeating: ")", count: depth).utf8) : [])
        var out = bytes
        out.replaceSubrange(range.lowerBound..<max(range.lowerBound, range.upperBound), with: nested)
        return Mutation(name: "Optional( \(depth) deep\(closed ? "" : ", unclosed") at \(range.lowerBound)", bytes: out)
    }

    static func longLine(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let length = random.pick([5_000, 150_000, 300_000])
        let filler = random.pick(["a", "{", "UIKeyboardFrameEndUserInfoKey = ", "[AnyHashable(\"x\"): ", "\""])
        let at = random.below(bytes.count + 1)
        var out = bytes
        out.insert(contentsOf: Array(String(repeating: filler, count: max(1, length / filler.utf8.count)).utf8), at: at)
        return Mutation(name: "\(length) bytes of \(filler) at \(at)", bytes: out)
    }

    static func swapLines(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        var all = lines(bytes)
        guard all.count >= 2 else { return flipByte(bytes, &random) }
        let a = random.below(all.count), b = random.below(all.count)
        all.swapAt(a, b)
        return Mutation(name: "lines \(a + 1) ⇄ \(b + 1)", bytes: joined(all))
    }

    static func repeatLines(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        let all = lines(bytes)
        let times = random.pick([2, 50, 400])
        let start = random.below(all.count)
        let end = min(all.count, start + random.within(1...8))
        var out = Array(all[..<start])
        for _ in 0..<times { out += all[start..<end] }
        out += all[end...]
        return Mutation(name: "lines \(start + 1)..<\(end + 1) × \(times)", bytes: joined(out))
    }

    static func deleteLine(_ bytes: [UInt8], _ random: inout SeededRandom) -> Mutation {
        var all = lines(bytes)
        guard !all.isEmpty else { return Mutation(name: "delete (empty)", bytes: bytes) }
        let index = random.below(all.count)
        all.remove(at: index)
        return Mutation(name: "delete line \(index + 1)", bytes: joined(all))
    }
}
