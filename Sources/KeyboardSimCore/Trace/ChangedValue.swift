import Foundation

/// A value a keyboard handler changed, as a `change` record keeps it: a constraint's constant,
/// a view's frame, a scroll view's insets or content offset.
public enum ChangedValue: Hashable, Sendable, CustomStringConvertible {
    /// A constant, in points.
    case number(Double)
    /// A frame, in the coordinates the property is in (a view's `frame`: its superview's).
    case rect(CGRect)
    /// Insets: `contentInset`, `verticalScrollIndicatorInsets`, `additionalSafeAreaInsets`.
    case edgeInsets(UIEdgeInsets)
    /// A point: `contentOffset`.
    case point(CGPoint)

    /// The type's name in a JSON Lines `change` record.
    package var typeName: String {
        switch self {
        case .number: "number"
        case .rect: "rect"
        case .edgeInsets: "insets"
        case .point: "point"
        }
    }

    /// `-280`, `{{20, 353}, {335, 34}}`, `0,0,301,0` (top, left, bottom, right), `{0, 120}`.
    public var description: String {
        switch self {
        case .number(let value): formatNumber(value)
        case .rect(let rect): rect.uiKitDescription
        case .edgeInsets(let insets): insets.compactDescription
        case .point(let point): "{\(formatNumber(point.x)), \(formatNumber(point.y))}"
        }
    }

    /// The value as a trace's JSON Lines spell it (each number to 6 decimals), so that a change
    /// read back from a saved trace equals the one recorded.
    package var traceRounded: ChangedValue {
        switch self {
        case .number(let value): .number(value.traceRounded)
        case .rect(let rect): .rect(rect.traceRounded)
        case .edgeInsets(let insets): .edgeInsets(insets.traceRounded)
        case .point(let point): .point(CGPoint(x: Double(point.x).traceRounded, y: Double(point.y).traceRounded))
        }
    }
}
