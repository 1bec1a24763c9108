import Foundation

/// A keyboard notification exactly as a device printed it: a scenario's `post` step, posted
/// through the bus with UIKit's value types and nothing added — a key the log lacks stays
/// missing, so a handler that force-unwraps it is seen to fail.
///
/// ```json
/// {"at": 1.0, "do": "post", "name": "UIKeyboardWillShowNotification",
///  "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "UIKeyboardAnimationCurveUserInfoKey": 7}}
/// ```
package struct LoggedNotification: Sendable, Hashable {
    /// The notification's `object`: what the scenario's iOS version posts (the `UIScreen` from
    /// iOS 16.1, nil before), the screen, or nil.
    package typealias Object = Simulation.PostedObject

    /// The notification's name, as logged (`UIKeyboardWillShowNotification`).
    package var name: String
    /// The notification's object: the screen, none, or what the profile posts.
    package var object: Object
    /// The `userInfo`, keys in the logged order, values typed.
    package var userInfo: OrderedUserInfo

    /// A notification to post as `name` with `object` and `userInfo`.
    package init(name: String, object: Object = .profileDefault, userInfo: OrderedUserInfo) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    /// The six keyboard notifications a `post` step may name.
    package static let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ].map(\.rawValue)

    /// The `userInfo` as UIKit posts it: `NSValue` for rectangles and points, `NSNumber` for
    /// numbers (the curve unsigned) and Booleans, strings as strings.
    package func userInfoDictionary() -> [AnyHashable: Any] {
        var dictionary = [AnyHashable: Any](minimumCapacity: max(KeyboardInfo.userInfoCapacity, 2 * userInfo.entries.count))
        for (key, value) in userInfo.entries { dictionary[key] = Self.foundationValue(value) }
        return dictionary
    }

    /// A value as UIKit posts it: `NSValue` for rectangles and points, `NSNumber` for numbers
    /// (unsigned when not negative) and Booleans, strings as strings.
    private static func foundationValue(_ value: UserInfoValue) -> Any {
        switch value {
        case .rect(let rect): NSValue(rect: rect)
        case .point(let point): NSValue(point: point)
        case .number(let number): NSNumber(value: number)
        case .integer(let integer): integer >= 0 ? NSNumber(value: UInt(integer)) : NSNumber(value: integer)
        case .bool(let flag): NSNumber(value: flag)
        case .string(let text), .other(let text): text
        }
    }

    /// What the keyboard reads from `userInfoDictionary()` (its frames, duration and curve),
    /// from the typed entries: a frame is there when its entry is a rectangle, a number when
    /// its entry is one (`NSNumber`'s `doubleValue` and `intValue`, as the posted value answers).
    func postedValues() -> Simulation.PostedKeyboardValues {
        var values = Simulation.PostedKeyboardValues(beginFrame: nil, endFrame: nil, duration: nil, curve: nil)
        for (key, value) in userInfo.entries {
            switch key {
            case UIResponder.keyboardFrameBeginUserInfoKey: if case .rect(let rect) = value { values.beginFrame = rect }
            case UIResponder.keyboardFrameEndUserInfoKey: if case .rect(let rect) = value { values.endFrame = rect }
            case UIResponder.keyboardAnimationDurationUserInfoKey: values.duration = (Self.foundationValue(value) as? NSNumber)?.doubleValue
            case UIResponder.keyboardAnimationCurveUserInfoKey: values.curve = (Self.foundationValue(value) as? NSNumber)?.intValue
            default: break
            }
        }
        return values
    }
}

extension LoggedNotification {
    /// Reads a `post` step's members (`name`, `object`, `userInfo`).
    static func decode(_ reader: Reader, _ members: Reader.Members, _ path: String) throws(ScenarioError) -> LoggedNotification {
        let name = try reader.enumeration(try members.required("name"), "\(path).name", names, what: "keyboard notification")
        var object = Object.profileDefault
        if let node = members.optional("object") {
            if case .null = node.value {
                object = .none
            } else {
                _ = try reader.enumeration(node, "\(path).object", ["UIScreen"], what: "object (\"UIScreen\" or null)")
                object = .screen
            }
        }
        var entries: [(key: String, value: UserInfoValue)] = []
        if let node = members.optional("userInfo") {
            let info = try reader.object(node, "\(path).userInfo", keys: nil)
            for (key, valueNode) in info.ordered {
                if case .null = valueNode.value { continue }
                entries.append((key, try userInfoValue(reader, valueNode, key: key, "\(path).userInfo.\(key)")))
            }
        }
        // The trace's order (UIKit's keys first), whatever order the file used.
        let ordered = OrderedUserInfo(entries: entries).canonicallyOrdered
        return LoggedNotification(name: name, object: object, userInfo: ordered)
    }

    /// A value by its key's documented type; any type for keys UIKit does not document.
    private static func userInfoValue(_ reader: Reader, _ node: LocatedJSON, key: String, _ path: String) throws(ScenarioError)
        -> UserInfoValue
    {
        func numbers(_ count: Int, _ what: String) throws(ScenarioError) -> [Double] {
            guard case .array(let items) = node.value, items.count == count else {
                throw reader.error(node, path, "expected \(what), found \(node.kindName)")
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                values.append(try reader.number(item, "\(path)[\(index)]", range: -100_000...100_000))
            }
            return values
        }
        func rect() throws(ScenarioError) -> UserInfoValue {
            let v = try numbers(4, "a rectangle [x, y, width, height]")
            return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
        func point() throws(ScenarioError) -> UserInfoValue {
            let v = try numbers(2, "a point [x, y]")
            return .point(CGPoint(x: v[0], y: v[1]))
        }
        switch key {
        case _ where KeyboardInfo.rectKeys.contains(key):
            return try rect()
        case _ where KeyboardInfo.pointKeys.contains(key):
            return try point()
        case UIResponder.keyboardAnimationDurationUserInfoKey:
            return .number(try reader.number(node, path, range: 0...60))
        case UIResponder.keyboardAnimationCurveUserInfoKey:
            let curve = try reader.number(node, path, range: 0...65535)
            guard curve == curve.rounded() else {
                throw reader.error(node, path, "expected a whole number (the curve), found \(formatNumber(curve, decimals: 6))")
            }
            return .integer(Int(curve))
        case UIResponder.keyboardIsLocalUserInfoKey:
            return .bool(try reader.bool(node, path))
        default:
            switch node.value {
            case .number(let number): return .number(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            case .array(let items) where items.count == 4: return try rect()
            case .array(let items) where items.count == 2: return try point()
            default:
                throw reader.error(
                    node, path, "expected a number, true or false, a string, [x, y] or [x, y, width, height], found \(node.kindName)")
            }
        }
    }
}
