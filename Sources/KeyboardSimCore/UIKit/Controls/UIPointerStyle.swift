import Foundation

/// How the pointer changes a view it hovers, as UIKit's `UIPointerEffect` (iPadOS 13.4). No
/// pointer hovers in the simulation: effects are kept and change nothing.
public enum UIPointerEffect {
    /// The system's effect for the view.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer.
    case lift(UITargetedPreview)
}

/// The pointer's shape over a view, as UIKit's `UIPointerShape` (stored: no pointer hovers).
public enum UIPointerShape: Equatable, Sendable {
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat)
    /// A vertical beam of this length (the text cursor).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam of this length.
    case horizontalBeam(length: CGFloat)
}

/// The pointer's effect and shape over a view, as UIKit's `UIPointerStyle` (stored: no pointer
/// hovers in the simulation).
@preconcurrency @MainActor public final class UIPointerStyle: NSObject {
    /// The effect (nil: the pointer is hidden).
    public let effect: UIPointerEffect?
    /// The shape (nil: the effect's own).
    public let shape: UIPointerShape?

    /// A style with `effect` and `shape`.
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    /// A style with only a shape.
    public init(shape: UIPointerShape) {
        effect = nil
        self.shape = shape
    }

    private override init() {
        effect = nil
        shape = nil
    }

    /// A style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle() }
}
