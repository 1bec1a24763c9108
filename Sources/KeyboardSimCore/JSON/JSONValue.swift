import Foundation

/// A JSON value to write, deterministically: an object's members keep the order they were
/// given in, numbers are written the one way every output of KeyboardSim writes them, and the
/// same value always gives the same bytes. `LocatedJSON` is the reading side.
///
///     let record: JSONValue = .object([("t", .number(0.5)), ("kind", .string("focus")), ("to", .null)])
///     record.compact   // {"t": 0.5, "kind": "focus", "to": null}
package enum JSONValue: Sendable, Equatable {
    /// Members in the order written (duplicate keys are the caller's mistake: they are written).
    case object([(key: String, value: JSONValue)])
    /// An array, in order.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A measurement: up to 6 decimals, no trailing zeros, never "-0" (`formatNumber`): 0.25,
    /// 407, 0.016667. A non-finite value (which JSON cannot spell) is written as `null`, so
    /// every line stays valid JSON; nothing KeyboardSim records should be non-finite.
    case number(Double)
    /// A count or an identifier, written exactly.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// A rectangle as scenarios and traces spell it: `[x, y, width, height]`.
    package static func rect(_ rect: CGRect) -> JSONValue {
        numbers([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) })
    }

    /// A point as scenarios and traces spell it: `[x, y]`.
    package static func point(_ point: CGPoint) -> JSONValue {
        numbers([Double(point.x), Double(point.y)])
    }

    /// An array of measurements.
    package static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map(JSONValue.number))
    }

    /// `.string(text)` when there is a text, `null` otherwise.
    package static func string(or text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}

// MARK: - Writing

extension JSONValue {
    /// The value on one line, with `", "` between elements and `": "` after a key: a JSON Lines
    /// record, a scenario step.
    ///
    ///     JSONValue.object([("at", .number(1.5)), ("do", .string("dismissKeyboard"))]).compact
    ///     // {"at": 1.5, "do": "dismissKeyboard"}
    package var compact: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// The value as a file holds it, ending with a line break: the root object or array one
    /// member or element per line, indented by two spaces; a member whose key is in `expanding`
    /// the same way, two spaces further in (at any depth under an expanded member); everything
    /// else `compact`. Empty objects and arrays stay `{}` and `[]`.
    ///
    ///     JSONValue.object([("title", .string("t")), ("steps", .array([.object([("at", .number(0.5))])]))])
    ///         .pretty(expanding: ["steps"])
    ///     // {
    ///     //   "title": "t",
    ///     //   "steps": [
    ///     //     {"at": 0.5}
    ///     //   ]
    ///     // }
    package func pretty(expanding keys: Set<String>) -> String {
        var out = ""
        writeExpanded(into: &out, indent: "", expanding: keys)
        out += "\n"
        return out
    }

    private func writeExpanded(into out: inout String, indent: String, expanding keys: Set<String>) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner
                Self.writeString(member.key, into: &out)
                out += ": "
                if keys.contains(member.key) {
                    member.value.writeExpanded(into: &out, indent: inner, expanding: keys)
                } else {
                    member.value.write(into: &out)
                }
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                element.write(into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            write(into: &out)
        }
    }

    /// Appends the compact text to `out`.
    func write(into out: inout String) {
        switch self {
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", " }
                Self.writeString(member.key, into: &out)
                out += ": "
                member.value.write(into: &out)
            }
            out += "}"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                element.write(into: &out)
            }
            out += "]"
        case .string(let text): Self.writeString(text, into: &out)
        case .number(let value): out += value.isFinite ? formatNumber(value, decimals: 6) : "null"
        case .integer(let value): out += String(value)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A string in double quotes: `"` and `\` escaped, line breaks and tabs as `\n`, `\r`,
    /// `\t`, other control characters as `\u00XX`; everything else as is (UTF-8).
    private static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
