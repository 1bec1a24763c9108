import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`. Every method is
/// optional in UIKit: here each has a default that does what UIKit does when the delegate does
/// not implement it.
///
/// The simulation calls `scrollViewDidScroll(_:)` on every change of the offset (once per
/// display frame while it animates), the dragging methods around `Simulation.drag(_:by:over:)`,
/// `scrollViewDidEndScrollingAnimation(_:)` when an animated `setContentOffset(_:animated:)` or
/// `scrollRectToVisible(_:animated:)` ends, `scrollViewDidChangeAdjustedContentInset(_:)`, and
/// `viewForZooming(in:)` and `scrollViewDidZoom(_:)` around `setZoomScale(_:animated:)`. The
/// pinch (will begin and did end zooming), deceleration and scroll-to-top methods exist so that
/// delegates compile; nothing calls them (pinches, flicks and status-bar taps are not simulated).
///
/// ```swift
/// extension FormController: UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { header.alpha = … }
/// }
/// ```
@preconcurrency @MainActor public protocol UIScrollViewDelegate: SelectorResponding {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed (not simulated).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift; the delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` is always false here (deceleration is not simulated).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration began (not simulated).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended (not simulated).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming (nil by default: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Whether a tap on the status bar may scroll to the top (true by default; not simulated).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top ended (not simulated).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// Called when a pinch begins zooming `view` (pinching is not simulated: never called).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called when a pinch's zoom of `view` ended at `scale` (pinching is not simulated: never called).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
