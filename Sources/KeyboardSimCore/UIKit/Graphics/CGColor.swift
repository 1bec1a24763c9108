import Foundation

/// A colour as Core Graphics holds it, standing in for `CGColor`, which Foundation on Linux
/// lacks: red, green, blue and alpha components in the sRGB space, each 0–1.
///
/// It is what `UIColor.cgColor` returns and what `CALayer`'s colour properties hold. Colour
/// spaces are not simulated: every colour is kept as RGBA, and two colours are equal when
/// their components are.
///
/// ```swift
/// view.layer.borderColor = UIColor.systemGray4.cgColor
/// view.layer.borderColor == CGColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)   // true
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0–1.
    let rgba: [CGFloat]

    /// An sRGB colour (`CGColor(red:green:blue:alpha:)`, iOS 13+); components are clamped to 0–1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha].map { min(max($0, 0), 1) }
    }

    /// A grey (`CGColor(gray:alpha:)`): red, green and blue all `gray`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components, as Core Graphics's `components`: red, green, blue, alpha.
    public var components: [CGFloat]? { rgba }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The opacity, 0–1.
    public var alpha: CGFloat { rgba[3] }

    /// A copy with another opacity, as `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

    /// `rgba(r, g, b, a)` with the components to three decimals.
    public var description: String {
        "rgba(" + rgba.map { formatNumber(Double($0), decimals: 3) }.joined(separator: ", ") + ")"
    }
}
