import Foundation

/// A button, as UIKit's `UIButton` with a plain title: 8.5 points per character plus 24 of
/// padding, 34 points high.
open class UIButton: UIView {
    public var title: String? { didSet { invalidateIntrinsicContentSize() } }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: (CGFloat(title?.count ?? 0) * 8.5).rounded(.up) + 24, height: 34)
    }
}
