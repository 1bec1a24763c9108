/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
///
/// The raw values are the strings scenario files use.
public enum UIInterfaceOrientation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Upright, the home button (or indicator) at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Rotated so that the home button is on the left.
    case landscapeLeft
    /// Rotated so that the home button is on the right.
    case landscapeRight

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Rotated left or right.
    public var isLandscape: Bool { !isPortrait }
    public var description: String { rawValue }
}
