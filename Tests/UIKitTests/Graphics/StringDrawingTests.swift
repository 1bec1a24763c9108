import Testing
import UIKit

/// UIKit's string drawing additions (NSStringDrawing), its paragraph styles and their attribute
/// keys: what a text view's placeholder drawing (GrowingTextView's `draw(_:)`) and a bar sizing
/// its title by its text use.
@MainActor @Suite("String drawing and paragraph styles, as UIKit's")
struct StringDrawingTests {
    @Test("the attribute keys have UIKit's raw values")
    func keys() {
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
    }

    @Test("a mutable paragraph style starts at the defaults and takes another's attributes with setParagraphStyle(_:)")
    func mutableParagraphStyle() {
        let style = NSMutableParagraphStyle()
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        #expect(style.baseWritingDirection == .natural && style.hyphenationFactor == 0)
        let other = NSMutableParagraphStyle()
        other.alignment = .center
        other.lineSpacing = 4
        other.firstLineHeadIndent = 12
        other.lineBreakMode = .byTruncatingTail
        style.setParagraphStyle(other)
        #expect(style.alignment == .center && style.lineSpacing == 4 && style.firstLineHeadIndent == 12)
        #expect(style.lineBreakMode == .byTruncatingTail)
        let plain: NSParagraphStyle = style
        #expect(plain.alignment == .center)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test("size(withAttributes:) measures by the label's metric, in the attributes' font or Helvetica 12")
    func measuring() {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = "Hello\nwide world"
        let measured = "Hello\nwide world".size(withAttributes: [.font: font])
        #expect(measured == label.sizeThatFits(.zero))
        #expect(measured == CGSize(width: 85, height: 41))
        #expect(("Hello\nwide world" as NSString).size(withAttributes: [.font: font]) == measured)
        let helvetica = UIFont(name: "Helvetica", size: 12)
        #expect("abc".size(withAttributes: nil) == "abc".size(withAttributes: [.font: helvetica as Any]))
        #expect("abc".size(withAttributes: nil).width < "abc".size(withAttributes: [.font: font]).width)
        #expect(NSAttributedString(string: "Hello\nwide world", attributes: [.font: font]).size() == measured)
        #expect(NSAttributedString(string: "").size() == .zero)
    }
}
