import Foundation

extension UIView {
    /// The frame as drawn at `instant`: the model frame plus what running animations still add.
    public func presentationFrame(at instant: SimulationInstant) -> CGRect {
        var frame = self.frame
        guard !frameAnimations.isEmpty else { return frame }
        // Animations over both at `instant` and now are dropped. (Loops over indices, not
        // `removeAll(where:)` and `for … in`: a frame record asks every view, every display
        // frame, and the closure checked its executor and each element was copied.)
        let over = min(instant, window?.clock.now ?? instant)
        var kept = 0
        for index in frameAnimations.indices where frameAnimations[index].end > over {
            if kept != index { frameAnimations.swapAt(kept, index) }
            kept += 1
        }
        if kept < frameAnimations.count { frameAnimations.removeLast(frameAnimations.count - kept) }
        for index in frameAnimations.indices {
            let remaining = CGFloat(frameAnimations[index].remaining(at: instant))
            frame.origin.x += CGFloat(frameAnimations[index].delta[0]) * remaining
            frame.origin.y += CGFloat(frameAnimations[index].delta[1]) * remaining
            frame.size.width += CGFloat(frameAnimations[index].delta[2]) * remaining
            frame.size.height += CGFloat(frameAnimations[index].delta[3]) * remaining
        }
        return frame
    }

    /// The frame as drawn now (the layer's presentation).
    public var presentationFrame: CGRect {
        presentationFrame(at: window?.clock.now ?? .zero)
    }

    /// The presentation frame in window coordinates, composing the ancestors' presentations.
    public func presentationFrameInWindow(at instant: SimulationInstant) -> CGRect {
        composedPresentationFrame(at: instant).rect
    }

    /// `presentationFrameInWindow(at:)`, and whether the view is in a window (`window != nil`),
    /// found by the same walk up: a frame record asks both of every view it records.
    func composedPresentationFrame(at instant: SimulationInstant) -> (rect: CGRect, inWindow: Bool) {
        var rect = presentationFrame(at: instant)
        var ancestor = superview
        while let view = ancestor {
            if view is UIWindow { return (rect, true) }
            let frame = view.presentationFrame(at: instant)
            let origin = view.presentationBoundsOrigin(at: instant)
            rect.origin.x += frame.minX - origin.x
            rect.origin.y += frame.minY - origin.y
            ancestor = view.superview
        }
        return (rect, self is UIWindow)
    }

    /// Whether an animation of this view's frame is running at `instant`.
    public func isAnimating(at instant: SimulationInstant) -> Bool {
        frameAnimations.contains { $0.start <= instant && instant < $0.end }
    }
}

extension UIView: FrameAnimationTarget {
    var isOnScreen: Bool { window != nil }
}
