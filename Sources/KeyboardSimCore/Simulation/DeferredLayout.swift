import Foundation

/// UIKit's deferred layout at the end of a run-loop turn: the window is laid out only when
/// something invalidated its layout, or the keyboard its layout guides follow has changed.
@MainActor final class DeferredLayout {
    private let window: UIWindow
    private let keyboard: SystemKeyboard
    /// The keyboard as keyboard layout guides read it, when the window was last laid out.
    private var keyboardAtLastLayout: (frame: CGRect, phase: SystemKeyboard.Phase, placement: SystemKeyboard.Placement)?

    init(window: UIWindow, keyboard: SystemKeyboard) {
        self.window = window
        self.keyboard = keyboard
    }

    /// Lays the window out if it needs it (the clock's end-of-turn handler).
    func endOfTurn() {
        let keyboardNow = (frame: keyboard.frame, phase: keyboard.phase, placement: keyboard.placement)
        let keyboardChanged = keyboardAtLastLayout.map { $0 != keyboardNow } ?? true
        guard window.layoutEngine.needsPass || keyboardChanged else { return }
        keyboardAtLastLayout = keyboardNow
        window.layoutIfNeeded()
    }
}
