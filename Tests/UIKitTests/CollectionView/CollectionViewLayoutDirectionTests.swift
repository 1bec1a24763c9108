import Testing
import UIKit

// UICollectionViewLayout's layout-direction members as Apple declares them: read-only
// properties a subclass overrides (a PIN view's flow layout pins itself left to right).

private final class PinnedLeftToRight: UICollectionViewFlowLayout {
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

@MainActor @Suite("UICollectionViewLayout: layout direction")
struct CollectionViewLayoutDirectionTests {
    @Test("a layout's development direction is left to right and it does not flip by default")
    func defaults() {
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test("a subclass's overrides answer through UICollectionViewLayout")
    func overrides() {
        let layout: UICollectionViewLayout = PinnedLeftToRight()
        #expect(layout.developmentLayoutDirection == .rightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }
}
