import Foundation

// A keyboard driven by posted notifications (a logged replay): it takes the posted frames as
// its own.

extension SystemKeyboard {
    /// A keyboard notification posted from a log (or a test) is about to go through the bus:
    /// the keyboard takes its frames as its own, so frames, verdicts and pictures agree with
    /// what the handlers are told.
    ///
    /// - The end frame is where the keyboard goes; the begin frame (when not zero) where it
    ///   starts. A "will" notification with a duration moves it along the curve (curve 7: the
    ///   keyboard's 0.5 s spring); a "did" notification, or duration 0, puts it there at once
    ///   (a did that confirms where the keyboard is already going changes nothing).
    /// - Placement from the end frame: at or below the bottom edge, hidden; full width on the
    ///   bottom edge, docked; on an iPad, lifted, undocked, and narrower, floating. A zero
    ///   rect on an iPad means the keyboard left the dock to a place the notification does not
    ///   give: undocked, drawn nowhere. No end frame: nothing moves.
    func adoptPosted(_ name: Notification.Name, beginFrame: CGRect?, endFrame: CGRect?, duration: Double, curve: Int) {
        guard let reportedEnd = endFrame else { return }
        let end = unreported(reportedEnd)
        let isWill = Self.willNames.contains(name)
        let bounds = screenBounds
        var target = end
        var isUp = true
        if end == .zero {
            if environment.device.idiom == .pad {
                if placement.isDocked || placement == .none { placement = .undocked }
            } else {
                isUp = false
            }
            target = offscreen(frame)
        } else if end.minY >= bounds.maxY - 0.5 || end.height <= 0 {
            isUp = false
            if placement == .none { placement = .docked }
        } else if environment.device.idiom == .pad && end.width < bounds.width - 0.5 {
            placement = .floating
        } else if environment.device.idiom == .pad && end.maxY < bounds.maxY - 0.5 {
            placement = .undocked
        } else {
            placement = .docked
        }
        showGeneration += 1
        let finalPhase: Phase = isUp ? .shown : .hidden
        if !isWill && target == frame {
            // The did-notification of a move already under way.
            if !isMoving(at: environment.clock.now) { phase = finalPhase }
            return
        }
        let animated = isWill && duration > 0
        let start = beginFrame.flatMap { $0 == .zero ? nil : unreported($0) }
        if animated {
            let movement = Self.movement(curve: curve, duration: duration)
            move(from: start, to: target, over: movement.duration, timing: movement.timing)
            phase = isUp ? .showing : .hiding
            pendingCompletion = environment.clock.schedule(after: movement.duration) { [weak self] in
                self?.pendingCompletion = nil
                self?.phase = finalPhase
            }
        } else {
            move(to: target)
            phase = finalPhase
        }
    }
}
