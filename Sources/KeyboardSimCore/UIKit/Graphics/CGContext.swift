import Foundation

/// A drawing destination, as Core Graphics' `CGContext`: its graphics state (line width, caps,
/// joins, colours, alpha, the current transformation matrix, a stack saved with `saveGState()`)
/// and its current path are kept as Core Graphics keeps them; painting draws no pixels
/// (KeyboardSim's images are a size, not a bitmap) and, as in Core Graphics, clears the current
/// path.
///
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)` and `UIGraphicsGetCurrentContext()` give one,
/// as on iOS:
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 12, height: 20), false, 0)
/// let context = UIGraphicsGetCurrentContext()!
/// context.setLineWidth(1.5)
/// context.strokeLineSegments(between: [CGPoint(x: 1, y: 0), CGPoint(x: 11, y: 10)])
/// let chevron = UIGraphicsGetImageFromCurrentImageContext()   // 12 × 20 points
/// UIGraphicsEndImageContext()
/// ```
///
/// Core Graphics' state and path rules: https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    /// What `saveGState()` saves and `restoreGState()` restores.
    struct GraphicsState {
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
        var shouldAntialias = true
        var clipBoundingBox: CGRect
    }

    /// The bitmap's width and height in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    /// The graphics state in force.
    var state: GraphicsState
    /// The states `saveGState()` pushed.
    private var savedStates: [GraphicsState] = []
    /// The current path, in the user space in force when each element was added (as device
    /// coordinates: Core Graphics keeps the path in device space).
    private let currentPath = CGMutablePath()

    /// A context for a bitmap of `width` × `height` pixels whose user space has `transform`
    /// applied (an image context's: its scale, with the origin at the top left as UIKit's).
    init(width: Int, height: Int, transform: CGAffineTransform) {
        pixelWidth = max(0, width)
        pixelHeight = max(0, height)
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth), height: CGFloat(pixelHeight))
        state = GraphicsState(ctm: transform, clipBoundingBox: bounds.applying(transform.inverted()))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (restored by `restoreGState()`).
    public func saveGState() { savedStates.append(state) }

    /// Restores the graphics state saved last; nothing when none is saved (Core Graphics logs
    /// an error and does the same).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Sets the width of stroked lines, in user-space units.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets how the ends of stroked lines are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroked lines are joined.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the limit past which a miter join is beveled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the colour lines are stroked with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the colour areas are filled with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the opacity everything is painted with.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// Sets whether edges are antialiased (stored: nothing is rasterized).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// The current transformation matrix: user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transformation from user space to device space (the current transformation matrix).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by `tx`, `ty`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space (before the current transformation).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { currentPath.elements.removeAll() }
    /// Begins a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.elements.append(.move(point.applying(state.ctm))) }
    /// Adds a line from the current point to `point` (a move to it when the path is empty).
    public func addLine(to point: CGPoint) {
        let device = point.applying(state.ctm)
        currentPath.elements.append(currentPath.elements.isEmpty ? .move(device) : .line(device))
    }
    /// Adds a line through `points`, beginning a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            let device = point.applying(state.ctm)
            currentPath.elements.append(index == 0 ? .move(device) : .line(device))
        }
    }
    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }
    /// Adds each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }
    /// Adds `path`, in the current user space.
    public func addPath(_ path: CGPath) { currentPath.elements += path.elements.map { $0.applying(state.ctm) } }
    /// Closes the current subpath.
    public func closePath() { if !currentPath.elements.isEmpty { currentPath.elements.append(.close) } }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.elements.isEmpty }
    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The box around the current path's points, in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.elements.isEmpty ? .null : currentPath.boundingBox.applying(state.ctm.inverted())
    }
    /// The box around the clipping region, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox }
    /// A copy of the current path, in user space; nil when it is empty.
    public var path: CGPath? {
        guard !isPathEmpty else { return nil }
        let inverse = state.ctm.inverted()
        return CGPath(elements: currentPath.elements.map { $0.applying(inverse) })
    }

    // MARK: Painting (no pixels; the path is cleared, as Core Graphics does)

    /// Strokes the current path and clears it.
    public func strokePath() { painted() }
    /// Fills the current path (by `rule`) and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) { painted() }
    /// Paints the current path in `mode` and clears it.
    public func drawPath(using mode: CGPathDrawingMode) { painted() }
    /// Strokes `rect`'s outline (the current path is left as it is).
    public func stroke(_ rect: CGRect) {}
    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    /// Fills `rect`.
    public func fill(_ rect: CGRect) {}
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) {}
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {}
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {}
    /// Strokes a line for each pair of `points` (the current path is left as it is).
    public func strokeLineSegments(between points: [CGPoint]) {}
    /// Paints `rect` transparent.
    public func clear(_ rect: CGRect) {}
    /// Narrows the clipping region to the current path (by `rule`) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        if !isPathEmpty {
            state.clipBoundingBox = state.clipBoundingBox.intersection(currentPath.boundingBox.applying(state.ctm.inverted()))
        }
        currentPath.elements.removeAll()
    }
    /// Narrows the clipping region to `rect`.
    public func clip(to rect: CGRect) { state.clipBoundingBox = state.clipBoundingBox.intersection(rect) }

    /// An image of the context's bitmap: its size in pixels (KeyboardSim keeps no pixels).
    public func makeImage() -> CGImage? { CGImage(width: pixelWidth, height: pixelHeight) }

    private func painted() { currentPath.elements.removeAll() }
}

/// How `drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode` (its raw values).
public enum CGPathDrawingMode: Int32, Sendable, CaseIterable {
    /// Fill by the nonzero winding rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (winding), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}
