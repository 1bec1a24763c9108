import Foundation

extension Simulation {
    /// The user drags `scrollView`'s content: the finger touches down at `start` (in the scroll
    /// view's coordinates; the middle of what it shows by default), moves by `translation`
    /// (positive y: down, so the content offset decreases) over `duration`, one step per display
    /// frame, then lifts.
    ///
    /// In order, at once: the delegate's `scrollViewWillBeginDragging(_:)` (`isDragging` and
    /// `isTracking` are true until the finger lifts), then the keyboard per
    /// `keyboardDismissMode` —
    /// - `.onDrag`, `.onDragWithAccessory`: the window ends editing (`endEditing(true)`), so the
    ///   keyboard hides with its usual notifications;
    /// - `.interactive`, `.interactiveWithAccessory`: with the docked keyboard up, once the finger
    ///   is below the keyboard's top the keyboard's top follows it, frame by frame, with no
    ///   notification (iOS posts none during the drag); when the finger lifts moving down, the
    ///   field resigns and the hide is posted from where the keyboard is, and otherwise the
    ///   keyboard goes back up with a willShow and a didShow (iOS decides by the release
    ///   velocity; see `SystemKeyboard.releaseFinger`);
    /// - `.none`: nothing.
    ///
    /// The pan gesture recognizers on the scroll view and the views above it that are enabled
    /// and whose delegate lets them (`gestureRecognizer(_:shouldReceive:)`,
    /// `gestureRecognizerShouldBegin(_:)`) follow the finger: `.began` on the first frame,
    /// `.changed` on each later one, `.ended` when it lifts, each time with `location(in:)`,
    /// `translation(in:)` and `velocity(in:)` set and their actions sent. A library that moves
    /// its own input bar with the finger does so here.
    ///
    /// The offset follows the finger on every display frame (linearly, with
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
    public func drag(
        _ scrollView: UIScrollView, by translation: CGPoint, from start: CGPoint? = nil,
        over duration: Duration = .milliseconds(300)
    ) {
        requireArgument(
            translation.x.isFinite && translation.y.isFinite, "drag(_:by: CGPoint(x: \(translation.x), y: \(translation.y)))",
            "expected a finite translation")
        if let start {
            requireArgument(
                start.x.isFinite && start.y.isFinite, "drag(_:by:from: CGPoint(x: \(start.x), y: \(start.y)))", "expected a finite point")
        }
        requireArgument(
            duration > .zero && duration <= .seconds(60), "drag(_:by:over: \(duration))",
            "expected a duration more than 0 and at most 60 seconds")
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
            var keyboardFollowsFinger = false
            switch scrollView.keyboardDismissMode {
            case .onDrag, .onDragWithAccessory:
                _ = window.endEditing(true)
            case .interactive, .interactiveWithAccessory:
                keyboardFollowsFinger = keyboard.phase.isUp && keyboard.placement.isDocked
            case .none:
                break
            }
            let bounds = scrollView.bounds
            let touchDown = scrollView.convert(start ?? CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            let seconds = max(duration.secondsValue, 1e-9)
            let finger = Finger(
                start: touchDown, translation: translation,
                velocity: CGPoint(x: translation.x / seconds, y: translation.y / seconds),
                recognizers: panRecognizers(from: scrollView, at: touchDown))
            let frames = max(1, Int((duration.secondsValue * Double(displayLink.framesPerSecond)).rounded()))
            for step in 1..<frames {
                clock.schedule(after: duration * step / frames) { [weak self] in
                    self?.move(finger, to: Double(step) / Double(frames), keyboardFollows: keyboardFollowsFinger)
                }
            }

            let offsetStart = scrollView.contentOffset
            let target = scrollView.clampedContentOffset(CGPoint(x: offsetStart.x - translation.x, y: offsetStart.y - translation.y))
            let velocity = CGPoint(x: (target.x - offsetStart.x) / 1000 / seconds, y: (target.y - offsetStart.y) / 1000 / seconds)
            let lift = { [weak self, weak scrollView] in
                self?.move(finger, to: 1, keyboardFollows: keyboardFollowsFinger)
                self?.lift(finger, keyboardFollows: keyboardFollowsFinger)
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
                clock.schedule(after: duration) { lift() }
            }
        }
    }

    /// The finger of a drag: where it touched down (window coordinates), how far it goes, and the
    /// pan recognizers that follow it.
    private struct Finger {
        var start: CGPoint
        var translation: CGPoint
        var velocity: CGPoint
        var recognizers: [UIPanGestureRecognizer]

        /// Where the finger is `progress` (0 to 1) of the way.
        func location(at progress: Double) -> CGPoint {
            CGPoint(x: start.x + translation.x * progress, y: start.y + translation.y * progress)
        }
    }

    /// The pan recognizers on `view` and the views above it that take a touch at `point`
    /// (window coordinates): enabled, and let by their delegates.
    private func panRecognizers(from view: UIView, at point: CGPoint) -> [UIPanGestureRecognizer] {
        var found: [UIPanGestureRecognizer] = []
        var current: UIView? = view
        while let holder = current {
            for case let pan as UIPanGestureRecognizer in holder.gestureRecognizers ?? [] where pan.isEnabled {
                let touch = UITouch(at: holder.convert(point, from: nil), in: holder)
                guard pan.delegate?.gestureRecognizer(pan, shouldReceive: touch) ?? true,
                    pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true
                else { continue }
                found.append(pan)
            }
            current = holder.superview
        }
        return found
    }

    /// Moves `finger` `progress` of the way: its recognizers begin or change, and the keyboard
    /// follows it when it may.
    private func move(_ finger: Finger, to progress: Double, keyboardFollows: Bool) {
        let location = finger.location(at: progress)
        if keyboardFollows { keyboard.followFinger(atY: location.y) }
        for pan in finger.recognizers {
            pan.touchLocationInWindow = location
            pan.setTranslation(CGPoint(x: location.x - finger.start.x, y: location.y - finger.start.y), in: nil)
            pan.simulatedVelocity = finger.velocity
            pan.state = pan.state == .began || pan.state == .changed ? .changed : .began
            pan.sendActions()
        }
    }

    /// The finger lifts: its recognizers end, and the keyboard is dismissed or goes back up.
    private func lift(_ finger: Finger, keyboardFollows: Bool) {
        for pan in finger.recognizers {
            pan.state = .ended
            pan.sendActions()
            pan.touchLocationInWindow = nil
        }
        if keyboardFollows {
            keyboard.releaseFinger(velocityY: finger.velocity.y) { _ = window.endEditing(true) }
        }
    }
}
