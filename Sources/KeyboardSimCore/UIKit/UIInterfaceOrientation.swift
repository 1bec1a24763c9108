/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
///
/// The raw values are the strings scenario files use.
public enum UIInterfaceOrientation: String, CaseIterable, Sendable, CustomStringConvertible {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { !isPortrait }
    public var description: String { rawValue }
}
