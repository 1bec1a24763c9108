import Foundation

/// A bar that fills as a task advances, as UIKit's `UIProgressView`
/// (https://developer.apple.com/documentation/uikit/uiprogressview).
///
/// `progress` runs from 0 to 1; values outside are pinned to those limits, as Apple documents
/// for `setProgress(_:animated:)`. With `observedProgress` set, `progress` is that object's
/// `fractionCompleted` (pinned the same way), read when asked: Foundation on Linux has no
/// key-value observing to push it, and nothing is drawn, so reading it gives what iOS shows
/// once its update has run.
///
/// `setProgress(_:animated:)` sets the value at once, animated or not: on iOS too the property
/// holds the new value at once and only the drawn bar moves, and nothing is drawn here. The
/// tints and images are stored and inert.
///
/// Its height is 4 points in either style (unconfirmed: Apple publishes no height; a
/// third-party page from the iOS 7 era gives 2 points for `.default` and 3 for `.bar`, and the
/// rounded bar iOS has drawn since iOS 14 is reported as 4 points; no public measurement here).
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .bar)
/// bar.setProgress(1.5, animated: true)   // bar.progress == 1
/// ```
open class UIProgressView: UIView {
    /// The bar's look, as UIKit's `UIProgressView.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The bar for use in a toolbar.
        case bar = 1
    }

    /// The bar's look (default `.default`).
    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var storedProgress: Float = 0

    /// How far the task has gone, from 0 to 1 (default 0); values outside are pinned. With
    /// `observedProgress` set, that object's `fractionCompleted`, pinned.
    open var progress: Float {
        get {
            guard let observedProgress else { return storedProgress }
            return UIProgressView.pinned(Float(observedProgress.fractionCompleted))
        }
        set { storedProgress = UIProgressView.pinned(newValue) }
    }

    /// The object whose `fractionCompleted` gives `progress` (default `nil`: set `progress`
    /// yourself). See the type for when it is read.
    open var observedProgress: Progress?

    /// The colour of the filled part (stored; nothing is drawn).
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part (stored; nothing is drawn).
    open var trackTintColor: UIColor?
    /// The image of the filled part (stored; nothing is drawn).
    open var progressImage: UIImage?
    /// The image of the unfilled part (stored; nothing is drawn).
    open var trackImage: UIImage?

    /// A progress view in `frame`, of the default style, at 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A progress view of `style`, at 0, sized to its style's height (its width 0 until laid out).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 0, height: UIProgressView.barHeight)
    }

    /// Archives: as `UIView.init(coder:)`; a progress view of the default style, at 0.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets `progress` (pinned to 0...1). The value changes at once whether or not `animated`;
    /// see the type.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width; 4 points tall (unconfirmed, see the type).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
    }

    /// The width offered (the current width when none is offered) and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: UIProgressView.barHeight)
    }

    private static let barHeight: CGFloat = 4

    private static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
