import Foundation
import Testing
@testable import KeyboardSim

/// The located reader: values with the line and column they start at, strict RFC 8259.
@Suite("LocatedJSON: reading with positions")
struct LocatedJSONTests {
    @Test("every value knows where it starts (columns count characters, not bytes)")
    func positions() throws {
        let root = try LocatedJSONParser.parse("{\n  \"é\": [1,\n    true]}")
        guard case .object(let members) = root.value, case .array(let items) = members[0].value.value else {
            Issue.record("expected an object holding an array")
            return
        }
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        #expect(items.map(\.position) == [SourcePosition(line: 2, column: 9), SourcePosition(line: 3, column: 5)])
    }

    @Test("jsonValue drops the positions and keeps the members' order")
    func jsonValue() throws {
        let root = try LocatedJSONParser.parse(#"{"b": [1.5, "x\ty"], "a": {"n": null, "f": false}}"#)
        #expect(root.jsonValue == .object([("b", .array([.number(1.5), .string("x\ty")])), ("a", .object([("n", .null), ("f", .bool(false))]))]))
        #expect(root.jsonValue.compact == #"{"b": [1.5, "x\ty"], "a": {"n": null, "f": false}}"#)
    }

    @Test("errors say where and what", arguments: [
        ("{\"a\": 1, \"a\": 2}", SourcePosition(line: 1, column: 10), "duplicate key \"a\""),
        ("[1, 2", SourcePosition(line: 1, column: 6), "unexpected end of file; expected ',' or ']'"),
        ("{\"a\" 1}", SourcePosition(line: 1, column: 6), "expected ':' after the key \"a\""),
        ("\"tab\there\"", SourcePosition(line: 1, column: 5), "control character in a string (write \\n for a line break)"),
        ("1 2", SourcePosition(line: 1, column: 3), "unexpected text after the JSON value"),
    ])
    func errors(text: String, position: SourcePosition, message: String) {
        #expect {
            _ = try LocatedJSONParser.parse(text)
        } throws: { error in
            guard let failure = error as? LocatedJSONParser.Failure else { return false }
            return failure.position == position && failure.message == message
        }
    }
}
