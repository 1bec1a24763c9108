import Foundation

/// A 4×4 transform of Core Animation, as QuartzCore's `CATransform3D` (row vectors: a point is
/// `[x y z 1]` times the matrix, as Core Animation's). The simulation acts on the affine ones
/// (`CATransform3DIsAffine`), through `UIView.transform`.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation in `m41`, `m42`, `m43`).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A transform with these sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// The identity transform, as QuartzCore's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()

/// The 3D transform doing what `m` does in the plane, as QuartzCore's function.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` acts in the plane only (no depth, no perspective), as QuartzCore's function.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`, as QuartzCore's function (meaningful when `CATransform3DIsAffine(t)`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` is the identity, as QuartzCore's function.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` followed by `b` (`a` times `b`, Core Animation's row-vector order), as QuartzCore's
/// function.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let r = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let c = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    func entry(_ i: Int, _ j: Int) -> CGFloat { (0..<4).reduce(CGFloat(0)) { $0 + r[i][$1] * c[$1][j] } }
    return CATransform3D(
        m11: entry(0, 0), m12: entry(0, 1), m13: entry(0, 2), m14: entry(0, 3),
        m21: entry(1, 0), m22: entry(1, 1), m23: entry(1, 2), m24: entry(1, 3),
        m31: entry(2, 0), m32: entry(2, 1), m33: entry(2, 2), m34: entry(2, 3),
        m41: entry(3, 0), m42: entry(3, 1), m43: entry(3, 2), m44: entry(3, 3))
}

/// The transform scaling by `sx`, `sy` and `sz`, as QuartzCore's function.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// The transform moving by `tx`, `ty` and `tz`, as QuartzCore's function.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// `t` scaled first by `sx`, `sy` and `sz` (the scale, then `t`), as QuartzCore's function.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The transform turning by `angle` radians about the axis (`x`, `y`, `z`), as QuartzCore's
/// function; a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    var r = CATransform3DIdentity
    (r.m11, r.m12, r.m13) = (t * x * x + c, t * x * y + s * z, t * x * z - s * y)
    (r.m21, r.m22, r.m23) = (t * x * y - s * z, t * y * y + c, t * y * z + s * x)
    (r.m31, r.m32, r.m33) = (t * x * z + s * y, t * y * z - s * x, t * z * z + c)
    return r
}

/// `t` turned first by `angle` about (`x`, `y`, `z`) (the rotation, then `t`), as QuartzCore's
/// function.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `t` moved first by `tx`, `ty` and `tz` (the translation, then `t`), as QuartzCore's function.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
