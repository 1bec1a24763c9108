import Foundation
import Testing
import KeyboardSimCore

@Suite("Formatting")
struct FormattingTests {
    @Test("numbers: at most the decimals asked for, no trailing zeros, never -0; seconds to the millisecond")
    func numbers() {
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(1) == "1")
        #expect(formatNumber(-0.0001) == "0")
        #expect(formatNumber(657.147412, decimals: 6) == "657.147412")
        #expect(formatNumber(2.0 / 3) == "0.667")
        #expect(formatSeconds(1.0 / 60) == "0.017")
    }

    @Test("a huge finite number is written finite (it once scaled to inf), the largest double included")
    func hugeNumbers() {
        #expect(formatNumber(1e308, decimals: 6) == "1e+308")
        #expect(formatNumber(-1e308) == "-1e+308")
        #expect(formatNumber(Double.greatestFiniteMagnitude, decimals: 6) == "1.7976931348623157e+308")
        #expect(formatNumber(1e15 + 0.5, decimals: 6) == "1000000000000000.5")
        #expect(formatNumber(123456789012345, decimals: 6) == "123456789012345")
    }

    @Test("rectangles print as NSStringFromCGRect does, with trimmed decimals")
    func rectangles() {
        #expect(CGRect(x: 0, y: 407.5, width: 375, height: 260).uiKitDescription == "{{0, 407.5}, {375, 260}}")
    }

    @Test("a text table pads each column to its widest cell, two spaces apart, and trims each line")
    func table() {
        #expect(textTable([["a", "bb", ""], ["ccc", "d", ""]]) == "a    bb\nccc  d\n")
        #expect(textTable([["device", "fps"], ["iPhone 16", "60"]]) == "device     fps\niPhone 16  60\n")
        #expect(textTable([]) == "\n")
    }
}
