import Foundation

/// A path as Core Graphics holds it, standing in for `CGPath`, which Foundation on Linux lacks:
/// subpaths of lines and quadratic and cubic Bézier curves. Its geometry is simulated (bounding
/// boxes, the current point, whether a point is inside); nothing is drawn.
///
/// It is what `UIBezierPath.cgPath` returns and what `CAShapeLayer.path` holds. A
/// `CGMutablePath` builds one.
///
/// ```swift
/// let path = CGMutablePath()
/// path.addRect(CGRect(x: 0, y: 0, width: 80, height: 40))
/// path.boundingBox     // {{0, 0}, {80, 40}}
/// ```
open class CGPath: Hashable, CustomStringConvertible {
    /// One element of a path.
    enum Element: Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close

        /// Every point of the element, control points included.
        var points: [CGPoint] {
            switch self {
            case .move(let point), .line(let point): [point]
            case .quadCurve(let point, let control): [control, point]
            case .curve(let point, let control1, let control2): [control1, control2, point]
            case .close: []
            }
        }

        func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let point): .move(point.applying(t))
            case .line(let point): .line(point.applying(t))
            case .quadCurve(let point, let control): .quadCurve(point.applying(t), control: control.applying(t))
            case .curve(let point, let control1, let control2):
                .curve(point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
            case .close: .close
            }
        }
    }

    /// The path's elements, in order.
    var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A path of the rectangle `rect` (one closed subpath), transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: PathBuilder.rect(rect))
        if let transform { elements = elements.map { $0.applying(transform.pointee) } }
    }

    /// A path of the ellipse inscribed in `rect` (four cubic curves), transformed when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: PathBuilder.ellipse(in: rect))
        if let transform { elements = elements.map { $0.applying(transform.pointee) } }
    }

    /// A path of `rect` with rounded corners of `cornerWidth` by `cornerHeight` (each at most half
    /// the rectangle's side), transformed when given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(elements: PathBuilder.roundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: .allCorners))
        if let transform { elements = elements.map { $0.applying(transform.pointee) } }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGRect.null` for an empty path), as Core Graphics's `boundingBox`.
    public var boundingBox: CGRect { PathBuilder.box(of: elements.flatMap(\.points)) }

    /// The smallest rectangle holding the path itself, without the control points that lie
    /// outside its curves, as Core Graphics's `boundingBoxOfPath`.
    public var boundingBoxOfPath: CGRect { PathBuilder.box(of: PathBuilder.extremes(of: elements)) }

    /// The point the next segment starts from: the last element's end (a closed subpath's
    /// start); `.zero` for an empty path.
    public var currentPoint: CGPoint { PathBuilder.currentPoint(of: elements) }

    /// Whether `point` is inside the path, as filling it with `rule` paints (every subpath
    /// closed), after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        PathBuilder.contains(point, in: elements.map { $0.applying(transform) }, evenOdd: rule == .evenOdd, closedOnly: false)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounding box \(boundingBox))" }
}

/// A path being built, standing in for Core Graphics's `CGMutablePath`. Each method takes an
/// optional affine transform applied to the points it adds.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(Element.move(point).applying(transform))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: point, transform)
        elements.append(Element.line(point).applying(transform))
    }

    /// Lines through `points`: a move to the first, a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: end, transform)
        elements.append(Element.quadCurve(end, control: control).applying(transform))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: end, transform)
        elements.append(Element.curve(end, control1: control1, control2: control2).applying(transform))
    }

    /// A closed subpath of the rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += PathBuilder.rect(rect).map { $0.applying(transform) }
    }

    /// A closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed subpath of the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += PathBuilder.ellipse(in: rect).map { $0.applying(transform) }
    }

    /// A closed subpath of `rect` with rounded corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        elements += PathBuilder.roundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: .allCorners)
            .map { $0.applying(transform) }
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians, from the
    /// positive x axis), in Core Graphics's sense of `clockwise` (angles decreasing); a line
    /// joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let arc = PathBuilder.arc(center: center, radius: radius, from: startAngle, to: endAngle, increasing: !clockwise)
        append(arc, transform)
    }

    /// The elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// Appends an arc's elements, its first a line from the current point (a move when the path is empty).
    func append(_ arc: [Element], _ transform: CGAffineTransform) {
        guard case .move(let start)? = arc.first else { return }
        if elements.isEmpty {
            elements.append(Element.move(start).applying(transform))
        } else {
            elements.append(Element.line(start).applying(transform))
        }
        elements += arc.dropFirst().map { $0.applying(transform) }
    }

    /// A segment added to an empty path starts where it is (Core Graphics warns and does so).
    private func startIfNeeded(at point: CGPoint, _ transform: CGAffineTransform) {
        if elements.isEmpty { elements.append(Element.move(point).applying(transform)) }
    }
}

/// The fill rules, as Core Graphics's `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, CaseIterable {
    /// The non-zero winding rule.
    case winding
    /// The even-odd rule.
    case evenOdd
}

/// How a stroked line ends, as Core Graphics's `CGLineCap` (stored and inert).
public enum CGLineCap: Int32, Sendable, CaseIterable {
    /// Squared off at the end point.
    case butt
    /// A semicircle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How stroked segments join, as Core Graphics's `CGLineJoin` (stored and inert).
public enum CGLineJoin: Int32, Sendable, CaseIterable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A flattened corner.
    case bevel
}

/// The geometry of paths: the elements of the standard shapes, boxes and hit tests.
enum PathBuilder {
    /// The distance of a quarter circle's control points along its tangents, as a fraction of
    /// the radius: 4/3 · tan(π/8), the usual cubic approximation of a circle.
    static let quarterCircle: CGFloat = 4.0 / 3.0 * CGFloat(tan(Double.pi / 8))

    static func rect(_ rect: CGRect) -> [CGPath.Element] {
        let r = rect.standardized
        return [
            .move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)),
            .line(CGPoint(x: r.minX, y: r.maxY)), .close,
        ]
    }

    static func ellipse(in rect: CGRect) -> [CGPath.Element] {
        let r = rect.standardized
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (kx, ky) = (rx * quarterCircle, ry * quarterCircle)
        let (cx, cy) = (r.midX, r.midY)
        return [
            .move(CGPoint(x: r.maxX, y: cy)),
            .curve(CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY)),
            .curve(CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky)),
            .curve(CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY)),
            .curve(CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky)),
            .close,
        ]
    }

    /// `rect` with the `corners` rounded by ovals of `radii` (each held to half the side), clockwise
    /// on screen from the top edge.
    static func roundedRect(_ rect: CGRect, radii: CGSize, corners: UIRectCorner) -> [CGPath.Element] {
        let r = rect.standardized
        let rx = min(max(0, radii.width), r.width / 2)
        let ry = min(max(0, radii.height), r.height / 2)
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        var elements: [CGPath.Element] = [.move(CGPoint(x: r.minX + tl.0, y: r.minY)), .line(CGPoint(x: r.maxX - tr.0, y: r.minY))]
        func corner(_ end: CGPoint, _ c1: CGPoint, _ c2: CGPoint, rounded: Bool) {
            elements.append(rounded ? .curve(end, control1: c1, control2: c2) : .line(end))
        }
        let k = quarterCircle
        corner(
            CGPoint(x: r.maxX, y: r.minY + tr.1), CGPoint(x: r.maxX - tr.0 + tr.0 * k, y: r.minY),
            CGPoint(x: r.maxX, y: r.minY + tr.1 - tr.1 * k), rounded: tr.0 > 0 && tr.1 > 0)
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - br.1)))
        corner(
            CGPoint(x: r.maxX - br.0, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - br.1 + br.1 * k),
            CGPoint(x: r.maxX - br.0 + br.0 * k, y: r.maxY), rounded: br.0 > 0 && br.1 > 0)
        elements.append(.line(CGPoint(x: r.minX + bl.0, y: r.maxY)))
        corner(
            CGPoint(x: r.minX, y: r.maxY - bl.1), CGPoint(x: r.minX + bl.0 - bl.0 * k, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY - bl.1 + bl.1 * k), rounded: bl.0 > 0 && bl.1 > 0)
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + tl.1)))
        corner(
            CGPoint(x: r.minX + tl.0, y: r.minY), CGPoint(x: r.minX, y: r.minY + tl.1 - tl.1 * k),
            CGPoint(x: r.minX + tl.0 - tl.0 * k, y: r.minY), rounded: tl.0 > 0 && tl.1 > 0)
        elements.append(.close)
        return elements
    }

    /// An arc as a move to its start and cubic curves of at most a quarter turn each; angles
    /// `increasing` (clockwise on a screen, whose y axis points down) or decreasing, the end
    /// moved by whole turns to lie that way from the start (a full turn at most).
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, increasing: Bool) -> [CGPath.Element] {
        let turn = 2 * CGFloat.pi
        var sweep = end - start
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        var elements: [CGPath.Element] = [.move(point(start))]
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<pieces {
            let a0 = start + CGFloat(index) * step
            let a1 = a0 + step
            let p0 = point(a0)
            let p1 = point(a1)
            elements.append(
                .curve(
                    p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                    control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
        }
        return elements
    }

    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func currentPoint(of elements: [CGPath.Element]) -> CGPoint {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .close: current = subpathStart
            }
        }
        return current
    }

    /// The points that bound the path itself: every end point and each curve's extremes.
    static func extremes(of elements: [CGPath.Element]) -> [CGPoint] {
        var result: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                result.append(point)
                current = point
            case .quadCurve(let point, let control):
                result.append(point)
                for t in [quadExtreme(current.x, control.x, point.x), quadExtreme(current.y, control.y, point.y)].compactMap({ $0 }) {
                    result.append(quad(current, control, point, t))
                }
                current = point
            case .curve(let point, let control1, let control2):
                result.append(point)
                for t in cubicExtremes(current.x, control1.x, control2.x, point.x)
                    + cubicExtremes(current.y, control1.y, control2.y, point.y)
                {
                    result.append(cubic(current, control1, control2, point, t))
                }
                current = point
            case .close: break
            }
        }
        return result
    }

    private static func quadExtreme(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    private static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // The derivative's roots: 3(−a + 3b − 3c + d)t² + 6(a − 2b + c)t + 3(b − a) = 0.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The subpaths as polygons (curves flattened to 16 segments each), with whether each was closed.
    static func polygons(of elements: [CGPath.Element]) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        func finish(closed: Bool) {
            if !points.isEmpty { result.append((points, closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                points = [point]
                current = point
            case .line(let point):
                if points.isEmpty { points = [current] }
                points.append(point)
                current = point
            case .quadCurve(let point, let control):
                if points.isEmpty { points = [current] }
                points += (1...16).map { quad(current, control, point, CGFloat($0) / 16) }
                current = point
            case .curve(let point, let control1, let control2):
                if points.isEmpty { points = [current] }
                points += (1...16).map { cubic(current, control1, control2, point, CGFloat($0) / 16) }
                current = point
            case .close:
                current = points.first ?? current
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Whether filling `elements` by the rule paints `point`; with `closedOnly`, open subpaths
    /// enclose nothing (`UIBezierPath.contains(_:)`), else they are closed (`CGPath`'s).
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], evenOdd: Bool, closedOnly: Bool) -> Bool {
        var winding = 0
        for polygon in polygons(of: elements) where polygon.closed || !closedOnly {
            let vertices = polygon.points
            guard vertices.count > 2 else { continue }
            for index in vertices.indices {
                let a = vertices[index]
                let b = vertices[(index + 1) % vertices.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
