import Foundation

extension CGRect {
    /// `{{x, y}, {w, h}}`, the form `NSStringFromCGRect` prints, with trimmed decimals
    /// (`formatNumber`): every output that prints a rectangle uses it.
    public var uiKitDescription: String {
        "{{\(formatNumber(origin.x)), \(formatNumber(origin.y))}, {\(formatNumber(size.width)), \(formatNumber(size.height))}}"
    }
}

extension CGSize {
    /// `375×667`: how kbsim prints a screen or a keyboard's size in tables and messages.
    package var pointsDescription: String {
        "\(formatNumber(width))×\(formatNumber(height))"
    }
}
