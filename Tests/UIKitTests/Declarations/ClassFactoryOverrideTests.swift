import Testing
import UIKit

// UIKit declares its named colours and its system fonts as class members (`class var systemBlue:
// UIColor { get }`, `class func systemFont(ofSize:) -> UIFont`, `class var labelFontSize:
// CGFloat { get }`), which a subclass overrides; through the subclass the override answers, through
// UIColor or UIFont UIKit's own.

private final class BrandColor: UIColor, @unchecked Sendable {
    override class var systemBlue: UIColor { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
    override class var label: UIColor { .systemRed }
}

private final class BrandFont: UIFont, @unchecked Sendable {
    override class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont.boldSystemFont(ofSize: fontSize + 1) }
    override class var labelFontSize: CGFloat { 20 }
}

@Suite("UIColor and UIFont: class members a subclass overrides")
struct ClassFactoryOverrideTests {
    @Test("a subclass's named colours answer through the subclass; UIColor's stay UIKit's, one object each")
    func colors() {
        #expect(BrandColor.systemBlue == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(BrandColor.label === UIColor.systemRed)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue === UIColor.systemBlue, "a named colour is one object, as UIKit's are")
        #expect(BrandColor.systemGreen === UIColor.systemGreen, "what the subclass does not override is inherited")
        let type: UIColor.Type = BrandColor.self
        #expect(type.systemBlue == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), "dispatched through the metatype")
    }

    @Test("a subclass's system font and font sizes answer through the subclass; UIFont's stay UIKit's")
    func fonts() {
        #expect(BrandFont.systemFont(ofSize: 16) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 16).pointSize == 16)
        #expect(BrandFont.labelFontSize == 20)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.systemFontSize == 14)
        let type: UIFont.Type = BrandFont.self
        #expect(type.systemFont(ofSize: 10).pointSize == 11, "dispatched through the metatype")
    }
}
