import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIFont")
struct UIFontTests {
    @Test("system fonts keep their size and weight")
    func systemFonts() {
        #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
        #expect(UIFont.systemFont(ofSize: 15).weight == .regular)
        #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).weight == .semibold)
        #expect(UIFont.boldSystemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).description == ".SFUI-Semibold 17pt")
        #expect(UIFont.systemFont(ofSize: 10).withSize(12).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 10).lineHeight == 12)
    }

    @Test(
        "text styles have their sizes at the Large content size",
        arguments: [
            (UIFont.TextStyle.largeTitle, CGFloat(34)), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ])
    func textStyles(style: UIFont.TextStyle, size: CGFloat) {
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
    }

    @Test("headline is semibold; weights order as UIKit's raw values")
    func weights() {
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.Weight.ultraLight < .regular && UIFont.Weight.regular < .medium && UIFont.Weight.heavy < .black)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("a named font exists for any name (fonts are not simulated)")
    func named() {
        let avenir = UIFont(name: "Avenir-Heavy", size: 19)
        #expect(avenir?.fontName == "Avenir-Heavy")
        #expect(avenir?.pointSize == 19)
    }
}
