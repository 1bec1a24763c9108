import Foundation

/// The content of a list cell, as UIKit's `UIListContentConfiguration`: a text, a secondary
/// text and an image. Its content view lays them out as the built-in cell styles do here: the
/// text in a `UILabel`, the secondary text in another (under it, or beside it for a value
/// cell), inside the margins.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Name"
/// content.secondaryText = "Ada"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How the text and the secondary text sit, from the constructor used.
    enum Layout: Hashable, Sendable { case stacked, sideBySide }
    let layout: Layout

    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image (not drawn; stored).
    public var image: UIImage?
    /// The margins around the content (16 points leading and trailing, 11 top and bottom,
    /// unconfirmed: the list cell's as commonly measured).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the text and the secondary text sit side by side when they fit (stored).
    public var prefersSideBySideTextAndSecondaryText = false
    /// How the text shows: its alignment, font, colour and line count.
    public var textProperties = TextProperties()
    /// How the secondary text shows.
    public var secondaryTextProperties = TextProperties()

    /// How a text of the configuration shows, as UIKit's
    /// `UIListContentConfiguration.TextProperties`: the label showing it takes these values.
    public struct TextProperties: Hashable, Sendable {
        /// How the text aligns in its frame (UIKit's `TextAlignment`: natural, centred, justified).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The writing direction's leading edge (the default), centred, justified.
            case natural = 0, center, justified
        }
        /// The alignment (`.natural` by default).
        public var alignment: TextAlignment = .natural
        /// The font (nil: the label's default font).
        public var font: UIFont?
        /// The colour (nil: the label's default colour).
        public var color: UIColor?
        /// The most lines shown (0: as many as needed, the default).
        public var numberOfLines = 0
        /// How a text too long for its lines is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Properties with UIKit's defaults.
        public init() {}

        /// The label's alignment for this alignment.
        var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }

    init(layout: Layout) { self.layout = layout }

    /// A plain list cell's content (the text alone, or the secondary text under it).
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .stacked) }
    /// A cell with the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .stacked) }
    /// A cell with the secondary text beside the text, at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .sideBySide) }
    /// A sidebar's cell.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .stacked) }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(layout: .stacked) }
    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(layout: .stacked) }

    /// A view showing this content.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This content for `state` (the same: selection colours are not drawn).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view of a `UIListContentConfiguration`, as UIKit's `UIListContentView`.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Archives are not simulated: the view shows an empty `cell()` configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown; one that is not a `UIListContentConfiguration` is ignored
    /// (UIKit's view supports only its own).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        textLabel.text = listConfiguration.text
        secondaryTextLabel.text = listConfiguration.secondaryText
        for (label, properties) in [
            (textLabel, listConfiguration.textProperties), (secondaryTextLabel, listConfiguration.secondaryTextProperties),
        ] {
            label.textAlignment = properties.labelAlignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            if let font = properties.font { label.font = font }
            if let color = properties.color { label.textColor = color }
        }
        secondaryTextLabel.isHidden = listConfiguration.secondaryText == nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let area = CGRect(
            x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
            height: max(0, bounds.height - margins.top - margins.bottom))
        guard listConfiguration.secondaryText != nil else {
            textLabel.frame = area
            return
        }
        switch listConfiguration.layout {
        case .stacked:
            textLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height / 2)
            secondaryTextLabel.frame = CGRect(x: area.minX, y: area.midY, width: area.width, height: area.height / 2)
        case .sideBySide:
            textLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width / 2, height: area.height)
            secondaryTextLabel.frame = CGRect(x: area.midX, y: area.minY, width: area.width / 2, height: area.height)
        }
    }
}
