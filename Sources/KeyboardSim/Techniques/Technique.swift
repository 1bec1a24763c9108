import Foundation

/// A keyboard-avoidance technique a scenario file can name, by its JSON spelling
/// (`"technique": {"name": "bottom-constant"}`).
///
/// The order of the cases is the catalogue's: `kbsim list techniques`, the schema and the
/// replay matrix's rows list the techniques in it. `TechniqueCatalog.entry(for:)` holds what
/// each one is (its screen, summary, bugs and parts).
///
/// ```swift
/// Technique(rawValue: "stack-offset")   // .stackOffset
/// "technique \(Technique.frameShift)"   // "technique frame-shift"
/// ```
public enum Technique: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A bottom constraint's constant moved by the keyboard's overlap.
    case bottomConstant = "bottom-constant"
    /// A stack view's top constraint moved so that a field deep inside stands above the keyboard.
    case stackOffset = "stack-offset"
    /// A content view's frame shifted up, struts and springs.
    case frameShift = "frame-shift"
    /// `beginAnimations`/`commitAnimations`: a photo's bottom follows the keyboard.
    case legacyAnimations = "legacy-animations"
    /// Apple's pattern: `layoutIfNeeded()` before and inside the animation.
    case constantWithLayout = "constant-with-layout"
    /// The edit view pinned to `keyboardLayoutGuide`: no notifications.
    case keyboardLayoutGuide = "keyboard-layout-guide"
    /// Apple's documented way: the scroll view's insets.
    case scrollViewInsets = "scroll-view-insets"

    /// The JSON spelling, so that every text that names a technique reads as the file does.
    public var description: String { rawValue }
}
