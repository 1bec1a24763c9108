import Foundation
import Testing
import KeyboardSimCore

/// The JSON writer every output goes through: JSON Lines, scenario files, `kbsim import`.
@Suite("JSONValue: deterministic JSON writing")
struct JSONValueTests {
    @Test(
        "strings: quotes, backslashes and control characters escaped; everything else as is",
        arguments: [
            ("plain", #""plain""#),
            ("say \"hi\"", #""say \"hi\"""#),
            (#"C:\path"#, #""C:\\path""#),
            ("a\nb\rc\td", #""a\nb\rc\td""#),
            ("\u{01}\u{1F}", #""\u0001\u001f""#),
            ("/ and \u{7F}", "\"/ and \u{7F}\""),
            ("× → ⌨️ 日本", "\"× → ⌨️ 日本\""),
            ("", #""""#),
        ])
    func strings(text: String, written: String) {
        #expect(JSONValue.string(text).compact == written)
    }

    @Test(
        "numbers: up to 6 decimals, no trailing zeros, no exponent, never -0",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (407, "407"), (-264, "-264"), (0.25, "0.25"), (1.5, "1.5"),
            (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (0.0000004, "0"), (-0.0000004, "0"),
            (0.016666666, "0.016667"), (123456.7890123, "123456.789012"), (1e12, "1000000000000"),
        ] as [(Double, String)])
    func numbers(value: Double, written: String) {
        #expect(JSONValue.number(value).compact == written)
    }

    @Test("a non-finite number is written as null: every line stays JSON the reader (and JSON.parse) accepts")
    func nonFinite() throws {
        let record = JSONValue.object([
            ("a", .number(.infinity)), ("b", .number(-.infinity)), ("c", .number(.nan)), ("d", .numbers([1, .infinity])),
        ])
        #expect(record.compact == #"{"a": null, "b": null, "c": null, "d": [1, null]}"#)
        let read = try LocatedJSONParser.parse(record.compact)
        guard case .object(let members) = read.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b", "c", "d"])
    }

    @Test("integers exactly, Booleans and null as words")
    func scalars() {
        #expect(JSONValue.integer(Int.max).compact == "9223372036854775807")
        #expect(JSONValue.integer(-3).compact == "-3")
        #expect(JSONValue.bool(true).compact == "true")
        #expect(JSONValue.bool(false).compact == "false")
        #expect(JSONValue.null.compact == "null")
        #expect(JSONValue.string(or: nil) == .null)
        #expect(JSONValue.string(or: "x") == .string("x"))
    }

    @Test("objects keep their members in the order given, duplicates included")
    func order() {
        let value = JSONValue.object([("zebra", .integer(1)), ("apple", .integer(2)), ("mango", .null), ("apple", .integer(3))])
        #expect(value.compact == #"{"zebra": 1, "apple": 2, "mango": null, "apple": 3}"#)
        #expect(value != JSONValue.object([("apple", .integer(2)), ("zebra", .integer(1)), ("mango", .null), ("apple", .integer(3))]))
    }

    @Test("compact: one line, \", \" between elements, \": \" after keys")
    func compact() {
        let value = JSONValue.object([
            ("t", .number(0.5)), ("kind", .string("frame")), ("keyboard", .rect(CGRect(x: 0, y: 407, width: 375, height: 260))),
            ("center", .point(CGPoint(x: 187.5, y: 537))), ("views", .object([])), ("list", .array([])),
            ("nested", .array([.numbers([1, 2]), .object([("a", .bool(true))])])),
        ])
        #expect(
            value.compact
                == #"{"t": 0.5, "kind": "frame", "keyboard": [0, 407, 375, 260], "center": [187.5, 537], "views": {}, "list": [], "nested": [[1, 2], {"a": true}]}"#
        )
    }

    @Test("pretty: the root and the members named expanded one per line, the rest compact, a final line break")
    func pretty() {
        let value = JSONValue.object([
            ("title", .string("t")),
            ("technique", .object([("name", .string("bottom-constant"))])),
            (
                "screen",
                .object([("views", .array([.object([("id", .string("entry"))])])), ("constraints", .array([.string("a.top == b.top")]))])
            ),
            (
                "steps",
                .array([
                    .object([("at", .number(0.5)), ("do", .string("focus"))]), .object([("at", .integer(1)), ("do", .string("pop"))]),
                ])
            ),
            ("empty", .array([])),
            ("expect", .object([("observerLeaks", .integer(0))])),
        ])
        #expect(
            value.pretty(expanding: ["steps", "screen", "views", "constraints", "empty"]) == """
                {
                  "title": "t",
                  "technique": {"name": "bottom-constant"},
                  "screen": {
                    "views": [
                      {"id": "entry"}
                    ],
                    "constraints": [
                      "a.top == b.top"
                    ]
                  },
                  "steps": [
                    {"at": 0.5, "do": "focus"},
                    {"at": 1, "do": "pop"}
                  ],
                  "empty": [],
                  "expect": {"observerLeaks": 0}
                }

                """)
        #expect(JSONValue.array([]).pretty(expanding: []) == "[]\n")
        #expect(JSONValue.string("x").pretty(expanding: []) == "\"x\"\n")
    }

    @Test("what the writer writes, the reader reads back as the same value")
    func readBack() throws {
        let value = JSONValue.object([
            ("text", .string("line\nbreak \"quoted\" \\ \u{02} ✓")), ("n", .number(-0.125)), ("flags", .array([.bool(true), .null])),
            ("inner", .object([("k", .numbers([1, 2.5]))])),
        ])
        for text in [value.compact, value.pretty(expanding: ["inner"])] {
            #expect(try LocatedJSONParser.parse(text).jsonValue == value)
        }
    }
}
