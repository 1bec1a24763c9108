import Foundation

extension UIButton {
    /// What a button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): a title, a
    /// subtitle, an image, their placement and padding, and the content insets.
    ///
    /// A button with a configuration is sized by it (the simulation's metric, not measured on
    /// iOS): the title at 8.5 points per character and 20.5 points high (the 17-point label
    /// metric), the subtitle at the 15-point metric below it (`titlePadding` between them), the
    /// image beside them (`imagePlacement` leading or trailing) or above or below (top, bottom),
    /// `imagePadding` between, and `contentInsets` around. The styles' default insets are 7
    /// points top and bottom and 12 leading and trailing (unconfirmed: not measured on iOS), so a
    /// titled button is 34.5 points high. Colours, the background, the corner style, the
    /// button size and the activity indicator are stored and inert (nothing is drawn; the
    /// indicator takes no room).
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Continue"
    /// let button = UIButton(configuration: configuration)
    /// button.intrinsicContentSize    // 92 × 34.5
    /// ```
    public struct Configuration {
        /// The title.
        public var title: String?
        /// The title with attributes (its characters are shown and sized; attributes inert).
        public var attributedTitle: AttributedString?
        /// The subtitle, shown below the title.
        public var subtitle: String?
        /// The subtitle with attributes (its characters are shown and sized; attributes inert).
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// The symbol configuration the image is sized with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Which edge of the title the image is on (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title (default 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// The space around the content (the style's default: see above).
        public var contentInsets = Configuration.defaultContentInsets
        /// How the title and subtitle line up (stored and inert).
        public var titleAlignment: TitleAlignment = .automatic
        /// The foreground colour the style's colours come from (stored and inert).
        public var baseForegroundColor: UIColor?
        /// The background colour the style's colours come from (stored and inert).
        public var baseBackgroundColor: UIColor?
        /// The background (stored and inert).
        public var background = UIBackgroundConfiguration()
        /// The corner style (stored and inert).
        public var cornerStyle: CornerStyle = .dynamic
        /// The button size (stored and inert: the simulation's metric is the same at every size).
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image (stored and inert).
        public var showsActivityIndicator = false

        init() {}

        /// The insets every style starts with (unconfirmed, see above).
        static let defaultContentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        /// A plain button: a title with no background.
        public static func plain() -> Configuration { Configuration() }
        /// A tinted button: a title on a light tint.
        public static func tinted() -> Configuration { Configuration() }
        /// A gray button: a title on gray.
        public static func gray() -> Configuration { Configuration() }
        /// A filled button: a title on the tint.
        public static func filled() -> Configuration { Configuration() }
        /// A borderless button.
        public static func borderless() -> Configuration { Configuration() }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration() }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration() }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration() }

        /// This configuration for `button`'s state: the same (a state's colours are not
        /// simulated).
        public func updated(for button: UIButton) -> Configuration { self }

        /// Restores the style's default content insets.
        public mutating func setDefaultContentInsets() { contentInsets = Configuration.defaultContentInsets }

        /// The button's size for `title` and an image of `image` size (see above).
        func size(title: String?, image: CGSize) -> CGSize {
            let titleSize = UILabel.textSize(title ?? "", font: UILabel.defaultFont, width: .greatestFiniteMagnitude, numberOfLines: 1)
            let subtitleText = attributedSubtitle.map { String($0.characters) } ?? subtitle ?? ""
            let subtitleSize = UILabel.textSize(
                subtitleText, font: UIFont.systemFont(ofSize: 15), width: .greatestFiniteMagnitude, numberOfLines: 1)
            let hasTitles = titleSize != .zero && subtitleSize != .zero
            let text = CGSize(
                width: max(titleSize.width, subtitleSize.width),
                height: titleSize.height + subtitleSize.height + (hasTitles ? titlePadding : 0))
            var content: CGSize
            if text == .zero || image == .zero {
                content = text == .zero ? image : text
            } else if imagePlacement == .top || imagePlacement == .bottom {
                content = CGSize(width: max(text.width, image.width), height: text.height + imagePadding + image.height)
            } else {
                content = CGSize(width: text.width + imagePadding + image.width, height: max(text.height, image.height))
            }
            content.width += contentInsets.leading + contentInsets.trailing
            content.height += contentInsets.top + contentInsets.bottom
            return content
        }
    }
}

extension UIButton.Configuration {
    /// A configuration's button size, as UIKit's `UIButton.Configuration.Size` (stored and inert).
    public enum Size: Sendable {
        /// The medium size (the default).
        case medium
        /// A small button.
        case small
        /// A mini button.
        case mini
        /// A large button.
        case large
    }

    /// A configuration's corners, as UIKit's `UIButton.Configuration.CornerStyle` (stored and
    /// inert).
    public enum CornerStyle: Sendable {
        /// The background's own corner radius.
        case fixed
        /// Corners that follow the button size and Dynamic Type (the default).
        case dynamic
        /// Small corners.
        case small
        /// Medium corners.
        case medium
        /// Large corners.
        case large
        /// Fully rounded ends.
        case capsule
    }

    /// How a configuration's title and subtitle line up, as UIKit's
    /// `UIButton.Configuration.TitleAlignment` (stored and inert).
    public enum TitleAlignment: Sendable {
        /// Leading, or centred with an image above or below.
        case automatic
        /// Leading.
        case leading
        /// Centred.
        case center
        /// Trailing.
        case trailing
    }
}
