import Foundation

/// A coordinate system, as UIKit's `UICoordinateSpace`: a view's, or the screen's
/// (`UIScreen.main.coordinateSpace`), between which points and rectangles convert.
///
/// The screen's coordinates are the window's moved by the window's origin on the screen: the
/// same while the window fills the screen, apart for a Stage Manager window
/// (`Simulation.placeWindow`), where `view.convert(keyboardFrame, from: UIScreen.main.coordinateSpace)`
/// is right and `view.convert(keyboardFrame, from: nil)` is off by the window's origin.
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

// The spaces are views and the screen: converting to or from a space that is not a view is
// converting to or from the screen (the window's coordinates moved by its origin on the screen).

extension UIView: UICoordinateSpace {
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(rect, from: self)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return coordinateSpace.convert(rect, to: self)
    }
}

/// The screen is a coordinate space, as in UIKit: the window's coordinates moved by the window's
/// origin on the screen (zero unless a Stage Manager window is placed), in the current orientation.
extension UIScreen: UICoordinateSpace {
    /// The screen itself, as UIKit answers.
    public var coordinateSpace: any UICoordinateSpace { self }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let fixed = coordinateSpace as? UIScreenFixedCoordinateSpace { return fixed.convert(rect, from: self) }
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y), from: nil as UIView?)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let fixed = coordinateSpace as? UIScreenFixedCoordinateSpace { return fixed.convert(rect, to: self) }
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect, to: nil as UIView?).offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
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
