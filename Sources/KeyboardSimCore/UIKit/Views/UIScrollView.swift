import Foundation

/// A view whose content is larger than its frame and scrolls, as UIKit's `UIScrollView`.
///
/// - **Offset.** `contentOffset` is the bounds origin: setting it moves every subview on screen
///   without changing its frame, and `convert(_:to:)`, the safe area and Auto Layout all read
///   it. Any change — `contentOffset`, `bounds`, `setContentOffset(_:animated:)`, a drag — calls
///   the delegate's `scrollViewDidScroll(_:)`.
/// - **Insets.** `adjustedContentInset` is `contentInset` plus the safe-area insets the scroll
///   view overlaps, on the axes `contentInsetAdjustmentBehavior` allows (iOS's rules, below).
///   The scrollable range is `-adjustedContentInset.top … contentSize.height +
///   adjustedContentInset.bottom − bounds.height` (likewise across). When the adjusted top (or
///   left) inset changes while the content rests at its top (left) edge, the offset follows, so
///   the content stays at its edge (a table in a navigation controller starts at
///   `contentOffset.y = −(status bar + bar)`; unconfirmed beyond that common observation).
/// - **Content size.** Set `contentSize` in code, or constrain the content to
///   `contentLayoutGuide` (edges) and `frameLayoutGuide` (usually the width): after a layout
///   pass the content size is the guide's solved size. Constraints between the scroll view's own
///   edges and a view inside it mean the content area too, as UIKit reads them; its width,
///   height and centres mean the frame.
/// - **Scrolling in code.** `scrollRectToVisible(_:animated:)` scrolls as little as makes the
///   rectangle visible inside the bounds inset by `adjustedContentInset`, within the scrollable
///   range. Animated offsets move on display frames over `scrollAnimationDuration`.
/// - **UIKit's own calls.** From iOS 8, a text field (or text view) inside becoming first
///   responder, and the keyboard's did-show while it is, make UIKit call
///   `scrollRectToVisible(_:animated: true)` on the nearest enclosing scroll view that scrolls,
///   with the field's frame — the open method, so a subclass's override is called; the trace
///   says what moved (`UIWindow.scrollFirstResponderIntoView(_:)`, UIScrollView+FirstResponder.swift).
/// - **The user's finger.** `Simulation.drag(_:by:over:)` drags the content, which is where
///   `keyboardDismissMode` acts.
///
/// `contentInsetAdjustmentBehavior` (Apple's `UIScrollView.h`): `.never` adds nothing;
/// `.always` adds the safe area on every edge; `.scrollableAxes` adds it on an axis that scrolls
/// (content longer than the frame, or `alwaysBounceVertical` / `alwaysBounceHorizontal`);
/// `.automatic` (the default) is `.scrollableAxes`, and also adds the top and bottom whatever
/// the content when the scroll view is the root view of a controller in a navigation
/// controller (UIKit does so while the controller's deprecated
/// `automaticallyAdjustsScrollViewInsets` is true, its default; the simulation has no such
/// property).
///
/// Not simulated: zooming, paging, deceleration, rubber-banding (`bounces` is stored; drags
/// stop at the scrollable range), scroll indicators (their insets are stored), and the
/// narrowing of the content's safe area by the adjusted insets.
///
/// ```swift
/// let scrollView = UIScrollView(frame: view.bounds)
/// scrollView.contentSize = CGSize(width: 375, height: 1200)
/// scrollView.contentInset.bottom = keyboardOverlap
/// scrollView.verticalScrollIndicatorInsets.bottom = keyboardOverlap
/// scrollView.scrollRectToVisible(field.frame, animated: true)
/// ```
open class UIScrollView: UIView {
    /// How the safe area enters `adjustedContentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        /// `.scrollableAxes`, plus top and bottom always for a navigation controller's content.
        case automatic
        /// The safe area on the axes that scroll.
        case scrollableAxes
        /// `contentInset` alone.
        case never
        /// The safe area on every edge.
        case always
    }

    /// What a drag in the scroll view does to the keyboard, as UIKit's
    /// `UIScrollView.KeyboardDismissMode`. The two `WithAccessory` cases came with the iOS 16
    /// SDK (Apple's documentation lists the enumeration from iOS 7). They differ from `.onDrag`
    /// and `.interactive` on a screen whose controller keeps an input accessory view docked (a
    /// chat bar): the plain modes dismiss the keys and leave the bar; the `WithAccessory` modes
    /// dismiss the bar too. What the simulation does in each: `Simulation.drag(_:by:from:over:)`.
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
        /// A drag leaves the keyboard alone.
        case none
        /// The keyboard dismisses when a drag begins.
        case onDrag
        /// The keyboard follows the finger down and dismisses.
        case interactive
        /// The keyboard and the accessory view dismiss together when a drag begins.
        case onDragWithAccessory
        /// The keyboard and the accessory view both follow the finger off screen.
        case interactiveWithAccessory
    }

    /// The look of the scroll indicators, as UIKit's `UIScrollView.IndicatorStyle` (stored).
    public enum IndicatorStyle: Int, Sendable, CaseIterable {
        /// The indicators' style: the default, black or white.
        case `default`, black, white
    }

    /// How long an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
    /// takes, whatever the distance: 0.3 s, eased in and out (unconfirmed: UIKit does not
    /// document it — Apple's guide speaks of a constant rate — and it is commonly measured near
    /// 0.3 s, starting from rest).
    public static let scrollAnimationDuration: Duration = .milliseconds(300)

    // MARK: Content

    /// The size of the content, in points (zero by default).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            if !keyValueObservations.isEmpty { keyValuesDidChange(["contentSize": NSValue(cgSize: oldValue)]) }
        }
    }

    /// Where the content's origin is relative to the scroll view's top-left corner: the bounds
    /// origin. Setting it does not clamp; it calls `scrollViewDidScroll(_:)` when it changes.
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            MainThreadChecker.check("UIScrollView.contentOffset")
            boundsOrigin = newValue
        }
    }

    /// Space added around the content (zero by default).
    ///
    /// A change that leaves the offset outside the new scrollable range moves the content back
    /// into it (unless the user is dragging it or it is scrolling in code): setting the bottom
    /// inset back to zero when the keyboard leaves brings content scrolled above the keyboard
    /// back down — inside the keyboard's animation block, with the keyboard's timing. (UIKit
    /// adjusts the offset so; no public source found confirms it.)
    open var contentInset: UIEdgeInsets = .zero {
        willSet { MainThreadChecker.check("UIScrollView.contentInset") }
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            guard !isDragging, offsetAnimation == nil else { return }
            let clamped = clampedContentOffset(contentOffset)
            if clamped != contentOffset { contentOffset = clamped }
        }
    }

    /// How the safe area is added to `contentInset` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` allows.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
            case .automatic: (scrollsVertically || isNavigationContent, scrollsHorizontally)
            }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Called when `adjustedContentInset` changed; tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`). An override must call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether the scroll indicators' insets follow the safe area (true by default; stored).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The vertical scroll indicator's distance from the edges (zero by default; stored).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The horizontal scroll indicator's distance from the edges (zero by default; stored).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Sets both `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`. Reading
    /// it returns the vertical ones: Apple's header deprecates the getter (iOS 13) and leaves its
    /// value undefined when the two differ.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    // MARK: Behaviour

    /// What a drag does to the keyboard (`.none` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the user can drag the content (true by default; scrolling in code works
    /// either way).
    open var isScrollEnabled = true
    /// Whether the content bounces past its edges (true by default; stored, not simulated).
    open var bounces = true
    /// Whether the content can be dragged vertically even when it fits (false by default); it
    /// also makes the vertical axis count as scrollable for the content-inset adjustment.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether the content can be dragged horizontally even when it fits (false by default).
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether the vertical scroll indicator shows while scrolling (true by default; stored).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling (true by default; stored).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' look (stored).
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether scrolling stops on multiples of the bounds (false by default; stored).
    open var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls to the top (true by default; stored).
    open var scrollsToTop = true
    /// Whether a drag locks to one axis (false by default; stored).
    open var isDirectionalLockEnabled = false

    /// Whether the user's finger is on the content (during `Simulation.drag(_:by:over:)`).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content (during `Simulation.drag(_:by:over:)`).
    public internal(set) var isDragging = false
    /// Whether the content still moves after the finger lifted (never: deceleration is not
    /// simulated).
    public internal(set) var isDecelerating = false

    /// Told about scrolling (held weakly). A `UITableView`'s delegate is its
    /// `UITableViewDelegate`, assigned here.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Layout guides

    /// The content area as a layout guide (iOS 11): its edges are the content's, so constraints
    /// to them scroll with the content and give the content size.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide(kind: .scrollContent, name: "contentLayoutGuide")
        addLayoutGuide(guide)
        return guide
    }()

    /// The scroll view's frame as a layout guide (iOS 11): it does not scroll.
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide(kind: .scrollFrame, name: "frameLayoutGuide")
        addLayoutGuide(guide)
        return guide
    }()

    // MARK: Initializers

    /// A scroll view with this frame, no content and no insets.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not simulated: the scroll view starts as `UIScrollView(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Scrolling in code

    /// Moves the content to `contentOffset`, at once or animated over
    /// `UIScrollView.scrollAnimationDuration` (not clamped, as in UIKit).
    ///
    /// Inside an open animation block (`UIView.animate`, or a keyboard handler run inside the
    /// keyboard's own animation), the offset changes at once and is drawn moving with the
    /// block's timing, whichever `animated` says — as any change of `contentOffset` there is
    /// (`bounds` is an animatable property). That `animated: true` inherits the block rather
    /// than running its own 0.3 s is the simulator's choice: no fact it is built on confirms it.
    ///
    /// Animated, the offset takes a new value on every display frame of the simulation's clock,
    /// each time calling `scrollViewDidScroll(_:)`, and `scrollViewDidEndScrollingAnimation(_:)`
    /// when it arrives (not when nothing moves). A call with either value of `animated` stops a
    /// running animation; setting `contentOffset` does not (UIKit keeps animating over it).
    /// Outside a window the offset is set at once.
    ///
    /// ```swift
    /// scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    /// sim.advance(by: .milliseconds(300))   // contentOffset.y == 120
    /// ```
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopOffsetAnimation()
        let arrived = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if animated, contentOffset != self.contentOffset, let end = animatingTransactionEnd {
            self.contentOffset = contentOffset
            window?.clock.schedule(at: end) { arrived() }
            return
        }
        if animated, contentOffset != self.contentOffset,
            startOffsetAnimation(
                to: contentOffset, duration: Self.scrollAnimationDuration, curve: .bezier(.easeInEaseOut),
                reason: .programmatic, completion: arrived)
        {
            return
        }
        self.contentOffset = contentOffset
    }

    /// Scrolls as little as makes `rect` (in the scroll view's own coordinates: the content's)
    /// visible inside the bounds inset by `adjustedContentInset`, within the scrollable range;
    /// nothing when it is visible already.
    ///
    /// Along each axis: a rectangle above (left of) the visible area, or longer than it, gets its
    /// top (left) edge at the visible area's; one below (right of) it gets its bottom (right)
    /// edge at the visible area's. The result is clamped to `-adjustedContentInset.top …
    /// contentSize.height + adjustedContentInset.bottom − bounds.height` (likewise across), so
    /// a field near the end of the content scrolls above a keyboard only as far as the bottom
    /// inset lets it.
    ///
    /// ```swift
    /// scrollView.contentInset.bottom = overlap                  // the keyboard's part of the view
    /// scrollView.scrollRectToVisible(field.frame, animated: true)
    /// ```
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let insets = adjustedContentInset
        let offset = contentOffset
        let dx = Self.scrollDistance(rect.minX, rect.maxX, visible: offset.x + insets.left, offset.x + bounds.width - insets.right)
        let dy = Self.scrollDistance(rect.minY, rect.maxY, visible: offset.y + insets.top, offset.y + bounds.height - insets.bottom)
        let target = clampedContentOffset(CGPoint(x: offset.x + dx, y: offset.y + dy))
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: State the offset and insets depend on

    /// The running animation of the offset (`setContentOffset(_:animated:)`, a drag).
    var offsetAnimation: ContentOffsetAnimation?
    /// Where code has sent the content: the destination of a running `setContentOffset(_:animated:)`
    /// or `scrollRectToVisible(_:animated:)` on the scroll view's own timing, else the offset.
    package var scrollDestination: CGPoint {
        if let offsetAnimation, offsetAnimation.reason == .programmatic { return offsetAnimation.to }
        return contentOffset
    }
    /// The offset changes made inside animation blocks, drawn from their old value with the
    /// block's timing (additive, as frames are).
    var blockOffsetAnimations: [ValueAnimation] = []
    /// The adjusted insets last reported by `adjustedContentInsetDidChange()`.
    private var reportedAdjustedContentInset: UIEdgeInsets = .zero

    /// Whether content taller than the frame, or `alwaysBounceVertical`, lets it scroll
    /// vertically (the content-inset adjustment's test).
    var scrollsVertically: Bool { contentSize.height > frame.height || alwaysBounceVertical }
    /// The same, horizontally.
    var scrollsHorizontally: Bool { contentSize.width > frame.width || alwaysBounceHorizontal }

    /// Whether this is the root view of a controller inside a navigation controller.
    private var isNavigationContent: Bool {
        owningViewController?.navigationController != nil
    }

    /// The smallest offset: the content's top-left corner at the adjusted insets.
    var minimumContentOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }

    /// The largest offset: the content's far edges at the adjusted insets (never below the
    /// minimum).
    var maximumContentOffset: CGPoint {
        let insets = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - bounds.width),
            y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
    }

    /// `offset` moved into the scrollable range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Reports a change of the adjusted insets (`adjustedContentInsetDidChange()`), keeping
    /// content that rested at its top or left edge there.
    func adjustedContentInsetMayHaveChanged() {
        let new = adjustedContentInset
        let old = reportedAdjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
    }

    // MARK: UIView

    open override var frame: CGRect {
        didSet { if frame != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The safe area may have changed (a bar, a rotation, the frame).
        adjustedContentInsetMayHaveChanged()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        adjustedContentInsetMayHaveChanged()
    }

    override func boundsOriginDidChange(from old: CGPoint) {
        super.boundsOriginDidChange(from: old)
        animateOffsetChangeInOpenBlock(from: old)
        delegate?.scrollViewDidScroll(self)
    }

    /// While the offset animates, what is drawn follows the animation's curve at any instant
    /// (the model offset changes on display frames only); an offset changed inside an animation
    /// block adds what its animation still has to travel.
    override func presentationBoundsOrigin(at instant: SimulationInstant) -> CGPoint {
        var origin = offsetAnimation?.offset(at: instant) ?? boundsOrigin
        blockOffsetAnimations.removeAll { $0.end <= instant && $0.end <= (window?.clock.now ?? instant) }
        for animation in blockOffsetAnimations {
            let remaining = CGFloat(animation.remaining(at: instant))
            origin.x += CGFloat(animation.delta[0]) * remaining
            origin.y += CGFloat(animation.delta[1]) * remaining
        }
        return origin
    }

    // MARK: Members of Apple's documentation (issue 43)

    /// The rate the content slows at after a flick, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its speed the content keeps per millisecond.
        public var rawValue: CGFloat
        /// A rate from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether a table's section index shows, as UIKit's `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Sendable {
        /// Shown as the system decides.
        case automatic = 0
        /// Always hidden.
        case alwaysHidden = 1
    }

    /// How fast the content slows after a flick (stored: deceleration is not simulated). `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches in the content wait a moment to see if they start a scroll (stored;
    /// taps are delivered at once). True by default.
    open var delaysContentTouches = true
    /// Whether a scroll cancels the touches in the content (stored). True by default.
    open var canCancelContentTouches = true
    /// Whether the content bounces past its horizontal edges (stored, iOS 17.4). True by default.
    open var bouncesHorizontally = true
    /// Whether the content bounces past its vertical edges (stored, iOS 17.4). True by default.
    open var bouncesVertically = true
    /// Whether a zoom bounces past the scale limits (stored: pinching is not simulated). True by default.
    open var bouncesZoom = true
    /// Whether a hardware keyboard's keys scroll the content (stored: key commands are not
    /// simulated). True by default.
    open var allowsKeyboardScrolling = true
    /// Whether horizontal scrolling at an edge passes to an enclosing scroll view (stored). True by default.
    open var transfersHorizontalScrollingToParent = true
    /// Whether vertical scrolling at an edge passes to an enclosing scroll view (stored). True by default.
    open var transfersVerticalScrollingToParent = true
    /// Where content smaller than the scroll view sits, in unit coordinates (stored, iOS 17.4). Zero by default.
    open var contentAlignmentPoint: CGPoint = .zero
    /// Whether a table's section index shows (stored). `.automatic` by default.
    open var indexDisplayMode: IndexDisplayMode = .automatic

    /// Whether a touch in `view` may begin (`view` is a subview the touches landed in): true, as
    /// UIScrollView's. The simulation's taps do not ask it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll may cancel the touches in `view`: true unless `view` is a `UIControl`,
    /// as UIScrollView's (developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The recognizer of the scroll view's drags. `Simulation.drag(_:by:over:)` moves the
    /// content itself; the recognizer is there for the app to configure and to require
    /// other recognizers to wait for (made on first use).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let made = storedPanGestureRecognizer { return made }
        let made = UIPanGestureRecognizer()
        storedPanGestureRecognizer = made
        return made
    }
    private var storedPanGestureRecognizer: UIPanGestureRecognizer?

    /// The recognizer of pinches, when zooming is possible (`maximumZoomScale` above
    /// `minimumZoomScale`): pinching is not simulated, so nothing recognizes; nil otherwise.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if let made = storedPinchGestureRecognizer { return made }
        let made = UIPinchGestureRecognizer()
        storedPinchGestureRecognizer = made
        return made
    }
    private var storedPinchGestureRecognizer: UIPinchGestureRecognizer?

    /// The refresh control at the top of the content: set, it becomes a subview (the old one
    /// is removed). Pulling to refresh is not simulated; `beginRefreshing()` in code is.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }

    /// The scale of the content, 1 by default. Setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var currentZoomScale: CGFloat = 1
    /// The smallest scale, 1 by default.
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale, 1 by default: zooming needs a larger one
    /// (developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale).
    open var maximumZoomScale: CGFloat = 1

    /// Scales the content, as UIKit does: the delegate's `viewForZooming(in:)` names the view
    /// that scales (without one nothing zooms and `zoomScale` stays); the scale is clamped to
    /// `minimumZoomScale…maximumZoomScale`; the zoomed view takes a scale transform and
    /// `contentSize` becomes its bounds' size times the scale; then `scrollViewDidZoom(_:)`.
    /// Animated, the transform moves over `scrollAnimationDuration` (an animation block).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != currentZoomScale else { return }
        currentZoomScale = clamped
        let apply = {
            zoomed.transform = CGAffineTransform(scaleX: clamped, y: clamped)
            self.contentSize = CGSize(width: zoomed.bounds.width * clamped, height: zoomed.bounds.height * clamped)
        }
        if animated {
            UIView.animate(withDuration: Self.scrollAnimationDuration.secondsValue, animations: apply)
        } else {
            apply()
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the scroll view as far as
    /// the scale limits let it, then scrolls it into view: the scale is the smaller of the two
    /// ratios of the bounds to `rect`.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, delegate?.viewForZooming(in: self) != nil else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = currentZoomScale
        scrollRectToVisible(
            CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale), animated: animated)
    }

    /// Whether the user is zooming: never (pinching is not simulated).
    open var isZooming: Bool { false }
    /// Whether a zoom is bouncing back within the limits: never (pinching is not simulated).
    open var isZoomBouncing: Bool { false }
    /// Whether a zoom animates: never after its block (an animated `setZoomScale` is a block
    /// animation of the transform).
    open var isZoomAnimating: Bool { false }
    /// Whether an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
    /// is moving the content.
    open var isScrollAnimating: Bool { offsetAnimation != nil }

    /// Stops a scroll animation where it is, as UIKit's `stopScrollingAndZooming()`.
    open func stopScrollingAndZooming() { stopOffsetAnimation() }

    /// Would show the scroll indicators for a moment; nothing is drawn, and the trace says so.
    open func flashScrollIndicators() {
        diagnostic("UIScrollView.flashScrollIndicators() on \(debugName): the indicators are not drawn")
    }

    /// Runs `changes`, offset changes UIKit would show the indicators for (nothing is drawn).
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) { changes() }
}
