/// One token of Swift source, as much as porting needs to tell apart: where code is, and where
/// comments and string literals are (never rewritten).
///
/// A token is a range of UTF-8 bytes in its ``SwiftSource``; its text is those bytes exactly, so
/// tokens laid end to end give the file back byte for byte.
///
///     SwiftSource("@objc func f() // note").tokens.map(\.kind)
///     // [.attribute, .whitespace, .identifier, .whitespace, .identifier, .punctuation, .punctuation,
///     //  .whitespace, .comment]
package struct SwiftToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A name or a keyword (`class`, `import`, `keyboardWillShow`, `` `default` ``, `$0`).
        case identifier
        /// `@` and the attribute's name (`@objc`), without its arguments.
        case attribute
        /// `#` and a name: `#selector`, `#keyPath`, `#if`.
        case pound
        /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`), its interpolations included.
        case string
        /// `#/…/#`: an extended regular expression literal.
        case regex
        /// `// …` up to the line break, or `/* … */` (nested, as Swift nests them).
        case comment
        /// Spaces, tabs, and a byte-order mark at the start of the file.
        case whitespace
        /// `\n`, `\r\n` or `\r`.
        case lineBreak
        case number
        /// Any other byte, one token each: `{`, `)`, `.`, `:`, operators' characters.
        case punctuation
    }

    package var kind: Kind
    /// The token's bytes in the source.
    package var range: Range<Int>

    package init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Whether the token is code: not whitespace, a line break or a comment.
    package var isSignificant: Bool {
        switch kind {
        case .whitespace, .lineBreak, .comment: false
        default: true
        }
    }
}
