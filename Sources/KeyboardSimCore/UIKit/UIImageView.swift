import Foundation

/// An image, as UIKit's `UIImageView`: the image's size in points is its intrinsic size.
/// Hugs at 251, as in UIKit.
open class UIImageView: UIView {
    /// The size of the image shown, `nil` for no image.
    public var imageSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }

    public init(imageSize: CGSize? = nil) {
        self.imageSize = imageSize
        super.init(frame: .zero)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    open override var intrinsicContentSize: CGSize {
        imageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
