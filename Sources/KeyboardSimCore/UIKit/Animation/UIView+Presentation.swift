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
        if let transform = presentationTransformIfAny(at: instant) {
            // Drawn about its centre: the transformed bounds' bounding box.
            rect = CGRect(x: -rect.width / 2, y: -rect.height / 2, width: rect.width, height: rect.height)
                .applying(transform).offsetBy(dx: rect.midX, dy: rect.midY)
        }
        var ancestor = superview
        while let view = ancestor {
            if view is UIWindow { return (rect, true) }
            let frame = view.presentationFrame(at: instant)
            let origin = view.presentationBoundsOrigin(at: instant)
            if let transform = view.presentationTransformIfAny(at: instant) {
                rect = rect.applying(view.toSuperview(frame: frame, boundsOrigin: origin, transform: transform))
            } else {
                rect.origin.x += frame.minX - origin.x
                rect.origin.y += frame.minY - origin.y
            }
            ancestor = view.superview
        }
        return (rect, self is UIWindow)
    }

    /// The transform as drawn at `instant` (the model's plus what running animations still
    /// add); `nil` when that is the identity, as for almost every view.
    func presentationTransformIfAny(at instant: SimulationInstant) -> CGAffineTransform? {
        guard hasTransform || !transformAnimations.isEmpty else { return nil }
        var transform = transformStorage
        let over = min(instant, window?.clock.now ?? instant)
        transformAnimations.removeAll { $0.end <= over }
        for animation in transformAnimations {
            let remaining = CGFloat(animation.remaining(at: instant))
            transform.a += CGFloat(animation.delta[0]) * remaining
            transform.b += CGFloat(animation.delta[1]) * remaining
            transform.c += CGFloat(animation.delta[2]) * remaining
            transform.d += CGFloat(animation.delta[3]) * remaining
            transform.tx += CGFloat(animation.delta[4]) * remaining
            transform.ty += CGFloat(animation.delta[5]) * remaining
        }
        return transform.isIdentity ? nil : transform
    }

    /// Whether an animation of this view's frame or transform is running at `instant`.
    public func isAnimating(at instant: SimulationInstant) -> Bool {
        frameAnimations.contains { $0.start <= instant && instant < $0.end }
            || transformAnimations.contains { $0.start <= instant && instant < $0.end }
    }
}

extension UIView: FrameAnimationTarget {
    var isOnScreen: Bool { window != nil }
    var transformEntries: [Double] { transformStorage.entries }
}
