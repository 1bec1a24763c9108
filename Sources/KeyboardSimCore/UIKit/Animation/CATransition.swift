import Foundation

/// The key under which a layer runs a transition, as Core Animation's `kCATransition`
/// (`"transition"`): `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// The kind of a layer transition, as Core Animation's `CATransitionType`
/// ([CATransitionType](https://developer.apple.com/documentation/quartzcore/catransitiontype)).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The type `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's content fades in (the default).
    public static let fade = Self(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = Self(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = Self(rawValue: "reveal")
}

/// The direction of a layer transition, as Core Animation's `CATransitionSubtype`
/// ([CATransitionSubtype](https://developer.apple.com/documentation/quartzcore/catransitionsubtype)).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public var rawValue: String
    /// The subtype `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = Self(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = Self(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = Self(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// A transition of a layer's content, as Core Animation's `CATransition`
/// ([CATransition](https://developer.apple.com/documentation/quartzcore/catransition)): a label's
/// text pushed in from the right, a view faded in place.
///
/// Added to a layer (under `kCATransition`), it runs its active duration on the simulation's
/// clock as every animation does, and its delegate hears it start and stop; the transition is
/// not presented (nothing is drawn), and the trace says so.
///
/// ```swift
/// let push = CATransition()
/// push.type = .push
/// push.subtype = .fromRight
/// label.layer.add(push, forKey: kCATransition)
/// label.text = "Step 2"
/// ```
open class CATransition: CAAnimation {
    /// The kind of transition, `.fade` by default.
    open var type: CATransitionType = .fade
    /// Its direction; nil by default.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0 to 1 (kept).
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0 to 1 (kept).
    open var endProgress: Float = 1
    /// A Core Image filter for the transition (kept; none exists on Linux).
    open var filter: Any?

    /// A fade with Core Animation's defaults.
    public required init() {
        super.init()
    }
}
