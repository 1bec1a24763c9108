import Foundation

/// The simulated device's screen, as UIKit's `UIScreen`.
///
/// `bounds` follows the interface orientation (iOS 8+): a 375×667 phone in landscape has bounds
/// of 667×375. From iOS 16.1 the screen is the `object` of every keyboard notification.
@preconcurrency @MainActor public final class UIScreen: Equatable, @MainActor CustomStringConvertible {
    /// The screen's bounds in points, in the current orientation.
    public internal(set) var bounds: CGRect
    /// The bounds in portrait, whatever the orientation.
    public let portraitBounds: CGRect
    /// The interface orientation `bounds` follow: what the app's window scene, the status bar
    /// and the device report, and what the keyboard's frames are laid out in (set by
    /// `Simulation.rotate(to:)` with the bounds).
    package internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// Points to pixels.
    public let scale: CGFloat
    /// Where the app's window begins on the screen: zero while it fills the screen, a Stage
    /// Manager window's origin otherwise (`Simulation.placeWindow`), kept by the window as it is
    /// placed. The screen's coordinate space is the window's moved by it.
    package var windowOrigin: CGPoint = .zero
    /// The display's refresh rate.
    public let maximumFramesPerSecond: Int
    /// The device's idiom, which its windows' traits follow.
    package let idiom: UIUserInterfaceIdiom

    package init(portraitSize: CGSize, scale: CGFloat, maximumFramesPerSecond: Int, idiom: UIUserInterfaceIdiom = .phone) {
        portraitBounds = CGRect(origin: .zero, size: portraitSize)
        bounds = portraitBounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.idiom = idiom
    }

    /// Screens are equal when they are the same screen.
    nonisolated public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool { lhs === rhs }

    /// Whether `object` is this screen, as `NSObject.isEqual(_:)` answers for UIKit's screens
    /// (`UIScreen` is not an `NSObject` here).
    nonisolated public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// The traits of a window filling the screen in its current orientation.
    public var traitCollection: UITraitCollection { UITraitCollection.window(of: bounds.size, on: self) }

    /// Does nothing: a screen's traits change with the orientation, which windows report.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    public var description: String { "<UIScreen bounds \(bounds.uiKitDescription)>" }
}

extension UIScreen: UITraitEnvironment {}
