import Foundation

// The iPad's keyboard placements: undocked, split and floating, docking again, dragging.

extension SystemKeyboard {
    func requirePad(_ event: String) -> Bool {
        guard requireSimulated(event) else { return false }
        guard environment.device.idiom == .pad else {
            environment.recorder.diagnostic("\(event) needs an iPad; \(environment.device.name) has only a docked keyboard. Ignored.")
            return false
        }
        guard !isHardwareKeyboardConnected else {
            environment.recorder.diagnostic("\(event) with a hardware keyboard connected: there is no software keyboard to move. Ignored.")
            return false
        }
        return true
    }

    /// Lifts the keyboard off the bottom edge. The docked keyboard "leaves": willHide with a zero
    /// end frame. A split keyboard merges into the undocked one where it is, as the split
    /// keyboard's Merge key does: nothing is posted, as for splitting (the app was told the
    /// keyboard had gone when it left the dock; unconfirmed, no public log shows a merge).
    public func undock() {
        guard requirePad("undock") else { return }
        switch placement {
        case .docked, .floating: leaveDock(to: .undocked)
        case .split: placement = .undocked
        case .undocked, .shortcutsBar, .none: break
        }
    }

    /// Splits the keyboard (undocking it first if docked).
    public func split() {
        guard requirePad("split") else { return }
        switch placement {
        case .docked, .floating: leaveDock(to: .split)
        case .undocked: placement = .split
        case .split, .shortcutsBar, .none: break
        }
    }

    /// Turns the keyboard into the floating keyboard.
    public func float() {
        guard requirePad("float"), placement != .floating else { return }
        guard environment.profile.majorVersion >= 13 else {
            // The floating keyboard came with iPadOS 13 (the behaviour table's floating rows).
            environment.recorder.diagnostic(
                "float: the floating keyboard came with iPadOS 13; iOS \(environment.profile.majorVersion) has the undocked and split keyboards. Ignored."
            )
            return
        }
        let wasDocked = placement == .docked && phase.isUp
        if wasDocked {
            transition(Self.hideNames, to: floatingFrame(), reportedEnd: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        }
        let begin = phase.isUp ? frame : CGRect.zero
        placement = .floating
        guard phase.isUp else { return }
        if wasDocked {
            // After the hide's did-pair (scheduled first for the same instant): the floating
            // keyboard announces itself with didChangeFrame only.
            environment.clock.schedule(after: profileMovement.duration) { [weak self] in
                guard let self, self.placement == .floating else { return }
                self.announce([UIResponder.keyboardDidChangeFrameNotification], begin: .zero, end: self.frame)
            }
        } else {
            move(to: floatingFrame())
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: frame)
        }
    }

    func leaveDock(to newPlacement: Placement) {
        let wasDocked = placement == .docked
        placement = newPlacement
        guard phase.isUp else {
            frame = offscreen(undockedFrame())
            return
        }
        if wasDocked {
            transition(Self.hideNames, to: undockedFrame(), reportedEnd: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        } else {
            move(to: undockedFrame())
        }
    }

    /// Docks the keyboard at the bottom again: willShow with the docked frame — this app's, or
    /// another app's (`isLocal` false), as its undocking or floating was a hide.
    public func dock() {
        guard requirePad("dock"), placement != .docked else { return }
        let wasUp = phase.isUp
        placement = .docked
        if wasUp, focusedResponder != nil || isShowingOtherAppsKeyboard {
            transition(Self.showNames, to: targetFrame(), reportedBegin: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        } else {
            phase = .hidden
            move(to: offscreen(dockedFrame()))
        }
    }

    /// Drags an undocked, split or floating keyboard by `dy` points (and `dx` for floating).
    /// Undocked: willChangeFrame with a zero rect, then didChangeFrame with a zero rect.
    /// Floating: willChangeFrame with a zero rect as the drag starts, then didChangeFrame from
    /// the old frame to the new one (the behaviour table weighs the sources, which disagree).
    ///
    /// - Precondition: `dx` and `dy` are finite.
    public func drag(dx: CGFloat = 0, dy: CGFloat) {
        requireArgument(dx.isFinite && dy.isFinite, "keyboard.drag(dx: \(dx), dy: \(dy))", "expected finite distances")
        guard requirePad("drag") else { return }
        guard phase.isUp else {
            environment.recorder.diagnostic("drag with the keyboard hidden: nothing to drag. Ignored.")
            return
        }
        switch placement {
        case .undocked, .split:
            announce([UIResponder.keyboardWillChangeFrameNotification], begin: .zero, end: .zero)
            move(to: clampedToScreen(frame.offsetBy(dx: 0, dy: dy)))
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: .zero, end: .zero)
        case .floating:
            let begin = frame
            announce([UIResponder.keyboardWillChangeFrameNotification], begin: .zero, end: .zero)
            move(to: clampedToScreen(frame.offsetBy(dx: dx, dy: dy)))
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: frame)
        default:
            environment.recorder.diagnostic("drag with a docked keyboard: undock or float it first. Ignored.")
        }
    }
}
