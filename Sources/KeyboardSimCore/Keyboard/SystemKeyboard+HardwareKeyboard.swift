import Foundation

// A hardware keyboard: the shortcuts bar on a device, no software keyboard in the Simulator.

extension SystemKeyboard {
    /// Connects a hardware keyboard. On a device the software keyboard shrinks to the shortcuts
    /// bar (the frame may still report the whole keyboard); in the Simulator it goes away.
    public func connectHardwareKeyboard() {
        guard requireSimulated("hardwareKeyboard") else { return }
        guard !isHardwareKeyboardConnected else { return }
        isHardwareKeyboardConnected = true
        if host.profile.runsInSimulator {
            hide()
            placement = .none
        } else {
            let wasUp = phase.isUp && placement.isDocked
            placement = .shortcutsBar
            if wasUp && showsNothing {
                hide()
            } else if wasUp {
                transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
            }
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
