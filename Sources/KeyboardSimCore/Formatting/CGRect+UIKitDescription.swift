import Foundation

extension CGRect {
    /// `{{x, y}, {w, h}}`, the form `NSStringFromCGRect` prints, with trimmed decimals
    /// (`formatNumber`): every output that prints a rectangle uses it.
    public var uiKitDescription: String {
        "{{\(formatNumber(origin.x)), \(formatNumber(origin.y))}, {\(formatNumber(size.width)), \(formatNumber(size.height))}}"
    }
}
