import Foundation
import SimulationContext

/// A view's Core Animation layer, as `CALayer` (`view.layer`).
///
/// A view's layer mirrors its view: `frame`, `bounds`, `position`, `opacity` (`alpha`),
/// `isHidden`, `transform` (`transform3D`), `backgroundColor` and `masksToBounds`
/// (`clipsToBounds`) read and write the view's. `presentation()` gives the layer as it is on screen at the simulation's current
/// instant: mid-animation its `frame` is the animated frame (`UIView.presentationFrame`), as on
/// iOS. Corner, border and shadow properties are stored and inert (nothing is drawn).
/// A layer made on its own (`CALayer()`) stores everything. Sublayers (`addSublayer(_:)`) and a
/// `mask` (a `CAShapeLayer` cutting a chat bubble's shape) are kept, stored and inert: nothing is
/// drawn or clipped.
///
/// ```swift
/// field.layer.cornerRadius = 8
/// field.layer.borderColor = UIColor.systemGray4.cgColor
/// UIView.animate(withDuration: 0.3) { box.frame.origin.y = 100 }
/// sim.advance(by: .milliseconds(150))
/// box.layer.presentation()?.frame      // where the box is drawn now, part way to y = 100
/// ```
@preconcurrency @MainActor open class CALayer: NSObject {
    /// The view whose layer this is (its delegate on iOS); nil for a layer made on its own.
    weak var view: UIView?
    /// For a presentation layer, the layer it presents.
    private weak var presented: CALayer?

    private var storedFrame = CGRect.zero
    private var storedBoundsOrigin = CGPoint.zero
    private var storedOpacity: Float = 1
    private var storedIsHidden = false
    private var storedBackgroundColor: CGColor?

    /// The radius of the rounded corners (stored and inert).
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (stored and inert).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The shape of the rounded corners (stored and inert).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The border's width (stored and inert).
    open var borderWidth: CGFloat = 0
    /// The border's colour, opaque black by default as in Core Animation (stored and inert).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Whether sublayers (a view's subviews) are clipped to the bounds; a view's
    /// `clipsToBounds`. Stored and inert: nothing is drawn.
    open var masksToBounds = false
    /// The shadow's colour, opaque black by default (stored and inert).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0 by default: no shadow (stored and inert).
    open var shadowOpacity: Float = 0
    /// The shadow's offset, (0, -3) by default as in Core Animation (stored and inert).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius, 3 by default (stored and inert).
    open var shadowRadius: CGFloat = 3
    /// The layer's place in the drawing order (stored and inert).
    open var zPosition: CGFloat = 0
    /// Whether the layer is drawn into a bitmap once and reused, `false` by default (stored and
    /// inert: nothing is drawn).
    open var shouldRasterize = false
    /// The scale of that bitmap, 1 by default (stored and inert).
    open var rasterizationScale: CGFloat = 1
    /// A name for debugging.
    open var name: String?
    /// The values stored under keys that are not properties (`setValue(_:forKey:)`).
    final var keyedValues: [String: Any] = [:]

    // MARK: CAMediaTiming (CAMediaTiming.swift)

    /// When the layer's local time begins, in its superlayer's (kept; see ``speed``).
    open var beginTime: CFTimeInterval = 0 { didSet { timingKept("beginTime", beginTime, unless: 0) } }
    /// A cycle's length (kept; see ``speed``).
    open var duration: CFTimeInterval = 0
    /// The rate of the layer's local time, 1 by default. Core Animation pauses a layer's
    /// animations at 0 (the pause and resume recipe sets `speed` and `timeOffset`); here the
    /// value is kept, the animations added to the layer run on their own timing, and the trace
    /// says so when it is set to anything but 1.
    open var speed: Float = 1 { didSet { timingKept("speed", Double(speed), unless: 1) } }
    /// An offset into the layer's local time (kept; see ``speed``).
    open var timeOffset: CFTimeInterval = 0 { didSet { timingKept("timeOffset", timeOffset, unless: 0) } }
    /// How many cycles (kept).
    open var repeatCount: Float = 0
    /// How long it repeats (kept).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether cycles reverse (kept).
    open var autoreverses = false
    /// What it does outside its active duration (kept).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Tells the trace that a layer's own timing, `name` set to `value`, is kept and not applied.
    private func timingKept(_ name: String, _ value: Double, unless inert: Double) {
        guard value != inert else { return }
        let message =
            "CALayer.\(name) = \(String(format: "%g", value)): a layer's own timing is kept; the animations added to it and its sublayers run on their own timing (not simulated)"
        if let view { view.diagnostic(message) } else { CurrentSimulation.host?.diagnostic(message) }
    }

    /// A layer on its own, with a zero frame.
    public override init() {}

    /// A copy of `layer`'s properties (Core Animation makes presentation layers with it).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        copyProperties(from: other)
    }

    /// Archives are not simulated: the coder is not read, and the layer starts as `CALayer()`.
    public required init?(coder: NSCoder) {}

    /// The layer of `view`.
    init(view: UIView) {
        self.view = view
    }

    private func copyProperties(from other: CALayer) {
        storedFrame = other.frame
        storedBoundsOrigin = other.bounds.origin
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        storedBackgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        zPosition = other.zPosition
        name = other.name
        storedTransform = other.transform
        sublayerTransform = other.sublayerTransform
    }

    // MARK: Geometry

    /// The frame in the superlayer's (the superview's) coordinates; a view's layer reads and
    /// writes the view's frame (the model value, not the animated one: see `presentation()`).
    open var frame: CGRect {
        get { view?.frame ?? storedFrame }
        set {
            if let view { view.frame = newValue } else { storedFrame = newValue }
        }
    }

    /// The layer's own coordinate space (a view's bounds).
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            MainThreadChecker.check("CALayer.bounds")
            if let view {
                view.bounds = newValue
            } else {
                storedBoundsOrigin = newValue.origin
                storedFrame.size = newValue.size
            }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` names and transforms turn
    /// about: a view's layer reads and writes the view's `anchorPoint` (the trace says when a
    /// point other than the centre is set: not simulated); a layer on its own stores it. The
    /// centre, (0.5, 0.5), by default.
    open var anchorPoint: CGPoint {
        get { view?.anchorPoint ?? storedAnchorPoint }
        set {
            if let view { view.anchorPoint = newValue } else { storedAnchorPoint = newValue }
        }
    }
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The shape of the shadow, when given (stored and inert: nothing is drawn).
    open var shadowPath: CGPath?

    /// The frame's centre in the superlayer's coordinates (the anchor point is always the
    /// centre here); a view's `center`.
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The transform applied about the layer's centre; a view's layer reads and writes the
    /// view's `transform3D` (one without perspective moves the view by its affine part, as the
    /// view's `transform`; one with perspective — `m14`/`m24` not 0 or `m44` not 1 — is stored
    /// and said in the trace as not simulated).
    /// A layer on its own stores it (inert). Identity by default.
    open var transform: CATransform3D {
        get { view?.transform3D ?? storedTransform }
        set {
            MainThreadChecker.check("CALayer.transform")
            if let view { view.transform3D = newValue } else { storedTransform = newValue }
        }
    }
    private var storedTransform = CATransform3DIdentity

    /// The transform as an affine transform (its depth and perspective left out), as Core
    /// Animation's `affineTransform()`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to `m` (no depth), as Core Animation's `setAffineTransform(_:)`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The transform applied to the sublayers when drawn (stored and inert: nothing is drawn,
    /// and a view's subviews are placed by their own transforms). Identity by default.
    open var sublayerTransform = CATransform3DIdentity

    // MARK: Mirrored view properties

    /// The opacity, 0–1; a view's `alpha`.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? storedOpacity }
        set {
            MainThreadChecker.check("CALayer.opacity")
            if let view { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }

    /// Whether the layer is hidden; a view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? storedIsHidden }
        set {
            MainThreadChecker.check("CALayer.isHidden")
            if let view { view.isHidden = newValue } else { storedIsHidden = newValue }
        }
    }

    /// The fill colour; a view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackgroundColor = newValue }
        }
    }

    // MARK: Sublayers and mask (stored and inert)

    /// The layer's sublayers, in order (nil when it has none); stored: a view's subviews are not
    /// among them, and nothing is drawn.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
        }
    }
    private var storedSublayers: [CALayer] = []

    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// A layer whose shape masks this one (stored and inert: nothing is clipped).
    open var mask: CALayer?

    /// Adds `layer` on top of the sublayers, taking it from its former superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` among the sublayers at `idx` (held to their count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer's sublayers.
    open func removeFromSuperlayer() {
        superlayer?.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Presentation

    /// The layer as drawn at the simulation's current instant: a copy whose `frame` is the
    /// view's frame on screen (mid-animation, part way between the old and new model frames)
    /// and whose `bounds` origin is the one drawn (a scroll view's offset mid-animation), with
    /// the model's other properties. `nil` for a layer that is not on screen (a view outside
    /// a window, a layer made on its own), as iOS gives `nil` for a layer never committed.
    /// Only a view's layer (a plain `CALayer`) has one: a subclass's presentation is `nil`.
    open func presentation() -> Self? {
        if presented != nil { return self }
        guard let view, let window = view.window else { return nil }
        let copy = CALayer()
        copy.copyProperties(from: self)
        let now = window.clock.now
        copy.storedFrame = view.presentationFrame(at: now)
        copy.storedBoundsOrigin = view.presentationBoundsOrigin(at: now)
        copy.presented = self
        return copy as? Self
    }

    /// The model layer: itself, or for a presentation layer, the layer it presents.
    open func model() -> Self {
        (presented as? Self) ?? self
    }

    // MARK: Explicit animations (CALayer+Animations.swift)

    /// The animations added and not removed, in the order added.
    final var addedAnimations: [LayerAnimation] = []

    /// Adds a copy of `anim` to the layer under `key` (replacing, unfinished, the one under the same
    /// key): it runs for its active duration on the simulation's clock, its delegate hears it start
    /// and stop, and the transaction it is added in waits for it. The layer's model values do not
    /// change, as on iOS; the values it animates are not applied to the presentation (the trace says
    /// so). See
    /// [add(_:forKey:)](https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)).
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// Removes the animation under `key`; one still running stops unfinished (its delegate hears
    /// `finished: false`).
    open func removeAnimation(forKey key: String) { removeAnimations { $0.key == key } }

    /// Removes every animation of the layer; those still running stop unfinished.
    open func removeAllAnimations() { removeAnimations { _ in true } }

    /// The animation under `key` (the layer's copy, not the object added), or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order added; nil when it has none with a key.
    open func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}

/// The corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Circular corners.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous (squircle) corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
