import Foundation

/// Insets from the edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of these lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String {
        "{top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), right \(formatNumber(right))}"
    }
}

/// Insets from the edges of a rectangle by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`: leading is left and trailing right here (right-to-left layout is
/// not simulated).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Insets of these lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets with left and right (left-to-right layout).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    public var description: String {
        "{top \(formatNumber(top)), leading \(formatNumber(leading)), bottom \(formatNumber(bottom)), trailing \(formatNumber(trailing))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `rect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// Whether the two rectangles have the same origin and size, compared here (Foundation's
    /// `==` is a call a layout pass would make twice per view).
    @inline(__always) func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }

    /// `[x, y, width, height]`, the form traces print.
    public var components: [Double] { [Double(minX), Double(minY), Double(width), Double(height)] }

    /// The part of this rectangle that lies on `other`, or `nil` when they do not overlap with a
    /// positive area (touching edges do not count as overlap).
    package func overlap(with other: CGRect) -> CGRect? {
        let result = intersection(other)
        guard !result.isNull, result.width > 0, result.height > 0 else { return nil }
        return result
    }
}

extension UIEdgeInsets {
    /// `44,0,34,0` (top, left, bottom, right): how kbsim prints a safe area.
    package var compactDescription: String {
        [top, left, bottom, right].map { formatNumber($0) }.joined(separator: ",")
    }
}

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none): a
/// spring's initial velocity (`UISpringTimingParameters`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of these components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of these components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    public var description: String { "(\(dx), \(dy))" }
}
