import Foundation

extension UserInfoValue {
    /// The value as JSON, the one spelling that JSON Lines traces and scenario `post` steps
    /// share: rectangles `[x, y, width, height]`, points `[x, y]`, numbers, Booleans, and
    /// strings (a value of another type by its description).
    ///
    ///     UserInfoValue.rect(CGRect(x: 0, y: 407, width: 375, height: 260)).jsonValue.compact   // [0, 407, 375, 260]
    package var jsonValue: JSONValue {
        switch self {
        case .rect(let rect): .rect(rect)
        case .point(let point): .point(point)
        case .number(let number): .number(number)
        case .integer(let integer): .integer(integer)
        case .bool(let flag): .bool(flag)
        case .string(let text), .other(let text): .string(text)
        }
    }
}
