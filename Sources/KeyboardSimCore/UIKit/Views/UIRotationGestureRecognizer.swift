import Foundation

/// A two-finger rotation, as UIKit's `UIRotationGestureRecognizer`. Rotations are not simulated:
/// nothing recognizes one, so its action is never sent by a touch; `rotation` is what the app or
/// a test sets.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation of the gesture, in radians, since it began (0 until set).
    open var rotation: CGFloat = 0
    /// The rotation's speed, in radians per second (0: no rotation moves).
    open var velocity: CGFloat { 0 }
}
