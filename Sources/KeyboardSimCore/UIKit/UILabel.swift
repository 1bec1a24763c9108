import Foundation

/// A line of text, as UIKit's `UILabel`. Its intrinsic size approximates the 17 pt system font:
/// 8.5 points per character, 20.5 points high (0 × 0 when empty). Hugs at 251, as in UIKit.
open class UILabel: UIView {
    public var text: String? { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: (CGFloat(text.count) * 8.5).rounded(.up), height: 20.5)
    }
}
