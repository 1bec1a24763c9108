import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`: shown while something loads (a chat bar's
/// send button swapped for one while a message goes out).
///
/// `startAnimating()` and `stopAnimating()` set `isAnimating`; with `hidesWhenStopped` (the
/// default) a stopped spinner is hidden, as in UIKit. Sizes: 20 × 20 points medium, 37 × 37
/// large (unconfirmed: the sizes printed for iOS 13 and later; no public measurement here).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// The medium spinner (iOS 13).
        case medium = 100
        /// The large spinner (iOS 13).
        case large = 101
        /// A large white spinner (deprecated in iOS 13).
        case whiteLarge = 0
        /// A white spinner (deprecated in iOS 13).
        case white = 1
        /// A gray spinner (deprecated in iOS 13).
        case gray = 2
    }

    /// The spinner's style (default `.medium`).
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The spinner's colour (stored; nothing is drawn).
    open var color: UIColor!
    /// Whether the spinner is hidden while stopped (default `true`).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
    }
    /// Whether the spinner spins.
    open private(set) var isAnimating = false

    /// A spinner of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// A medium spinner in `frame`, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Archives are not simulated: a medium spinner with a zero frame, stopped. Not failable, as
    /// Apple declares it (`init(coder: NSCoder)`).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        decodeInterfaceBuilderArchive(coder)
    }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the spinner when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 37 × 37 points for the large styles, 20 × 20 otherwise.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }
}
