import Foundation

/// A place in a JSON text (a scenario file): 1-based line and column.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, in characters from 1.
    public var column: Int
    public var description: String { "\(line):\(column)" }

    /// The position at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A JSON value with the position it starts at, so that every error can say where it is: what
/// `LocatedJSONParser` reads. `JSONValue` is the writing side.
package struct LocatedJSON: Sendable {
    /// A JSON value whose members each remember where they were read.
    package indirect enum Value: Sendable {
        /// An object, members in the file's order.
        case object([(key: String, value: LocatedJSON)])
        /// An array.
        case array([LocatedJSON])
        /// A string.
        case string(String)
        /// A number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    package var value: Value
    /// Where it starts in the file.
    package var position: SourcePosition

    /// What the value is, for "expected … but found …" messages.
    package var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "the string \"\(text)\""
        case .number(let number): "the number \(formatNumber(number, decimals: 6))"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// The value without its positions, ready to be written again (`JSONValue.compact`);
    /// numbers stay measurements.
    package var jsonValue: JSONValue {
        switch value {
        case .object(let members): .object(members.map { (key: $0.key, value: $0.value.jsonValue) })
        case .array(let elements): .array(elements.map(\.jsonValue))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}
