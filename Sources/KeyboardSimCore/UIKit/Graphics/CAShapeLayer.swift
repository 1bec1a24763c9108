import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: what chat bubbles, rounded
/// bars and progress rings use, often as another layer's `mask`. The path and its attributes
/// are stored with Core Animation's defaults (Apple's pages: opaque black fill, no stroke, line
/// width 1, miter limit 10, stroke from 0 to 1); the geometry is the path's
/// (`path?.boundingBox`), and nothing is drawn.
///
/// ```swift
/// let shape = CAShapeLayer()
/// shape.path = UIBezierPath(roundedRect: bubble.bounds, cornerRadius: 18).cgPath
/// bubble.layer.mask = shape
/// ```
open class CAShapeLayer: CALayer {
    /// The path drawn; nil by default (setting it is not animated, as on iOS).
    open var path: CGPath?
    /// The fill's colour: opaque black by default; nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How the path is filled: `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke's colour: nil (no stroke) by default.
    open var strokeColor: CGColor?
    /// The stroke's width: 1 by default.
    open var lineWidth: CGFloat = 1
    /// The miter limit: 10 by default.
    open var miterLimit: CGFloat = 10
    /// How lines end: `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How segments join: `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The dash lengths; nil (a solid line) by default.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts: 0 by default.
    open var lineDashPhase: CGFloat = 0
    /// Where along the path the stroke starts, 0–1: 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where along the path the stroke ends, 0–1: 1 by default.
    open var strokeEnd: CGFloat = 1

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, a shape layer's path and attributes among them.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    /// Archives are not simulated: the coder is not read.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A shape layer's fill rule, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public var rawValue: String
    /// The rule named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public var rawValue: String
    /// The cap named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A semicircle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public var rawValue: String
    /// The join named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A flattened corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
