import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIImage")
struct UIImageTests {
    @Test("any name gives an image: named 100 × 100, symbols 24 × 24, empty 0 × 0")
    func sizes() {
        #expect(UIImage(named: "DoesNotExist")?.size == CGSize(width: 100, height: 100))
        #expect(UIImage(systemName: "envelope")?.size == CGSize(width: 24, height: 24))
        #expect(UIImage().size == .zero)
        #expect(UIImage(size: CGSize(width: 3, height: 4)).size == CGSize(width: 3, height: 4))
    }

    @Test("a symbol configuration with a point size makes a square of that side")
    func configuration() {
        let big = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
        #expect(big?.size == CGSize(width: 40, height: 40))
        let weightOnly = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
        #expect(weightOnly?.size == CGSize(width: 24, height: 24))
        let headline = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(headline?.size == CGSize(width: 28, height: 28))
        #expect(UIImage(named: "Logo")?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 10)) == nil)
    }

    @Test("equal when made from the same name, size and mode")
    func equality() {
        #expect(UIImage(named: "Logo") == UIImage(named: "Logo"))
        #expect(UIImage(named: "Logo") != UIImage(named: "Other"))
        #expect(UIImage(named: "Logo") != UIImage(systemName: "Logo"))
        #expect(UIImage(systemName: "x")?.withRenderingMode(.alwaysOriginal) != UIImage(systemName: "x"))
        #expect(UIImage(systemName: "x")?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Logo")?.withTintColor(.red).renderingMode == .alwaysOriginal)
        #expect(UIImage(named: "Logo")?.description == "UIImage(named: \"Logo\") 100×100")
    }
}
