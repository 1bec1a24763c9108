import Foundation

/// Finds the keyboard notifications in a log, whatever printed them (see `LogImporter`).
/// Works on the UTF-8 bytes: every piece of syntax it looks for is ASCII.
struct LogScanner {
    /// Where the log comes from, as far as times go.
    enum Style {
        /// A device or simulator's output: timestamps, if any, are wall-clock.
        case deviceLog
        /// KeyboardSim's own trace (text or JSON Lines): its times are the replay's.
        case kbsimTrace
    }

    struct Entry {
        /// Where it starts in the text.
        var offset: Int
        var line: Int
        /// The text of the line it starts on (for messages).
        var text: String
        var time: Double?
        var notification: LoggedNotification
        /// How the name was found when the notification itself was not printed.
        var nameSource: String?
    }

    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private(set) var problems: [LogImportError.Problem] = []
    /// The screen's size when a `UIScreen` was printed with a notification.
    private(set) var screenSize: CGSize?
    private(set) var style = Style.deviceLog
    /// The screen records of a kbsim trace: the first is the replay's screen, later ones are
    /// rotations.
    private(set) var screens: [(offset: Int, orientation: UIInterfaceOrientation, size: CGSize, time: Double)] = []
    /// Mentions of a keyboard notification's name (selector names, labels): offset and name.
    private var mentions: [(offset: Int, name: String)] = []

    init(text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    var lineCount: Int { bytes.last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count }

    // MARK: The pass

    mutating func scan() -> [Entry] {
        var entries: [Entry] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let atLineStart = index == 0 || bytes[index - 1] == UInt8(ascii: "\n")
            if atLineStart, let screen = kbsimScreenLine(index) {
                screens.append(screen)
                index = lineEnd(index)
            } else if atLineStart && byte == UInt8(ascii: "{") && has("{\"t\":", at: index) {
                let end = lineEnd(index)
                if let entry = jsonLinesEntry(index, end) { entries.append(entry) }
                index = end
            } else if byte == UInt8(ascii: "K") || byte == UInt8(ascii: "k"), let (name, length) = keyboardName(at: index) {
                mentions.append((index, name))
                let tokenStart = index >= 2 && has("UI", at: index - 2) ? index - 2 : index
                if tokenStart != index, has("Notification", at: index + length), let kind = namedContext(before: tokenStart) {
                    var cursor = index + length + "Notification".count
                    if let entry = namedEntry(name, kind: kind, start: tokenStart, cursor: &cursor) { entries.append(entry) }
                    index = max(cursor, index + 1)
                } else {
                    index += length
                }
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["), startsUserInfo(at: index) {
                var cursor = index
                if let entry = bareEntry(&cursor) { entries.append(entry) }
                index = max(cursor, index + 1)
            } else {
                index += 1
            }
        }
        return entries
    }

    // MARK: Entries

    private enum NamedKind { case description, kbsimText }

    /// `name = UIKeyboard…Notification; object = …; userInfo = {…}` and its Swift spellings, or
    /// a `kbsim run` line `post #3 UIKeyboard…Notification object=UIScreen {…}`.
    private mutating func namedEntry(_ name: String, kind: NamedKind, start: Int, cursor: inout Int) -> Entry? {
        let line = lineNumber(start)
        var object = LoggedNotification.Object.none
        var userInfo: [(String, UserInfoValue)] = []
        if kind == .kbsimText {
            style = .kbsimTrace
            skipBlanks(&cursor, newlines: false)
            if has("object=", at: cursor) {
                cursor += "object=".count
                let word = readWhile(&cursor) { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
                object = word == "UIScreen" ? .screen : .none
                skipBlanks(&cursor, newlines: false)
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{"), let info = dictionary(&cursor, .objc) else {
                return failure(line, "expected the userInfo {…} after the name")
            }
            userInfo = info
        } else {
            // Skip what closes the name (`)` of `_rawValue: …)`, a quote), then the fields.
            while cursor < bytes.count, [UInt8(ascii: ")"), UInt8(ascii: "\"")].contains(bytes[cursor]) { cursor += 1 }
            var foundUserInfo = false
            while true {
                skipBlanks(&cursor, newlines: true)
                while cursor < bytes.count, [UInt8(ascii: ";"), UInt8(ascii: ",")].contains(bytes[cursor]) {
                    cursor += 1
                    skipBlanks(&cursor, newlines: true)
                }
                if field("object", &cursor) {
                    let raw = readValue(&cursor, stops: [UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: ")")])
                    object = raw.contains("UIScreen") ? .screen : .none
                    if let size = screenBounds(in: raw) { screenSize = size }
                } else if field("userInfo", &cursor) {
                    foundUserInfo = true
                    guard let info = userInfoValue(&cursor) else { return failure(line, "cannot read the userInfo") }
                    userInfo = info
                    break
                } else {
                    break
                }
            }
            // Keyboard notifications always carry a userInfo: without one this is code that
            // names the notification (`name:UIKeyboardWillShowNotification object:nil]`).
            guard foundUserInfo else { return nil }
        }
        return entry(at: start, name: name, object: object, userInfo: userInfo, nameSource: nil)
    }

    /// A userInfo dictionary printed on its own (`NSLog(@"%@", note.userInfo)`,
    /// `print(note.userInfo)`): the name is the one mentioned last before it.
    private mutating func bareEntry(_ cursor: inout Int) -> Entry? {
        let start = cursor
        let line = lineNumber(start)
        guard let info = userInfoValue(&cursor) else { return failure(line, "cannot read this userInfo dictionary") }
        guard let mention = mentions.last(where: { $0.offset < start }) else {
            return failure(line, "a userInfo dictionary with no notification name before it (print the notification itself, or put its name on the line above)")
        }
        let mentionLine = lineNumber(mention.offset)
        let source = "no notification printed with this userInfo; took \(mention.name) from the mention on line \(mentionLine)"
        return entry(at: start, name: mention.name, object: .profileDefault, userInfo: info, nameSource: source)
    }

    /// A `kbsim run --format json` notification record.
    private mutating func jsonLinesEntry(_ start: Int, _ end: Int) -> Entry? {
        let line = lineNumber(start)
        guard let root = try? LocatedJSONParser.parse(String(decoding: bytes[start..<end], as: UTF8.self)),
              case .object(let members) = root.value else { return nil }
        func member(_ key: String) -> LocatedJSON.Value? { members.first { $0.key == key }?.value.value }
        if case .string("screen")? = member("kind"), case .string(let name)? = member("orientation"),
           let orientation = UIInterfaceOrientation(rawValue: name), case .array(let size)? = member("size"), size.count == 2,
           case .number(let width) = size[0].value, case .number(let height) = size[1].value, case .number(let time)? = member("t") {
            style = .kbsimTrace
            screens.append((start, orientation, CGSize(width: width, height: height), time))
            return nil
        }
        guard case .string("notification")? = member("kind") else { return nil }
        style = .kbsimTrace
        guard case .string(let name)? = member("name"), name.hasPrefix("UIKeyboard") else { return nil }
        guard LoggedNotification.names.contains(name) else { return failure(line, "\(name) is not a keyboard notification") }
        var userInfo: [(String, UserInfoValue)] = []
        if case .object(let info)? = member("userInfo") {
            for (key, node) in info {
                // Back to the printed form, then read like any other log.
                let raw: String
                switch node.value {
                case .array(let items):
                    let numbers = items.map { if case .number(let n) = $0.value { formatNumber(n, decimals: 6) } else { "?" } }
                    raw = numbers.count == 4 ? "{{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}" : "{\(numbers.joined(separator: ", "))}"
                case .number(let number): raw = formatNumber(number, decimals: 6)
                case .bool(let flag): raw = flag ? "true" : "false"
                case .string(let text): raw = text
                default: raw = "null"
                }
                switch Self.interpret(raw, key: key) {
                case .success(let value): userInfo.append((key, value))
                case .failure(let error): return failure(line, error.message)
                }
            }
        }
        let object: LoggedNotification.Object = if case .string("UIScreen")? = member("object") { .screen } else { .none }
        var result = entry(at: start, name: name, object: object, userInfo: userInfo, nameSource: nil)
        if case .number(let time)? = member("t") { result?.time = time }
        return result
    }

    private func entry(at start: Int, name: String, object: LoggedNotification.Object, userInfo: [(String, UserInfoValue)], nameSource: String?) -> Entry? {
        let line = lineNumber(start)
        let notification = LoggedNotification(name: name, object: object,
                                              userInfo: OrderedUserInfo(entries: userInfo.map { (key: $0.0, value: $0.1) }).canonicallyOrdered)
        return Entry(offset: start, line: line, text: lineText(line), time: timestamp(line: line), notification: notification, nameSource: nameSource)
    }

    private mutating func failure(_ line: Int, _ message: String) -> Entry? {
        problems.append(LogImportError.Problem(line: line, text: lineText(line), message: message))
        return nil
    }

    // MARK: Dictionaries

    /// `{…}` (Objective-C), `[…]` (Swift), `Optional(…)` around either, or nil.
    private mutating func userInfoValue(_ cursor: inout Int) -> [(String, UserInfoValue)]? {
        skipBlanks(&cursor, newlines: true)
        if has("Optional(", at: cursor) {
            cursor += "Optional(".count
            let inner = userInfoValue(&cursor)
            skipBlanks(&cursor, newlines: true)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") { cursor += 1 }
            return inner
        }
        if has("nil", at: cursor) || has("(null)", at: cursor) {
            cursor += has("nil", at: cursor) ? 3 : 6
            return []
        }
        guard cursor < bytes.count else { return nil }
        switch bytes[cursor] {
        case UInt8(ascii: "{"): return dictionary(&cursor, .objc)
        case UInt8(ascii: "["): return dictionary(&cursor, .swift)
        default: return nil
        }
    }

    /// How a printed dictionary is spelled: `{ key = value; … }` (an NSDictionary's description,
    /// and kbsim's text) or `[AnyHashable("key"): value, …]` (a Swift dictionary).
    private struct DictionarySyntax {
        let close: UInt8, assign: UInt8, separator: UInt8
        static let objc = DictionarySyntax(close: UInt8(ascii: "}"), assign: UInt8(ascii: "="), separator: UInt8(ascii: ";"))
        static let swift = DictionarySyntax(close: UInt8(ascii: "]"), assign: UInt8(ascii: ":"), separator: UInt8(ascii: ","))
    }

    /// The entries of the dictionary opening at `cursor`; nil when it is not one (unclosed, a
    /// key without its value). A value its key cannot hold is a problem, and the rest is read.
    private mutating func dictionary(_ cursor: inout Int, _ syntax: DictionarySyntax) -> [(String, UserInfoValue)]? {
        cursor += 1
        var entries: [(String, UserInfoValue)] = []
        while true {
            skipBlanks(&cursor, newlines: true)
            guard cursor < bytes.count else { return nil }
            if bytes[cursor] == syntax.close {
                cursor += 1
                return entries
            }
            if bytes[cursor] == syntax.separator {
                cursor += 1
                continue
            }
            let line = lineNumber(cursor)
            guard let key = dictionaryKey(&cursor) else { return nil }
            skipBlanks(&cursor, newlines: true)
            guard cursor < bytes.count, bytes[cursor] == syntax.assign else { return nil }
            cursor += 1
            let raw = readValue(&cursor, stops: [syntax.separator, syntax.close])
            switch Self.interpret(raw, key: key) {
            case .success(let value): entries.append((key, value))
            case .failure(let error):
                problems.append(LogImportError.Problem(line: line, text: lineText(line), message: error.message))
            }
        }
    }

    /// A key: Swift's `AnyHashable("…")`, quoted, or a bare word.
    private func dictionaryKey(_ cursor: inout Int) -> String? {
        if has("AnyHashable(", at: cursor) {
            var probe = cursor + "AnyHashable(".count
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\""), let key = readQuoted(&probe),
                  probe < bytes.count, bytes[probe] == UInt8(ascii: ")") else { return nil }
            cursor = probe + 1
            return key
        }
        if bytes[cursor] == UInt8(ascii: "\"") { return readQuoted(&cursor) }
        let word = readWhile(&cursor) { Self.isWordByte($0) }
        return word.isEmpty ? nil : word
    }

    // MARK: Values

    /// A printed value that is not what its key holds.
    struct Unreadable: Error {
        var message: String
    }

    /// A printed value read by its key's documented type: `NSRect: {{x, y}, {w, h}}` (quoted or
    /// not, or kbsim's bare `{{x, y}, {w, h}}`, or Swift's `(x, y, w, h)`), `NSPoint: {x, y}`,
    /// numbers quoted or bare, Booleans as 1/0, true/false or YES/NO.
    static func interpret(_ printed: String, key: String) -> Result<UserInfoValue, Unreadable> {
        var text = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst("Optional(".count).dropLast()) }
        let expected: String
        if KeyboardInfo.rectKeys.contains(key) {
            if let rect = rect(text) { return .success(.rect(rect)) }
            expected = "NSRect: {{x, y}, {width, height}}"
        } else if KeyboardInfo.pointKeys.contains(key) {
            if let point = point(text) { return .success(.point(point)) }
            expected = "NSPoint: {x, y}"
        } else if key == UIResponder.keyboardAnimationDurationUserInfoKey {
            if let number = Double(text), number >= 0 { return .success(.number(number)) }
            expected = "a duration in seconds"
        } else if key == UIResponder.keyboardAnimationCurveUserInfoKey {
            if let curve = Int(text), curve >= 0 { return .success(.integer(curve)) }
            expected = "a curve (a whole number)"
        } else if key == UIResponder.keyboardIsLocalUserInfoKey {
            if let flag = bool(text) { return .success(.bool(flag)) }
            expected = "1 or 0 (a Boolean)"
        } else {
            if let rect = rect(text) { return .success(.rect(rect)) }
            if let point = point(text) { return .success(.point(point)) }
            if let number = Double(text) { return .success(.number(number)) }
            if let flag = bool(text) { return .success(.bool(flag)) }
            return .success(.string(text))
        }
        return .failure(Unreadable(message: "\(key) = \(printed.trimmingCharacters(in: .whitespacesAndNewlines)): expected \(expected)"))
    }

    private static func rect(_ text: String) -> CGRect? {
        var body = Substring(text)
        for prefix in ["NSRect:", "CGRect:"] where body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        body = body.drop { $0 == " " }
        let shaped = (body.hasPrefix("{{") && body.hasSuffix("}}")) || (body.hasPrefix("(") && body.hasSuffix(")"))
        guard shaped, let numbers = numbers(body), numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func point(_ text: String) -> CGPoint? {
        var body = Substring(text)
        for prefix in ["NSPoint:", "CGPoint:"] where body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        body = body.drop { $0 == " " }
        let shaped = (body.hasPrefix("{") && body.hasSuffix("}") && !body.hasPrefix("{{")) || (body.hasPrefix("(") && body.hasSuffix(")"))
        guard shaped, let numbers = numbers(body), numbers.count == 2 else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The numbers between the brackets and commas; nil if anything else is there.
    private static func numbers(_ text: Substring) -> [Double]? {
        let parts = text.split { "{}(), ".contains($0) }
        var values: [Double] = []
        for part in parts {
            guard let value = Double(part) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func bool(_ text: String) -> Bool? {
        switch text {
        case "1", "true", "YES": true
        case "0", "false", "NO": false
        default: nil
        }
    }

    /// `{{0, 0}, {375, 667}}` after `bounds = ` in a printed UIScreen.
    private func screenBounds(in description: String) -> CGSize? {
        guard description.contains("UIScreen"), let range = description.range(of: "bounds = ") else { return nil }
        let rest = description[range.upperBound...]
        guard let end = rest.range(of: "}}") else { return nil }
        guard let rect = Self.rect(String(rest[..<end.upperBound])) else { return nil }
        return rect.size
    }

    // MARK: Names

    /// `Keyboard(Will|Did)(Show|Hide|ChangeFrame)` at `index` (capital or small k): the
    /// notification's full name and the length matched.
    private func keyboardName(at index: Int) -> (String, Int)? {
        guard has("eyboard", at: index + 1) else { return nil }
        var cursor = index + "Keyboard".count
        let when = ["Will", "Did"].first { has($0, at: cursor) }
        guard let when else { return nil }
        cursor += when.count
        guard let what = ["Show", "Hide", "ChangeFrame"].first(where: { has($0, at: cursor) }) else { return nil }
        cursor += what.count
        return ("UIKeyboard\(when)\(what)Notification", cursor - index)
    }

    /// Whether the name at `start` is a printed notification's: after `name = `, `name: `,
    /// `_rawValue: `, `rawValue: "` or kbsim's `post #12 `.
    private func namedContext(before start: Int) -> NamedKind? {
        var cursor = start - 1
        while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") { cursor -= 1 }
        if cursor >= 0, bytes[cursor] == UInt8(ascii: "\"") { cursor -= 1 }
        guard cursor >= 0 else { return nil }
        if bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":") {
            var end = cursor - 1
            while end >= 0, bytes[end] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin >= 0, Self.isWordByte(bytes[begin]) { begin -= 1 }
            let word = String(decoding: bytes[(begin + 1)...max(begin + 1, end)], as: UTF8.self)
            return ["name", "_rawValue", "rawValue"].contains(word) ? .description : nil
        }
        var begin = cursor
        while begin >= 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[begin]) { begin -= 1 }
        if begin < cursor, begin >= 5, has("post #", at: begin - 5) { return .kbsimText }
        return nil
    }

    /// Whether a `{` or `[` here opens a keyboard userInfo dictionary.
    private func startsUserInfo(at index: Int) -> Bool {
        var cursor = index + 1
        while cursor < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[cursor]) { cursor += 1 }
        if has("AnyHashable(\"", at: cursor) { cursor += "AnyHashable(\"".count }
        else if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
        guard has("UIKeyboard", at: cursor) else { return false }
        var end = cursor
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        let key = String(decoding: bytes[cursor..<end], as: UTF8.self)
        return key.hasSuffix("Key") || key.hasPrefix("UIKeyboardFrame")
    }

    // MARK: Reading

    private func has(_ literal: String, at index: Int) -> Bool {
        let utf8 = literal.utf8
        guard index >= 0, index + utf8.count <= bytes.count else { return false }
        return zip(bytes[index...], utf8).allSatisfy { $0 == $1 }
    }

    private func field(_ name: String, _ cursor: inout Int) -> Bool {
        guard has(name, at: cursor) else { return false }
        var probe = cursor + name.utf8.count
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "=") || bytes[probe] == UInt8(ascii: ":") else { return false }
        cursor = probe + 1
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private func skipBlanks(_ cursor: inout Int, newlines: Bool) {
        while cursor < bytes.count {
            let byte = bytes[cursor]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || (newlines && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"))) else { return }
            cursor += 1
        }
    }

    private func readWhile(_ cursor: inout Int, _ predicate: (UInt8) -> Bool) -> String {
        let start = cursor
        while cursor < bytes.count, predicate(bytes[cursor]) { cursor += 1 }
        return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    /// A quoted string with `\"` and `\\` escapes; the cursor after the closing quote.
    private func readQuoted(_ cursor: inout Int) -> String? {
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
    private func readValue(_ cursor: inout Int, stops: [UInt8]) -> String {
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
        return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    /// A `kbsim run` text line `0.5  screen portrait 375×667, safe area 20,0,0,0`.
    private func kbsimScreenLine(_ start: Int) -> (offset: Int, orientation: UIInterfaceOrientation, size: CGSize, time: Double)? {
        let words = String(decoding: bytes[start..<lineEnd(start)], as: UTF8.self).split(separator: " ")
        guard words.count >= 4, words[1] == "screen", let time = Double(words[0]),
              let orientation = UIInterfaceOrientation(rawValue: String(words[2])) else { return nil }
        let dimensions = words[3].trimmingCharacters(in: CharacterSet(charactersIn: ",")).split(separator: "×").compactMap { Double($0) }
        guard dimensions.count == 2 else { return nil }
        return (start, orientation, CGSize(width: dimensions[0], height: dimensions[1]), time)
    }

    // MARK: Lines and times

    private func lineNumber(_ offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    private func lineEnd(_ offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private func lineText(_ line: Int) -> String {
        let start = lineStarts[line - 1]
        return String(decoding: bytes[start..<lineEnd(start)], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Seconds from the line's leading timestamp: `2024-03-01 10:15:02.123456+0100` (Xcode's
    /// console, NSLog, `log stream`), `10:15:02.123` (Xcode's console with only the time shown,
    /// or after Console.app's type column), or kbsim's `0.500`.
    private func timestamp(line: Int) -> Double? {
        let text = lineText(line)
        let scalars = Array(text.utf8)
        func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[at..<at + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func clock(_ at: Int) -> Double? {
            guard let hours = digits(at, 2), scalars.count > at + 7, scalars[at + 2] == UInt8(ascii: ":"), let minutes = digits(at + 3, 2),
                  scalars[at + 5] == UInt8(ascii: ":"), let seconds = digits(at + 6, 2) else { return nil }
            var fraction = 0.0
            var index = at + 8
            if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
                var scale = 0.1
                index += 1
                while index < scalars.count, let digit = digits(index, 1) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
            }
            return Double(hours * 3600 + minutes * 60 + seconds) + fraction
        }
        if let year = digits(0, 4), scalars.count > 10, scalars[4] == UInt8(ascii: "-"), let month = digits(5, 2),
           scalars[7] == UInt8(ascii: "-"), let day = digits(8, 2), let time = clock(11) {
            return Double(Self.daysFromCivil(year: year, month: month, day: day)) * 86_400 + time
        }
        if let time = clock(0) { return time }
        // Console.app's copied rows put the type first: `default	10:15:02.123456+0100	Demo	…`.
        for start in 1..<min(48, scalars.count) where scalars[start - 1] == UInt8(ascii: "\t") || scalars[start - 1] == UInt8(ascii: " ") {
            if let time = clock(start), start + 8 < scalars.count, scalars[start + 8] == UInt8(ascii: ".") { return time }
        }
        if style == .kbsimTrace, let number = text.split(separator: " ").first.flatMap({ Double($0) }) { return number }
        return nil
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (only differences matter).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
