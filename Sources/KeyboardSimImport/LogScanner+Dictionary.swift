import Foundation
import KeyboardSim

/// The grammar of a printed userInfo dictionary:
///
/// - Objective-C (an NSDictionary's description, and kbsim's text trace):
///   `{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}"; … }`, keys bare or
///   quoted, values quoted or bare;
/// - Swift: `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, …]`;
/// - either inside `Optional(…)`, or `nil` and `(null)` for none.
///
/// A dictionary printed on its own takes its notification's name from the last mention before it.
extension LogScanner {
    /// Whether a `{` or `[` here opens a keyboard userInfo dictionary: its first key is a
    /// `UIKeyboard…Key` or a `UIKeyboardFrame…` key, followed by the dictionary's `=` or `:`
    /// (or by the paste's end: a paste cut there is refused as such). A subscript in code,
    /// `note.userInfo?[UIKeyboardFrameEndUserInfoKey]`, opens none: its `[` follows a name, and
    /// its key a `]`.
    func startsUserInfo(at index: Int) -> Bool {
        if index > 0,
            LogText.isWordByte(log[index - 1]) || [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "]")].contains(log[index - 1])
        {
            return false
        }
        var cursor = index + 1
        while cursor < log.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(log[cursor]) {
            cursor += 1
        }
        if log.has("AnyHashable(\"", at: cursor) {
            cursor += "AnyHashable(\"".count
        } else if cursor < log.count, log[cursor] == UInt8(ascii: "\"") {
            cursor += 1
        }
        guard log.has("UIKeyboard", at: cursor) else { return false }
        var end = cursor
        while end < log.count, LogText.isWordByte(log[end]) { end += 1 }
        let key = log.string(cursor..<end)
        guard key.hasSuffix("Key") || key.hasPrefix("UIKeyboardFrame") else { return false }
        while end < log.count,
            [
                UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                UInt8(ascii: "\r"),
            ].contains(log[end])
        {
            end += 1
        }
        return end >= log.count || log[end] == (log[index] == UInt8(ascii: "{") ? UInt8(ascii: "=") : UInt8(ascii: ":"))
    }

    /// A userInfo dictionary printed on its own (`NSLog(@"%@", note.userInfo)`,
    /// `print(note.userInfo)`): the name is the one mentioned last before it.
    mutating func bareEntry(_ cursor: inout Int) -> Entry? {
        let start = cursor
        let line = log.lineNumber(start)
        guard let info = userInfoValue(&cursor) else { return failure(line, userInfoProblem ?? "cannot read this userInfo dictionary") }
        guard let mention = mentions.last(where: { $0.offset < start }) else {
            // `userInfo = {` with nothing before it (the tail of a printed notification), or a
            // dictionary printed alone: named by how its frames move, and said so.
            let pasted = printedAsUserInfo(before: start) ? "the paste begins at `userInfo =`" : "the paste is a userInfo dictionary alone"
            if let named = namedByFrames(info, pasted: pasted) {
                return entry(at: start, name: named.name, object: .profileDefault, userInfo: info, nameSource: named.reason)
            }
            return failure(
                line,
                "a userInfo dictionary with no notification name before it, and without both frames to tell a show from a hide (print the notification itself, or put its name on the line above)"
            )
        }
        let mentionLine = log.lineNumber(mention.offset)
        let source = "no notification printed with this userInfo; took \(mention.name) from the mention on line \(mentionLine)"
        return entry(at: start, name: mention.name, object: .profileDefault, userInfo: info, nameSource: source)
    }

    /// Whether `userInfo =` or `userInfo:` comes just before `start` on its line: the paste
    /// began inside a printed notification, after its name.
    private func printedAsUserInfo(before start: Int) -> Bool {
        var cursor = start - 1
        while cursor >= 0, log[cursor] == UInt8(ascii: " ") || log[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        guard cursor >= 0, log[cursor] == UInt8(ascii: "=") || log[cursor] == UInt8(ascii: ":") else { return false }
        cursor -= 1
        while cursor >= 0, log[cursor] == UInt8(ascii: " ") { cursor -= 1 }
        return cursor >= 7 && log.has("userInfo", at: cursor - 7)
    }

    /// The name of a notification whose name was not pasted, from how its frames move: up onto
    /// the screen a willShow, down a willHide, otherwise a willChangeFrame (iOS posts that one
    /// with every change); nil without both frames.
    func namedByFrames(_ info: [(String, UserInfoValue)], pasted: String) -> (name: String, reason: String)? {
        func frame(_ key: String) -> CGRect? {
            if case .rect(let rect)? = info.first(where: { $0.0 == key })?.1 { rect } else { nil }
        }
        guard let begin = frame(UIResponder.keyboardFrameBeginUserInfoKey), let end = frame(UIResponder.keyboardFrameEndUserInfoKey) else {
            return nil
        }
        let (name, movement) =
            if end.minY < begin.minY {
                (
                    "UIKeyboardWillShowNotification",
                    "its frames move the keyboard up (y \(formatNumber(begin.minY)) → \(formatNumber(end.minY)))"
                )
            } else if end.minY > begin.minY {
                (
                    "UIKeyboardWillHideNotification",
                    "its frames move the keyboard down (y \(formatNumber(begin.minY)) → \(formatNumber(end.minY)))"
                )
            } else {
                (
                    "UIKeyboardWillChangeFrameNotification",
                    "its frames do not move the keyboard up or down, and iOS posts willChangeFrame with every change"
                )
            }
        return (
            name,
            "\(pasted), without the notification's name; took \(name): \(movement) (put the name alone on the line above to choose another)"
        )
    }

    /// How many `Optional(` a printed userInfo may sit in (Swift prints one, or two for a
    /// double optional); more is refused at its line, never followed without a bound.
    static let maximumOptionalDepth = 8

    /// `{…}` (Objective-C), `[…]` (Swift), `Optional(…)` around either (at most
    /// `maximumOptionalDepth` deep), or nil. When it cannot read one, `userInfoProblem` may say why.
    mutating func userInfoValue(_ cursor: inout Int) -> [(String, UserInfoValue)]? {
        userInfoProblem = nil
        var depth = 0
        log.skipBlanks(&cursor, newlines: true)
        while log.has("Optional(", at: cursor) {
            depth += 1
            guard depth <= Self.maximumOptionalDepth else {
                userInfoProblem =
                    "a userInfo inside more than \(Self.maximumOptionalDepth) Optional(…); print it once, as print(notification) does"
                return nil
            }
            cursor += "Optional(".count
            log.skipBlanks(&cursor, newlines: true)
        }
        guard let inner = userInfoBody(&cursor) else { return nil }
        for _ in 0..<depth {
            log.skipBlanks(&cursor, newlines: true)
            if cursor < log.count, log[cursor] == UInt8(ascii: ")") { cursor += 1 }
        }
        return inner
    }

    /// The dictionary itself, or nil (`nil`, `(null)`: none).
    private mutating func userInfoBody(_ cursor: inout Int) -> [(String, UserInfoValue)]? {
        if log.has("nil", at: cursor) || log.has("(null)", at: cursor) {
            cursor += log.has("nil", at: cursor) ? 3 : 6
            return []
        }
        guard cursor < log.count else { return nil }
        switch log[cursor] {
        case UInt8(ascii: "{"): return dictionary(&cursor, .objc)
        case UInt8(ascii: "["): return dictionary(&cursor, .swift)
        default: return nil
        }
    }

    /// How a printed dictionary is spelled: `{ key = value; … }` (an NSDictionary's description,
    /// and kbsim's text) or `[AnyHashable("key"): value, …]` (a Swift dictionary).
    struct DictionarySyntax {
        let close: UInt8, assign: UInt8, separator: UInt8
        static let objc = DictionarySyntax(close: UInt8(ascii: "}"), assign: UInt8(ascii: "="), separator: UInt8(ascii: ";"))
        static let swift = DictionarySyntax(close: UInt8(ascii: "]"), assign: UInt8(ascii: ":"), separator: UInt8(ascii: ","))
    }

    /// The entries of the dictionary opening at `cursor`; nil when it is not one (unclosed, a
    /// key without its value). A value its key cannot hold is a problem, and the rest is read.
    mutating func dictionary(_ cursor: inout Int, _ syntax: DictionarySyntax) -> [(String, UserInfoValue)]? {
        let openLine = log.lineNumber(cursor)
        cursor += 1
        var entries: [(String, UserInfoValue)] = []
        var valueLine: Int?
        // A paste cut after an entry and its separator, before the dictionary's close (a log
        // kept in a code comment, a console selection): the entries read, said so.
        var afterSeparator = false
        func cutBeforeClose(at position: Int) -> [(String, UserInfoValue)]? {
            guard let valueLine, !entries.isEmpty, afterSeparator else { return nil }
            unclosedDictionaries.append((line: openLine, lastLine: valueLine, entries: entries.count))
            cursor = position
            return entries
        }
        while true {
            log.skipBlanks(&cursor, newlines: false)
            if let valueLine, log.lineNumber(cursor) == valueLine, isRemark(at: cursor, syntax) {
                let end = log.lineEnd(cursor)
                remarks.append((valueLine, log.string(cursor..<end).trimmingCharacters(in: .whitespaces)))
                cursor = end
            }
            let afterEntries = cursor
            log.skipBlanks(&cursor, newlines: true)
            guard cursor < log.count else { return cutBeforeClose(at: afterEntries) }
            if log[cursor] == syntax.close {
                cursor += 1
                return entries
            }
            if log[cursor] == syntax.separator {
                afterSeparator = true
                cursor += 1
                continue
            }
            let line = log.lineNumber(cursor)
            guard let key = dictionaryKey(&cursor) else { return cutBeforeClose(at: afterEntries) }
            // A key the paste ends in, or a keyboard key without its `=`, is an entry cut in the
            // middle: refused. Another word without an `=` is what came after the paste (a log
            // line, code): the dictionary was cut before it.
            log.skipBlanks(&cursor, newlines: true)
            guard cursor < log.count, log[cursor] == syntax.assign else {
                guard cursor < log.count, !key.hasPrefix("UIKeyboard") else {
                    userInfoProblem = "the userInfo is cut inside an entry, at \(key) (paste it whole, or up to a complete entry)"
                    return nil
                }
                return cutBeforeClose(at: afterEntries)
            }
            cursor += 1
            let raw = log.readValue(&cursor, stops: [syntax.separator, syntax.close])
            valueLine = log.lineNumber(cursor)
            afterSeparator = false
            switch PrintedValue.interpret(raw, key: key) {
            case .success(let value): entries.append((key, value))
            case .failure(let error):
                // A remark before the separator (`= 7 (the curve);`): the value before it.
                if let (value, remark) = PrintedValue.interpretBeforeRemark(raw, key: key) {
                    entries.append((key, value))
                    remarks.append((line, remark))
                } else {
                    problems.append(LogImportError.Problem(line: line, text: log.lineText(line), message: error.message))
                }
            }
        }
    }

    /// Whether what follows a value on its line is a remark: not the dictionary's end, nor a
    /// separator, nor another `key =`.
    private func isRemark(at cursor: Int, _ syntax: DictionarySyntax) -> Bool {
        guard cursor < log.count else { return false }
        let byte = log[cursor]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == syntax.close || byte == syntax.separator { return false }
        var probe = cursor
        guard dictionaryKey(&probe) != nil else { return true }
        log.skipBlanks(&probe, newlines: false)
        return probe >= log.count || log[probe] != syntax.assign
    }

    /// A key: Swift's `AnyHashable("…")`, quoted, or a bare word.
    private func dictionaryKey(_ cursor: inout Int) -> String? {
        if log.has("AnyHashable(", at: cursor) {
            var probe = cursor + "AnyHashable(".count
            guard probe < log.count, log[probe] == UInt8(ascii: "\""), let key = log.readQuoted(&probe),
                probe < log.count, log[probe] == UInt8(ascii: ")")
            else { return nil }
            cursor = probe + 1
            return key
        }
        if log[cursor] == UInt8(ascii: "\"") { return log.readQuoted(&cursor) }
        let word = log.readWhile(&cursor) { LogText.isWordByte($0) }
        return word.isEmpty ? nil : word
    }
}
