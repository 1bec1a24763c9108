import Foundation

/// Text, as UIKit's `UILabel`. Hugs at 251, as in UIKit.
///
/// Text size (the simulation's metric, not measured on iOS): 8.5 points per character and 20.5
/// points per line for the 17-point system font, both scaled by `font.pointSize / 17`; 0 × 0
/// when the text is empty. With `numberOfLines` 1 (the default) the text is one line, as wide as
/// all of it. Otherwise it has a line per line break, and lines wrap at spaces (a word longer
/// than the width at characters) to the width it is laid out in, at most `numberOfLines` lines
/// (0: no limit):
/// - `intrinsicContentSize` wraps to `preferredMaxLayoutWidth` when it is set (above 0); with 0,
///   lines are not wrapped (UIKit would use the width Auto Layout gives the label: not simulated);
/// - `sizeThatFits(_:)` wraps to the width offered;
/// - both ask `textRect(forBounds:limitedToNumberOfLines:)`, so a subclass that insets its text
///   there (with `drawText(in:)`) sizes with its insets, as on iOS.
///
/// `textColor`, `textAlignment`, `lineBreakMode`, `adjustsFontSizeToFitWidth`, the shadow, the
/// highlight and the enabled look are stored and inert (nothing is drawn).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Sign in"
/// title.font = .boldSystemFont(ofSize: 34)
/// title.intrinsicContentSize      // 119 × 41
/// let note = UILabel()
/// note.numberOfLines = 0
/// note.text = "We sent a code to your phone"
/// note.sizeThatFits(CGSize(width: 120, height: 1000))   // 119 × 41: two lines
/// ```
open class UILabel: UIView {
    /// The text; changing it changes the intrinsic size.
    open var text: String? {
        willSet { MainThreadChecker.check("UILabel.text") }
        didSet {
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }

    private var storedAttributedText: NSAttributedString?

    /// The text with attributes. Setting it sets `text` to its characters (which size the label;
    /// its attributes — fonts among them — are stored and inert). Reading it after setting
    /// `text` gives the text with no attributes (UIKit adds the label's font and colour).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }

    /// The font (default: the 17-point system font; setting `nil` restores it). Scales the
    /// intrinsic size.
    open var font: UIFont! {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            invalidateIntrinsicContentSize()
            button?.titleFontChanged()
            recordAppearance("font") { [font] in ($0 as? UILabel)?.font = font }
        }
    }

    /// The text colour (default `.label`; setting `nil` restores it). Stored and inert.
    open var textColor: UIColor! {
        didSet {
            if textColor == nil { textColor = .label }
            recordAppearance("textColor") { [textColor] in ($0 as? UILabel)?.textColor = textColor }
        }
    }

    /// How lines line up (default `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is cut (default `.byTruncatingTail`). Stored and inert: lines
    /// wrap at words whatever the mode.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// How lines are broken beyond `lineBreakMode` (iOS 14; stored and inert).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// The most lines shown (default 1; 0 for no limit). See the text size above.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font shrinks to fit the width (stored and inert: the size is at the font's).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (stored and inert).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before the text is truncated (stored and inert).
    open var allowsDefaultTighteningForTruncation = false
    /// Where shrunk text sits vertically (default `.alignBaselines`; stored and inert).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// The width at which a multi-line label wraps its intrinsic size (0: not wrapped). See the
    /// text size above.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the label draws enabled (default `true`; stored and inert: it only dims).
    open var isEnabled = true
    /// Whether the label draws highlighted (default `false`; stored and inert).
    open var isHighlighted = false
    /// The text colour while highlighted (stored and inert).
    open var highlightedTextColor: UIColor?
    /// The shadow's colour (default nil: none; stored and inert).
    open var shadowColor: UIColor?
    /// The shadow's offset (default 0 × -1, as UIKit documents; stored and inert).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether truncated text shows in full on hover (iOS 15 Mac Catalyst; stored and inert).
    open var showsExpansionTextWhenTruncated = false
    /// Whether the text scrolls when an ancestor is focused (tvOS; stored and inert).
    open var enablesMarqueeWhenAncestorFocused = false
    /// The label's vibrancy in a vibrancy effect view (iOS 17; stored and inert).
    open var preferredVibrancy: UILabelVibrancy = .none
    /// Whether lines are sized for the letterforms of the script (iOS 17; stored and inert).
    open var sizingRule: UILetterformAwareSizingRule = .typographic

    /// The button whose title this label shows, told when the font changes.
    weak var button: UIButton?

    nonisolated static let defaultFont = UIFont.systemFont(ofSize: 17)

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

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no
    /// limit): at the bounds' origin, its lines wrapped to the bounds' width (one line when
    /// `numberOfLines` is 1, as wide as the text), and no taller than the bounds. A subclass
    /// overrides it to inset its text; `intrinsicContentSize` and `sizeThatFits(_:)` ask it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = UILabel.textSize(text ?? "", font: font, width: bounds.width, numberOfLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: CGSize(width: size.width, height: min(size.height, bounds.height)))
    }

    /// Draws the text in `rect`. Nothing is drawn in the simulation: a subclass's override
    /// (insetting the rectangle) is never called, and its `textRect` is what sizes the label.
    open func drawText(in rect: CGRect) {}

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The text's size wrapped to `size.width` (a multi-line label; a width of 0 or less does not
    /// wrap), its lines limited by `numberOfLines`; a one-line label answers all its text's width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .greatestFiniteMagnitude
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude), limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The size of `text` in `font` (the simulation's metric, above), wrapped to `width` unless
    /// `numberOfLines` is 1, with at most `numberOfLines` lines (0: no limit).
    nonisolated static func textSize(_ text: String, font: UIFont, width: CGFloat, numberOfLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let scale = font.scaleFrom17
        let characterWidth = 8.5 * scale
        var lines: [Int]
        if numberOfLines == 1 {
            lines = [text.count]
        } else {
            // A width too large for an Int of characters (`.greatestFiniteMagnitude`) does not wrap.
            let characters = (width / characterWidth).rounded(.down)
            let perLine = characters > 0 && characters < 1_000_000 ? Int(characters) : characters >= 1_000_000 ? Int.max : 1
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapped($0, at: perLine) }
        }
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let longest = lines.max() ?? 0
        return CGSize(width: (CGFloat(longest) * characterWidth).rounded(.up), height: 20.5 * scale * CGFloat(lines.count))
    }

    /// The lengths of the lines `paragraph` wraps into at `perLine` characters: at spaces, and a
    /// word longer than a line at characters.
    nonisolated private static func wrapped(_ paragraph: Substring, at perLine: Int) -> [Int] {
        guard paragraph.count > perLine else { return [paragraph.count] }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            var word = word
            if current > 0 && current + 1 + word <= perLine {
                current += 1 + word
                continue
            }
            if current > 0 { lines.append(current) }
            while word > perLine {
                lines.append(perLine)
                word -= perLine
            }
            current = word
        }
        lines.append(current)
        return lines
    }
}

/// Where a label's shrunk text sits vertically, as UIKit's `UIBaselineAdjustment` (stored and
/// inert).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baselines stay where the text's were.
    case alignBaselines = 0
    /// The text is centred.
    case alignCenters = 1
    /// The text's top stays.
    case none = 2
}

/// A label's vibrancy in a vibrancy effect view, as UIKit's `UILabelVibrancy` (iOS 17; stored
/// and inert).
public enum UILabelVibrancy: Int, Sendable {
    /// No vibrancy.
    case none = 0
    /// The vibrancy the effect view gives.
    case automatic = 1
}
