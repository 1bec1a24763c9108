import Foundation
import SimulationContext

/// A rectangle on screen, as UIKit's `UIView`.
///
/// Frames are in the superview's coordinates; `convert(_:to:)` with `nil` converts to window
/// coordinates (the screen's while the window fills it; see `Simulation.placeWindow`). `setNeedsLayout()` marks a view; the pending layout runs at the end
/// of the run-loop turn (UIKit's deferred layout) or at once with `layoutIfNeeded()`.
open class UIView: UIResponder {
    // `@exclusivity(unchecked)` on the frame's storage and the layout flags below: a layout pass
    // reads and sets them for every view it moves, and the run-time exclusivity check cost more
    // than the access (UIKit's own properties have no such check either).

    /// The frame in the superview's coordinate space.
    open var frame: CGRect {
        get { frameStorage }
        set {
            MainThreadChecker.check("UIView.frame")
            guard newValue.hasFiniteNumbers || !refusesNonFiniteFrame(newValue, source: "the app set", window: window) else { return }
            let old = frameStorage
            let observed = keyValueObservations.isEmpty ? nil : observedFrameValues()
            frameStorage = newValue
            guard !newValue.isSame(as: old) else { return }
            defer { if let observed { keyValuesDidChange(observed) } }
            if let applied = Self.frameBeingApplied, applied.view == ObjectIdentifier(self) {
                // (The innermost block read now: app code in a subclass's setter may open one.)
                if layoutPassDidSetFrame(from: old, superview: applied.superview, transaction: applied.animations.current) {
                    Self.frameBeingApplied?.resized = true
                }
                return
            }
            // The window's engine, found once: each look walks up through weak references.
            let engine = window?.layoutEngine
            engine?.animations.current?.recordFrameChange(of: self, from: old)
            engine?.frameDidChange(of: self)
            if newValue.size != old.size {
                setNeedsLayout(in: engine)
                resizeSubviews(from: old.size)
            }
            superview?.setNeedsLayout(in: engine)
        }
    }

    /// What `frame` reads and writes. A layout pass writes it directly for a plain `UIView` (no
    /// app code overrides its `frame`, and none observes it), then does what the setter does for
    /// a pass.
    @exclusivity(unchecked) final var frameStorage: CGRect = .zero

    /// The key-value observers of the view's geometry (`addObserver(_:forKeyPath:options:context:)`).
    final var keyValueObservations: [KeyValueObservation] = []

    /// The rest of a frame set by a layout pass (`superview` is the view's; the pass holds
    /// both): the open animation block records the old frame, and a view resized lays out
    /// again, and so does its superview — a view moved, neither
    /// (stackoverflow.com/questions/728372, measured on devices). Returns whether the size
    /// changed: the pass, which knows the solution it set, then marks its own engine; nothing
    /// here looks the engine up.
    final func layoutPassDidSetFrame(from old: CGRect, superview: UIView, transaction: AnimationTransaction?) -> Bool {
        transaction?.recordFrameChange(of: self, from: old)
        guard frameStorage.size.width != old.size.width || frameStorage.size.height != old.size.height else { return false }
        if !needsLayout {
            needsLayout = true
            superview.descendantMayNeedLayout()
        }
        if !superview.needsLayout { superview.setNeedsLayout(in: nil) }
        resizeSubviews(from: old.size)
        return true
    }

    /// The bounds origin (scroll offset); the size is the frame's.
    @exclusivity(unchecked) package var boundsOrigin: CGPoint = .zero {
        didSet {
            guard boundsOrigin != oldValue else { return }
            for subview in subviews { subview.generatedLayoutInputsChanged() }
            setNeedsLayout()
            boundsOriginDidChange(from: oldValue)
            if !keyValueObservations.isEmpty {
                keyValuesDidChange([
                    "bounds": NSValue(cgRect: CGRect(origin: oldValue, size: frame.size)), "contentOffset": NSValue(cgPoint: oldValue),
                ])
            }
        }
    }

    /// Called after the bounds origin changed, however it was set (`bounds`, `boundsOrigin`,
    /// a scroll view's `contentOffset`): a scroll view tells its delegate here.
    func boundsOriginDidChange(from old: CGPoint) {}

    /// The bounds origin as drawn at `instant`: the model's, unless the view animates it
    /// itself (a scroll view's animated offset).
    func presentationBoundsOrigin(at instant: SimulationInstant) -> CGPoint { boundsOrigin }

    /// The view it is a subview of (held weakly).
    public private(set) weak var superview: UIView?
    /// The keyboard's window holding this view, its host of accessory and input views (`keyboardHostWindow`);
    /// a box, so that views the keyboard never shows pay one nil pointer for it.
    private var hostWindowReference: WeakWindow?
    /// Its subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// Hidden views are not drawn; a hidden arranged subview takes no space in its stack view.
    open var isHidden = false {
        willSet { MainThreadChecker.check("UIView.isHidden") }
        didSet {
            if oldValue != isHidden, let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.rebuild()
            }
        }
    }
    /// A number the app can identify the view by (stored).
    open var tag = 0

    /// Whether the view receives touches (none is simulated; kept for the code that sets it).
    open var isUserInteractionEnabled = true

    /// The gesture recognizers attached (`addGestureRecognizer`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The name views carry in traces, audits and scenario files (`nameField`).
    open var accessibilityIdentifier: String?

    // Accessibility (UIAccessibility's properties): stored and inert, VoiceOver is not simulated.
    private var storedIsAccessibilityElement: Bool?
    /// Whether assistive technologies see the view as one element: by default, as in UIKit, a
    /// control, a label or a text view is one and any other view is not.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? (self is UIControl || self is UILabel || self is UITextView) }
        set { storedIsAccessibilityElement = newValue }
    }
    /// What VoiceOver would read (stored and inert).
    open var accessibilityLabel: String?
    /// What VoiceOver would add after a pause (stored and inert).
    open var accessibilityHint: String?
    /// The element's value as VoiceOver would read it (stored and inert).
    open var accessibilityValue: String?
    /// What the element is and does (stored and inert).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver ignores the view's siblings while it is shown, as a modal view's
    /// (stored and inert).
    open var accessibilityViewIsModal = false

    /// The controller whose root view this is (UIKit's next responder of a root view).
    weak var owningViewController: UIViewController?

    @exclusivity(unchecked) private(set) var needsLayout = true
    /// The view whose frame a window's layout pass is setting through its (overridable) `frame`.
    @exclusivity(unchecked) static var frameBeingApplied: FrameApplication?

    /// A layout pass setting a view's frame: the view, its superview and the engine's animation
    /// blocks, none retained here (the pass holds them while it sets the frame).
    struct FrameApplication {
        let view: ObjectIdentifier
        unowned(unsafe) let superview: UIView
        unowned(unsafe) let animations: AnimationTransactionStack
        /// Set by the setter when the size changed (the engine then has a pass to run).
        var resized = false

        init(view: UIView, superview: UIView, animations: AnimationTransactionStack) {
            self.view = ObjectIdentifier(view)
            self.superview = superview
            self.animations = animations
        }
    }
    /// Whether a view below this one may need layout: set on the way up when one is marked, so
    /// that a pass descends only where something is pending (a view marked says so to its
    /// ancestors, stopping at the first that knows).
    @exclusivity(unchecked) private var descendantNeedsLayout = false

    // MARK: Auto Layout state

    /// Whether the frame becomes constraints (true, the default for views made in code) or
    /// constraints set the frame (false).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            generatedLayoutInputsChanged()
            (superview ?? self).setNeedsLayout()
        }
    }
    /// Struts and springs for a view that translates its mask.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { (superview ?? self).setNeedsLayout() } }
    }
    /// Whether subviews are resized by their masks when this view's size changes.
    open var autoresizesSubviews = true
    /// The margins of `layoutMarginsGuide` (8 points on every side by default). Setting other
    /// margins calls `layoutMarginsDidChange()`, as UIKit does
    /// (developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            setNeedsLayout()
            if layoutMargins != oldValue { layoutMarginsDidChange() }
        }
    }
    /// Whether the layout margins are measured from the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea = true
    /// The layout guides added with `addLayoutGuide(_:)`.
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    var installedConstraints: [NSLayoutConstraint] = []
    var huggingPriorities = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    var compressionPriorities = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
    /// The engine's variables for the view, made when the engine first takes it in.
    var engineVariables: (any SolvedRectangle)?
    /// Running animations of the frame (additive).
    var frameAnimations: [ValueAnimation] = []

    /// The transform applied about the view's centre: how it is drawn, and what `convert` and
    /// the window's coordinates answer (a screen moved up with
    /// `CGAffineTransform(translationX: 0, y: -height)`). Auto Layout ignores it, as on iOS, and
    /// `frame` keeps the untransformed rectangle: Apple documents `frame` as undefined, "and
    /// therefore should be ignored", while the transform is not the identity
    /// (developer.apple.com/documentation/uikit/uiview/frame); `center` and `bounds` are what a
    /// transformed view is placed by. Set inside an animation block, it animates.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set {
            MainThreadChecker.check("UIView.transform")
            if rare?.transform3D != nil { rare?.transform3D = nil }
            let old = transformStorage
            guard newValue != old else { return }
            transformStorage = newValue
            hasTransform = !newValue.isIdentity
            window?.layoutEngine.animations.current?.recordTransformChange(of: self, from: old.entries)
        }
    }

    @exclusivity(unchecked) final var transformStorage: CGAffineTransform = .identity
    /// Whether `transform` is not the identity (checked on every coordinate conversion).
    @exclusivity(unchecked) final var hasTransform = false
    /// Running animations of the transform's six entries (additive).
    var transformAnimations: [ValueAnimation] = []

    /// The view's size from its content; `UIView.noIntrinsicMetric` where it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed (open, as in UIKit: a view that sizes
    /// itself overrides it to drop a cached size, calling `super`).
    open func invalidateIntrinsicContentSize() {
        generatedLayoutInputsChanged()
        (superview ?? self).setNeedsLayout()
    }

    /// How much the view resists growing beyond its intrinsic size (default 250; labels and
    /// image views 251, as in UIKit).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
        invalidateIntrinsicContentSize()
    }

    /// Whether `point` (in the view's coordinates) is inside the view, as UIKit's
    /// `point(inside:with:)`: within its bounds. An app's view overrides it to enlarge its touch
    /// target; the simulation's taps land in the middle of a view and do not ask it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The size that fits within `size`, as UIKit's `sizeThatFits(_:)`: a plain view answers its
    /// current size, as Apple's documentation of the method says `UIView`'s does; UIKit's views
    /// that size to their content (a label, a button, an image view, a text field, a search bar,
    /// a toolbar) answer their intrinsic size in each dimension they have one.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard sizesToContent else { return bounds.size }
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// Whether `sizeThatFits(_:)` answers the intrinsic size (UIKit's content-sized views).
    var sizesToContent: Bool { false }

    /// The size of the view that satisfies its constraints and is as close to `targetSize` as
    /// they allow, as UIKit's `systemLayoutSizeFitting(_:)`: the same as
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
    /// `.fittingSizeLevel` both ways. Pass `UIView.layoutFittingCompressedSize` for the smallest
    /// size, `UIView.layoutFittingExpandedSize` for the largest. The view's size does not change
    /// (developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints, with the target's width and height
    /// held at the priorities given, as UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// `.required` fixes that dimension at the target's, `.fittingSizeLevel` makes it as close to
    /// it as the view's constraints allow. The view's frame and its window's layout do not change:
    /// the view is solved on its own, in the simulation's solver, with the constraints inside it,
    /// its descendants' intrinsic sizes and autoresizing (a content view with a flexible mask
    /// follows it) and its own intrinsic size, but not its own frame, whether or not it translates
    /// its autoresizing mask (the self-sizing table header relies on this). Constraints to views
    /// outside it take no part (unconfirmed: UIKit solves in the engine the view is in, and does
    /// not document what those do here). A view in which nothing uses Auto Layout answers its
    /// current size (unconfirmed, as reported from iOS in
    /// drewolbrich/ScrollingContentViewController). A required target that the view's own
    /// required constraints refuse is left out, and the trace says so.
    ///
    /// ```swift
    /// let height = header.systemLayoutSizeFitting(
    ///     CGSize(width: tableView.bounds.width, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard let fittingSize = UIView.fittingSizeSolver else {
            // No simulation was made in this process yet: nothing has installed the solver.
            return bounds.size
        }
        return fittingSize(self, targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    /// How `systemLayoutSizeFitting` solves a view on its own: the layout folder's solver
    /// (`FittingSizeSystem`), installed by the first simulation made in the process (UIKit's
    /// types do not depend on the layout engine's). Before any simulation, a view answers its
    /// size as it stands.
    static var fittingSizeSolver: ((UIView, CGSize, UILayoutPriority, UILayoutPriority) -> CGSize)?

    /// Resizes the view to `sizeThatFits(bounds.size)`, its origin kept, as UIKit's `sizeToFit()`.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The part of the view not covered by bars, notches or home indicators.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide(kind: .safeArea, name: "safeArea")
        addLayoutGuide(guide)
        return guide
    }()

    /// The view's bounds inset by `layoutMargins` (from the safe area by default).
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = {
        let guide = UILayoutGuide(kind: .margins, name: "margins")
        addLayoutGuide(guide)
        return guide
    }()

    /// The keyboard, as a layout guide (iOS 15+).
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// Whether a view is still alive, for those who hold it without retaining it (the layout
    /// engine's entries): set false by the view's `deinit`.
    package final class Lifetime: @unchecked Sendable {
        @exclusivity(unchecked) package private(set) var isAlive = true
        fileprivate func end() { isAlive = false }
    }

    /// This view's lifetime.
    package let lifetime = Lifetime()

    deinit { lifetime.end() }

    /// A view with this frame and no subviews.
    public init(frame: CGRect) {
        MainThreadChecker.check("UIView.init(frame:)")
        frameStorage = frame
        super.init()
    }

    /// A view with a zero frame, as `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from a storyboard or a xib (`UIStoryboard`, `UINib`): its frame, its
    /// properties and its subviews are read from the document here, so a subclass finds them
    /// after `super.init(coder:)`, as on iOS. Any other coder is not read: the view starts as
    /// `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        MainThreadChecker.check("UIView.init(coder:)")
        super.init()
        decodeInterfaceBuilderArchive(coder)
    }

    /// Reads this view's frame, properties and subviews from `coder` when it is a storyboard's or
    /// a xib's; any other coder is not read. For `init(coder:)`, and for the subclasses whose
    /// `init(coder:)` Apple declares not failable (`UIStackView`), which start with
    /// `init(frame: .zero)` and then read the archive here.
    final func decodeInterfaceBuilderArchive(_ coder: NSCoder) {
        if let coder = coder as? InterfaceBuilderCoder { coder.load?.decodeFromInitializer(self, coder: coder) }
    }

    // MARK: Key-value coding (KeyValueCoding.swift)

    /// The view's property `key` (`"alpha"`, `"frame"`, `"center"`, `"layer"`…); any other key
    /// goes to `UIResponder`'s, as a subclass's own keys come to this one.
    open override func value(forKey key: String) -> Any? {
        if case .some(let value) = viewKeyValue(forKey: key) { return value }
        return super.value(forKey: key)
    }

    /// Sets the view's property `key` (a number in any numeric type); any other key goes to
    /// `UIResponder`'s (Interface Builder's outlets and runtime attributes).
    open override func setValue(_ value: Any?, forKey key: String) {
        if !setViewKeyValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    // MARK: Appearance (UIView+Appearance.swift; stored and inert unless said)

    /// The view's layer (see `CALayer`): frame, bounds, opacity, colour and clipping mirror the
    /// view's; `layer.presentation()` is the layer as drawn mid-animation.
    public private(set) lazy var layer = CALayer(view: self)
    /// The fill colour (stored and inert; `layer.backgroundColor` is the same colour).
    open var backgroundColor: UIColor? {
        didSet {
            recordAppearance("backgroundColor") { [backgroundColor] in $0.backgroundColor = backgroundColor }
            if backgroundColor != oldValue { window?.layoutEngine.animations.current?.recordUnmovingPropertyChange() }
        }
    }
    /// On an appearance proxy (`appearance()`), its record; nil on every other view.
    final var appearanceEntry: AppearanceProxies.Entry?
    /// The tint set on this view itself (`nil`: inherited).
    var ownTintColor: UIColor?
    /// The tint: the one set on this view, else its superview's, else `systemBlue` — as iOS.
    /// Setting `nil` restores inheritance. A change calls `tintColorDidChange()` on this view
    /// and on the descendants that inherit it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            setOwnTintColor(newValue)
            recordAppearance("tintColor") { $0.tintColor = newValue }
        }
    }
    /// Called when `tintColor` changes (set here or on an ancestor it inherits from). Not
    /// called when the view moves to a superview with another tint.
    open func tintColorDidChange() {}
    /// The opacity, 0–1 (stored and inert; `layer.opacity`). Changed in an animation block, it
    /// takes the new value at once (no in-between values are simulated), and the block's
    /// completion waits for the duration, as UIKit's fade does.
    open var alpha: CGFloat = 1 {
        willSet { MainThreadChecker.check("UIView.alpha") }
        didSet { if alpha != oldValue { window?.layoutEngine.animations.current?.recordUnmovingPropertyChange() } }
    }
    /// Whether the view fills its bounds with opaque content (stored and inert).
    open var isOpaque = true
    /// How content is laid out in the bounds (stored and inert; see `UIView.ContentMode`).
    open var contentMode: ContentMode = .scaleToFill
    /// Whether subviews are clipped to the bounds: `layer.masksToBounds` (stored and inert).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Geometry

    /// The view's own coordinate space: origin = `boundsOrigin`, size = frame size.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            MainThreadChecker.check("UIView.bounds")
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The frame's centre in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            MainThreadChecker.check("UIView.center")
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        if placement.levelsBelowTop == 0 { return keyboardHostWindow }
        // What the last move kept (a step, where the walk below takes one per level).
        if !placement.windowBelowTop, let top = placement.top { return top as? UIWindow ?? top.keyboardHostWindow }
        var top: UIView = self
        while let current = top.superview {
            if let window = current as? UIWindow { return window }
            top = current
        }
        return top.keyboardHostWindow
    }

    /// Where this view is in its hierarchy, kept by each move for the subtree moved, so that
    /// `window` and the depth check take a step where a walk up takes one per level.
    private struct Placement {
        /// The topmost view above this one; `nil` when this view is the topmost, or when the
        /// topmost was freed while this view lived on (its superview, held weakly, went away
        /// with it): then the rest is stale and a walk up answers.
        weak var top: UIView?
        /// How many levels below the topmost view this view is (0: it is the topmost).
        var levelsBelowTop = 0
        /// Whether a window other than the topmost view is among the ancestors (a window added
        /// as a subview): then `window` walks up to the nearest one.
        var windowBelowTop = false
    }
    private var placement = Placement()

    /// The topmost view, this view's levels below it and whether a window lies between them:
    /// what the last move kept, or a walk up when the topmost kept was freed.
    private var resolvedPlacement: (top: UIView, levelsBelowTop: Int, windowBelowTop: Bool) {
        if placement.levelsBelowTop == 0 { return (self, 0, false) }
        if let top = placement.top { return (top, placement.levelsBelowTop, placement.windowBelowTop) }
        var top: UIView = self
        var levels = 0
        var windowBelowTop = false
        while let current = top.superview {
            if levels > 0, top is UIWindow { windowBelowTop = true }
            levels += 1
            top = current
        }
        return (top, levels, windowBelowTop)
    }

    /// How many superviews this view has (what the last move kept: a step, not a walk).
    var hierarchyDepth: Int { resolvedPlacement.levelsBelowTop }

    /// Keeps the placement of every view of this subtree after this view moved (its superview
    /// set, or gone): a visit per view, as the move's own callbacks make.
    private func placeSubtree() {
        var pending: [(view: UIView, top: UIView?, levels: Int, windowBelowTop: Bool)]
        if let parent = superview {
            let above = parent.resolvedPlacement
            pending = [
                (self, above.top, above.levelsBelowTop + 1, above.windowBelowTop || (above.levelsBelowTop > 0 && parent is UIWindow))
            ]
        } else {
            pending = [(self, nil, 0, false)]
        }
        while let (view, top, levels, windowBelowTop) = pending.popLast() {
            view.placement.top = top
            view.placement.levelsBelowTop = levels
            view.placement.windowBelowTop = windowBelowTop
            let childrenTop = levels == 0 ? view : top
            let childrenWindowBelowTop = windowBelowTop || (levels > 0 && view is UIWindow)
            for subview in view.subviews { pending.append((subview, childrenTop, levels + 1, childrenWindowBelowTop)) }
        }
    }

    /// The window of the keyboard holding this view, the host of its input accessory and input
    /// views (`InputSetHostView`): on iOS those live in the keyboard's own window, where a chat
    /// bar's text view can become first responder; here the host answers that window as its
    /// `window`, and so do the views in it.
    var keyboardHostWindow: UIWindow? {
        get { hostWindowReference?.window }
        set { hostWindowReference = newValue.map(WeakWindow.init) }
    }

    override var responderWindow: UIWindow? { window }

    /// Whether `becomeFirstResponder()` was asked of this view while it was in no window: UIKit
    /// carries it out when the view enters one (`becomePendingFirstResponder()`), unless it
    /// resigned meanwhile.
    var wantsToBecomeFirstResponderInWindow = false

    /// The rectangle, in this view's coordinates, that UIKit scrolls into view in the scroll view
    /// around it while this view is first responder (`UIWindow.scrollFirstResponderIntoView(_:)`):
    /// `nil`, nothing, for a view; a text field's bounds, a text view's insertion point.
    func rectScrolledIntoView(asFirstResponder reason: FirstResponderScrollReason) -> CGRect? { nil }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// The origin of this view's coordinate space in window coordinates.
    private var originInWindow: CGPoint {
        var point = CGPoint(x: -boundsOrigin.x, y: -boundsOrigin.y)
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            point.x += current.frame.minX
            point.y += current.frame.minY
            view = current.superview
            if let parent = view {
                point.x -= parent.boundsOrigin.x
                point.y -= parent.boundsOrigin.y
            }
        }
        return point
    }

    /// This view's coordinates to the window's: a translation, unless this view or an ancestor
    /// below the window has a transform.
    private var toWindow: CGAffineTransform {
        var map = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            map = map.concatenating(
                current.toSuperview(frame: current.frame, boundsOrigin: current.boundsOrigin, transform: current.transformStorage))
            view = current.superview
        }
        return map
    }

    /// A point in this view's bounds to its superview's coordinates, for the given frame,
    /// bounds origin and transform (applied about the frame's centre, UIKit's default anchor).
    final func toSuperview(frame: CGRect, boundsOrigin: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        let centred = CGAffineTransform(translationX: -boundsOrigin.x - frame.width / 2, y: -boundsOrigin.y - frame.height / 2)
        guard !transform.isIdentity else { return centred.concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY)) }
        return centred.concatenating(transform).concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY))
    }

    /// Whether this view or an ancestor below the window has a transform.
    private var isTransformedInWindow: Bool {
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            if current.hasTransform { return true }
            view = current.superview
        }
        return false
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (`nil`: the window's). With
    /// a transform on the way, the answer is the transformed rectangle's bounding box, as UIKit's.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if isTransformedInWindow || view?.isTransformedInWindow == true {
            return rect.applying(toWindow.concatenating(view?.toWindow.inverted() ?? .identity))
        }
        let from = originInWindow
        let to = view?.originInWindow ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if isTransformedInWindow || view?.isTransformedInWindow == true {
            return rect.applying((view?.toWindow ?? .identity).concatenating(toWindow.inverted()))
        }
        let from = view?.originInWindow ?? .zero
        let to = originInWindow
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a point from this view's coordinates to `view`'s (`nil`: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Converts a point from `view`'s coordinates (`nil`: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// The frame in window coordinates (the screen's while the window fills it).
    open var frameInWindow: CGRect { convert(bounds, to: nil) }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors (UIKit raises "Can't
    ///   add self as subview"; an ancestor would make the hierarchy a loop): such a call stops the
    ///   program with a message that says so.
    /// - Precondition: the hierarchy stays at most `UIView.maximumHierarchyDepth` (1,000) levels
    ///   deep; a call that would make it deeper stops the program with a message that says so.
    open func addSubview(_ view: UIView) {
        view.move(into: self, by: "addSubview(_:)") { subviews.append(view) }
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.move(into: self, by: "insertSubview(_:at:)") { subviews.insert(view, at: min(max(0, index), subviews.count)) }
    }

    /// Inserts `view` just below `siblingSubview` among the subviews (on top when `siblingSubview`
    /// is not one of them).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.move(into: self, by: "insertSubview(_:belowSubview:)") {
            subviews.insert(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
        }
    }

    /// Inserts `view` just above `siblingSubview` among the subviews (on top when `siblingSubview`
    /// is not one of them).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.move(into: self, by: "insertSubview(_:aboveSubview:)") {
            subviews.insert(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
        }
    }

    /// How many levels a view hierarchy may have below its topmost view: 1,000. The simulation's
    /// layout, resizing and trait passes recurse once per level, so a deeper hierarchy would
    /// overflow the stack; a move that would pass the limit is refused (`requireArgument`) at
    /// the call that makes it. UIKit states no limit; apps' hierarchies are far shallower.
    package static let maximumHierarchyDepth = 1_000

    /// The refusal of a move that would put a view of this subtree more than
    /// `maximumHierarchyDepth` levels below the topmost view: each walk stops once past the
    /// limit, so checking costs at most the limit's steps above and the subtree's size below.
    private func requireDepth(under parent: UIView, by call: String) {
        let limit = Self.maximumHierarchyDepth
        let above = min(parent.resolvedPlacement.levelsBelowTop + 1, limit + 1)
        var deepest = above
        var pending: [(view: UIView, depth: Int)] = [(self, above)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for subview in view.subviews { pending.append((subview, depth + 1)) }
        }
        requireArgument(
            deepest <= limit, call,
            "the hierarchy would be \(deepest) levels deep; expected at most \(limit) levels (KeyboardSim's layout passes recurse once per level)"
        )
    }

    /// Moves the subview `view` on top of its siblings (nothing when it is not a subview). Only the
    /// order changes: no move callbacks, as on iOS.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves the subview `view` below its siblings (nothing when it is not a subview).
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two indexes (nothing when either is out of range).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Moves this view under `parent`, `insert` placing it among the subviews, with UIKit's
    /// callbacks in UIKit's order: `willMove(toSuperview:)`, `willMove(toWindow:)` (the subtree),
    /// the move, `didMoveToWindow()` (the subtree), `didMoveToSuperview()`.
    private func move(into parent: UIView, by call: String, _ insert: () -> Void) {
        MainThreadChecker.check("UIView.\(call)")
        // NSInvalidArgumentException "Can't add self as subview" on iOS (wisonlin.github.io/2014/06/01/2014-06-01-cant-add-self-as-subview).
        requireArgument(parent !== self, "UIView.\(call)", "Can't add self as subview (UIKit raises NSInvalidArgumentException)")
        // What UIKit does with an ancestor is unconfirmed (no documentation or report found); it
        // would make the hierarchy a loop that every walk up or down would follow forever.
        // (A view without subviews has no descendant but itself: no walk up from `parent`.)
        requireArgument(
            subviews.isEmpty || !parent.isDescendant(of: self), "UIView.\(call)",
            "the view to add is an ancestor of the receiver; adding it would make the hierarchy a loop "
                + "(remove it from its place first, or add the receiver under it instead)")
        requireDepth(under: parent, by: call)
        let oldWindow = window
        let newWindow = parent.window
        willMove(toSuperview: parent)
        if oldWindow !== newWindow { for view in subtree { view.willMove(toWindow: newWindow) } }
        if superview != nil { detach(notifyingMoveTo: parent) }
        insert()
        superview = parent
        placeSubtree()
        // A subtree that joins with layout pending is found by the parent's next pass.
        if needsLayout || descendantNeedsLayout { parent.descendantMayNeedLayout() }
        didEnterWindow()
        // The app's appearance proxies reach a view as it enters a window (UIAppearance.swift).
        if oldWindow !== newWindow, newWindow != nil { for view in subtree { view.applyAppearance() } }
        if oldWindow !== newWindow { for view in subtree { view.didMoveToWindow() } }
        didMoveToSuperview()
        // A becomeFirstResponder() asked while out of a window is carried out as the view enters one.
        if oldWindow !== newWindow, newWindow != nil { becomePendingFirstResponder() }
        // After the subview's didMoveToSuperview, as a device logs it (e-com-net.com/article/5357521.htm).
        parent.didAddSubview(self)
        if constraintsNeedUpdate || descendantNeedsConstraintUpdate { parent.descendantMayNeedConstraintUpdate() }
        parent.setNeedsLayout()
    }

    /// Removes this view from its superview. A first responder inside it resigns, as in UIKit.
    open func removeFromSuperview() {
        MainThreadChecker.check("UIView.removeFromSuperview()")
        guard superview != nil else { return }
        detach(notifyingMoveTo: nil)
    }

    /// Takes this view out of its superview. A move to `nil` is told as UIKit tells a removal
    /// (`willMove(toSuperview: nil)`, `willMove(toWindow: nil)` … `didMoveToSuperview()`); a
    /// move to another superview is told by the move itself.
    private func detach(notifyingMoveTo destination: UIView?) {
        guard let parent = superview else { return }
        if let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) {
            window.forceResignFirstResponder()
        }
        let oldWindow = window
        let leaves = destination == nil
        if leaves {
            willMove(toSuperview: nil)
            if oldWindow != nil { for view in subtree { view.willMove(toWindow: nil) } }
        }
        parent.willRemoveSubview(self)
        willLeaveHierarchy()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        placeSubtree()
        parent.setNeedsLayout()
        if leaves {
            if oldWindow != nil { for view in subtree { view.didMoveToWindow() } }
            didMoveToSuperview()
        }
    }

    /// Called before the view moves to `newSuperview` (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or none).
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves to `newWindow` (`nil` when it leaves its
    /// window): where iOS code starts or stops observing the keyboard for a view.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or an ancestor) moved to another window or none (`window` is the
    /// new one).
    open func didMoveToWindow() {}

    /// Leaves `message` in the trace of the view's window, or of the current simulation when the
    /// view is in no window.
    final func diagnostic(_ message: String) {
        if let window {
            window.traceRecorder.diagnostic(message)
        } else {
            CurrentSimulation.host?.diagnostic(message)
        }
    }

    /// The traits of the view's window (size classes that follow the window's size and the
    /// device: see `UITraitCollection`), or out of a window the current ones, with the overrides
    /// on the way down to this view applied (`UITraitOverrides`).
    open var traitCollection: UITraitCollection {
        TraitResolution.traits(of: self, base: window?.traits ?? UITraitCollection.current)
    }

    /// The traits this view sets for itself and its subviews (iOS 17): see `UITraitOverrides`.
    /// Each change tells each view and controller below whose traits it changed
    /// `traitCollectionDidChange(_:)` at once (iOS may gather several changes into one update
    /// before it calls back; unconfirmed).
    open var traitOverrides: UITraitOverrides {
        get { rare?.traitOverrides ?? UITraitOverrides() }
        set {
            if rare?.traitOverrides.isEmpty ?? true, !newValue.isEmpty { TraitResolution.noteOverride() }
            TraitResolution.changing(under: self) { rareState.traitOverrides = newValue }
        }
    }

    /// The view's traits changed (a rotation or a window resize that changed a size class), before
    /// the layout pass that follows; `previousTraitCollection` is what they were.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Every view in this subtree, depth first, this view included (a loop, not a recursion).
    open var subtree: [UIView] {
        var result: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first view in this subtree with the given accessibility identifier.
    open func view(withIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    // MARK: Safe area

    /// Insets a container adds to this root view's safe area (a navigation bar).
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { setNeedsLayout() } }
    }

    /// How far the safe area reaches into this view from each edge: the part of the
    /// superview's safe area that this view's frame sticks out of, plus the insets its
    /// controller adds (`additionalSafeAreaInsets`, a navigation bar). Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        guard let superview, window != nil else { return .zero }
        let frame = frameInWindow
        let parentSafe = superview.safeAreaRectInWindow
        var insets = UIEdgeInsets(
            top: clampInset(parentSafe.minY - frame.minY, frame.height),
            left: clampInset(parentSafe.minX - frame.minX, frame.width),
            bottom: clampInset(frame.maxY - parentSafe.maxY, frame.height),
            right: clampInset(frame.maxX - parentSafe.maxX, frame.width))
        insets.add(containerSafeAreaInsets)
        if let controller = owningViewController { insets.add(controller.additionalSafeAreaInsets) }
        return insets
    }

    /// The safe area in window coordinates. While the layout engine brings its guides up to
    /// date (no frame moves meanwhile), each view's is worked out once and kept in
    /// `safeAreaMemo`: a view's safe area is built on its superview's, so without it a chain of
    /// views each pinned to its superview's safe area would cost the square of its depth per view.
    var safeAreaRectInWindow: CGRect {
        if let rect = UIView.safeAreaMemo?[ObjectIdentifier(self)] { return rect }
        let rect = frameInWindow.inset(by: safeAreaInsets)
        UIView.safeAreaMemo?[ObjectIdentifier(self)] = rect
        return rect
    }

    /// The safe areas worked out while `withSafeAreaMemo(_:)` runs; nil otherwise.
    private static var safeAreaMemo: [ObjectIdentifier: CGRect]?

    /// Runs `body`, in which no frame, bounds or inset changes, with each view's safe area
    /// worked out at most once.
    static func withSafeAreaMemo<Result>(_ body: () -> Result) -> Result {
        let outer = safeAreaMemo
        if outer == nil { safeAreaMemo = [:] }
        defer { if outer == nil { safeAreaMemo = nil } }
        return body()
    }

    private func clampInset(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        min(max(0, value), max(0, limit))
    }

    // MARK: Layout

    /// Tells the window's engine that what this view's generated constraints or frame are
    /// built from (its frame, intrinsic size, priorities, its superview's bounds origin) changed.
    func generatedLayoutInputsChanged() {
        window?.layoutEngine.generatedInputsChanged(of: self)
    }

    /// Marks the view as needing layout; the layout runs at the end of the run-loop turn.
    open func setNeedsLayout() {
        MainThreadChecker.check("UIView.setNeedsLayout()")
        setNeedsLayout(in: window?.layoutEngine)
    }

    /// `setNeedsLayout()` with the view's window's engine already found.
    func setNeedsLayout(in engine: (any AutoLayoutEngine)?, superview known: UIView? = nil) {
        if !needsLayout {
            needsLayout = true
            (known ?? superview)?.descendantMayNeedLayout()
        }
        engine?.needsPass = true
    }

    /// Tells this view and its ancestors that a view below needs layout, up to the first that
    /// knows already.
    func descendantMayNeedLayout() {
        guard !descendantNeedsLayout else { return }  // (most often: no reference loaded)
        descendantNeedsLayout = true
        var view = superview
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Runs any pending layout in this view's subtree now: `layoutSubviews` of the views that
    /// need it (containers set their children's frames there), then the window's Auto Layout
    /// engine, which applies the solution to this subtree — repeated while frames keep moving.
    open func layoutIfNeeded() {
        MainThreadChecker.check("UIView.layoutIfNeeded()")
        // UIKit's update-constraints pass comes before layout (see `updateConstraintsIfNeeded()`).
        if constraintsNeedUpdate || descendantNeedsConstraintUpdate { updateConstraintsIfNeeded() }
        for _ in 0..<4 {
            let laidOut = runPendingLayoutSubviews()
            let moved = window?.layoutEngine.layout(subtree: self) ?? false
            if !laidOut && !moved {
                // The whole window settled: nothing is pending until something invalidates it.
                if let window = self as? UIWindow { window.layoutEngine.needsPass = false }
                break
            }
        }
    }

    private func runPendingLayoutSubviews() -> Bool {
        var didWork = false
        if needsLayout {
            needsLayout = false
            layoutSubviews()
            didWork = true
        }
        guard descendantNeedsLayout else { return didWork }
        descendantNeedsLayout = false
        // The subviews as they are now, each used where the copy holds it: retaining it would
        // cost more than the visit (a view's counts are slow: weak references point to it).
        let list = subviews
        for index in list.indices where list[index].needsLayout || list[index].descendantNeedsLayout {
            if withElement(of: list, at: index, { $0.runPendingLayoutSubviews() }) { didWork = true }
        }
        return didWork
    }

    // MARK: Window membership

    /// The view (and its subtree) joined a window: their installed constraints enter its engine.
    private func didEnterWindow() {
        guard let window else { return }
        for view in subtree {
            for constraint in view.installedConstraints { window.layoutEngine.add(constraint) }
            // A tracking guide may have no active constraint yet, only tracked ones.
            for case let guide as UITrackingLayoutGuide in view.layoutGuides where !guide.tracked.isEmpty {
                window.layoutEngine.register(guide)
            }
        }
    }

    /// The view is leaving its superview: constraints that tie its subtree to views outside
    /// it are deactivated (as UIKit does), and the subtree leaves the engine.
    private func willLeaveHierarchy() {
        let members = Set(subtree.map(ObjectIdentifier.init))
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.installedConstraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { ($0 as? LayoutItem)?.layoutOwningView }
                if items.contains(where: { members.contains(ObjectIdentifier($0)) }) { constraint.isActive = false }
            }
            ancestor = view.superview
        }
        window?.layoutEngine.remove(subtree: self)
    }

    /// Lays out the subviews. The default does nothing; the layout engine and subclasses
    /// override it.
    open func layoutSubviews() {
        guard let controller = owningViewController else { return }
        controller.viewWillLayoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    // MARK: Members of Apple's documentation (issue 43)

    /// What few views set (inert properties, interactions, motion effects): one pointer per
    /// view, the storage made on the first write.
    final var rare: UIViewRareState?
    /// `rare`, made if needed.
    final var rareState: UIViewRareState {
        if let rare { return rare }
        let made = UIViewRareState()
        rare = made
        return made
    }
    /// Whether `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run
    /// since. A new view needs it, as on iOS (its first layout updates its constraints).
    @exclusivity(unchecked) final var constraintsNeedUpdate = true
    /// Whether a view below this one needs its constraints updated (set on the way up, as
    /// `descendantMayNeedLayout()` does for layout).
    @exclusivity(unchecked) final var descendantNeedsConstraintUpdate = false

    /// Whether the view keeps other views from taking touches while it tracks one (stored: the
    /// simulation's taps land on one view at a time, which is what this asks for). False by default.
    open var isExclusiveTouch: Bool {
        get { rare?.isExclusiveTouch ?? false }
        set { rareState.isExclusiveTouch = newValue }
    }

    /// Whether the view takes more than one touch at once (stored: the simulation's taps are
    /// single touches). False by default, as UIKit's.
    open var isMultipleTouchEnabled: Bool {
        get { rare?.isMultipleTouchEnabled ?? false }
        set { rareState.isMultipleTouchEnabled = newValue }
    }

    /// The farthest descendant (or this view) that contains `point`, in this view's coordinates,
    /// as UIKit's `hitTest(_:with:)`: nil when the view is hidden, does not take touches, has an
    /// alpha below 0.01, or `point(inside:with:)` says no; otherwise the subviews are asked front
    /// to back, and the view itself answers when none does
    /// (developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether a gesture recognizer attached to this view (or above it) may begin: true, as
    /// UIView's. A view overrides it to keep a recognizer from starting.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// This view or the first descendant, depth first, whose `tag` is `tag`; nil when none is
    /// (developer.apple.com/documentation/uikit/uiview/viewwithtag(_:): "searches the current view
    /// and all of its subviews").
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        var pending: [UIView] = subviews.reversed()
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Called after `subview` was added (by `addSubview(_:)` or an `insertSubview` method), after
    /// the subview's `didMoveToSuperview()`. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called after `layoutMargins` (or `directionalLayoutMargins`) changed to other values. The
    /// default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the view's safe area changes
    /// (developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()): the window's
    /// layout compares each of its views' `safeAreaInsets` with the insets it last reported, before
    /// its layout pass (a window, a bar or `additionalSafeAreaInsets` that changed them) and after
    /// it (frames the pass moved), superviews first, and calls this where they differ — for a
    /// controller's root view just before its controller's `viewSafeAreaInsetsDidChange()` (that
    /// order, and the time within UIKit's layout, are unconfirmed: Apple documents neither). A view
    /// entering a window with a safe area hears of it; one that leaves its window starts from zero
    /// again, without a call (its safe area is zero out of a window, as Apple documents for
    /// `safeAreaInsets`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The layout margins by leading and trailing edge: `layoutMargins` read and written through
    /// `effectiveUserInterfaceLayoutDirection` (leading is left in a left-to-right layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins also take in its superview's (stored, not simulated: the
    /// margins guide uses this view's own margins; setting it true says so in the trace). False
    /// by default.
    open var preservesSuperviewLayoutMargins: Bool {
        get { rare?.preservesSuperviewLayoutMargins ?? false }
        set {
            rareState.preservesSuperviewLayoutMargins = newValue
            if newValue { diagnostic("UIView.preservesSuperviewLayoutMargins = true: not simulated (the view's own margins are used)") }
        }
    }

    /// Whether the view needs Auto Layout to lay out: false, as UIView's. A view that makes its
    /// constraints in `updateConstraints()` overrides it to answer true.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints; UIKit's update-constraints pass calls it on each view
    /// that needs it (`setNeedsUpdateConstraints()`, and every new view), subviews before their
    /// superview, before the layout pass (`layoutIfNeeded()`, the window's pass at the end of the
    /// run-loop turn). An override changes its constraints and calls `super.updateConstraints()`
    /// last (developer.apple.com/documentation/uikit/uiview/updateconstraints()). The default
    /// does nothing.
    open func updateConstraints() {}

    /// Marks the view's constraints as needing an update: `updateConstraints()` runs before the
    /// next layout pass.
    open func setNeedsUpdateConstraints() {
        MainThreadChecker.check("UIView.setNeedsUpdateConstraints()")
        constraintsNeedUpdate = true
        superview?.descendantMayNeedConstraintUpdate()
        window?.layoutEngine.needsPass = true
    }

    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints()` was called since it
    /// last ran, or it never ran).
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Runs the update-constraints pass now for this view and its subviews: `updateConstraints()`
    /// on each that needs it, subviews first
    /// (developer.apple.com/documentation/uikit/uiview/updateconstraintsifneeded()).
    open func updateConstraintsIfNeeded() {
        MainThreadChecker.check("UIView.updateConstraintsIfNeeded()")
        runPendingConstraintUpdates()
    }

    /// The update-constraints pass below this view, then this view's.
    private func runPendingConstraintUpdates() {
        if descendantNeedsConstraintUpdate {
            descendantNeedsConstraintUpdate = false
            for subview in subviews where subview.constraintsNeedUpdate || subview.descendantNeedsConstraintUpdate {
                subview.runPendingConstraintUpdates()
            }
        }
        if constraintsNeedUpdate {
            constraintsNeedUpdate = false
            updateConstraints()
        }
    }

    /// Tells this view and its ancestors that a view below needs its constraints updated.
    final func descendantMayNeedConstraintUpdate() {
        var view: UIView? = self
        while let current = view, !current.descendantNeedsConstraintUpdate {
            current.descendantNeedsConstraintUpdate = true
            view = current.superview
        }
    }

    /// How far the view's content lies inside its frame, for Auto Layout (its alignment
    /// rectangle is the frame inset by these): none, as UIView's. The engine places frames, so
    /// a subclass that answers other insets is aligned by its frame (said in the trace when read
    /// as nonzero by `alignmentRect(forFrame:)`).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a frame: `frame` inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of an alignment rectangle: `alignmentRect` outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right, height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline constraints to `firstBaselineAnchor` use: this view, as UIView's.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline constraints to `lastBaselineAnchor` use: this view, as UIView's.
    open var forLastBaselineLayout: UIView { self }

    /// The view used for baseline constraints (deprecated in iOS 9 for `forLastBaselineLayout`,
    /// which it answers).
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    /// The constraints that take part in the view's position or size on `axis` (horizontal: its
    /// left, right, leading, trailing, centre X and width; vertical: the others): the active
    /// constraints of its superview, itself and its ancestors that name the view on that axis,
    /// as UIKit's debugging method answers
    /// (developer.apple.com/documentation/uikit/uiview/constraintsaffectinglayout(for:)).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.installedConstraints where constraint.isActive {
                let names =
                    (constraint.firstItem === self && constraint.firstAttribute.lies(on: axis))
                    || (constraint.secondItem === self && constraint.secondAttribute.lies(on: axis))
                if names { result.append(constraint) }
            }
            holder = view.superview
        }
        return result
    }

    /// Would move an ambiguous view to another of its possible frames (a debugging aid); not
    /// simulated: the solver always picks the same solution. The trace says so.
    open func exerciseAmbiguityInLayout() {
        diagnostic("UIView.exerciseAmbiguityInLayout() on \(debugName): not simulated (the solver's solution is deterministic)")
    }

    /// How the view's content is laid out for right-to-left languages (stored; it decides
    /// `effectiveUserInterfaceLayoutDirection`). `.unspecified` by default.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { rare?.semanticContentAttribute ?? .unspecified }
        set { rareState.semanticContentAttribute = newValue }
    }

    /// The layout direction of the view's content: from `semanticContentAttribute` and the
    /// app's direction, which is left to right (the simulation's language is English).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: .leftToRight)
    }

    /// How the tint color is applied (stored, not simulated: nothing is drawn). `.automatic` by default.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { rare?.tintAdjustmentMode ?? .automatic }
        set { rareState.tintAdjustmentMode = newValue }
    }

    /// Pixels per point of the view's content: its window's screen's scale until set (stored:
    /// nothing is drawn); 1 out of a window.
    open var contentScaleFactor: CGFloat {
        get { rare?.contentScaleFactor ?? window?.screen.scale ?? 1 }
        set { rareState.contentScaleFactor = newValue }
    }

    /// Whether drawing clears the view's bounds first (stored, not simulated: nothing is drawn).
    /// True by default.
    open var clearsContextBeforeDrawing: Bool {
        get { rare?.clearsContextBeforeDrawing ?? true }
        set { rareState.clearsContextBeforeDrawing = newValue }
    }

    /// A view whose alpha masks this one's content (stored, not simulated: nothing is drawn).
    open var mask: UIView? {
        get { rare?.mask }
        set { rareState.mask = newValue }
    }

    /// The identifier state restoration saves the view under (stored; state restoration is not simulated).
    open var restorationIdentifier: String? {
        get { rare?.restorationIdentifier }
        set { rareState.restorationIdentifier = newValue }
    }

    /// Where the view would save its state for restoration; state restoration is not simulated
    /// and the simulation never calls it. The default does nothing.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Where the view would restore its saved state; never called by the simulation. The
    /// default does nothing.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// A light or dark appearance forced on the view and its subviews: their `traitCollection`'s
    /// `userInterfaceStyle` (nothing is drawn, so only what code reads of the traits changes).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { rare?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            if newValue != .unspecified { TraitResolution.noteOverride() }
            TraitResolution.changing(under: self) { rareState.overrideUserInterfaceStyle = newValue }
        }
    }

    /// Whether Smart Invert leaves the view alone (stored, inert). False by default.
    open var accessibilityIgnoresInvertColors: Bool {
        get { rare?.accessibilityIgnoresInvertColors ?? false }
        set { rareState.accessibilityIgnoresInvertColors = newValue }
    }

    /// The title the large content viewer shows for the view (stored, inert).
    open var largeContentTitle: String? {
        get { rare?.largeContentTitle }
        set { rareState.largeContentTitle = newValue }
    }

    /// The image the large content viewer shows for the view (stored, inert).
    open var largeContentImage: UIImage? {
        get { rare?.largeContentImage }
        set { rareState.largeContentImage = newValue }
    }

    /// Whether the large content viewer scales the image (stored, inert). False by default.
    open var scalesLargeContentImage: Bool {
        get { rare?.scalesLargeContentImage ?? false }
        set { rareState.scalesLargeContentImage = newValue }
    }

    /// The insets of the large content viewer's image (stored, inert). Zero by default.
    open var largeContentImageInsets: UIEdgeInsets {
        get { rare?.largeContentImageInsets ?? .zero }
        set { rareState.largeContentImageInsets = newValue }
    }

    /// Whether the large content viewer shows for the view (stored, inert). False by default.
    open var showsLargeContentViewer: Bool {
        get { rare?.showsLargeContentViewer ?? false }
        set { rareState.showsLargeContentViewer = newValue }
    }

    /// The smallest content size category the view's traits may have (stored, not simulated:
    /// Dynamic Type is not).
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { rare?.minimumContentSizeCategory }
        set { rareState.minimumContentSizeCategory = newValue }
    }

    /// The largest content size category the view's traits may have (stored, not simulated).
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { rare?.maximumContentSizeCategory }
        set { rareState.maximumContentSizeCategory = newValue }
    }

    /// A description of the content size limits in effect, for debugging: the two stored
    /// limits (UIKit's wording is not reproduced).
    open var appliedContentSizeCategoryLimitsDescription: String {
        "minimum: \(minimumContentSizeCategory.map { "\($0)" } ?? "none"), maximum: \(maximumContentSizeCategory.map { "\($0)" } ?? "none")"
    }

    /// Whether the focus engine can focus the view: false, as UIView's (the tvOS and keyboard
    /// focus engine is not simulated; first responders are).
    open var canBecomeFocused: Bool { false }

    /// Whether the focus engine focuses the view: false (the focus engine is not simulated).
    open var isFocused: Bool { false }

    /// The focus group the view belongs to (stored, inert).
    open var focusGroupIdentifier: String? {
        get { rare?.focusGroupIdentifier }
        set { rareState.focusGroupIdentifier = newValue }
    }

    /// Would have `draw(_:)` called on the next display pass; drawing is not simulated, and the
    /// trace says so.
    open func setNeedsDisplay() {
        diagnostic("UIView.setNeedsDisplay() on \(debugName): drawing is not simulated (draw(_:) is not called)")
    }

    /// Would have `draw(_:)` called for `rect`; drawing is not simulated, and the trace says so.
    open func setNeedsDisplay(_ rect: CGRect) {
        diagnostic("UIView.setNeedsDisplay(_:) on \(debugName): drawing is not simulated (draw(_:) is not called)")
    }

    /// Draws the view's content in `rect`; the simulation never calls it (nothing is drawn).
    /// The default does nothing.
    open func draw(_ rect: CGRect) {}

    /// Draws the view's content for printing; calls `draw(_:)`, as UIView's. Printing is not
    /// simulated and the simulation never calls it.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }

    /// A print formatter for the view (printing is not simulated: the formatter is inert).
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }

    /// Would render the hierarchy into the current graphics context; nothing is drawn, so it
    /// answers false (UIKit's answer when the snapshot is incomplete) and the trace says so.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        diagnostic("UIView.drawHierarchy(in:afterScreenUpdates:) on \(debugName): drawing is not simulated (answered false)")
        return false
    }

    /// A view of the view's size standing for a snapshot of it: no content is drawn (said in the
    /// trace), but its frame is what an animation of the snapshot moves.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        diagnostic("UIView.snapshotView(afterScreenUpdates:) on \(debugName): the snapshot has the view's size, no content")
        return UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    /// A view of `rect`'s size standing for a resizable snapshot of that part of the view (no
    /// content, said in the trace).
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets)
        -> UIView?
    {
        diagnostic(
            "UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) on \(debugName): the snapshot has the rectangle's size, no content"
        )
        return UIView(frame: CGRect(origin: .zero, size: rect.size))
    }

    /// The class of the view's layer: `CALayer`, as UIView's (the simulation makes a `CALayer`
    /// whatever a subclass answers).
    open class var layerClass: AnyClass { CALayer.self }

    /// The point the view's transform turns and scales about, in unit coordinates of its bounds
    /// (stored, not simulated: the transform applies about the centre, the default (0.5, 0.5);
    /// setting another point says so in the trace).
    open var anchorPoint: CGPoint {
        get { rare?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
        set {
            rareState.anchorPoint = newValue
            if newValue != CGPoint(x: 0.5, y: 0.5) {
                diagnostic("UIView.anchorPoint = \(newValue) on \(debugName): not simulated (transforms apply about the centre)")
            }
        }
    }

    /// The view's transform in three dimensions. One without perspective (`m14`, `m24` zero and
    /// `m44` one) places the flat view as its affine part does, so its affine part is
    /// `transform` and acts as it does (a depth part, such as the z scale of
    /// `CATransform3DMakeScale(0, 0, 0)`, moves nothing of a flat view and is kept for reading
    /// back); one with perspective is stored and not simulated (said in the trace, and
    /// `transform` is left as it was).
    open var transform3D: CATransform3D {
        get { rare?.transform3D ?? CATransform3DMakeAffineTransform(transform) }
        set {
            if newValue.m14 == 0, newValue.m24 == 0, newValue.m44 == 1 {
                transform = CATransform3DGetAffineTransform(newValue)
                if !CATransform3DIsAffine(newValue) { rareState.transform3D = newValue }
            } else {
                rareState.transform3D = newValue
                diagnostic("UIView.transform3D on \(debugName): a transform with perspective is not simulated")
            }
        }
    }

    /// The interactions added to the view (`addInteraction(_:)`), in the order added. Setting
    /// the list removes the old ones and adds the new, with their callbacks.
    open var interactions: [any UIInteraction] {
        get { rare?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`: its `willMove(to:)` with this view, then `didMove(to:)`, as UIKit
    /// does. What the interaction does with touches is its own.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        rareState.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`: its `willMove(to: nil)`, then `didMove(to: nil)` (nothing when it
    /// is not the view's).
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = rare?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        rare?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The motion effects added to the view (stored: device motion is not simulated).
    open var motionEffects: [UIMotionEffect] {
        get { rare?.motionEffects ?? [] }
        set { rareState.motionEffects = newValue }
    }

    /// Adds a motion effect (stored: device motion is not simulated, so it changes nothing).
    open func addMotionEffect(_ effect: UIMotionEffect) { rareState.motionEffects.append(effect) }

    /// Removes a motion effect added before.
    open func removeMotionEffect(_ effect: UIMotionEffect) { rare?.motionEffects.removeAll { $0 === effect } }

    /// Brings the view's traits up to date now. Nothing is pending here: `traitCollection` is
    /// computed from the window whenever it is read, so this does nothing.
    open func updateTraitsIfNeeded() {}

    /// A readable name: the accessibility identifier, else the type.
    package var debugName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }
}

extension UIEdgeInsets {
    /// Adds `other`'s insets, side by side.
    fileprivate mutating func add(_ other: UIEdgeInsets) {
        top += other.top
        left += other.left
        bottom += other.bottom
        right += other.right
    }
}

/// A window held weakly.
private final class WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}

extension UIView: UITraitEnvironment {}
