import Foundation
import SimulationContext

/// A path of lines and curves, as UIKit's `UIBezierPath`: what chat bubbles, rounded bars and
/// masks are drawn with. Its geometry is simulated — the shapes' elements, `bounds` (control
/// points included, as Apple's page says), `currentPoint`, `contains(_:)`, transforms, and the
/// `cgPath` a `CAShapeLayer` takes; nothing is drawn: `fill()`, `stroke()` and `addClip()`
/// say so in the trace. Stroke attributes are stored and inert.
///
/// ```swift
/// let bubble = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 44), cornerRadius: 18)
/// bubble.bounds                      // {{0, 0}, {200, 44}}
/// let mask = CAShapeLayer()
/// mask.path = bubble.cgPath
/// ```
open class UIBezierPath: NSObject {
    /// The path's elements.
    private let path = CGMutablePath()

    /// An empty path.
    public override init() {}

    /// Archives are not simulated: the coder is not read, and the path starts empty.
    public required init?(coder: NSCoder) {}

    /// A closed subpath of `rect`, clockwise on screen from its top left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.elements = PathBuilder.rect(rect)
    }

    /// A closed subpath of the oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.elements = PathBuilder.ellipse(in: rect)
    }

    /// A closed subpath of `rect` with its corners rounded by `cornerRadius` (held to half the
    /// shorter side), clockwise on screen. (iOS draws continuous corners; here they are quarter
    /// circles: the bounds are the same, the curve inside differs slightly.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2)
        path.elements = PathBuilder.roundedRect(rect, radii: CGSize(width: radius, height: radius), corners: .allCorners)
    }

    /// A closed subpath of `rect` with the chosen `corners` rounded by ovals of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.elements = PathBuilder.roundedRect(rect, radii: cornerRadii, corners: corners)
    }

    /// An open subpath along the circle around `center`, from `startAngle` to `endAngle`
    /// (radians from the positive x axis), `clockwise` as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.elements = PathBuilder.arc(center: center, radius: radius, from: startAngle, to: endAngle, increasing: clockwise)
    }

    /// A path with a copy of `CGPath`'s elements.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path.elements = CGPath.elements
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle around `center` (`clockwise` as seen on screen), joined to the
    /// current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.append(PathBuilder.arc(center: center, radius: radius, from: startAngle, to: endAngle, increasing: clockwise), .identity)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path.elements.removeAll() }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { path.elements = path.elements.map { $0.applying(transform) } }

    /// The same shape traced the other way: each subpath's segments reversed, closed ones still closed.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path.elements = Self.reversed(path.elements)
        return reversed
    }

    // MARK: Geometry

    /// A snapshot of the path as a `CGPath`; setting it copies the path given.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path.elements = newValue.elements }
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Apple's page); `CGRect.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements (a lone `move(to:)` counts as one).
    open var isEmpty: Bool { path.isEmpty }

    /// Whether a fill would paint `point`: inside a closed subpath, by `usesEvenOddFillRule`
    /// (open subpaths enclose nothing, as Apple's page says).
    open func contains(_ point: CGPoint) -> Bool {
        PathBuilder.contains(point, in: path.elements, evenOdd: usesEvenOddFillRule, closedOnly: true)
    }

    // MARK: Drawing attributes (stored and inert)

    /// The stroke's width: 1 by default.
    open var lineWidth: CGFloat = 1
    /// How lines end: `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How segments join: `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit: 10 by default.
    open var miterLimit: CGFloat = 10
    /// The flatness of curves when drawn: 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule (`contains(_:)` follows it).
    open var usesEvenOddFillRule = false

    private var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets the dash pattern: `count` lengths from `pattern`, starting at `phase`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        lineDash = (lengths, phase)
    }

    /// Copies the dash pattern into `pattern` (room for `count` lengths), its length into
    /// `count` and its phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in lineDash.pattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    /// Not simulated: nothing is drawn, and the trace says so.
    open func fill() { notDrawn("fill()") }
    /// Not simulated: nothing is drawn, and the trace says so.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { notDrawn("fill(with:alpha:)") }
    /// Not simulated: nothing is drawn, and the trace says so.
    open func stroke() { notDrawn("stroke()") }
    /// Not simulated: nothing is drawn, and the trace says so.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { notDrawn("stroke(with:alpha:)") }
    /// Not simulated: nothing is clipped, and the trace says so.
    open func addClip() { notDrawn("addClip()") }

    /// `UIBezierPath(bounds: …)`.
    open override var description: String { "UIBezierPath(bounds: \(bounds))" }

    private func notDrawn(_ member: String) {
        CurrentSimulation.diagnosticFromAnyThread(
            "UIBezierPath.\(member): drawing is not simulated; nothing was drawn")
    }

    /// `elements` with each subpath traced backwards.
    private static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
        var result: [CGPath.Element] = []
        var subpath: [CGPath.Element] = []
        func flush(closed: Bool) {
            defer { subpath = [] }
            guard case .move(var start)? = subpath.first else { return }
            var segments: [(from: CGPoint, element: CGPath.Element)] = []
            for element in subpath.dropFirst() {
                segments.append((start, element))
                start = element.points.last ?? start
            }
            result.append(.move(start))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quadCurve(_, let control): result.append(.quadCurve(from, control: control))
                case .curve(_, let control1, let control2): result.append(.curve(from, control1: control2, control2: control1))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        for element in elements {
            switch element {
            case .move:
                flush(closed: false)
                subpath = [element]
            case .close: flush(closed: true)
            default:
                if subpath.isEmpty { subpath = [.move(.zero)] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        return result
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// The corners of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension UIBezierPath: NSCopying {
    /// A path with the same elements and stroke attributes, as UIKit's `NSCopying`
    /// (`path.copy() as! UIBezierPath`, then changed on its own).
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }
}
