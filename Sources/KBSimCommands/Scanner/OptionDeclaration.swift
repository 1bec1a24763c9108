/// One option a command accepts: a flag (`--quick`) or an option followed by a value
/// (`--fps 120`).
///
/// The declaration is all the scanner and the usage text need: the name users type, how the
/// usage shows the value, what the error says when the value is missing, and how the value is
/// read (a closure that returns the typed value or throws ``InvalidValue`` with the message).
/// Build one with ``Flag`` or ``Option``; a command lists them in its ``CommandSignature``.
package struct OptionDeclaration: Sendable {
    /// A flag stands alone; a value option takes the next argument, whatever it looks like.
    package enum Kind: Sendable {
        case flag
        case value(name: String, needs: String, parse: @Sendable (String) throws(InvalidValue) -> any Sendable)
    }

    /// What users type: `--fps`.
    package var name: String
    package var kind: Kind
    /// Whether the option may be given more than once to collect several values (shown as `…`
    /// in the usage). Another option given twice is a usage error (exit 64), so that neither
    /// value is dropped silently.
    package var isRepeatable: Bool

    /// How the usage shows it: `[--fps 60|120]`, `[--quick]`, `[--bug NAME]…`.
    var synopsis: String { "[\(bare)]" + (isRepeatable ? "…" : "") }

    /// `--fps 60|120` or `--quick`, without brackets (inside a group).
    var bare: String {
        switch kind {
        case .flag: name
        case .value(let valueName, _, _): "\(name) \(valueName)"
        }
    }
}

/// Why an option's value was refused: the message after `kbsim COMMAND: `.
///
///     throw InvalidValue("--fps must be 60 or 120, not '30'")
package struct InvalidValue: Error, Equatable, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// A flag: present or not.
///
///     static let quick = Flag("--quick")
///     parsed.contains(quick)  // true after `kbsim bench replay --quick`
package struct Flag: Sendable {
    package let declaration: OptionDeclaration

    package init(_ name: String) {
        declaration = OptionDeclaration(name: name, kind: .flag, isRepeatable: false)
    }
}

/// An option followed by a value, read into `Value` as it is scanned.
///
///     static let fps = Option("--fps", values: ["60", "120"]) { Int($0) ?? 60 }
///     parsed[fps]  // 120 after `--fps 120`; `--fps 30` is refused:
///                  // "--fps must be 60 or 120, not '30'"
package struct Option<Value: Sendable>: Sendable {
    package let declaration: OptionDeclaration

    /// An option whose value `parse` reads or refuses. `valueName` is how the usage shows the
    /// value (`NAME`); `needs` completes "--device needs …" when it is missing.
    package init(
        _ name: String, valueName: String, needs: String = "a value", repeatable: Bool = false,
        parse: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) {
        declaration = OptionDeclaration(
            name: name,
            kind: .value(
                name: valueName, needs: needs,
                parse: { (text: String) throws(InvalidValue) -> any Sendable in
                    try parse(text)
                }), isRepeatable: repeatable)
    }

    /// An option that takes one of `values` (the usage shows them as `text|json`); another value
    /// is refused with "--format must be text or json, not 'xml'".
    package init(_ name: String, values: [String], repeatable: Bool = false, parse: @escaping @Sendable (String) -> Value) {
        self.init(name, valueName: values.joined(separator: "|"), repeatable: repeatable) { (text: String) throws(InvalidValue) -> Value in
            guard values.contains(text) else {
                throw InvalidValue("\(name) must be \(Self.list(values)), not '\(text)'")
            }
            return parse(text)
        }
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension Option where Value == String {
    /// An option whose value is taken as it is.
    package init(_ name: String, valueName: String, needs: String = "a value", repeatable: Bool = false) {
        self.init(name, valueName: valueName, needs: needs, repeatable: repeatable) { (text: String) throws(InvalidValue) -> String in text
        }
    }
}
