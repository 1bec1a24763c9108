import Foundation
import KeyboardSim

/// Finds the keyboard notifications in a log, whatever printed them (see `LogImporter`), in one
/// pass over its bytes (`LogText`). At each place it tries the grammars in turn:
///
/// - a kbsim text trace's run and screen lines, at a line's start (`LogScanner+KbsimTrace.swift`;
///   a JSON Lines trace is read record by record instead, `traceEntries`);
/// - a keyboard notification's name: a printed notification when the name follows `name = `,
///   `name: `, `rawValue: ` or kbsim's `post #3 ` (`LogScanner+Notification.swift`), otherwise
///   a mention that a userInfo printed on its own takes its name from;
/// - a `{` or `[` that opens a userInfo dictionary (`LogScanner+Dictionary.swift`).
///
/// What the grammars find becomes an `Entry`; what looks like a keyboard notification but cannot
/// be read becomes a problem with its line. Values are read by `PrintedValue`, times by
/// `LogTimestamp`.
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
        /// Whether the userInfo was translated from another shape (a React Native event), whose
        /// missing keys say nothing about what iOS posted.
        var isTranslated = false
    }

    /// A screen record of a kbsim trace.
    struct TracedScreen {
        var offset: Int
        var orientation: UIInterfaceOrientation
        var size: CGSize
        var time: Double
    }

    /// What a kbsim trace's run header says was replayed.
    struct TracedRun {
        /// The device's id or name.
        var device: String
        /// The iOS version (`17`).
        var systemVersion: String
    }

    let log: LogText
    var problems: [LogImportError.Problem] = []
    /// Why the last userInfo could not be read, when there is more to say than that.
    var userInfoProblem: String?
    /// The screen's size when a `UIScreen` was printed with a notification.
    var screenSize: CGSize?
    var style = Style.deviceLog
    /// The screen records of a kbsim trace: the first is the replay's screen, later ones are
    /// rotations.
    var screens: [TracedScreen] = []
    /// The window records of a kbsim trace (Stage Manager): line, frame and time.
    var windows: [(offset: Int, frame: CGRect, time: Double)] = []
    /// A kbsim trace's run header.
    var tracedRun: TracedRun?
    /// Mentions of a keyboard notification's name (selector names, labels): offset and name.
    var mentions: [(offset: Int, name: String)] = []
    /// `KeyboardRecorder`'s device records: the first describes the device, later ones a screen
    /// that changed (a rotation).
    var recordedDevices: [RecordedDevice] = []
    /// Dictionaries a paste cut after an entry and its separator, before their close: the line
    /// each opens on, the line of its last entry and how many entries were read.
    var unclosedDictionaries: [(line: Int, lastLine: Int, entries: Int)] = []
    /// Remarks written after a value in a dictionary (`= "0.25"; // why?`), ignored: line and text.
    var remarks: [(line: Int, text: String)] = []
    /// Printed frames left out of a paste read by its frames (`LogScanner+FramePrints.swift`):
    /// line and why.
    var skippedFrames: [(line: Int, reason: String)] = []
    /// The bytes read looking for `endCoordinates` in objects whose first member is no event key.
    var reactNativeProbedBytes = 0
    /// Where the last React Native keyboard event read ended: a name before it belongs to it.
    var lastReactNativeEnd = 0
    /// React Native events that never closed within their bound: after `LogScanner.unclosedLimit`
    /// of them no more are looked for, so a log of unbalanced braces costs what its length does.
    var unclosedReactNativeEvents = 0

    init(text: String) {
        log = LogText(text)
    }

    var lineCount: Int { log.lineCount }

    // MARK: The pass

    mutating func scan() -> [Entry] {
        var entries: [Entry] = []
        var index = 0
        while index < log.count {
            let byte = log[index]
            if log.isLineStart(index), let screen = kbsimScreenLine(index) {
                screens.append(screen)
                index = log.lineEnd(index)
            } else if log.isLineStart(index), let window = kbsimWindowLine(index) {
                windows.append(window)
                index = log.lineEnd(index)
            } else if log.isLineStart(index), tracedRun == nil, let run = kbsimRunLine(index) {
                tracedRun = run
                index = log.lineEnd(index)
            } else if byte == UInt8(ascii: "["), log.has(Self.recorderMarker, at: index) {
                var cursor = index
                if let device = recorderLine(&cursor) { recordedDevices.append(device) }
                index = max(cursor, index + 1)
            } else if byte == UInt8(ascii: "K") || byte == UInt8(ascii: "k"), let (name, length) = keyboardName(at: index) {
                mentions.append((index, name))
                let tokenStart = index >= 2 && log.has("UI", at: index - 2) ? index - 2 : index
                let nameEnd = index + length + "Notification".count
                if tokenStart != index, log.has("Notification", at: index + length),
                    let kind = namedContext(before: tokenStart)
                        ?? (beginsCutDescription(tokenStart, nameEnd: nameEnd) ? .cutDescription : nil)
                {
                    var cursor = nameEnd
                    let entry =
                        switch kind {
                        case .description: describedEntry(name, start: tokenStart, cursor: &cursor)
                        case .cutDescription:
                            describedEntry(name, start: tokenStart, cursor: &cursor).map { entry in
                                var entry = entry
                                entry.nameSource =
                                    "the paste begins inside a printed notification, at its name (no NSConcreteNotification … {name = before it); read from there"
                                return entry
                            }
                        case .kbsimText: kbsimTextEntry(name, start: tokenStart, cursor: &cursor)
                        }
                    if let entry { entries.append(entry) }
                    index = max(cursor, index + 1)
                } else {
                    var cursor = index + length
                    let nameEnd = log.has("Notification", at: cursor) ? cursor + "Notification".count : cursor
                    if let entry = cgRectPrintEntry(name, start: tokenStart, nameEnd: nameEnd, cursor: &cursor) { entries.append(entry) }
                    index = max(cursor, index + length)
                }
            } else if byte == UInt8(ascii: "{"), startsReactNativeEvent(at: index) {
                var cursor = index
                if let entry = reactNativeEntry(&cursor) { entries.append(entry) }
                index = max(cursor, index + 1)
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

    // MARK: Names

    /// `Keyboard(Will|Did)(Show|Hide|ChangeFrame)` at `index` (capital or small k): the
    /// notification's full name and the length matched.
    private func keyboardName(at index: Int) -> (String, Int)? {
        guard log.has("eyboard", at: index + 1) else { return nil }
        var cursor = index + "Keyboard".count
        let when = ["Will", "Did"].first { log.has($0, at: cursor) }
        guard let when else { return nil }
        cursor += when.count
        guard let what = ["Show", "Hide", "ChangeFrame"].first(where: { log.has($0, at: cursor) }) else { return nil }
        cursor += what.count
        return ("UIKeyboard\(when)\(what)Notification", cursor - index)
    }

    /// Which grammar prints a notification's name this way.
    private enum NamedKind { case description, cutDescription, kbsimText }

    /// Whether the name token at `start` (ending at `nameEnd`) begins a notification description
    /// whose head was not pasted: the first thing on its line, followed by `;` or `,` and the
    /// `object` or `userInfo` field (`UIKeyboardWillChangeFrameNotification; userInfo = {`).
    private func beginsCutDescription(_ start: Int, nameEnd: Int) -> Bool {
        var before = start - 1
        while before >= 0, log[before] == UInt8(ascii: " ") || log[before] == UInt8(ascii: "\t") { before -= 1 }
        guard before < 0 || log[before] == UInt8(ascii: "\n") else { return false }
        var cursor = nameEnd
        log.skipBlanks(&cursor, newlines: false)
        guard cursor < log.count, log[cursor] == UInt8(ascii: ";") || log[cursor] == UInt8(ascii: ",") else { return false }
        cursor += 1
        log.skipBlanks(&cursor, newlines: true)
        var probe = cursor
        return log.field("object", &probe) || log.field("userInfo", &probe)
    }

    /// Whether the name at `start` is a printed notification's: after `name = `, `name: `,
    /// `_rawValue: `, `rawValue: "` (a description), or kbsim's `post #12 `.
    private func namedContext(before start: Int) -> NamedKind? {
        var cursor = start - 1
        while cursor >= 0, log[cursor] == UInt8(ascii: " ") { cursor -= 1 }
        if cursor >= 0, log[cursor] == UInt8(ascii: "\"") { cursor -= 1 }
        guard cursor >= 0 else { return nil }
        if log[cursor] == UInt8(ascii: "=") || log[cursor] == UInt8(ascii: ":") {
            var end = cursor - 1
            while end >= 0, log[end] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin >= 0, LogText.isWordByte(log[begin]) { begin -= 1 }
            let word = log.string((begin + 1)..<(max(begin + 1, end) + 1))
            return ["name", "_rawValue", "rawValue"].contains(word) ? .description : nil
        }
        var begin = cursor
        while begin >= 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(log[begin]) { begin -= 1 }
        if begin < cursor, begin >= 5, log.has("post #", at: begin - 5) { return .kbsimText }
        return nil
    }

    // MARK: Entries

    /// An entry for the notification whose text starts at `start`, timed by its line's timestamp.
    func entry(at start: Int, name: String, object: LoggedNotification.Object, userInfo: [(String, UserInfoValue)], nameSource: String?)
        -> Entry
    {
        let line = log.lineNumber(start)
        let notification = LoggedNotification(
            name: name, object: object,
            userInfo: OrderedUserInfo(entries: userInfo.map { (key: $0.0, value: $0.1) }).canonicallyOrdered)
        let text = log.lineText(line)
        return Entry(
            offset: start, line: line, text: text,
            time: Self.recorderTime(text) ?? LogTimestamp.seconds(text, kbsimTrace: style == .kbsimTrace),
            notification: notification, nameSource: nameSource)
    }

    /// Records a problem on `line`; nil, for the entry that could not be read.
    /// The text of `line` for a message: whole up to 300 characters; a longer one (a runaway
    /// userInfo) is cut.
    func quotedLine(_ line: Int) -> String {
        let text = log.lineText(line)
        return text.count > 300 ? "\(text.prefix(300))… (\(text.count) characters)" : text
    }

    mutating func failure(_ line: Int, _ message: String) -> Entry? {
        problems.append(LogImportError.Problem(line: line, text: quotedLine(line), message: message))
        return nil
    }
}
