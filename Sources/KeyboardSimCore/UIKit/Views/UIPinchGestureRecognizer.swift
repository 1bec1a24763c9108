import Foundation

/// A pinch, as UIKit's `UIPinchGestureRecognizer`: a scroll view that zooms has one
/// (`UIScrollView.pinchGestureRecognizer`). Pinches are not simulated: nothing recognizes one;
/// `scale` is what the app or a test sets.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch relative to the touches' first distance (1 until set).
    open var scale: CGFloat = 1
    /// The pinch's speed, in scale per second (0: no pinch moves).
    open var velocity: CGFloat { 0 }
}
