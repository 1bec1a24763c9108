import Foundation

// UIScreen's fixed coordinate space and what UIKit deprecated on the screen (the focus engine's
// answers and the application frame).

extension UIScreen {
    /// The screen's coordinates portrait-up, whatever the interface orientation, as UIKit's
    /// `fixedCoordinateSpace`: its bounds are the portrait bounds, and converting between it and
    /// `coordinateSpace` (or a view) turns points with the orientation a rotation
    /// (`Simulation.rotate(to:)`) set.
    ///
    /// ```swift
    /// // landscape left, on a 375×667 phone: the interface's top-left is the fixed space's (0, 375)
    /// screen.coordinateSpace.convert(CGPoint.zero, to: screen.fixedCoordinateSpace)
    /// ```
    public var fixedCoordinateSpace: any UICoordinateSpace { UIScreenFixedCoordinateSpace(screen: self) }

    /// The app's frame on the screen (deprecated in iOS 9): the screen's bounds here
    /// (unconfirmed: before iOS 7 UIKit left the status bar out of it; Apple's documentation
    /// gives no value for later systems).
    @available(*, deprecated, message: "Use bounds (deprecated in iOS 9)")
    public var applicationFrame: CGRect { bounds }

    /// Whether the screen's focus engine runs (deprecated; tvOS's focus): false, inert.
    @available(*, deprecated, message: "Use UIFocusSystem (deprecated in iOS 15)")
    public var supportsFocus: Bool { false }

    /// The focused item of the focus engine (deprecated): nil, inert — the focus engine of tvOS,
    /// and of an iPad's keyboard navigation, is not simulated (the first responder is).
    @available(*, deprecated, message: "Use UIFocusSystem.focusedItem (deprecated in iOS 15)")
    public var focusedItem: (any UIFocusItem)? { nil }

    /// The focused view of the focus engine (deprecated): nil, inert, as `focusedItem`.
    @available(*, deprecated, message: "Use UIFocusSystem.focusedItem (deprecated in iOS 10)")
    public var focusedView: UIView? { nil }

    /// A point of the screen's current space in the portrait-up space.
    func fixedPoint(fromInterface point: CGPoint) -> CGPoint {
        let width = portraitBounds.width, height = portraitBounds.height
        switch interfaceOrientation {
        case .portrait: return point
        case .portraitUpsideDown: return CGPoint(x: width - point.x, y: height - point.y)
        case .landscapeLeft: return CGPoint(x: point.y, y: height - point.x)
        case .landscapeRight: return CGPoint(x: width - point.y, y: point.x)
        }
    }

    /// A point of the portrait-up space in the screen's current space.
    func interfacePoint(fromFixed point: CGPoint) -> CGPoint {
        let width = portraitBounds.width, height = portraitBounds.height
        switch interfaceOrientation {
        case .portrait: return point
        case .portraitUpsideDown: return CGPoint(x: width - point.x, y: height - point.y)
        case .landscapeLeft: return CGPoint(x: height - point.y, y: point.x)
        case .landscapeRight: return CGPoint(x: point.y, y: width - point.x)
        }
    }
}

/// Something the focus engine can focus, as UIKit's `UIFocusItem`: views are. The focus engine
/// is not simulated (the first responder is); see `UIView.canBecomeFocused`.
@preconcurrency @MainActor public protocol UIFocusItem: AnyObject {
    /// Whether the item can be focused.
    var canBecomeFocused: Bool { get }
}

extension UIView: UIFocusItem {}

/// The screen's portrait-up space (`UIScreen.fixedCoordinateSpace`).
@MainActor final class UIScreenFixedCoordinateSpace: UICoordinateSpace {
    let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.portraitBounds }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        let interface = Self.map(rect, screen.interfacePoint(fromFixed:))
        if coordinateSpace is UIScreenFixedCoordinateSpace { return rect }
        return screen.convert(interface, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is UIScreenFixedCoordinateSpace { return rect }
        let interface = screen.convert(rect, from: coordinateSpace)
        return Self.map(interface, screen.fixedPoint(fromInterface:))
    }

    /// The rectangle through `transform` of two opposite corners.
    private static func map(_ rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        let a = transform(CGPoint(x: rect.minX, y: rect.minY)), b = transform(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
}
