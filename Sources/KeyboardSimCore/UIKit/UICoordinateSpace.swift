import Foundation

/// A coordinate system, as UIKit's `UICoordinateSpace`: a view's, or the screen's
/// (`UIScreen.main.coordinateSpace`), between which points and rectangles convert.
///
/// The simulation's window fills the screen at its origin, so the screen's coordinates are the
/// window's: `view.convert(point, to: UIScreen.main.coordinateSpace)` is
/// `view.convert(point, to: nil)`.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    /// Converts `point` as the zero-sized rectangle at it converts.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }

    /// Converts `point` as the zero-sized rectangle at it converts.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }
}

// The spaces are views and the screen, whose coordinates are the window's: converting to or from
// a space that is not a view is converting to or from the window (`nil`).

extension UIView: UICoordinateSpace {
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}

/// The screen is a coordinate space, as in UIKit: the window's coordinates (the window fills the
/// screen at its origin), in the current orientation.
extension UIScreen: UICoordinateSpace {
    /// The screen itself, as UIKit answers.
    public var coordinateSpace: any UICoordinateSpace { self }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, from: nil as UIView?) ?? rect
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, to: nil as UIView?) ?? rect
    }
}

extension CGRect {
    /// Whether the rectangles are equal, as CoreGraphics' `CGRectEqualToRect` (`equalTo(_:)` in Swift).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
    /// Whether the points are equal, as CoreGraphics' `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the sizes are equal, as CoreGraphics' `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
