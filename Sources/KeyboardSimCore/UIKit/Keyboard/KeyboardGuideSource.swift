import Foundation

/// The keyboard as the keyboard layout guide sees it: the window's layout engine reads it
/// through this, and the system keyboard provides it.
///
/// ```swift
/// engine.keyboard = systemKeyboard   // SystemKeyboard: KeyboardGuideSource
/// ```
@MainActor protocol KeyboardGuideSource: AnyObject {
    /// The keyboard's model frame and how it sits, or nil when no software keyboard is up
    /// (hidden, hiding, or a hardware keyboard).
    var guideKeyboard: KeyboardGuideFrame? { get }
}

/// A keyboard that is up: its frame in screen coordinates and how it sits.
struct KeyboardGuideFrame {
    /// How the keyboard sits, as far as the guide distinguishes.
    enum Arrangement {
        /// Docked at the bottom of the screen (the shortcuts bar too).
        case docked
        /// Undocked or split on iPad.
        case undocked
        /// The floating keyboard.
        case floating
    }

    var frame: CGRect
    var arrangement: Arrangement
}
