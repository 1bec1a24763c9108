import Foundation

/// Typed access to located JSON with paths in every error.
struct Reader {
    let file: String

    struct Members {
        let ordered: [(key: String, value: LocatedJSON)]
        let owner: LocatedJSON
        let path: String
        let reader: Reader

        func optional(_ key: String) -> LocatedJSON? { ordered.first { $0.key == key }?.value }

        func required(_ key: String) throws(ScenarioError) -> LocatedJSON {
            guard let value = optional(key) else {
                throw reader.error(owner, path, "missing key \"\(key)\"")
            }
            return value
        }
    }

    func error(_ node: LocatedJSON, _ path: String, _ message: String) -> ScenarioError {
        ScenarioError(file: file, position: node.position, path: path, message: message)
    }

    /// An object whose keys must all be in `keys` (nil: any).
    func object(_ node: LocatedJSON, _ path: String, keys: [String]?) throws(ScenarioError) -> Members {
        guard case .object(let members) = node.value else {
            throw error(node, path, "expected an object, found \(node.kindName)")
        }
        if let keys {
            for member in members where !keys.contains(member.key) {
                throw error(
                    member.value, "\(path).\(member.key)",
                    "unknown key \"\(member.key)\"\(suggestion(member.key, keys)); expected \(keys.isEmpty ? "no other keys" : keys.map { "\"\($0)\"" }.joined(separator: ", "))"
                )
            }
        }
        return Members(ordered: members, owner: node, path: path, reader: self)
    }

    /// An array of `what` ("steps"), with at most `limit` elements when one is given.
    func array(_ node: LocatedJSON, _ path: String, of what: String, atMost limit: Int? = nil) throws(ScenarioError) -> [LocatedJSON] {
        guard case .array(let elements) = node.value else {
            throw error(node, path, "expected an array of \(what), found \(node.kindName)")
        }
        if let limit, elements.count > limit {
            throw error(node, path, "\(elements.count) \(what); at most \(limit) are allowed")
        }
        return elements
    }

    func string(_ node: LocatedJSON, _ path: String) throws(ScenarioError) -> String {
        guard case .string(let text) = node.value else { throw error(node, path, "expected a string, found \(node.kindName)") }
        return text
    }

    func bool(_ node: LocatedJSON, _ path: String) throws(ScenarioError) -> Bool {
        guard case .bool(let flag) = node.value else { throw error(node, path, "expected true or false, found \(node.kindName)") }
        return flag
    }

    func number(_ node: LocatedJSON, _ path: String, range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        guard case .number(let number) = node.value else { throw error(node, path, "expected a number, found \(node.kindName)") }
        guard range.contains(number) else {
            throw error(
                node, path,
                "\(formatNumberExactly(number)) is out of range; expected \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
            )
        }
        return number
    }

    /// One of `choices`, with a suggestion when the text is close to one.
    func enumeration(_ node: LocatedJSON, _ path: String, _ choices: [String], what: String = "value") throws(ScenarioError) -> String {
        let text = try string(node, path)
        guard let index = choices.firstIndex(of: text) else {
            let listed = choices.count <= 8 ? "; expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))" : ""
            throw error(node, path, "unknown \(what) \"\(text)\"\(suggestion(text, choices))\(listed)")
        }
        // The choice's own string, not the file's copy: a long replay's thousands of steps then
        // share one (a name compared or hashed at every post stays in cache).
        return choices[index]
    }

    /// One of `choices` by its JSON spelling, as the value (`enumeration`'s errors).
    func choice<Value: RawRepresentable>(
        _ node: LocatedJSON, _ path: String, _ choices: [Value],
        what: String = "value"
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        let text = try enumeration(node, path, choices.map(\.rawValue), what: what)
        guard let value = choices.first(where: { $0.rawValue == text }) else { throw error(node, path, "unknown \(what) \"\(text)\"") }
        return value
    }
}
