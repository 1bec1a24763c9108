import Foundation

// A hardware keyboard: the shortcuts bar on a device, no software keyboard in the Simulator.

extension SystemKeyboard {
    /// Connects a hardware keyboard. On a device the software keyboard shrinks to the shortcuts
    /// bar (the frame may still report the whole keyboard); in the Simulator it goes away.
    ///
    /// The app hears it as the keyboard it last heard of changing: a docked keyboard moves to the
    /// bar (a show) or goes (a hide); an undocked, split or floating one, which the app was told
    /// had gone, comes back as the bar (a show from below the screen) or stays gone (nothing).
    public func connectHardwareKeyboard() {
        guard requireSimulated("hardwareKeyboard") else { return }
        guard !isHardwareKeyboardConnected else { return }
        isHardwareKeyboardConnected = true
        let wasAnnouncedUp = phase.isUp && placement.isDocked
        if environment.profile.runsInSimulator {
            leave(wasAnnouncedUp: wasAnnouncedUp)
            placement = .none
            return
        }
        placement = .shortcutsBar
        guard phase.isUp else { return }
        if showsNothing {
            leave(wasAnnouncedUp: wasAnnouncedUp)
        } else {
            if !wasAnnouncedUp { startBelowScreen(targetFrame()) }
            transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
        }
    }

    /// The keyboard goes: with a hide when the app was told it is up, and silently when the app
    /// was already told it had gone (undocked, split, floating).
    private func leave(wasAnnouncedUp: Bool) {
        if wasAnnouncedUp {
            hide()
        } else if phase.isUp {
            cancelPendingCompletion()
            move(to: offscreen(dockedFrame()))
            phase = .hidden
        }
    }

    /// Disconnects the hardware keyboard: the software keyboard comes back for a focused field.
    public func disconnectHardwareKeyboard() {
        guard requireSimulated("hardwareKeyboard") else { return }
        guard isHardwareKeyboardConnected else { return }
        isHardwareKeyboardConnected = false
        placement = .docked
        guard focusedResponder != nil else { return }
        if phase.isUp {
            transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
        } else {
            show()
        }
    }
}
