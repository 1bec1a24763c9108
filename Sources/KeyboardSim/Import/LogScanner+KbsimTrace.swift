import Foundation

/// The grammar of KeyboardSim's own traces, read back so that a run can be replayed:
///
/// - `kbsim run`'s text: `0.5  post #3 UIKeyboardWillShowNotification object=UIScreen {…}`
///   (the userInfo in the Objective-C dictionary syntax) and
///   `0  screen portrait 375×667, safe area 20,0,0,0`;
/// - its JSON Lines (`--format json`): `"kind": "notification"` and `"kind": "screen"` records,
///   read with the JSON reader (`LocatedJSONParser`) and their values by the spelling
///   `UserInfoValue.jsonValue` writes.
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
              UIInterfaceOrientation(rawValue: parts[parts.count - 3]) != nil else { return nil }
        let version = parts[parts.count - 2].dropFirst("iOS ".count).prefix { $0 != " " }
        return TracedRun(device: parts[..<(parts.count - 3)].joined(separator: ", "), systemVersion: String(version))
    }

    /// A `kbsim run` text line `0.5  screen portrait 375×667, safe area 20,0,0,0`.
    func kbsimScreenLine(_ start: Int) -> TracedScreen? {
        let words = log.string(start..<log.lineEnd(start)).split(separator: " ")
        guard words.count >= 4, words[1] == "screen", let time = Double(words[0]),
              let orientation = UIInterfaceOrientation(rawValue: String(words[2])) else { return nil }
        let dimensions = words[3].trimmingCharacters(in: CharacterSet(charactersIn: ",")).split(separator: "×").compactMap { Double($0) }
        guard dimensions.count == 2 else { return nil }
        return TracedScreen(offset: start, orientation: orientation, size: CGSize(width: dimensions[0], height: dimensions[1]), time: time)
    }

    // MARK: JSON Lines

    /// A JSON Lines record on `start..<end`: a keyboard notification becomes an entry, a screen
    /// record is kept in `screens`, anything else (or a line that is not JSON) is passed over.
    mutating func jsonLinesEntry(_ start: Int, _ end: Int) -> Entry? {
        let line = log.lineNumber(start)
        guard let root = try? LocatedJSONParser.parse(log.string(start..<end)), case .object(let members) = root.value else { return nil }
        func member(_ key: String) -> LocatedJSON.Value? { members.first { $0.key == key }?.value.value }
        if case .string("screen")? = member("kind"), case .string(let name)? = member("orientation"),
           let orientation = UIInterfaceOrientation(rawValue: name), case .array(let size)? = member("size"), size.count == 2,
           case .number(let width) = size[0].value, case .number(let height) = size[1].value, case .number(let time)? = member("t") {
            style = .kbsimTrace
            screens.append(TracedScreen(offset: start, orientation: orientation, size: CGSize(width: width, height: height), time: time))
            return nil
        }
        if case .string("run")? = member("kind"), case .string(let device)? = member("device") {
            switch member("ios") {
            case .number(let version)?: tracedRun = TracedRun(device: device, systemVersion: formatNumber(version))
            case .string(let version)?: tracedRun = TracedRun(device: device, systemVersion: version)
            default: break
            }
            return nil
        }
        guard case .string("notification")? = member("kind") else { return nil }
        style = .kbsimTrace
        guard case .string(let name)? = member("name"), name.hasPrefix("UIKeyboard") else { return nil }
        guard LoggedNotification.names.contains(name) else { return failure(line, "\(name) is not a keyboard notification") }
        var userInfo: [(String, UserInfoValue)] = []
        if case .object(let info)? = member("userInfo") {
            for (key, node) in info {
                switch Self.tracedValue(node, key: key) {
                case .success(let value): userInfo.append((key, value))
                case .failure(let error): return failure(line, error.message)
                }
            }
        }
        let object: LoggedNotification.Object = if case .string("UIScreen")? = member("object") { .screen } else { .none }
        var result = entry(at: start, name: name, object: object, userInfo: userInfo, nameSource: nil)
        if case .number(let time)? = member("t") { result.time = time }
        return result
    }

    /// A userInfo value of a JSON Lines record, by its key's documented type as a printed value
    /// is (`PrintedValue`): `[x, y, width, height]` a rectangle, `[x, y]` a point, numbers and
    /// Booleans as themselves (a curve a whole number, `UIKeyboardIsLocalUserInfoKey` also 1 or
    /// 0), and a string as the printed value it is (a value the trace could only describe).
    /// Numbers count to the 6 decimals a trace writes.
    /// A key UIKit does not document takes any of these, or the JSON text of anything else.
    static func tracedValue(_ node: LocatedJSON, key: String) -> Result<UserInfoValue, PrintedValue.Unreadable> {
        if case .string(let text) = node.value { return PrintedValue.interpret(text, key: key) }
        /// A number at the precision a trace writes (`JSONValue.number`: 6 decimals).
        func written(_ number: Double) -> Double { (number * 1_000_000).rounded() / 1_000_000 }
        let shaped: UserInfoValue? = switch node.value {
        case .number(let number): .number(written(number))
        case .bool(let flag): .bool(flag)
        case .array(let items):
            switch items.compactMap({ if case .number(let number) = $0.value { written(number) } else { nil } }) {
            case let numbers where numbers.count != items.count: nil
            case let v where v.count == 4: .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case let v where v.count == 2: .point(CGPoint(x: v[0], y: v[1]))
            default: nil
            }
        default: nil
        }
        guard let type = PrintedValue.DocumentedType(key: key) else { return .success(shaped ?? .string(node.jsonValue.compact)) }
        let value: UserInfoValue? = switch (type, shaped) {
        case (.rect, .rect?), (.point, .point?): shaped
        case (.duration, .number(let duration)?) where duration >= 0: shaped
        case (.curve, .number(let curve)?) where curve >= 0: Int(exactly: curve).map(UserInfoValue.integer)
        case (.flag, .bool?): shaped
        case (.flag, .number(let flag)?) where flag == 0 || flag == 1: .bool(flag == 1)
        default: nil
        }
        guard let value else { return .failure(PrintedValue.Unreadable(key: key, shown: node.jsonValue.compact, expected: type)) }
        return .success(value)
    }
}
