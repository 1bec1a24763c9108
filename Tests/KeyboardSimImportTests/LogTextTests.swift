import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// The byte-level reading the log grammars are written in.
@MainActor @Suite("LogText: bytes, lines and cursors")
struct LogTextTests {
    @Test("lines: numbers, ends, trimmed texts, and a final line break that starts no line")
    func lines() {
        let log = LogText("first\n  second é \nthird\n")
        #expect(log.lineCount == 3)
        #expect(log.lineNumber(0) == 1 && log.lineNumber(5) == 1 && log.lineNumber(6) == 2 && log.lineNumber(log.count - 1) == 3)
        #expect(log.lineText(2) == "second é")
        #expect(log.lineEnd(6) == 18)
        #expect(log.isLineStart(0) && log.isLineStart(6) && !log.isLineStart(7))
        #expect(LogText("no break").lineCount == 1)
    }

    @Test("literals and fields")
    func literals() {
        let log = LogText("name = UIKeyboardWillShowNotification; object:nil")
        #expect(log.has("name", at: 0) && !log.has("name", at: 1) && !log.has("nil", at: log.count - 1) && !log.has("x", at: -1))
        var cursor = 0
        #expect(log.field("name", &cursor) && cursor == 6)
        cursor = 39
        #expect(log.field("object", &cursor) && cursor == 46)
        cursor = 0
        #expect(!log.field("object", &cursor) && cursor == 0)
    }

    @Test("quoted strings: escapes kept as the character after the backslash; a line break ends nothing")
    func quoted() {
        var cursor = 0
        #expect(LogText(#""a \"b\" \\ c" rest"#).readQuoted(&cursor) == #"a "b" \ c"#)
        #expect(cursor == 14)
        cursor = 0
        #expect(LogText("\"open\nline\"").readQuoted(&cursor) == nil)
        #expect(cursor == 0)
    }

    @Test("a raw value runs to a stop outside brackets and quotes")
    func values() {
        let log = LogText(#"<UIScreen: 0x1; bounds = {{0, 0}, {375, 667}}>; userInfo = {a = "x;y"; b = 1}"#)
        var cursor = 0
        #expect(log.readValue(&cursor, stops: [UInt8(ascii: ";")]) == "<UIScreen: 0x1; bounds = {{0, 0}, {375, 667}}>")
        cursor = Array(log.string(0..<log.count).utf8).firstIndex(of: UInt8(ascii: "\"")) ?? 0
        #expect(log.readValue(&cursor, stops: [UInt8(ascii: ";")]) == #""x;y""#)
        var word = 0
        #expect(log.readWhile(&word) { LogText.isWordByte($0) } == "" && word == 0)
    }
}
