import Foundation
import KeyboardSim

/// A `userInfo` value as a log prints it, read by its key's documented type:
/// `NSRect: {{x, y}, {w, h}}` (quoted or not, kbsim's bare `{{x, y}, {w, h}}`, or Swift's
/// `(x, y, w, h)`), `NSPoint: {x, y}`, numbers quoted or bare, Booleans as 1/0, true/false or
/// YES/NO. Keys UIKit does not document take whatever the text reads as, or the text itself.
///
///     PrintedValue.interpret("\"NSRect: {{0, 407}, {375, 260}}\"", key: UIResponder.keyboardFrameEndUserInfoKey)
///     // .success(.rect(CGRect(x: 0, y: 407, width: 375, height: 260)))
enum PrintedValue {
    /// A printed value that is not what its key holds.
    struct Unreadable: Error {
        var message: String

        /// "`key` = `shown`: expected …", saying what the key's documented type looks like.
        init(key: String, shown: String, expected type: DocumentedType) {
            message = "\(key) = \(shown): expected \(type.expected)"
        }
    }

    /// What UIKit documents a `userInfo` key to hold.
    enum DocumentedType {
        case rect, point, duration, curve, flag

        /// Nil for a key UIKit does not document.
        init?(key: String) {
            if KeyboardInfo.rectKeys.contains(key) {
                self = .rect
            } else if KeyboardInfo.pointKeys.contains(key) {
                self = .point
            } else {
                switch key {
                case UIResponder.keyboardAnimationDurationUserInfoKey: self = .duration
                case UIResponder.keyboardAnimationCurveUserInfoKey: self = .curve
                case UIResponder.keyboardIsLocalUserInfoKey: self = .flag
                default: return nil
                }
            }
        }

        /// How a value of the type is printed, for messages.
        var expected: String {
            switch self {
            case .rect: "NSRect: {{x, y}, {width, height}}"
            case .point: "NSPoint: {x, y}"
            case .duration: "a duration in seconds"
            case .curve: "a curve (a whole number)"
            case .flag: "1 or 0 (a Boolean)"
            }
        }
    }

    /// The value `printed` shows for `key`.
    static func interpret(_ printed: String, key: String) -> Result<UserInfoValue, Unreadable> {
        let shown = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        var text = shown
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst("Optional(".count).dropLast()) }
        guard let type = DocumentedType(key: key) else {
            if let rect = rect(text) { return .success(.rect(rect)) }
            if let point = point(text) { return .success(.point(point)) }
            if let number = Double(text) { return .success(.number(number)) }
            if let flag = bool(text) { return .success(.bool(flag)) }
            return .success(.string(text))
        }
        let value: UserInfoValue? =
            switch type {
            case .rect: rect(text).map(UserInfoValue.rect)
            case .point: point(text).map(UserInfoValue.point)
            case .duration: Double(text).flatMap { $0 >= 0 ? .number($0) : nil }
            case .curve: Int(text).flatMap { $0 >= 0 ? .integer($0) : nil }
            case .flag: bool(text).map(UserInfoValue.bool)
            }
        guard let value else { return .failure(Unreadable(key: key, shown: shown, expected: type)) }
        return .success(value)
    }

    /// A value followed by a remark in the same printed value (`7 (the curve)`,
    /// `"0.25" // why?`): the value of the longest start that ends before a blank and reads as
    /// what `key` holds, and the remark after it. Nil when no start reads, and for a value
    /// over more than one line or longer than a line of a dictionary
    /// (`longestValueWithRemark`): a runaway value is unreadable, not remarked on.
    static func interpretBeforeRemark(_ printed: String, key: String) -> (UserInfoValue, String)? {
        let text = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.utf8.count <= longestValueWithRemark, !text.contains("\n") else { return nil }
        let blanks = text.indices.filter { text[$0] == " " || text[$0] == "\t" }
        for split in blanks.reversed() {
            let remark = text[split...].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !remark.isEmpty, case .success(let value) = interpret(String(text[..<split]), key: key) else { continue }
            return (value, remark)
        }
        return nil
    }

    static let longestValueWithRemark = 200

    /// `{{x, y}, {w, h}}` or `(x, y, w, h)`, after `NSRect:` or `CGRect:` when printed with one.
    static func rect(_ text: String) -> CGRect? {
        var body = Substring(text)
        for prefix in ["NSRect:", "CGRect:"] where body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        body = body.drop { $0 == " " }
        let shaped = (body.hasPrefix("{{") && body.hasSuffix("}}")) || (body.hasPrefix("(") && body.hasSuffix(")"))
        guard shaped, let numbers = numbers(body), numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `{x, y}` or `(x, y)`, after `NSPoint:` or `CGPoint:` when printed with one.
    static func point(_ text: String) -> CGPoint? {
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

    /// 1/0, true/false, YES/NO.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "1", "true", "YES": true
        case "0", "false", "NO": false
        default: nil
        }
    }

    /// The size in `bounds = {{0, 0}, {375, 667}}` of a printed UIScreen.
    static func screenSize(inDescription description: String) -> CGSize? {
        guard description.contains("UIScreen"), let range = description.range(of: "bounds = ") else { return nil }
        let rest = description[range.upperBound...]
        guard let end = rest.range(of: "}}") else { return nil }
        return rect(String(rest[..<end.upperBound]))?.size
    }
}
