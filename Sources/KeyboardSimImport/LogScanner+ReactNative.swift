import Foundation
import KeyboardSim

/// React Native's keyboard events, as apps log them (`Keyboard.addListener("keyboardWillShow",
/// e => console.log(JSON.stringify(e)))`): the userInfo iOS posted, renamed —
///
///     keyboardWillShow {"endCoordinates": {"screenX": 0, "screenY": 516, "width": 393, "height": 336},
///                       "startCoordinates": {…}, "duration": 250, "easing": "keyboard", "isEventFromThisApp": true}
///
/// `endCoordinates` and `startCoordinates` are the end and begin frames, `duration` is in
/// milliseconds, `easing` names the curve (`keyboard` is curve 7) and `isEventFromThisApp` is
/// `UIKeyboardIsLocalUserInfoKey` (the fields of React Native's `KeyboardEvent` type). The
/// event's name is the one mentioned last before it on the line where its object begins, or on
/// the line above when that line names none. The object
/// may be printed on one line or pretty-printed over several (`JSON.stringify(e, null, 2)`), or
/// written as JavaScript rather than JSON: as a console prints an object (`Object {…}`, trailing
/// commas), or as source code holds one (bare keys, single quotes; a commented-out event's `//`
/// the log reader takes off first). Fields beyond the event's (an app's own, which a console
/// sorts before them) are ignored, and named in the finding.
extension LogScanner {
    /// The keys a React Native keyboard event has.
    private static let reactNativeKeys = ["endCoordinates", "startCoordinates", "duration", "easing", "isEventFromThisApp"]

    /// Whether a React Native keyboard event starts at `index`: an object whose first key is one
    /// of the event's, double-quoted (JSON), single-quoted or bare (JavaScript; bare, followed by
    /// a colon). Only the
    /// object's first bytes are looked at, so a long line of braces costs what its length does.
    mutating func startsReactNativeEvent(at index: Int) -> Bool {
        guard unclosedReactNativeEvents < Self.unclosedLimit else { return false }
        var cursor = index + 1
        log.skipBlanks(&cursor, newlines: true)
        if Self.reactNativeKeys.contains(where: { isKey($0, at: cursor) }) { return true }
        // Fields beyond the event's come first (a console sorts keys; an app adds its own):
        // an object whose first member is a key, and which has endCoordinates among its own
        // members within its first `reactNativeKeyReach` bytes.
        guard firstMemberIsKey(at: cursor), reactNativeProbedBytes < Self.reactNativeProbeLimit else { return false }
        var depth = 1
        var quotes = QuotedStrings(singleQuotes: true)
        var probe = cursor
        let end = min(log.count, cursor + Self.reactNativeKeyReach)
        defer { reactNativeProbedBytes += probe - cursor }
        while probe < end, depth > 0 {
            let byte = log[probe]
            if !quotes.isInside, depth == 1, isKey("endCoordinates", at: probe) { return true }
            if quotes.read(byte) {
                probe += 1
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            probe += 1
        }
        return false
    }

    /// How far into an object whose first member is no event key `endCoordinates` is looked for.
    static let reactNativeKeyReach = 1024
    /// How many bytes those looks read in all (objects nested in objects are looked into again):
    /// past it only objects whose first member is an event key are read, so a log of deeply
    /// nested JSON costs what its length does.
    static let reactNativeProbeLimit = 1 << 22

    /// `key` at `cursor` as an object's key: double- or single-quoted, or bare and followed by a colon.
    private func isKey(_ key: String, at cursor: Int) -> Bool {
        if log.has("\"\(key)\"", at: cursor) || log.has("'\(key)'", at: cursor) { return true }
        guard log.has(key, at: cursor), cursor == 0 || !LogText.isWordByte(log[cursor - 1]) else { return false }
        var after = cursor + key.utf8.count
        log.skipBlanks(&after, newlines: false)
        return after < log.count && log[after] == UInt8(ascii: ":")
    }

    /// Whether an object member's key starts at `cursor`: a quoted string or a word, then a colon.
    private func firstMemberIsKey(at cursor: Int) -> Bool {
        var probe = cursor
        if probe < log.count, log[probe] == UInt8(ascii: "\"") || log[probe] == UInt8(ascii: "'") {
            let quote = log[probe]
            probe += 1
            while probe < min(log.count, cursor + 64), log[probe] != quote, log[probe] != UInt8(ascii: "\n") { probe += 1 }
            guard probe < log.count, log[probe] == quote else { return false }
            probe += 1
        } else {
            let start = probe
            while probe < log.count, LogText.isWordByte(log[probe]) || log[probe] == UInt8(ascii: "$") { probe += 1 }
            guard probe > start else { return false }
        }
        log.skipBlanks(&probe, newlines: false)
        return probe < log.count && log[probe] == UInt8(ascii: ":")
    }

    /// The longest event object read, in bytes: a pretty-printed event is under 1 KB.
    static let longestReactNativeEvent = 16_384
    /// How many events that never close are looked into before no more events are looked for
    /// (each costs up to `longestReactNativeEvent` bytes of reading).
    static let unclosedLimit = 64

    /// The event object at `cursor` (on its line, or pretty-printed over the lines after it), as
    /// a notification.
    mutating func reactNativeEntry(_ cursor: inout Int) -> Entry? {
        let start = cursor
        let line = log.lineNumber(start)
        let end = objectEnd(from: start, limit: Self.longestReactNativeEvent)
        if end == nil { unclosedReactNativeEvents += 1 }
        // As JSON.stringify prints it, or as JavaScript: a console's object (Metro, Expo,
        // Chrome's console.log(e): `Object {` before each object, a comma after each member) or
        // an object literal in source code (bare keys, single quotes, `//` before each line).
        let text = end.map { log.string(start..<$0) }
        let json = text.flatMap { try? LocatedJSONParser.parse($0) }
        let javaScriptJSON = json == nil ? text.flatMap { try? LocatedJSONParser.parse(Self.jsonFromJavaScript($0)) } : nil
        guard let end, let root = json ?? javaScriptJSON, case .object(let members) = root.value else {
            cursor = log.lineEnd(start)
            let last =
                unclosedReactNativeEvents == Self.unclosedLimit
                ? " (the \(Self.unclosedLimit)th that never closes: no more React Native events are looked for in this log)" : ""
            return failure(
                line,
                "cannot read this React Native keyboard event: expected one JSON object with endCoordinates, closed within \(Self.longestReactNativeEvent / 1024) KB\(last)"
            )
        }
        // The next event may follow on the same line.
        cursor = end
        func member(_ key: String) -> LocatedJSON.Value? { members.first { $0.key == key }?.value.value }
        func frame(_ key: String) -> CGRect? {
            guard case .object(let coordinates)? = member(key) else { return nil }
            func number(_ name: String) -> Double? {
                if case .number(let value)? = coordinates.first(where: { $0.key == name })?.value.value { value } else { nil }
            }
            guard let y = number("screenY"), let width = number("width"), let height = number("height") else { return nil }
            return CGRect(x: number("screenX") ?? 0, y: y, width: width, height: height)
        }
        guard let endFrame = frame("endCoordinates") else {
            return failure(line, "a React Native keyboard event whose endCoordinates lack screenY, width or height")
        }
        var info: [(String, UserInfoValue)] = []
        if let beginFrame = frame("startCoordinates") { info.append((UIResponder.keyboardFrameBeginUserInfoKey, .rect(beginFrame))) }
        info.append((UIResponder.keyboardFrameEndUserInfoKey, .rect(endFrame)))
        if case .number(let milliseconds)? = member("duration") {
            info.append((UIResponder.keyboardAnimationDurationUserInfoKey, .number(milliseconds / 1000)))
        }
        if case .string(let easing)? = member("easing") {
            // UIView.AnimationCurve's raw values; `keyboard` is the keyboard's own curve, 7.
            let curves = ["easeInEaseOut": 0, "easeIn": 1, "easeOut": 2, "linear": 3, "keyboard": 7]
            guard let curve = curves[easing] else {
                return failure(
                    line,
                    "a React Native keyboard event with easing \"\(easing)\": expected keyboard, easeInEaseOut, easeIn, easeOut or linear")
            }
            info.append((UIResponder.keyboardAnimationCurveUserInfoKey, .integer(curve)))
        }
        if case .bool(let local)? = member("isEventFromThisApp") { info.append((UIResponder.keyboardIsLocalUserInfoKey, .bool(local))) }
        // The name on the event's line, else on the line above it (after any earlier event).
        func mention(from lineStart: Int, before end: Int) -> (offset: Int, name: String)? {
            mentions.last { $0.offset < end && $0.offset >= max(lineStart, lastReactNativeEnd) }
        }
        let ownLine = log.lineStart(ofLine: line)
        let extra = members.map(\.key).filter { !Self.reactNativeKeys.contains($0) }
        let about =
            "endCoordinates and startCoordinates are the frames, duration is in milliseconds, easing names the curve"
            + (javaScriptJSON == nil
                ? ""
                : " (written as JavaScript, not JSON: read as the JavaScript console prints an object or source code writes one — Object { … }, bare keys, single quotes, trailing commas)")
            + (extra.isEmpty
                ? ""
                : "; \(extra.count == 1 ? "a field" : "fields") beyond React Native's KeyboardEvent ignored: \(extra.joined(separator: ", "))")
        // The event's name is logged before it on its line (after the previous event, if any).
        /// Whether the mention is alone on its line (quotes, a colon or a comma around it aside):
        /// a name printed before the event, not code that names another event.
        func standsAlone(_ mention: (offset: Int, name: String)) -> Bool {
            let lineStart = log.lineStart(ofLine: log.lineNumber(mention.offset))
            var end = mention.offset
            while end < log.count, LogText.isWordByte(log[end]) { end += 1 }
            let text = log.string(lineStart..<log.lineEnd(lineStart)).trimmingCharacters(
                in: .whitespaces.union(CharacterSet(charactersIn: "\"':,")))
            return text == log.string(mention.offset..<end)
        }
        let above = line > 1 ? mention(from: log.lineStart(ofLine: line - 1), before: ownLine).flatMap { standsAlone($0) ? $0 : nil } : nil
        if let mention = mention(from: ownLine, before: start) ?? above {
            lastReactNativeEnd = cursor
            var named = entry(
                at: start, name: mention.name, object: .profileDefault, userInfo: info,
                nameSource: "a React Native keyboard event (\(mention.name)): \(about)")
            named.isTranslated = true
            return named
        }
        lastReactNativeEnd = cursor
        guard let named = namedByFrames(info, pasted: "a React Native keyboard event") else {
            return failure(
                line,
                "a React Native keyboard event with no event name before it and without both frames to tell a show from a hide (log the name with the event: keyboardWillShow, keyboardDidHide, …)"
            )
        }
        var inferred = entry(at: start, name: named.name, object: .profileDefault, userInfo: info, nameSource: "\(named.reason); \(about)")
        inferred.isTranslated = true
        return inferred
    }

    /// A JavaScript object as JSON: as the JavaScript console prints one (`Object {"duration":
    /// 250, "endCoordinates": Object {"height": 301,},}`) or as source code writes one
    /// (`{ duration: 250, easing: 'keyboard', }`). The `Object ` and `Array ` before an opening
    /// brace or bracket are left out, a comma before a closing one too, a bare key is quoted and a
    /// single-quoted string double-quoted; what double-quoted strings hold is kept as it is.
    static func jsonFromJavaScript(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var quotes = QuotedStrings()
        var index = 0
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isKeyByte(_ byte: UInt8) -> Bool { LogText.isWordByte(byte) || byte == UInt8(ascii: "$") }
        /// The last byte written that is not blank.
        func lastWritten() -> UInt8? { out.last { !isBlank($0) } }
        while index < bytes.count {
            let byte = bytes[index]
            if quotes.read(byte) {
                out.append(byte)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                // A comma before the close (and the blanks after it) is left out.
                var back = out.count - 1
                while back >= 0, isBlank(out[back]) { back -= 1 }
                if back >= 0, out[back] == UInt8(ascii: ",") { out.remove(at: back) }
            }
            if byte == UInt8(ascii: "'") {
                // A single-quoted string, double-quoted (a double quote inside it escaped).
                out.append(UInt8(ascii: "\""))
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "'") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        // `\'` needs no escape in JSON; any other escape is kept.
                        if bytes[index + 1] == UInt8(ascii: "'") {
                            out.append(UInt8(ascii: "'"))
                        } else {
                            out += bytes[index...(index + 1)]
                        }
                        index += 2
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "\"") { out.append(UInt8(ascii: "\\")) }
                    out.append(bytes[index])
                    index += 1
                }
                out.append(UInt8(ascii: "\""))
                index += 1
                continue
            }
            if isKeyByte(byte), !(index > 0 && isKeyByte(bytes[index - 1])) {
                var wordEnd = index
                while wordEnd < bytes.count, isKeyByte(bytes[wordEnd]) { wordEnd += 1 }
                let word = bytes[index..<wordEnd]
                var after = wordEnd
                while after < bytes.count, isBlank(bytes[after]) { after += 1 }
                let opens = after < bytes.count && (bytes[after] == UInt8(ascii: "{") || bytes[after] == UInt8(ascii: "["))
                if opens, word.elementsEqual("Object".utf8) || word.elementsEqual("Array".utf8) {
                    // A console's type name before an object or array.
                    index = after
                    continue
                }
                let isKey =
                    after < bytes.count && bytes[after] == UInt8(ascii: ":")
                    && (lastWritten() == UInt8(ascii: "{") || lastWritten() == UInt8(ascii: ","))
                if isKey {
                    out.append(UInt8(ascii: "\""))
                    out += word
                    out.append(UInt8(ascii: "\""))
                } else {
                    out += word
                }
                index = wordEnd
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The end (exclusive) of the balanced `{…}` that opens at `start`, quoted strings (single or
    /// double) respected, read on the log's bytes and at most `limit` of them; nil when it does
    /// not close in time.
    private func objectEnd(from start: Int, limit: Int) -> Int? {
        var depth = 0
        var quotes = QuotedStrings(singleQuotes: true)
        var index = start
        let end = min(log.count, start + limit)
        while index < end {
            let byte = log[index]
            index += 1
            if quotes.read(byte) { continue }
            switch byte {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}

/// Whether the bytes of JSON-like text, read one by one, are inside a quoted string (a
/// backslash escapes the byte after it): what both readers of an event skip over. Double quotes
/// always; single quotes too when asked (JavaScript's strings, for finding an object's end).
private struct QuotedStrings {
    /// The quote that opened the string being read; nil outside one.
    private var quote: UInt8?
    private var escaped = false
    private let singleQuotes: Bool

    init(singleQuotes: Bool = false) { self.singleQuotes = singleQuotes }

    /// Whether the bytes read so far end inside a quoted string.
    var isInside: Bool { quote != nil }

    /// Reads `byte`; true when it belongs to a quoted string, its quotes included.
    mutating func read(_ byte: UInt8) -> Bool {
        if let quote {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == quote {
                self.quote = nil
            }
            return true
        }
        if byte == UInt8(ascii: "\"") || (singleQuotes && byte == UInt8(ascii: "'")) {
            quote = byte
            return true
        }
        return false
    }
}
