import Foundation
import KeyboardSim

/// The grammar of KeyboardSim's own traces, read back so that a run can be replayed:
///
/// - `kbsim run`'s text: `0.5  post #3 UIKeyboardWillShowNotification object=UIScreen {…}`
///   (the userInfo in the Objective-C dictionary syntax) and
///   `0  screen portrait 375×667, safe area 20,0,0,0`;
/// - its JSON Lines (`--format json`), read by the judge's reader (`TraceReport.linedTraces`):
///   the run header, `"kind": "screen"` and `"kind": "notification"` records.
///
/// Either makes the log a kbsim trace (`Style.kbsimTrace`): its times are the replay's.
extension LogScanner {
    // MARK: Text

    /// The rest of a `post #3 UIKeyboard…Notification` line: `object=UIScreen` when the post
    /// had one, then the userInfo `{…}`.
    mutating func kbsimTextEntry(_ name: String, start: Int, cursor: inout Int) -> Entry? {
        style = .kbsimTrace
        log.skipBlanks(&cursor, newlines: false)
        var object = LoggedNotification.Object.none
        if log.has("object=", at: cursor) {
            cursor += "object=".count
            let word = log.readWhile(&cursor) { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
            object = word == "UIScreen" ? .screen : .none
            log.skipBlanks(&cursor, newlines: false)
        }
        guard cursor < log.count, log[cursor] == UInt8(ascii: "{"), let userInfo = dictionary(&cursor, .objc) else {
            return failure(log.lineNumber(start), "expected the userInfo {…} after the name")
        }
        return entry(at: start, name: name, object: object, userInfo: userInfo, nameSource: nil)
    }

    /// A `kbsim run` text header `Scenarios/x.json — iPhone SE (3rd generation), portrait, iOS 17,
    /// technique bottom-constant`: the device's name and the iOS version.
    func kbsimRunLine(_ start: Int) -> TracedRun? {
        let text = log.string(start..<log.lineEnd(start))
        guard let dash = text.range(of: " — "), text.contains(", technique ") else { return nil }
        let parts = text[dash.upperBound...].components(separatedBy: ", ")
        guard parts.count >= 4, parts[parts.count - 1].hasPrefix("technique "), parts[parts.count - 2].hasPrefix("iOS "),
            UIInterfaceOrientation(rawValue: parts[parts.count - 3]) != nil
        else { return nil }
        let version = parts[parts.count - 2].dropFirst("iOS ".count).prefix { $0 != " " }
        return TracedRun(device: parts[..<(parts.count - 3)].joined(separator: ", "), systemVersion: String(version))
    }

    /// A `kbsim run` text line `0.3  window {{60, 200}, {700, 720}} on the screen`: the frame and
    /// the time.
    func kbsimWindowLine(_ start: Int) -> (offset: Int, frame: CGRect, time: Double)? {
        let text = log.string(start..<log.lineEnd(start))
        let words = text.split(separator: " ")
        guard words.count >= 3, words[1] == "window", text.hasSuffix(" on the screen"), let time = Double(words[0]),
            let open = text.range(of: "{{"), let close = text.range(of: "}}", range: open.upperBound..<text.endIndex)
        else { return nil }
        let numbers = text[open.upperBound..<close.lowerBound].components(separatedBy: CharacterSet(charactersIn: "{}, "))
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (start, CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), time)
    }

    /// A `kbsim run` text line `0.5  screen portrait 375×667, safe area 20,0,0,0`.
    func kbsimScreenLine(_ start: Int) -> TracedScreen? {
        let words = log.string(start..<log.lineEnd(start)).split(separator: " ")
        guard words.count >= 4, words[1] == "screen", let time = Double(words[0]),
            let orientation = UIInterfaceOrientation(rawValue: String(words[2]))
        else { return nil }
        let dimensions = words[3].trimmingCharacters(in: CharacterSet(charactersIn: ",")).split(separator: "×").compactMap { Double($0) }
        guard dimensions.count == 2 else { return nil }
        return TracedScreen(offset: start, orientation: orientation, size: CGSize(width: dimensions[0], height: dimensions[1]), time: time)
    }

    // MARK: JSON Lines

    /// The keyboard notifications of a JSON Lines trace (`kbsim run --format json`) as read by
    /// the judge's reader (`TraceReport.linedTraces`): the run header and screen records are
    /// kept (`tracedRun`, `screens`), other notifications passed over, and a value that is not
    /// what its key holds is a problem on its line. Offsets are line numbers: they order the
    /// posts and the screens.
    mutating func traceEntries(_ records: [TraceReport.LinedRecord]) -> [Entry] {
        style = .kbsimTrace
        var entries: [Entry] = []
        for lined in records {
            let line = lined.line
            switch lined.record.event {
            case .run(let header):
                tracedRun = TracedRun(device: header.deviceID, systemVersion: String(header.iosVersion))
            case .screen(let name, let size, _):
                guard let orientation = UIInterfaceOrientation(rawValue: name) else {
                    _ = failure(line, "\"\(name)\" is not an orientation")
                    continue
                }
                screens.append(TracedScreen(offset: line, orientation: orientation, size: size, time: lined.record.time.seconds))
            case .window(let frame):
                windows.append((line, frame, lined.record.time.seconds))
            case .notification(_, let name, let object, let info) where name.hasPrefix("UIKeyboard"):
                guard LoggedNotification.names.contains(name) else {
                    _ = failure(line, "\(name) is not a keyboard notification")
                    continue
                }
                var userInfo: [(String, UserInfoValue)] = []
                var unreadable: String?
                for (key, value) in info.entries {
                    switch Self.tracedValue(value, key: key) {
                    case .success(let read): userInfo.append((key, read))
                    case .failure(let error): unreadable = unreadable ?? error.message
                    }
                }
                if let unreadable {
                    _ = failure(line, unreadable)
                    continue
                }
                // An entry as any grammar makes one, timed by the record; ordered by line, as
                // the screens are.
                var read = entry(
                    at: log.lineStart(ofLine: line), name: name, object: object == "UIScreen" ? .screen : .none,
                    userInfo: userInfo, nameSource: nil)
                read.offset = line
                read.time = lined.record.time.seconds
                entries.append(read)
            default: break
            }
        }
        return entries
    }

    /// A userInfo value of a JSON Lines record, read by its shape (`TraceReport`), as its key's
    /// documented type, as a printed value is (`PrintedValue`): a curve a whole number,
    /// `UIKeyboardIsLocalUserInfoKey` also 1 or 0, a duration not negative, and a string as the
    /// printed value it is (a value the trace could only describe). Numbers count to the 6
    /// decimals a trace writes. A key UIKit does not document takes any value.
    static func tracedValue(_ shaped: UserInfoValue, key: String) -> Result<UserInfoValue, PrintedValue.Unreadable> {
        /// A number at the precision a trace writes (`JSONValue.number`: 6 decimals).
        func written(_ number: Double) -> Double { (number * 1_000_000).rounded() / 1_000_000 }
        if case .string(let text) = shaped { return PrintedValue.interpret(text, key: key) }
        let read: UserInfoValue =
            switch shaped {
            case .number(let number): .number(written(number))
            case .integer(let integer): .number(Double(integer))
            case .rect(let r):
                .rect(CGRect(x: written(r.origin.x), y: written(r.origin.y), width: written(r.width), height: written(r.height)))
            case .point(let p): .point(CGPoint(x: written(p.x), y: written(p.y)))
            case .other(let json): .string(json)
            case .bool, .string: shaped
            }
        guard let type = PrintedValue.DocumentedType(key: key) else { return .success(read) }
        let value: UserInfoValue? =
            switch (type, read) {
            case (.rect, .rect), (.point, .point): read
            case (.duration, .number(let duration)) where duration >= 0: read
            case (.curve, .number(let curve)) where curve >= 0: Int(exactly: curve).map(UserInfoValue.integer)
            case (.flag, .bool): read
            case (.flag, .number(let flag)) where flag == 0 || flag == 1: .bool(flag == 1)
            default: nil
            }
        let shown = if case .other(let json) = shaped { json } else { shaped.jsonValue.compact }
        guard let value else { return .failure(PrintedValue.Unreadable(key: key, shown: shown, expected: type)) }
        return .success(value)
    }
}
