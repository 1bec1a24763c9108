import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UILabel")
struct UILabelTests {
    @Test("defaults: the 17-point system font, label colour, natural alignment, one line")
    func defaults() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test(
        "intrinsic size scales with the font and counts lines when numberOfLines is not 1",
        arguments: [
            ("Hello", CGFloat(17), 1, CGSize(width: 43, height: 20.5)),
            ("Sign in", 34, 1, CGSize(width: 119, height: 41)),
            ("one\ntwo\nthree", 17, 0, CGSize(width: 43, height: 61.5)),
            ("one\ntwo\nthree", 17, 2, CGSize(width: 26, height: 41)),
            ("", 17, 0, CGSize.zero),
        ])
    func intrinsicSize(text: String, fontSize: CGFloat, lines: Int, size: CGSize) {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: fontSize)
        label.numberOfLines = lines
        #expect(label.intrinsicContentSize == size)
    }
}
