import Foundation

/// A button, as UIKit's `UIButton`: a control with a title, a title colour and an image per
/// state.
///
/// Titles, colours and images are kept per `UIControl.State`; a state with none set shows the
/// `.normal` one, as on iOS. `titleLabel` shows the current title and title colour and holds
/// the title font. Colours and images are stored and inert, except that an image's size adds
/// to the intrinsic size. Touches are not simulated: `sendActions(for: .touchUpInside)` is a tap.
///
/// Intrinsic content size (the simulation's metric, not measured on iOS): the title at
/// 8.5 points per character (scaled by the title font's size over 17) plus 24 of padding,
/// plus the image's width; the height is 34 points, or the image's height if taller. With
/// neither title nor image: 24 × 34. The button type is stored; it does not change the size.
///
/// ```swift
/// let submit = UIButton(type: .system)
/// submit.setTitle("Log In", for: .normal)
/// submit.addTarget(self, action: LoginViewController.submit, for: .touchUpInside)
/// submit.intrinsicContentSize     // 75 × 34
/// ```
open class UIButton: UIControl {
    /// The button's type, as made by `UIButton(type:)` (`.custom` for `UIButton()`).
    public internal(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label that shows the current title; set its `font` to change the title's font.
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.button = self
        return label
    }()

    /// The image view that shows the current image.
    public private(set) lazy var imageView: UIImageView? = UIImageView(image: currentImage)

    /// Padding around the content (stored and inert; deprecated in iOS 15).
    open var contentEdgeInsets: UIEdgeInsets = .zero

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// KeyboardSim's shorthand for `title(for: .normal)` and `setTitle(_:for: .normal)`.
    open var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentChanged()
    }

    /// The title for `state`, else the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (stored and inert).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentChanged()
    }

    /// The title colour for `state`, else the `.normal` one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`; its size adds to the intrinsic size.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }

    /// The image for `state`, else the `.normal` one.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for `state`, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state: set for it, else the tint for a system button,
    /// else white.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    open override var isEnabled: Bool { didSet { contentChanged() } }
    open override var isSelected: Bool { didSet { contentChanged() } }
    open override var isHighlighted: Bool { didSet { contentChanged() } }

    /// The title, colour, image or state changed: the label and image view follow, and the
    /// intrinsic size is recomputed.
    private func contentChanged() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        invalidateIntrinsicContentSize()
    }

    /// The title font changed (from `titleLabel`).
    func titleFontChanged() { invalidateIntrinsicContentSize() }

    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        let scale = titleLabel?.font.scaleFrom17 ?? 1
        let titleWidth = (CGFloat(currentTitle?.count ?? 0) * 8.5 * scale).rounded(.up)
        let image = currentImage?.size ?? .zero
        return CGSize(width: titleWidth + image.width + 24, height: max(34, image.height))
    }
}

extension UIButton {
    /// A button's look, as UIKit's `UIButton.ButtonType` (UIKit's raw values). Stored; it
    /// changes only the default title colour.
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// No system style.
        case custom = 0
        /// The system button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button.
        case plain = 6
        /// A close button.
        case close = 7

        /// The same as `.system`.
        public static let roundedRect = ButtonType.system
    }
}
