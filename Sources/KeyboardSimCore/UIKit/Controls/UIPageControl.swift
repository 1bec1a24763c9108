import Foundation

/// A page control, as UIKit's
/// [`UIPageControl`](https://developer.apple.com/documentation/uikit/uipagecontrol): a row of
/// indicators, one per page, the current one highlighted, as under a paged scroll view or an
/// emoji keyboard's pages.
///
/// `numberOfPages` is 0 and `currentPage` 0 by default; `currentPage` is held to
/// `0…numberOfPages - 1`, as UIKit pins it, and setting it in code sends nothing.
/// `Simulation.tapPageControl(_:forward:)` is the user's tap beside the current indicator: the
/// page moves one step that way and `.valueChanged` is sent, as Apple's page describes. With
/// `hidesForSinglePage`, a control of one page or none reports itself hidden to taps. Tint
/// colours, indicator images, the background style and the direction are stored and inert
/// (nothing is drawn).
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 4
/// pages.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
/// ```
open class UIPageControl: UIControl {
    /// The number of pages (indicators): 0 by default; a negative count is taken as 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
        }
    }
    private var storedCurrentPage = 0
    /// The current page, from 0: held to `0…numberOfPages - 1` (0 when there are no pages).
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    /// Whether the control hides when there is only one page: `false` by default
    /// ([Apple's page](https://developer.apple.com/documentation/uikit/uipagecontrol/hidesforsinglepage)).
    open var hidesForSinglePage = false
    /// Whether a tap's new page is shown only after `updateCurrentPageDisplay()` (deprecated in
    /// iOS 14): `false` by default; stored, nothing is drawn.
    open var defersCurrentPageDisplay = false
    /// The colour of the indicators that are not current; nil (UIKit's) by default. Inert.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's indicator; nil (UIKit's) by default. Inert.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background's style: `.automatic` by default. Inert.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether the user may scrub across the indicators: `true` by default. A scrub is not
    /// simulated (a tap is).
    open var allowsContinuousInteraction = true
    /// The image of every indicator; nil (UIKit's dot) by default. Inert.
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's indicator; nil by default. Inert.
    open var preferredCurrentPageIndicatorImage: UIImage?
    /// How the indicators are laid out: `.natural` by default. Inert.
    open var direction: Direction = .natural
    /// The interaction in progress: `.none` outside a tap; `.discrete` while a simulated tap
    /// sends `.valueChanged`.
    public private(set) var interactionState: InteractionState = .none
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// The image of the indicator of `page`, or nil for the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    /// Sets the image of the indicator of `page` (nil for the preferred one). Inert.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// The image of the current indicator on `page`, or nil for the preferred one.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }
    /// Sets the image of the current indicator on `page`. Inert.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentIndicatorImages[page] = image }

    /// Shows the current page when `defersCurrentPageDisplay` is set (deprecated in iOS 14).
    /// Nothing is drawn, so there is nothing to bring up to date.
    open func updateCurrentPageDisplay() {}

    /// The smallest size that shows `pageCount` indicators: 7-point dots 9 points apart, 37
    /// points high (unconfirmed: the sizes reported for the control before iOS 14; its iOS 14
    /// redesign is not measured here, and Apple's page gives no number).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: count == 0 ? 0 : count * 7 + (count - 1) * 9, height: 37)
    }

    /// The size of its indicators, `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// Whether a tap reaches no indicator: a control hidden for a single page.
    var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The user tapped beside the current indicator, after it (`forward`) or before it: the
    /// page moves one step unless it is at that end, and `.valueChanged` is sent when it moved.
    func userTapped(forward: Bool) {
        let old = currentPage
        currentPage = old + (forward ? 1 : -1)
        guard currentPage != old else { return }
        interactionState = .discrete
        sendActions(for: .valueChanged)
        interactionState = .none
    }

    /// A page control's background style, as UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// UIKit chooses by the interaction.
        case automatic = 0
        /// Always a full background.
        case prominent = 1
        /// A background only while interacting.
        case minimal = 2
    }

    /// The interaction with a page control, as UIKit's `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Sendable {
        /// No interaction.
        case none = 0
        /// A tap moving one page at a time.
        case discrete = 1
        /// A scrub across the indicators.
        case continuous = 2
    }

    /// How the indicators run, as UIKit's `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        /// As the layout direction (left to right here).
        case natural = 0
        /// Left to right.
        case leftToRight = 1
        /// Right to left.
        case rightToLeft = 2
        /// Top to bottom.
        case topToBottom = 3
        /// Bottom to top.
        case bottomToTop = 4
    }
}
