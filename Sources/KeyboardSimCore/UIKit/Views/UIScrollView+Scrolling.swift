import Foundation

// How far scrolling in code moves, and the animation of the content offset on display frames.

extension UIScrollView {
    /// How far to scroll along one axis so that `low…high` shows inside `visibleLow…visibleHigh`.
    static func scrollDistance(_ low: CGFloat, _ high: CGFloat, visible visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
        if low >= visibleLow && high <= visibleHigh { return 0 }
        if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
        return high - visibleHigh
    }

    // MARK: Inside an animation block

    /// When an animation block that animates is open in this scroll view's window (a
    /// `UIView.animate` block, the keyboard's animation around its "will" notifications), the
    /// instant its animations end; nil outside one, or inside `performWithoutAnimation`.
    var animatingTransactionEnd: SimulationInstant? {
        guard let window, let transaction = window.animations.current, !window.animations.animationsDisabled else { return nil }
        let duration = transaction.duration > .zero ? transaction.curve.effectiveDuration(transaction.duration) : .zero
        guard duration > .zero else { return nil }
        return window.clock.now + transaction.delay + duration
    }

    /// An offset changed inside an open animation block is drawn moving from `old` with the
    /// block's timing (the model offset has its new value at once), as UIKit animates a
    /// change of `bounds` there. The simulation records display frames until it arrives.
    func animateOffsetChangeInOpenBlock(from old: CGPoint) {
        guard offsetAnimation == nil, let window, let end = animatingTransactionEnd,
            let transaction = window.animations.current
        else { return }
        let start = window.clock.now + transaction.delay
        blockOffsetAnimations.append(
            ValueAnimation(
                delta: [Double(old.x - boundsOrigin.x), Double(old.y - boundsOrigin.y)],
                start: start, duration: end - start, curve: transaction.curve))
        window.animations.motion.announce(until: end)
    }

    // MARK: The offset's animation

    /// Starts animating the offset to `target` on the display frames of the window's clock.
    /// Returns false (and starts nothing) outside a window or for a zero duration.
    @discardableResult
    func startOffsetAnimation(
        to target: CGPoint, duration: Duration, curve: TimingCurve,
        reason: ContentOffsetAnimation.Reason, completion: @escaping () -> Void
    ) -> Bool {
        stopOffsetAnimation()
        guard let window, duration > .zero else { return false }
        let clock = window.clock
        let start = clock.now
        var animation = ContentOffsetAnimation(
            from: contentOffset, to: target, start: start, duration: duration,
            curve: curve, reason: reason, completion: completion)
        let end = animation.end
        // The frames' instants, as the simulation's display link has them.
        let frames = DisplayLink(clock: clock, framesPerSecond: window.screen.maximumFramesPerSecond)
        var index = frames.frameIndex(atOrAfter: start + .nanoseconds(1))
        while frames.instant(ofFrame: index) < end {
            let instant = frames.instant(ofFrame: index)
            animation.tasks.append(clock.schedule(at: instant) { [weak self] in self?.stepOffsetAnimation(at: instant) })
            index += 1
        }
        animation.tasks.append(clock.schedule(at: end) { [weak self] in self?.finishOffsetAnimation() })
        offsetAnimation = animation
        // The simulation records display frames while the content moves.
        window.animations.motion.announce(until: end)
        return true
    }

    /// Stops a running animation where the offset is. A drag still ends (its completion runs).
    func stopOffsetAnimation() {
        guard let animation = offsetAnimation else { return }
        offsetAnimation = nil
        if let clock = window?.clock {
            for task in animation.tasks { clock.cancel(task) }
        }
        if animation.reason == .drag { animation.completion() }
    }

    private func stepOffsetAnimation(at instant: SimulationInstant) {
        guard let animation = offsetAnimation else { return }
        contentOffset = animation.offset(at: instant)
    }

    private func finishOffsetAnimation() {
        guard let animation = offsetAnimation else { return }
        offsetAnimation = nil
        contentOffset = animation.to
        animation.completion()
    }
}

/// A running animation of a scroll view's content offset.
struct ContentOffsetAnimation {
    /// What moves the content.
    enum Reason {
        /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`.
        case programmatic
        /// `Simulation.drag(_:by:over:)`.
        case drag
    }

    let from: CGPoint
    let to: CGPoint
    let start: SimulationInstant
    let duration: Duration
    let curve: TimingCurve
    let reason: Reason
    /// Runs when the offset arrives (and, for a drag, when it is stopped).
    let completion: () -> Void
    /// The clock's tasks: one per display frame, and the arrival.
    var tasks: [VirtualClock.TaskID] = []

    var end: SimulationInstant { start + duration }

    /// The offset at `instant`.
    func offset(at instant: SimulationInstant) -> CGPoint {
        guard instant > start else { return from }
        guard instant < end else { return to }
        let progress = CGFloat(curve.progress(elapsed: (instant - start).secondsValue, duration: duration.secondsValue))
        return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    }
}
