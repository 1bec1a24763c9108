import Testing
import KBSimCommands
import KBSimPort

@Suite("SwiftSource")
struct SwiftSourceTests {
    @Test("positions: 1-based lines and columns, columns in characters")
    func positions() {
        let source = SwiftSource("let café = 1\r\n  UIColor\n")
        #expect(source.position(of: 0) == TextPosition(line: 1, column: 1))
        // "let café = " is 11 characters and 12 bytes.
        #expect(source.position(of: 12) == TextPosition(line: 1, column: 12))
        #expect(source.position(of: 17) == TextPosition(line: 2, column: 3))
        #expect(source.position(of: source.bytes.count) == TextPosition(line: 3, column: 1))
        #expect(TextPosition(line: 2, column: 3).description == "2:3")
        #expect(TextPosition(line: 1, column: 9) < TextPosition(line: 2, column: 1))
    }

    @Test("UTF-8 text decodes, a byte-order mark included")
    func decodes() throws {
        let source = try SwiftSource.decode(Array("\u{FEFF}import UIKit\n// é\n".utf8))
        #expect(source.text == "\u{FEFF}import UIKit\n// é\n")
    }

    @Test(
        "bytes that are not UTF-8, or a NUL, are refused where they stand",
        arguments: [
            ([0x61, 0x0A, 0x62, 0x63, 0xFF, 0x0A] as [UInt8], "2:3: byte 0xFF is not UTF-8"),
            ([0x61, 0xC3] as [UInt8], "1:2: byte 0xC3 is not UTF-8"),
            ([0x61, 0x62, 0x00, 0x63] as [UInt8], "1:3: a NUL byte"),
            ([0xC3, 0xA9, 0x80] as [UInt8], "1:2: byte 0x80 is not UTF-8"),
        ])
    func refused(bytes: [UInt8], message: String) {
        #expect(throws: SourceTextError.self) { try SwiftSource.decode(bytes) }
        do {
            _ = try SwiftSource.decode(bytes)
        } catch {
            #expect(error.description == message)
        }
    }
}
