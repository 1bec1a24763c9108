import Foundation

extension UIView {
    /// How a view lays out its content when its size changes, as UIKit's `UIView.ContentMode`
    /// (UIKit's raw values). Stored and inert: nothing is drawn, and a view's intrinsic size
    /// does not depend on it.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Scaled to fill, ignoring the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio (cropped).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, not scaled.
        case center = 4
        /// At the top, not scaled.
        case top = 5
        /// At the bottom, not scaled.
        case bottom = 6
        /// At the left, not scaled.
        case left = 7
        /// At the right, not scaled.
        case right = 8
        /// At the top left, not scaled.
        case topLeft = 9
        /// At the top right, not scaled.
        case topRight = 10
        /// At the bottom left, not scaled.
        case bottomLeft = 11
        /// At the bottom right, not scaled.
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
