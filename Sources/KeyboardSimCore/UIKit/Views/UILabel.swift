import Foundation

/// Text, as UIKit's `UILabel`. Hugs at 251, as in UIKit.
///
/// Intrinsic content size (the simulation's metric, not measured on iOS): 8.5 points per
/// character and 20.5 points per line for the 17-point system font, both scaled by
/// `font.pointSize / 17`; 0 × 0 when the text is empty. With `numberOfLines` 1 (the default)
/// the text is one line; otherwise it has one line per line break, at most `numberOfLines`
/// (0: no limit), as wide as its longest line — text is not wrapped to a width.
///
/// `textColor`, `textAlignment`, `lineBreakMode` and `adjustsFontSizeToFitWidth` are stored
/// and inert (nothing is drawn).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Sign in"
/// title.font = .boldSystemFont(ofSize: 34)
/// title.intrinsicContentSize      // 119 × 41
/// ```
open class UILabel: UIView {
    /// The text; changing it changes the intrinsic size.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }

    /// The font (default: the 17-point system font; setting `nil` restores it). Scales the
    /// intrinsic size.
    open var font: UIFont! {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            invalidateIntrinsicContentSize()
            button?.titleFontChanged()
        }
    }

    /// The text colour (default `.label`; setting `nil` restores it). Stored and inert.
    open var textColor: UIColor! {
        didSet { if textColor == nil { textColor = .label } }
    }

    /// How lines line up (default `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is cut (default `.byTruncatingTail`). Stored and inert.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines shown (default 1; 0 for no limit). See the intrinsic size above.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font shrinks to fit the width (stored and inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (stored and inert).
    open var minimumScaleFactor: CGFloat = 0
    /// The width at which a multi-line label would wrap (stored and inert: text is not wrapped).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The button whose title this label shows, told when the font changes.
    weak var button: UIButton?

    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// An empty label with this frame.
    public override init(frame: CGRect) {
        font = UILabel.defaultFont
        textColor = .label
        super.init(frame: frame)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// Archives are not simulated: the label starts as `UILabel(frame: .zero)`.
    public required init?(coder: NSCoder) {
        font = UILabel.defaultFont
        textColor = .label
        super.init(coder: coder)
        huggingPriorities = (UILayoutPriority(251), UILayoutPriority(251))
    }

    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = numberOfLines == 1 ? [Substring(text)] : text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let scale = font.scaleFrom17
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: (CGFloat(longest) * 8.5 * scale).rounded(.up), height: 20.5 * scale * CGFloat(lines.count))
    }
}
