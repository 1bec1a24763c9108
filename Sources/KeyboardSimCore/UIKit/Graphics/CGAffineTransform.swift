import Foundation

/// A 2-D affine transform, as Core Graphics' `CGAffineTransform` (Foundation on Linux has none):
/// a point `(x, y)` goes to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// A view's `transform` is one: keyboard code moves a whole screen up with
/// `view.transform = CGAffineTransform(translationX: 0, y: -height)` and back with `.identity`.
/// The members and their order of application are Core Graphics' (developer.apple.com/documentation/corefoundation/cgaffinetransform):
/// `t.translatedBy(x:y:)` translates first, then applies `t`; `t1.concatenating(t2)` applies
/// `t1`, then `t2`.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x scale (the matrix's top-left entry).
    public var a: CGFloat
    /// How x feeds y: a rotation's sine.
    public var b: CGFloat
    /// How y feeds x: a rotation's negated sine.
    public var c: CGFloat
    /// The y scale.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The transform with every entry 0 (Core Graphics' zero initializer; not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform with these six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Scales points by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotates points by `angle` radians (counterclockwise in a y-up space: clockwise on a
    /// screen, whose y axis points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Translates by `(x, y)`, then applies this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales by `(x, y)`, then applies this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates by `angle` radians, then applies this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Applies this transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one; this one unchanged when it cannot be undone (its
    /// determinant is 0), as Core Graphics answers.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Core Graphics' description: `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: -260.0)`.
    public var description: String {
        "CGAffineTransform(a: \(Double(a)), b: \(Double(b)), c: \(Double(c)), d: \(Double(d)), tx: \(Double(tx)), ty: \(Double(ty)))"
    }
}

extension CGAffineTransform {
    /// a, b, c, d, tx and ty, in that order (what an animation of a transform moves).
    var entries: [Double] { [Double(a), Double(b), Double(c), Double(d), Double(tx), Double(ty)] }
}

extension CGPoint {
    /// The point `transform` moves this one to.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed as a vector (the translation does not apply).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners transformed (a rotated rectangle's
    /// bounding box), as Core Graphics answers; the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        if t.b == 0, t.c == 0 {
            // Scale and translation only: two corners decide (the common case, cheaply).
            let first = CGPoint(x: minX, y: minY).applying(t), second = CGPoint(x: maxX, y: maxY).applying(t)
            return CGRect(
                x: Swift.min(first.x, second.x), y: Swift.min(first.y, second.y),
                width: abs(second.x - first.x), height: abs(second.y - first.y))
        }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min() ?? 0, top = ys.min() ?? 0
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
