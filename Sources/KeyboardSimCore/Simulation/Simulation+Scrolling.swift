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
    /// - `.onDrag`: the window ends editing (`endEditing(true)`), so the keyboard hides with its
    ///   usual notifications;
    /// - `.interactive`: with the docked keyboard up, once the finger is below the keyboard's top
    ///   (less the `keyboardDismissPadding` of the keyboard layout guides of the scroll view and
    ///   the views around it, iOS 17) the keyboard's top follows it, frame by frame, with no
    ///   notification (iOS posts none during the drag); when the finger lifts moving down, the
    ///   field resigns and the hide is posted from where the keyboard is, and otherwise the
    ///   keyboard goes back up with a willShow and a didShow (iOS decides by the release
    ///   velocity; see `SystemKeyboard.releaseFinger`);
    /// - `.onDragWithAccessory`, `.interactiveWithAccessory` (iOS 16): the same, and the input
    ///   accessory view goes too. The difference shows on a chat screen whose controller is first
    ///   responder with only its bar (Messages' pattern): in `.onDrag` and `.interactive` the
    ///   bar's text view resigns and the controller takes the focus back, so the bar stays docked
    ///   at the bottom (the keyboard shrinks to it, announced as a hide to the bar's frame), and an
    ///   interactive drag takes the keyboard down only as far as leaves the bar on screen; with
    ///   the bar alone up, those modes leave it. In the `WithAccessory` modes the bar follows the
    ///   finger off screen and everything is dismissed, the controller resigning too. Apple's
    ///   words and the sources: `SystemKeyboard.accessoryKeeper`;
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
            var dismissal: FingerDismissal?
            let mode = scrollView.keyboardDismissMode
            switch mode {
            case .onDrag, .onDragWithAccessory:
                dismissKeyboardForDrag(withAccessory: mode == .onDragWithAccessory)
            case .interactive, .interactiveWithAccessory:
                let withAccessory = mode == .interactiveWithAccessory
                if keyboard.phase.isUp, keyboard.placement.isDocked, withAccessory || !keyboard.showsAccessoryAlone {
                    dismissal = FingerDismissal(withAccessory: withAccessory, padding: keyboardDismissPadding(around: scrollView))
                }
            case .none:
                break
            }
            let bounds = scrollView.bounds
            let touchDown = scrollView.convert(start ?? CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            let seconds = max(duration.secondsValue, 1e-9)
            let finger = Finger(
                start: touchDown, translation: translation,
                velocity: CGPoint(x: translation.x / seconds, y: translation.y / seconds),
                recognizers: panRecognizers(from: scrollView, at: touchDown), dismissal: dismissal)
            scheduleSteps(of: finger, over: duration)

            let offsetStart = scrollView.contentOffset
            let target = scrollView.clampedContentOffset(CGPoint(x: offsetStart.x - translation.x, y: offsetStart.y - translation.y))
            let velocity = CGPoint(x: (target.x - offsetStart.x) / 1000 / seconds, y: (target.y - offsetStart.y) / 1000 / seconds)
            let lift = { [weak self, weak scrollView] in
                self?.move(finger, to: 1)
                self?.lift(finger)
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

    /// Moves `finger` one step per display frame over `duration`, short of its end (the caller
    /// moves it there and lifts it).
    private func scheduleSteps(of finger: Finger, over duration: Duration) {
        let frames = max(1, Int((duration.secondsValue * Double(displayLink.framesPerSecond)).rounded()))
        for step in 1..<frames {
            clock.schedule(after: duration * step / frames) { [weak self] in
                self?.move(finger, to: Double(step) / Double(frames))
            }
        }
    }

    /// `interactivelyDismissKeyboard(over:)`: a finger on the keyboard's edge takes it down 80% of
    /// its height over `duration`, as `drag(_:by:from:over:)` does in the dismiss mode of the
    /// scroll view it finds (see `interactivelyDismissKeyboard(over:)`).
    func dragKeyboardDown(over duration: Duration) {
        guard keyboard.requireSimulated("interactiveDismiss") else { return }
        guard keyboard.phase.isUp, keyboard.placement.isDocked else {
            diagnostic("interactive dismissal with no docked keyboard up. Ignored.")
            return
        }
        let scrollView = interactivelyDismissingScrollView()
        if scrollView == nil {
            diagnostic(
                "interactivelyDismissKeyboard(over:): no scroll view on screen is in an interactive dismiss mode (on iOS only a drag over such a scroll view takes the keyboard down); dragged as .interactive"
            )
        }
        let withAccessory = scrollView?.keyboardDismissMode == .interactiveWithAccessory
        guard withAccessory || !keyboard.showsAccessoryAlone else {
            diagnostic(
                "interactivelyDismissKeyboard(over:): the keyboard shows only its input accessory view, which .interactive leaves docked; nothing was dragged"
            )
            return
        }
        let padding = keyboardDismissPadding(around: scrollView ?? (window.firstResponder as? UIView) ?? window)
        let keys = keyboard.frame
        let finger = Finger(
            start: CGPoint(x: keys.midX, y: keys.minY - padding), translation: CGPoint(x: 0, y: keys.height * 0.8),
            velocity: CGPoint(x: 0, y: keys.height * 0.8 / max(duration.secondsValue, 1e-9)), recognizers: [],
            dismissal: FingerDismissal(withAccessory: withAccessory, padding: padding))
        perform {
            scheduleSteps(of: finger, over: duration)
            clock.schedule(after: duration) { [weak self] in
                self?.move(finger, to: 1)
                self?.lift(finger)
            }
        }
    }

    /// The scroll view a finger dismissing the keyboard interactively drags: the first, up from
    /// the first responder, in an interactive dismiss mode, else the first such in the window
    /// (depth first, in subview order), else nil.
    private func interactivelyDismissingScrollView() -> UIScrollView? {
        func interactive(_ view: UIView) -> UIScrollView? {
            guard let scrollView = view as? UIScrollView else { return nil }
            return scrollView.keyboardDismissMode == .interactive || scrollView.keyboardDismissMode == .interactiveWithAccessory
                ? scrollView : nil
        }
        var current = window.firstResponder as? UIView
        while let view = current {
            if let found = interactive(view) { return found }
            current = view.superview
        }
        var pending: [UIView] = [window]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if let found = interactive(view) { return found }
            pending.insert(contentsOf: view.subviews, at: 0)
        }
        return nil
    }

    /// The finger of a drag: where it touched down (window coordinates), how far it goes, and the
    /// pan recognizers that follow it.
    private struct Finger {
        var start: CGPoint
        var translation: CGPoint
        var velocity: CGPoint
        var recognizers: [UIPanGestureRecognizer]
        /// How the keyboard follows it (an interactive dismiss mode with the keyboard up), or nil.
        var dismissal: FingerDismissal?

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

    /// How a finger takes the keyboard down in an interactive dismiss mode.
    private struct FingerDismissal {
        /// `.interactiveWithAccessory`: the accessory view goes with the keys.
        var withAccessory: Bool
        /// Points above the keyboard's top where the finger already takes it.
        var padding: CGFloat
    }

    /// The largest `keyboardDismissPadding` of the keyboard layout guides of `view` and the views
    /// around it (a negative one counts as 0, as Apple documents:
    /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/keyboarddismisspadding);
    /// 0 before iOS 17, which has no such property. Which view's guide UIKit consults is
    /// unconfirmed (Apple's page does not say): the guide of the screen around the scroll view is
    /// where apps set it.
    private func keyboardDismissPadding(around view: UIView) -> CGFloat {
        guard profile.majorVersion >= 17 else { return 0 }
        var padding: CGFloat = 0
        var current: UIView? = view
        while let holder = current {
            for case let guide as UIKeyboardLayoutGuide in holder.layoutGuides where guide.keyboardDismissPadding.isFinite {
                padding = max(padding, guide.keyboardDismissPadding)
            }
            current = holder.superview
        }
        return padding
    }

    /// A drag dismisses the keyboard (`.onDrag` and the end of an interactive drag): a chat bar's
    /// text view hands the focus back to the controller that keeps the bar (`accessoryKeeper`)
    /// unless the accessory view goes too (`withAccessory`: whatever is first responder
    /// resigns, the controller showing the bar alone included); otherwise the window ends
    /// editing (a responder that shows only its bar keeps it).
    private func dismissKeyboardForDrag(withAccessory: Bool) {
        guard let responder = window.firstResponder else { return }
        if !withAccessory, let keeper = keyboard.accessoryKeeper {
            window.forceResignFirstResponder(handingTo: keeper)
        } else if withAccessory && keyboard.shownAccessoryView != nil || keyboard.holds(responder) {
            window.forceResignFirstResponder()
        } else {
            _ = window.endEditing(true)
        }
    }

    /// Moves `finger` `progress` of the way: its recognizers begin or change, and the keyboard
    /// follows it when it may.
    private func move(_ finger: Finger, to progress: Double) {
        let location = finger.location(at: progress)
        if let dismissal = finger.dismissal {
            keyboard.followFinger(
                atY: location.y, padding: dismissal.padding,
                keepsAccessory: !dismissal.withAccessory && keyboard.accessoryKeeper != nil)
        }
        for pan in finger.recognizers {
            pan.touchLocationInWindow = location
            pan.setTranslation(CGPoint(x: location.x - finger.start.x, y: location.y - finger.start.y), in: nil)
            pan.simulatedVelocity = finger.velocity
            pan.state = pan.state == .began || pan.state == .changed ? .changed : .began
            pan.sendActions()
        }
    }

    /// The finger lifts: its recognizers end, and the keyboard is dismissed or goes back up.
    private func lift(_ finger: Finger) {
        for pan in finger.recognizers {
            pan.state = .ended
            pan.sendActions()
            pan.touchLocationInWindow = nil
        }
        if let dismissal = finger.dismissal {
            keyboard.releaseFinger(velocityY: finger.velocity.y) { dismissKeyboardForDrag(withAccessory: dismissal.withAccessory) }
        }
    }
}
