import Foundation

/// An image on screen, as UIKit's `UIImageView`. Hugs at 251, as in UIKit.
///
/// Its intrinsic content size is its image's size (`UIImage(named:)` 100 × 100,
/// `UIImage(systemName:)` 24 × 24: see `UIImage`); with no image it has none. Setting another
/// image invalidates it. `UIImageView(image:)` also sizes the frame to the image, as iOS does.
/// `contentMode`, `highlightedImage` and the tint are stored and inert (nothing is drawn).
///
/// ```swift
/// let logo = UIImageView(image: UIImage(named: "Logo"))
/// logo.frame.size                 // 100 × 100
/// logo.contentMode = .scaleAspectFit
/// ```
open class UIImageView: UIView {
    /// The image shown; its size is the intrinsic size.
    open var image: UIImage? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted (stored and inert).
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image (stored and inert).
    open var isHighlighted = false

    /// An image view showing `image`, its frame the image's size at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// An image view showing `image`, with `highlightedImage` for the highlighted state.
    /// Designated, as Apple declares it.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// An image view with no image and this frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// Archives are not simulated: the view starts with no image and a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// KeyboardSim's own: an image view with a zero frame showing an unnamed image of
    /// `imageSize` (no image for `nil`).
    public convenience init(imageSize: CGSize?) {
        self.init(frame: .zero)
        image = imageSize.map(UIImage.init(size:))
    }

    /// KeyboardSim's own: the size of the image shown, `nil` for no image. Setting it shows an
    /// unnamed image of that size.
    open var imageSize: CGSize? {
        get { image?.size }
        set { image = newValue.map(UIImage.init(size:)) }
    }

    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
