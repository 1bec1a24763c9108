import Foundation

extension UIView {
    /// The frame as drawn at `instant`: the model frame plus what running animations still add.
    public func presentationFrame(at instant: SimulationInstant) -> CGRect {
        frameAnimations.removeAll { $0.end <= instant && $0.end <= (window?.clock.now ?? instant) }
        var frame = self.frame
        for animation in frameAnimations {
            let remaining = CGFloat(animation.remaining(at: instant))
            frame.origin.x += CGFloat(animation.delta[0]) * remaining
            frame.origin.y += CGFloat(animation.delta[1]) * remaining
            frame.size.width += CGFloat(animation.delta[2]) * remaining
            frame.size.height += CGFloat(animation.delta[3]) * remaining
        }
        return frame
    }

    /// The frame as drawn now (the layer's presentation).
    public var presentationFrame: CGRect {
        presentationFrame(at: window?.clock.now ?? .zero)
    }

    /// The presentation frame in window coordinates, composing the ancestors' presentations.
    public func presentationFrameInWindow(at instant: SimulationInstant) -> CGRect {
        var rect = presentationFrame(at: instant)
        var ancestor = superview
        while let view = ancestor, !(view is UIWindow) {
            let frame = view.presentationFrame(at: instant)
            let origin = view.presentationBoundsOrigin(at: instant)
            rect.origin.x += frame.minX - origin.x
            rect.origin.y += frame.minY - origin.y
            ancestor = view.superview
        }
        return rect
    }

    /// Whether an animation of this view's frame is running at `instant`.
    public func isAnimating(at instant: SimulationInstant) -> Bool {
        frameAnimations.contains { $0.start <= instant && instant < $0.end }
    }
}

extension UIView: FrameAnimationTarget {
    var isOnScreen: Bool { window != nil }
}
