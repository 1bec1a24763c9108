/// A cubic Bézier timing function from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// `progress(at:)` solves x(s) = t for the curve parameter s by Newton–Raphson from a good
/// initial guess, falling back to bisection when the slope is tiny, to about 1e-9, then returns
/// y(s) — the approach of WebKit's UnitBezier, with a tighter tolerance.
public struct CubicBezierTimingFunction: Hashable, Sendable {
    /// The two control points, (p1x, p1y) and (p2x, p2y); the curve runs from (0, 0) to (1, 1).
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A timing function with control points (p1x, p1y) and (p2x, p2y).
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    /// Core Animation's linear: progress equals time.
    public static let linear = CubicBezierTimingFunction(0, 0, 1, 1)
    /// Core Animation's easeIn (0.42, 0)(1, 1).
    public static let easeIn = CubicBezierTimingFunction(0.42, 0, 1, 1)
    /// Core Animation's easeOut (0, 0)(0.58, 1).
    public static let easeOut = CubicBezierTimingFunction(0, 0, 0.58, 1)
    /// What a plain `UIView.animate` uses.
    public static let easeInEaseOut = CubicBezierTimingFunction(0.42, 0, 0.58, 1)
    /// Core Animation's "default" function (not what `UIView.animate` uses).
    public static let `default` = CubicBezierTimingFunction(0.25, 0.1, 0.25, 1)

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The eased progress at time fraction `t`, clamped to [0, 1].
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return y(solveCurveX(t))
    }

    private func solveCurveX(_ t: Double) -> Double {
        let epsilon = 1e-10
        var s = t
        for _ in 0..<8 {
            let error = x(s) - t
            if abs(error) < epsilon { return s }
            let slope = dx(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<100 {
            let value = x(s)
            if abs(value - t) < epsilon { return s }
            if value < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
