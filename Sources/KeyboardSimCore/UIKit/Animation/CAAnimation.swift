import Foundation

/// The name of one of Core Animation's predefined timing functions, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = Self(rawValue: "linear")
    /// Slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = Self(rawValue: "easeIn")
    /// Slow at the end: control points (0, 0) and (0.58, 1).
    public static let easeOut = Self(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1), as Apple documents at
    /// [easeInEaseOut](https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout).
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// The system's default: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = Self(rawValue: "default")
}

/// A timing curve, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to
/// (1, 1) with two control points. The simulation times an animation's start and end; the curve
/// is kept (an animation's values are not interpolated).
open class CAMediaTimingFunction: NSObject {
    /// The curve's four points: (0, 0), the two control points, (1, 1).
    private let points: [(Float, Float)]

    /// One of the predefined functions. A name Core Animation does not define is the linear curve.
    public init(name: CAMediaTimingFunctionName) {
        let curve: CubicBezierTimingFunction =
            switch name {
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInEaseOut
            case .default: .default
            default: .linear
            }
        points = [(0, 0), (Float(curve.p1x), Float(curve.p1y)), (Float(curve.p2x), Float(curve.p2y)), (1, 1)]
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
    }

    /// Writes the point at `idx` (0 to 3) to `ptr[0]` and `ptr[1]`; another index writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }
}

/// What a timed object does outside its active duration, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The mode `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Holds the final values after the end.
    public static let forwards = Self(rawValue: "forwards")
    /// Holds the first values before the start.
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")
    /// Neither (the default).
    public static let removed = Self(rawValue: "removed")
}

/// What an animation tells its delegate, as Core Animation's `CAAnimationDelegate`. Both methods
/// are optional: without them, nothing is called.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation has started (at its begin time on the simulation's clock).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has ended: `flag` is true when it ran its active duration, false when it was
    /// removed from its layer first (or replaced under its key), as Apple documents at
    /// [animationDidStop(_:finished:)](https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing, as Core Animation without the method.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing, as Core Animation without the method.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation a layer runs, as Core Animation's abstract `CAAnimation`, with its timing
/// (`CAMediaTiming`'s properties).
///
/// Added to a layer (`CALayer.add(_:forKey:)`), a copy runs on the simulation's clock for its
/// active duration: `duration` (the transaction's when 0) times `repeatCount` (once when 0;
/// forever when infinite), or `repeatDuration` when set; twice that with `autoreverses`; divided
/// by `speed` (never ending at speed 0); from `beginTime` when it is a later media time
/// (`CACurrentMediaTime() + delay`), else from now. Its delegate is told when it starts and stops.
/// The values it animates reach neither the model (as on iOS) nor the presentation (not
/// simulated: the trace says so).
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shake.values = [-14, 14, -8, 8, 0]
/// shake.duration = 0.6
/// field.layer.add(shake, forKey: "shake")   // ends 0.6 s later on the simulation's clock
/// ```
open class CAAnimation: NSObject, NSCopying {
    /// The object told when the animation starts and stops; held strongly, as Apple documents.
    open var delegate: (any CAAnimationDelegate)?
    /// The pacing curve; nil: linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer lets go of the animation once it has ended (true by default).
    open var isRemovedOnCompletion = true
    /// One cycle's length in seconds; 0: the transaction's duration.
    open var duration: CFTimeInterval = 0
    /// When the animation begins, as a media time (`CACurrentMediaTime()`); 0: when it is added.
    open var beginTime: CFTimeInterval = 0
    /// The rate of its local time (1: as the clock; 2: twice as fast; 0: stopped).
    open var speed: Float = 1
    /// An offset into its local time (kept; not simulated).
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles it runs (0: once; `.infinity`: forever).
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds (0: by `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forwards then backwards.
    open var autoreverses = false
    /// What it does outside its active duration (kept; nothing is presented).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A new animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// A new animation (Core Animation's class factory).
    public class func animation() -> Self { Self() }

    /// A copy of the same class with the same values (what `CALayer.add(_:forKey:)` keeps).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeValues(from: self)
        return copy
    }

    /// Copies `other`'s values, the subclasses' of this module included.
    final func takeValues(from other: CAAnimation) {
        delegate = other.delegate
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        duration = other.duration
        beginTime = other.beginTime
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        if let to = self as? CAPropertyAnimation, let from = other as? CAPropertyAnimation {
            to.keyPath = from.keyPath
            to.isAdditive = from.isAdditive
            to.isCumulative = from.isCumulative
        }
        if let to = self as? CABasicAnimation, let from = other as? CABasicAnimation {
            to.fromValue = from.fromValue
            to.toValue = from.toValue
            to.byValue = from.byValue
        }
        if let to = self as? CAKeyframeAnimation, let from = other as? CAKeyframeAnimation {
            to.values = from.values
            to.keyTimes = from.keyTimes
            to.timingFunctions = from.timingFunctions
            to.path = from.path
            to.calculationMode = from.calculationMode
            to.rotationMode = from.rotationMode
        }
        if let to = self as? CAAnimationGroup, let from = other as? CAAnimationGroup {
            to.animations = from.animations
        }
        if let to = self as? CASpringAnimation, let from = other as? CASpringAnimation {
            to.mass = from.mass
            to.stiffness = from.stiffness
            to.damping = from.damping
            to.initialVelocity = from.initialVelocity
            to.allowsOverdamping = from.allowsOverdamping
        }
        if let to = self as? CATransition, let from = other as? CATransition {
            to.type = from.type
            to.subtype = from.subtype
            to.startProgress = from.startProgress
            to.endProgress = from.endProgress
            to.filter = from.filter
        }
    }

    /// How long the animation runs once started, in seconds, when one cycle lasts `cycle`;
    /// nil when it never ends (repeating forever, or at speed 0).
    final func activeDuration(cycle: CFTimeInterval) -> CFTimeInterval? {
        guard speed != 0, repeatCount != .infinity, repeatDuration != .infinity else { return nil }
        var active = repeatDuration > 0 ? repeatDuration : cycle * Double(repeatCount > 0 ? repeatCount : 1)
        if autoreverses { active *= 2 }
        return max(0, active / Double(abs(speed)))
    }
}

/// An animation of one of a layer's properties, named by a key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated (`"opacity"`, `"transform.translation.x"`).
    open var keyPath: String?
    /// Whether its values add to the model's (kept).
    open var isAdditive = false
    /// Whether repeats build on the previous cycle's end (kept).
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another, as `CABasicAnimation` (values kept, not interpolated).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// The change it makes.
    open var byValue: Any?
}

/// How a keyframe animation computes its intermediate values, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The mode `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interpolated linearly (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value held until the next keyframe.
    public static let discrete = Self(rawValue: "discrete")
    /// Evenly paced.
    public static let paced = Self(rawValue: "paced")
    /// A Catmull-Rom spline.
    public static let cubic = Self(rawValue: "cubic")
    /// A spline, evenly paced.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// How a keyframe animation along a path rotates its layer, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The mode `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Tangent to the path.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Tangent to the path, reversed.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a series of values, as `CAKeyframeAnimation` (the shake of a wrong PIN);
/// the values are kept, not interpolated.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframes' values.
    open var values: [Any]?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path the animated point follows.
    open var path: CGPath?
    /// How intermediate values are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// How a layer following `path` rotates; nil: it does not.
    open var rotationMode: CAAnimationRotationMode?
}

/// Animations run together, as `CAAnimationGroup`: the group's own timing decides when it ends.
open class CAAnimationGroup: CAAnimation {
    /// The animations grouped.
    open var animations: [CAAnimation]?
}
