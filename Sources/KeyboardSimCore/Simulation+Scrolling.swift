import Foundation

extension Simulation {
    /// The user drags `scrollView`'s content: the finger moves by `translation` (positive y:
    /// down, so the content offset decreases) over `duration`, then lifts.
    ///
    /// In order, at once: the delegate's `scrollViewWillBeginDragging(_:)` (`isDragging` and
    /// `isTracking` are true until the finger lifts), then the keyboard per
    /// `keyboardDismissMode` —
    /// - `.onDrag`, `.onDragWithAccessory`: the window ends editing (`endEditing(true)`), so the
    ///   keyboard hides with its usual notifications;
    /// - `.interactive`, `.interactiveWithAccessory`: for a downward drag with the docked
    ///   keyboard up, `interactivelyDismissKeyboard(over: duration)` (the keyboard follows the
    ///   finger with no notification, then the field resigns and the hide is posted); the
    ///   finger is taken to pass through the keyboard, wherever the drag starts. An upward drag
    ///   leaves the keyboard up;
    /// - `.none`: nothing.
    ///
    /// The offset then follows the finger on every display frame (linearly, with
    /// `scrollViewDidScroll(_:)` each time), stopping at the scrollable range (rubber-banding and
    /// deceleration are not simulated). When the finger lifts: `scrollViewWillEndDragging(_:
    /// withVelocity:targetContentOffset:)` (velocity in points per millisecond; a target the
    /// delegate changes is where the content goes, at once) and
    /// `scrollViewDidEndDragging(_:willDecelerate: false)`.
    ///
    /// Nothing happens when `isScrollEnabled` is false or the scroll view is not in this
    /// simulation's window (a diagnostic says so).
    ///
    /// ```swift
    /// form.scrollView.keyboardDismissMode = .onDrag
    /// sim.drag(form.scrollView, by: CGPoint(x: 0, y: 120))
    /// sim.advance(by: .seconds(1))                 // the keyboard is down
    /// ```
    public func drag(_ scrollView: UIScrollView, by translation: CGPoint, over duration: Duration = .milliseconds(300)) {
        guard scrollView.window === window else {
            diagnostic("drag of \(scrollView.debugName), which is not in the window. Ignored.")
            return
        }
        guard scrollView.isScrollEnabled else { return }
        perform {
            scrollView.stopOffsetAnimation()
            scrollView.isTracking = true
            scrollView.isDragging = true
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
            switch scrollView.keyboardDismissMode {
            case .onDrag, .onDragWithAccessory:
                _ = window.endEditing(true)
            case .interactive, .interactiveWithAccessory:
                if translation.y > 0, keyboard.phase.isUp, keyboard.placement.isDocked {
                    interactivelyDismissKeyboard(over: duration)
                }
            case .none:
                break
            }
            let start = scrollView.contentOffset
            let target = scrollView.clampedContentOffset(CGPoint(x: start.x - translation.x, y: start.y - translation.y))
            let seconds = max(duration.secondsValue, 1e-9)
            let velocity = CGPoint(x: (target.x - start.x) / 1000 / seconds, y: (target.y - start.y) / 1000 / seconds)
            let lift = { [weak scrollView] in
                guard let scrollView else { return }
                var resting = scrollView.contentOffset
                scrollView.delegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &resting)
                scrollView.isTracking = false
                scrollView.isDragging = false
                if resting != scrollView.contentOffset { scrollView.contentOffset = resting }
                scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
            }
            if !scrollView.startOffsetAnimation(to: target, duration: duration, curve: .bezier(.linear), reason: .drag, completion: lift) {
                scrollView.contentOffset = target
                lift()
            }
        }
    }
}
