import Foundation

/// A layer that draws a colour gradient over its background colour, as Core Animation's
/// [`CAGradientLayer`](https://developer.apple.com/documentation/quartzcore/cagradientlayer):
/// what dialogs, buttons and fading edges use as a background. The gradient's colours, stops,
/// end points and type are kept with Core Animation's defaults (no colours, stops spread
/// evenly, from `(0.5, 0)` to `(0.5, 1)`, axial); the layer's geometry is a layer's, and nothing
/// is drawn.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.white.cgColor, UIColor.lightGray.cgColor]
/// gradient.frame = container.bounds
/// container.layer.insertSublayer(gradient, at: 0)
/// ```
open class CAGradientLayer: CALayer {
    /// The colours of the gradient's stops (`CGColor`s), nil by default.
    open var colors: [Any]?
    /// Where each stop lies, from 0 to 1; nil (the default) spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts in the unit square of the layer's bounds:
    /// [`(0.5, 0.0)` by default](https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends in the unit square of the layer's bounds:
    /// [`(0.5, 1.0)` by default](https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// How the gradient is drawn: `.axial` by default.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, a gradient layer's colours, stops, points and type among
    /// them.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Archives are not simulated: the coder is not read.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How a gradient layer draws its gradient, as Core Animation's
/// [`CAGradientLayerType`](https://developer.apple.com/documentation/quartzcore/cagradientlayertype).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public var rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from the start point, the end point on its edge.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, as a cone seen from above.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
