import Foundation

extension UIView {
    /// How a view lays out its content when its size changes, as UIKit's `UIView.ContentMode`
    /// (UIKit's raw values). Stored and inert: nothing is drawn, and a view's intrinsic size
    /// does not depend on it.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// Sets the tint of this view and tells it, and the descendants that inherit it, when the
    /// tint they show changed.
    func setOwnTintColor(_ color: UIColor?) {
        let before = tintColor
        ownTintColor = color
        if tintColor != before { tintDidChange() }
    }

    /// Calls `tintColorDidChange()` here and in every descendant that inherits this tint.
    private func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintDidChange() }
    }
}
