import Foundation

/// The simulated device as UIKit's `UIDevice` describes it: `UIDevice.current` in the `UIKit`
/// module is the current simulation's (`sim.currentDevice`).
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
@preconcurrency @MainActor public final class UIDevice: NSObject {
    /// `.phone` or `.pad`, from the simulated device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// "iPhone" or "iPad".
    public let model: String
    /// The device's marketing name as the catalogue has it (`iPhone SE (3rd generation)`); iOS
    /// 16 and later return the generic model name here unless the app has an entitlement.
    public let name: String
    /// "iOS".
    public let systemName = "iOS"
    /// The behaviour profile's version, as iOS writes it: `"17.0"`.
    public let systemVersion: String
    /// The screen whose interface orientation the device's follows (nil: a device with no
    /// simulation, always portrait). Held strongly: a weak reference would put every retain of
    /// the screen — the `object` of every keyboard notification from iOS 16.1 — on the runtime's
    /// slow path (a recorded post took 9 % longer).
    private let screen: UIScreen?

    package init(idiom: UIUserInterfaceIdiom, name: String, systemVersion: String, screen: UIScreen?) {
        userInterfaceIdiom = idiom
        model = idiom == .pad ? "iPad" : "iPhone"
        self.name = name
        self.systemVersion = systemVersion
        self.screen = screen
    }

    /// The physical orientation, taken to match the interface's (the simulation rotates both
    /// together).
    public var orientation: UIDeviceOrientation {
        switch screen?.interfaceOrientation ?? .portrait {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        // The interface turns the other way from the device.
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        }
    }

    /// Posted with the device as its object when the device's orientation changes
    /// (`Simulation.rotate(to:)`), before the interface rotates, while the device generates
    /// orientation notifications.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended. It
    /// starts at 1: UIKit begins them for an app at launch (unconfirmed by a public source:
    /// apps that never call `begin` are reported to receive the notification).
    private var orientationNotificationRequests = 1

    /// Whether `orientationDidChangeNotification` is posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Asks for orientation notifications (calls nest with `end…`).
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends one request for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Whether the device runs apps side by side: iPads, as the simulated ones are.
    public var isMultitaskingSupported: Bool { userInterfaceIdiom == .pad }

    /// Plays the keyboard's click, as UIKit's `playInputClick()` (heard on iOS only while an
    /// input view that enables clicks, `UIInputViewAudioFeedback`, is on screen). Sounds are not
    /// simulated: it plays nothing here and changes nothing.
    public func playInputClick() {}
}

/// The kind of interface, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV (never the simulation's idiom).
    case tv = 2
    /// CarPlay (never the simulation's idiom).
    case carPlay = 3
    /// A Mac running the app with the Mac idiom (never the simulation's idiom).
    case mac = 5
    /// Apple Vision Pro (never the simulation's idiom).
    case vision = 6
}

/// The device's physical orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// The device's physical orientation: unknown, upright, upside down, rotated left or right, face up or face down.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Rotated left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
