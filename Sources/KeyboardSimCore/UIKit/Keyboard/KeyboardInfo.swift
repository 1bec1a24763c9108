import Foundation

/// A keyboard notification's `userInfo`, decoded once into typed values.
///
/// ```swift
/// @objc func keyboardWillShow(_ note: Notification) {
///     guard let info = KeyboardInfo(note) else { return }
///     bottom.constant = info.endFrame.height + 20
///     UIView.animate(withDuration: info.animationDuration, delay: 0,
///                    options: info.animationOptions, animations: { self.view.layoutIfNeeded() })
/// }
/// ```
///
/// Numbers are accepted as `NSNumber` (what UIKit posts) or as Swift numbers; rectangles as
/// `NSValue` holding a `CGRect` or as a `CGRect`. Any curve value is accepted, 7 included.
public struct KeyboardInfo: Hashable, Sendable, CustomStringConvertible {
    /// The keyboard's frame before the change (`UIKeyboardFrameBeginUserInfoKey`).
    public var beginFrame: CGRect
    /// The keyboard's frame after the change (`UIKeyboardFrameEndUserInfoKey`).
    public var endFrame: CGRect
    /// Seconds (`UIKeyboardAnimationDurationUserInfoKey`).
    public var animationDuration: TimeInterval
    /// The curve (`UIKeyboardAnimationCurveUserInfoKey`); 7 on every iOS since 7.
    public var animationCurve: UIView.AnimationCurve
    /// `UIKeyboardIsLocalUserInfoKey`; `nil` when the key is absent (before iOS 9).
    public var isLocal: Bool?

    /// Keyboard information with every value stated.
    public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool?
    ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }

    /// Decodes `notification.userInfo`, or returns `nil` if a key is missing or has the wrong
    /// type. Use `init(validating:)` to learn which.
    public init?(_ notification: Notification) {
        guard let info = try? KeyboardInfo(validating: notification) else { return nil }
        self = info
    }

    /// Decodes `notification.userInfo`, throwing an error that names the missing key or the
    /// wrong type.
    public init(validating notification: Notification) throws(KeyboardInfoError) {
        let name = notification.name.rawValue
        guard let userInfo = notification.userInfo else { throw .missingUserInfo(name: name) }
        beginFrame = try Self.rect(UIResponder.keyboardFrameBeginUserInfoKey, in: userInfo, name: name)
        endFrame = try Self.rect(UIResponder.keyboardFrameEndUserInfoKey, in: userInfo, name: name)
        animationDuration = try Self.number(UIResponder.keyboardAnimationDurationUserInfoKey, in: userInfo, name: name).doubleValue
        animationCurve = UIView.AnimationCurve(
            try Self.number(UIResponder.keyboardAnimationCurveUserInfoKey, in: userInfo, name: name).intValue)
        if userInfo[UIResponder.keyboardIsLocalUserInfoKey] == nil {
            isLocal = nil
        } else {
            isLocal = try Self.number(UIResponder.keyboardIsLocalUserInfoKey, in: userInfo, name: name).boolValue
        }
    }

    /// The curve as animation options: `curve << 16`, the correct conversion.
    public var animationOptions: UIView.AnimationOptions { UIView.AnimationOptions(curve: animationCurve) }

    /// The `userInfo` dictionary UIKit would post for these values, with UIKit's value types.
    /// With `includingDeprecatedKeys`, the center and bounds keys are added too.
    public func userInfo(includingDeprecatedKeys: Bool = false) -> [AnyHashable: Any] {
        // Room for every key at once: growing a dictionary of AnyHashable keys rehashes and
        // compares them again, and comparing two AnyHashable strings costs a dynamic cast.
        var info = [AnyHashable: Any](minimumCapacity: Self.userInfoCapacity)
        info[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(rect: beginFrame)
        info[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(rect: endFrame)
        info[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: animationDuration)
        info[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: UInt(max(0, animationCurve.rawValue)))
        if let isLocal { info[UIResponder.keyboardIsLocalUserInfoKey] = NSNumber(value: isLocal) }
        if includingDeprecatedKeys {
            info[UIResponder.keyboardCenterBeginUserInfoKey] = NSValue(point: CGPoint(x: beginFrame.midX, y: beginFrame.midY))
            info[UIResponder.keyboardCenterEndUserInfoKey] = NSValue(point: CGPoint(x: endFrame.midX, y: endFrame.midY))
            info[UIResponder.keyboardBoundsUserInfoKey] = NSValue(rect: CGRect(origin: .zero, size: endFrame.size))
        }
        return info
    }

    /// The capacity a keyboard notification's userInfo is made with: its eight keys with few
    /// collisions (a lookup that collides compares AnyHashable keys, each a dynamic cast).
    package static let userInfoCapacity = 16

    public var description: String {
        var text =
            "begin \(beginFrame.uiKitDescription) end \(endFrame.uiKitDescription) duration \(formatNumber(animationDuration)) curve \(animationCurve.rawValue)"
        if let isLocal { text += " isLocal \(isLocal)" }
        return text
    }

    /// The keys whose value is a rectangle (`NSValue` holding a `CGRect`), and those holding a
    /// point; the others hold numbers.
    package static let rectKeys = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardBoundsUserInfoKey,
    ]
    package static let pointKeys = [UIResponder.keyboardCenterBeginUserInfoKey, UIResponder.keyboardCenterEndUserInfoKey]

    /// The first of `keys` that `notification.userInfo` lacks or holds with another type than
    /// UIKit documents (a rectangle for frames, a number otherwise); nil when all are there.
    package static func problem(reading keys: [String], in notification: Notification) -> KeyboardInfoError? {
        let name = notification.name.rawValue
        guard let userInfo = notification.userInfo else { return .missingUserInfo(name: name) }
        for key in keys {
            do {
                if rectKeys.contains(key) {
                    _ = try rect(key, in: userInfo, name: name)
                } else {
                    _ = try number(key, in: userInfo, name: name)
                }
            } catch {
                return error
            }
        }
        return nil
    }

    /// The rectangle under `key` when it holds one (`NSValue` or `CGRect`); nil otherwise.
    static func rect(in userInfo: [AnyHashable: Any], _ key: String) -> CGRect? {
        try? rect(key, in: userInfo, name: "")
    }

    /// The number under `key` when it holds an `NSNumber`; nil otherwise.
    static func number(in userInfo: [AnyHashable: Any], _ key: String) -> NSNumber? {
        try? number(key, in: userInfo, name: "")
    }

    static func rect(_ key: String, in userInfo: [AnyHashable: Any], name: String) throws(KeyboardInfoError) -> CGRect {
        guard let value = userInfo[key] else { throw .missingKey(key, name: name) }
        if let rect = value as? CGRect { return rect }  // a CGRect, or an NSValue holding one
        throw .wrongType(key, name: name, expected: "NSValue holding a CGRect", found: Self.typeName(of: value))
    }

    static func number(_ key: String, in userInfo: [AnyHashable: Any], name: String) throws(KeyboardInfoError) -> NSNumber {
        guard let value = userInfo[key] else { throw .missingKey(key, name: name) }
        if value is String || value is NSString {
            throw .wrongType(key, name: name, expected: "NSNumber", found: Self.typeName(of: value))
        }
        if let number = value as? NSNumber { return number }
        throw .wrongType(key, name: name, expected: "NSNumber", found: Self.typeName(of: value))
    }

    private static func typeName(of value: Any) -> String {
        "\(type(of: value)) (\(value))"
    }
}

/// Why a keyboard notification's `userInfo` could not be decoded.
public enum KeyboardInfoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The notification has no `userInfo` at all.
    case missingUserInfo(name: String)
    /// A required key is absent.
    case missingKey(String, name: String)
    /// A key holds a value of the wrong type.
    case wrongType(String, name: String, expected: String, found: String)

    /// What Swift prints when a handler force-unwraps the value (`userInfo![key] as! NSValue`).
    public var trapMessage: String {
        switch self {
        case .missingUserInfo(let name):
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value (\(name) has no userInfo)"
        case .missingKey(let key, let name):
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value (\(name) userInfo has no \(key))"
        case .wrongType(let key, let name, let expected, let found):
            "Could not cast value of \(name) userInfo[\(key)], \(found), to \(expected)"
        }
    }

    public var description: String {
        switch self {
        case .missingUserInfo(let name):
            "\(name) has no userInfo; expected the keyboard's frames, duration and curve"
        case .missingKey(let key, let name):
            "\(name) userInfo has no \(key); a handler that force-unwraps it crashes here"
        case .wrongType(let key, let name, let expected, let found):
            "\(name) userInfo[\(key)] is \(found); expected \(expected)"
        }
    }
}
