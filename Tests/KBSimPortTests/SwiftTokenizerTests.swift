import Testing
import KBSimCommands
import KBSimPort

@Suite("SwiftTokenizer")
struct SwiftTokenizerTests {
    /// The tokens of `text` that are not whitespace, as (kind, text).
    private func significant(_ text: String) -> [(SwiftToken.Kind, String)] {
        let source = SwiftSource(text)
        return source.tokens.indices.filter { source.tokens[$0].kind != .whitespace }.map { (source.tokens[$0].kind, source.text(of: $0)) }
    }

    @Test(
        "tokens laid end to end give the bytes back",
        arguments: [
            "import UIKit\r\n@objc func f() {}\r\n",
            "let s = #\"raw \\(x) \"quoted\" \"# + \"\"\"\n  multi \\(a(\"b\")) line\n  \"\"\" // done",
            "/* outer /* inner */ still */ x",
            "\u{FEFF}import UIKit\nlet café = \"é\"\n",
            "let unterminated = \"abc\nlet next = 1",
        ])
    func roundTrip(text: String) {
        let source = SwiftSource(text)
        var covered = 0
        for token in source.tokens {
            #expect(token.range.lowerBound == covered)
            covered = token.range.upperBound
        }
        #expect(covered == source.bytes.count)
        #expect(source.tokens.map { source.text($0.range) }.joined() == text)
    }

    @Test("names, attributes, # names, punctuation and numbers")
    func kinds() {
        let tokens = significant("@objc(tap:) func `default`($0: Int) { #selector(a.b) ; 1.5..<2 }")
        #expect(
            tokens.map(\.1) == [
                "@objc", "(", "tap", ":", ")", "func", "`default`", "(", "$0", ":", "Int", ")", "{", "#selector", "(", "a", ".", "b", ")",
                ";", "1.5", ".", ".", "<", "2", "}",
            ])
        #expect(tokens[0].0 == .attribute)
        #expect(tokens[6].0 == .identifier)
        #expect(tokens[13].0 == .pound)
        #expect(tokens[20].0 == .number)
    }

    @Test("comments: to the end of the line, and nested blocks")
    func comments() {
        let tokens = significant("a // @objc #selector(b)\r\n/* x /* @objc */ #selector(c) */ d")
        #expect(tokens.map(\.1) == ["a", "// @objc #selector(b)", "\r\n", "/* x /* @objc */ #selector(c) */", "d"])
        #expect(tokens.map(\.0) == [.identifier, .comment, .lineBreak, .comment, .identifier])
    }

    @Test(
        "string literals of every form are one token, interpolations and all",
        arguments: [
            (##""#selector(a) \(f("@objc \")")) done""##, 1),
            ("\"\"\"\n  #selector(a) \"quoted\" \\(x)\n  \"\"\"", 1),
            (###"#"a " inside" \(not) \#(b("c"))"#"###, 1),
            ("##\"\"\"\n \"# still \"\"\"# \\##(x(\"y\"))\n\"\"\"##", 1),
            (#""a\"b""#, 1),
            (#""""#, 1),
        ])
    func strings(text: String, count: Int) {
        let tokens = significant(text)
        #expect(tokens.count == count)
        #expect(tokens.first?.0 == .string)
        #expect(tokens.first?.1 == text)
    }

    @Test("an unterminated single-line string stops at its line; a block comment runs to the end")
    func unterminated() {
        #expect(significant("let s = \"abc\n@objc").map(\.1) == ["let", "s", "=", "\"abc", "\n", "@objc"])
        #expect(significant("a /* never closed\n@objc").map(\.1) == ["a", "/* never closed\n@objc"])
    }

    @Test("#/…/# is a regular expression; #if and #selector are # names")
    func pounds() {
        let tokens = significant("#if os(iOS) #/@objc\\//# #endif")
        #expect(tokens.map(\.0) == [.pound, .identifier, .punctuation, .identifier, .punctuation, .regex, .pound])
        #expect(tokens[5].1 == "#/@objc\\//#")
    }

    @Test("line breaks: \\n, \\r\\n and \\r, each one token")
    func lineBreaks() {
        let source = SwiftSource("a\nb\r\nc\rd")
        #expect(source.tokens.filter { $0.kind == .lineBreak }.map(\.range.count) == [1, 2, 1])
        #expect(source.position(of: 7) == TextPosition(line: 4, column: 1))
    }

    @Test("a byte-order mark is whitespace, not part of the first name")
    func byteOrderMark() {
        let tokens = significant("\u{FEFF}import UIKit")
        #expect(tokens.map(\.1) == ["import", "UIKit"])
    }
}
