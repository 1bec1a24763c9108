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

/// The interface orientations a controller or the app supports, as UIKit's
/// `UIInterfaceOrientationMask` (`supportedInterfaceOrientations`): a rotation to an orientation
/// outside the top controller's and the app's masks turns the device but not the interface.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// UIKit's bits: 1 << the orientation's raw value (portrait 2, upside down 4, landscape left
    /// 16, landscape right 8).
    public var rawValue: UInt
    /// The orientations whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, the home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the mask holds `orientation`.
    func supports(_ orientation: UIInterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: contains(.portrait)
        case .portraitUpsideDown: contains(.portraitUpsideDown)
        case .landscapeLeft: contains(.landscapeLeft)
        case .landscapeRight: contains(.landscapeRight)
        }
    }
}
