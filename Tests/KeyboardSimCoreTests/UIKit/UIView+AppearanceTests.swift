import Foundation
import Testing
import KeyboardSimCore

/// Counts `tintColorDidChange()` calls.
private final class TintCountingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor @Suite("UIView: appearance")
struct UIViewAppearanceTests {
    @Test("defaults: no background, alpha 1, opaque, scale to fill, not clipping, systemBlue tint")
    func defaults() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(!view.clipsToBounds)
        #expect(view.tintColor == .systemBlue)
    }

    @Test("tint is inherited from the superview until set; nil restores inheritance")
    func tintInheritance() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)
        middle.tintColor = nil
        #expect(leaf.tintColor == .systemRed)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test("a tint change calls tintColorDidChange on the view and the descendants that inherit it, once each")
    func tintColorDidChange() {
        let root = TintCountingView(), inheriting = TintCountingView(), own = TintCountingView(), belowOwn = TintCountingView()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .systemPink
        #expect([root.tintChanges, inheriting.tintChanges, own.tintChanges, belowOwn.tintChanges] as [Int] == [0, 0, 1, 1])
        root.tintColor = .systemOrange
        #expect([root.tintChanges, inheriting.tintChanges, own.tintChanges, belowOwn.tintChanges] as [Int] == [1, 1, 1, 1])
        root.tintColor = .systemOrange
        #expect(root.tintChanges == 1)
    }

    @Test("backgroundColor, alpha, isHidden and clipsToBounds are the layer's")
    func mirroredOnTheLayer() {
        let view = UIView()
        view.backgroundColor = .systemGray6
        view.alpha = 0.5
        view.clipsToBounds = true
        #expect(view.layer.backgroundColor == UIColor.systemGray6.cgColor)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        view.layer.isHidden = true
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(!view.clipsToBounds)
        #expect(view.isHidden)
        #expect(view.backgroundColor == .red)
    }
}
