import Testing
import UIKit

/// UIKit's `boundingRect(with:options:attributes:context:)` (NSStringDrawing) and QuartzCore's
/// transform functions, as Apple documents them: a text view measuring its text's height for a
/// given width, a button scaling its image to nothing.
@MainActor @Suite("boundingRect(with:options:…) and CATransform3D's functions")
struct BoundingRectAndTransformTests {
    @Test("NSStringDrawingOptions have Apple's raw values")
    func optionValues() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test("with .usesLineFragmentOrigin the text wraps to the width, as a wrapping label's; without it, one line per paragraph")
    func wrapping() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "a sentence long enough to wrap over several lines at this width"
        let width: CGFloat = 120
        let wrapped = text.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        #expect(wrapped.origin == .zero)
        #expect(wrapped.size == label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)))
        #expect(wrapped.width <= width && wrapped.height > font.lineHeight * 2, "several lines, none wider than the width")
        let oneLine = text.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.size == text.size(withAttributes: [.font: font]))
        #expect(oneLine.width > width)
    }

    @Test("NSString and NSAttributedString measure as String does, and the context keeps the last rectangle")
    func otherForms() {
        let font = UIFont.systemFont(ofSize: 15)
        let size = CGSize(width: 80, height: 1000)
        let expected = "wrap me at eighty points".boundingRect(
            with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(
            ("wrap me at eighty points" as NSString).boundingRect(
                with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil) == expected)
        let context = NSStringDrawingContext()
        #expect(context.totalBounds == .zero && context.actualScaleFactor == 1)
        let attributed = NSAttributedString(string: "wrap me at eighty points", attributes: [.font: font])
        #expect(attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: context) == expected)
        #expect(context.totalBounds == expected)
    }

    @Test("scale, translation and their composition give QuartzCore's matrices (row vectors: a, then b)")
    func transforms() {
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4 && scale.m44 == 1 && scale.m41 == 0)
        let move = CATransform3DMakeTranslation(10, 20, 30)
        #expect(move.m41 == 10 && move.m42 == 20 && move.m43 == 30 && move.m11 == 1)
        // Scale then move: a point (1, 1) goes to (2, 3), then to (12, 23).
        let both = CATransform3DConcat(scale, move)
        #expect(CATransform3DGetAffineTransform(both) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        // Move then scale: (1, 1) to (11, 21), then to (22, 63).
        let other = CATransform3DConcat(move, scale)
        #expect(CATransform3DGetAffineTransform(other) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(CATransform3DScale(move, 2, 3, 4) == both, "CATransform3DScale(t, …) scales first, then applies t")
        #expect(CATransform3DTranslate(scale, 10, 20, 30) == other, "CATransform3DTranslate(t, …) moves first, then applies t")
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(0, 0, 0)) == false, "a zero depth scale is not affine")
    }
}
