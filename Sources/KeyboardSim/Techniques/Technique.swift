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
    case bottomConstant = "bottom-constant"
    case stackOffset = "stack-offset"
    case frameShift = "frame-shift"
    case legacyAnimations = "legacy-animations"
    case constantWithLayout = "constant-with-layout"
    case keyboardLayoutGuide = "keyboard-layout-guide"
    case scrollViewInsets = "scroll-view-insets"

    /// The JSON spelling, so that every text that names a technique reads as the file does.
    public var description: String { rawValue }
}
