import Foundation
import Testing
@testable import KeyboardSimCore

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
        #expect(
            root.jsonValue
                == .object([("b", .array([.number(1.5), .string("x\ty")])), ("a", .object([("n", .null), ("f", .bool(false))]))]))
        #expect(root.jsonValue.compact == #"{"b": [1.5, "x\ty"], "a": {"n": null, "f": false}}"#)
    }

    @Test("\\u escapes: a UTF-16 surrogate pair is one character, as Python's json.dumps writes it")
    func surrogatePairs() throws {
        let root = try LocatedJSONParser.parse(#"["\ud83d\ude00", "caf\u00e9", "\uD83D\uDE00!", 0, -0.5, 10]"#)
        #expect(root.jsonValue == .array([.string("😀"), .string("café"), .string("😀!"), .number(0), .number(-0.5), .number(10)]))
    }

    @Test(
        "errors say where and what",
        arguments: [
            ("{\"a\": 1, \"a\": 2}", SourcePosition(line: 1, column: 10), "duplicate key \"a\""),
            ("[1, 2", SourcePosition(line: 1, column: 6), "unexpected end of file; expected ',' or ']'"),
            ("{\"a\" 1}", SourcePosition(line: 1, column: 6), "expected ':' after the key \"a\""),
            ("\"tab\there\"", SourcePosition(line: 1, column: 5), "control character in a string (write \\n for a line break)"),
            ("1 2", SourcePosition(line: 1, column: 3), "unexpected text after the JSON value"),
            (
                #""\ud83d""#, SourcePosition(line: 1, column: 4),
                "a lone surrogate \\uD83D (expected the \\uDC00–\\uDFFF half of its pair after it)"
            ),
            (
                #""\ud83d\u0041""#, SourcePosition(line: 1, column: 4),
                "a lone surrogate \\uD83D (expected the \\uDC00–\\uDFFF half of its pair after it)"
            ),
            (
                #""\ude00x""#, SourcePosition(line: 1, column: 4),
                "a lone surrogate \\uDE00 (a low half needs the \\uD800–\\uDBFF half before it)"
            ),
            (#""\u+041""#, SourcePosition(line: 1, column: 4), "invalid \\u escape (expected four hex digits)"),
            ("00.5", SourcePosition(line: 1, column: 1), "a number with a leading zero (JSON writes 0.5, not 00.5)"),
            ("-01", SourcePosition(line: 1, column: 1), "a number with a leading zero (JSON writes 0.5, not 00.5)"),
        ])
    func errors(text: String, position: SourcePosition, message: String) {
        #expect {
            _ = try LocatedJSONParser.parse(text)
        } throws: { error in
            guard let failure = error as? LocatedJSONParser.Failure else { return false }
            return failure.position == position && failure.message == message
        }
    }

    @Test(
        "an error on line 3 is placed there whatever ends the lines: \\n, \\r\\n (one line end), \\r alone",
        arguments: ["\n", "\r\n", "\r"])
    func lineEnds(lineEnd: String) {
        let failure = Self.failure("{\(lineEnd)  \"a\": 1,\(lineEnd)  \"é\" 2}")
        #expect(failure?.position == SourcePosition(line: 3, column: 7))
        #expect(failure?.message == #"expected ':' after the key "é""#)
    }

    /// A one-line document of `count` small objects, every one with a position to record.
    private static func oneLine(_ count: Int) -> String {
        "[" + (0..<count).map { #"{"at": \#($0), "do": "focus", "field": "f\#($0)"}"# }.joined(separator: ",") + "]"
    }

    @Test("positions cost work in proportion to the text, not to its square: one-line files read in linear time")
    func positionsAreLinear() throws {
        for count in [1_000, 8_000] {
            let text = Self.oneLine(count)
            var parser = LocatedJSONParser(text)
            _ = try parser.parseDocument()
            // Each byte is measured for its column at most once, whatever the number of values on its line.
            #expect(
                parser.bytesMeasuredForColumns <= text.utf8.count,
                "\(count) objects: \(parser.bytesMeasuredForColumns) bytes measured for \(text.utf8.count)")
        }
        // The columns are the characters before each value, plus one.
        let text = "[" + ["{\"a\": \"é\"}", "{\"b\": 12}", "{\"c\": [true]}"].joined(separator: ",") + "]"
        let document = try LocatedJSONParser.parse(text)
        guard case .array(let items) = document.value, case .object(let members) = items[2].value else {
            Issue.record("not an array of objects"); return
        }
        #expect(items.map(\.position.column) == [2, 13, 23])
        #expect(members.map(\.value.position.column) == [29])
    }

    @Test("an object with many keys is read in linear time, and a duplicate key is still refused where it stands")
    func manyKeys() throws {
        let keys = (0..<LocatedJSONParser.maximumKeys).map { #""k\#($0)": \#($0)"# }
        let object = try LocatedJSONParser.parse("{" + keys.joined(separator: ", ") + "}")
        guard case .object(let members) = object.value else { Issue.record("not an object"); return }
        #expect(members.count == 10_000)
        #expect(members.last?.key == "k9999")
        #expect(throws: LocatedJSONParser.Failure.self) { try LocatedJSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#) }
        do {
            _ = try LocatedJSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#)
        } catch {
            #expect(error.position == SourcePosition(line: 1, column: 18))
            #expect(error.message == #"duplicate key "a""#)
        }
    }

    /// The failure `text` is refused with.
    private static func failure(_ text: String) -> LocatedJSONParser.Failure? {
        do {
            _ = try LocatedJSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("a string longer than the bound is refused where it starts, with its path")
    func longString() throws {
        let limit = LocatedJSONParser.maximumStringBytes
        #expect(limit == 65_536)
        let fits = try LocatedJSONParser.parse(#"{"a": ""# + String(repeating: "é", count: limit / 2) + #""}"#)
        guard case .object(let members) = fits.value, case .string(let text) = members[0].value.value else {
            Issue.record("not a string"); return
        }
        #expect(text.utf8.count == limit)
        for body in [
            String(repeating: "x", count: limit + 1), String(repeating: "\\n", count: limit + 1), String(repeating: "x", count: 10_000_000),
        ] {
            let failure = Self.failure("{\n  \"steps\": [{\"at\": 1}, {\"field\": \"" + body + "\"}]}")
            #expect(failure?.message == "a string longer than 65536 bytes")
            #expect(failure?.position == SourcePosition(line: 2, column: 34))
            #expect(failure?.path == "$.steps[1].field")
        }
    }

    @Test("an object with more keys than the bound is refused at the first key too many, with its path")
    func tooManyKeys() {
        let keys = (0...LocatedJSONParser.maximumKeys).map { #""k\#($0)": 0"# }
        let failure = Self.failure(#"{"expect": {"# + keys.joined(separator: ",") + "}}")
        #expect(failure?.message == "more than 10000 keys in one object")
        #expect(failure?.path == "$.expect")
        #expect(failure?.position.column == 13 + keys.dropLast().map { $0.count + 1 }.reduce(0, +))
    }

    @Test("nesting deeper than the bound is refused at the value too deep, with its path")
    func tooDeep() {
        let depth = LocatedJSONParser.maximumDepth
        #expect(depth == 64)
        #expect(Self.failure(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        for extra in [1, 30_000] {
            let failure = Self.failure(
                #"{"a b": "# + String(repeating: "[", count: depth - 1 + extra) + String(repeating: "]", count: depth - 1 + extra) + "}")
            #expect(failure?.message == "nesting deeper than 64 levels")
            #expect(failure?.position == SourcePosition(line: 1, column: 9 + depth - 1))
            #expect(failure?.path == #"$["a b"]"# + String(repeating: "[0]", count: depth - 1))
        }
        // Errors that are not bounds keep the document's path.
        #expect(Self.failure("[1, 2")?.path == "$")
    }
}
