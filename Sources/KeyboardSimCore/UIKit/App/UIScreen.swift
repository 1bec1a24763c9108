import Foundation
import SimulationContext

/// The simulated device's screen, as UIKit's `UIScreen`.
///
/// `bounds` follows the interface orientation (iOS 8+): a 375×667 phone in landscape has bounds
/// of 667×375. From iOS 16.1 the screen is the `object` of every keyboard notification.
@preconcurrency @MainActor public final class UIScreen: NSObject {
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

    /// The traits of a window filling the screen in its current orientation.
    public var traitCollection: UITraitCollection { UITraitCollection.window(of: bounds.size, on: self) }

    /// Does nothing: a screen's traits change with the orientation, which windows report.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `<UIScreen bounds {{0, 0}, {375, 667}}>` on the main actor (NSObject's elsewhere).
    nonisolated public override var description: String {
        SimulatedMainActor.isMain ? MainActor.assumeIsolated { "<UIScreen bounds \(bounds.uiKitDescription)>" } : super.description
    }

    // MARK: The display (what does not touch the keyboard: the device's values, or inert)

    /// The physical screen in pixels, portrait up whatever the orientation, as Apple documents.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: portraitBounds.width * scale, height: portraitBounds.height * scale)
    }

    /// Pixels per point of the physical screen: the screen's `scale` (unconfirmed for devices
    /// whose panel is downsampled, such as the 5.5-inch Plus phones, where iOS reports a native
    /// scale a little below 3; the catalogue keeps no such value).
    public var nativeScale: CGFloat { scale }

    /// The screen's brightness, 0 to 1 (stored, 0.5 until set: the simulation has no backlight).
    /// Setting it posts nothing here; whether iOS posts `brightnessDidChangeNotification` for an
    /// app's own change is unconfirmed.
    public var brightness: CGFloat = 0.5 {
        didSet { brightness = min(max(brightness, 0), 1) }
    }

    /// Whether dimming below the backlight's minimum is done in software (stored).
    public var wantsSoftwareDimming = false

    /// Whether the screen is being recorded, mirrored or sent elsewhere: never in a simulation.
    @available(iOS, deprecated: 18.0, message: "Use the sceneCaptureState trait instead")
    public var isCaptured: Bool { false }

    /// The screen mirroring this one: none (no external display is simulated).
    public var mirrored: UIScreen? { nil }

    /// The display's mode: its native size in pixels.
    public var currentMode: UIScreenMode? {
        get { storedMode ?? UIScreenMode(size: nativeBounds.size) }
        set { storedMode = newValue }
    }
    private var storedMode: UIScreenMode?

    /// The display's preferred mode: its native one.
    public var preferredMode: UIScreenMode? { UIScreenMode(size: nativeBounds.size) }

    /// The modes the display supports: its native one.
    public var availableModes: [UIScreenMode] { [UIScreenMode(size: nativeBounds.size)] }

    /// How an external display's overscan is compensated (stored; no external display is simulated).
    public var overscanCompensation = OverscanCompensation.scale

    /// The insets overscan compensation adds: none on the device's own screen.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// The delay between drawing and the light reaching the eye, in seconds: 0 (not simulated).
    public var calibratedLatency: CFTimeInterval { 0 }

    /// The extended dynamic range headroom available now: 1 (standard range; HDR is not simulated).
    public var currentEDRHeadroom: CGFloat { 1 }

    /// The extended dynamic range headroom the display can reach: 1 (standard range).
    public var potentialEDRHeadroom: CGFloat { 1 }

    /// Whether the reference display mode is on: not supported by the simulated display.
    public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }

    /// A snapshot of the screen's contents as a view: a plain view of the screen's size (nothing
    /// is drawn on Linux).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        UIView(frame: bounds)
    }

    /// How overscan on an external display is compensated, as UIKit's
    /// `UIScreen.OverscanCompensation`.
    public enum OverscanCompensation: Int, Sendable {
        /// The final framebuffer is scaled to fit.
        case scale = 0
        /// The bounds are inset.
        case insetBounds = 1
        /// No compensation.
        case none = 2
        /// The UIKit 9 name of `none`.
        @available(*, deprecated, renamed: "none")
        public static let insetApplicationFrame = OverscanCompensation.none
    }

    /// Whether the reference display mode is available, as UIKit's
    /// `UIScreen.ReferenceDisplayModeStatus`.
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        /// The display does not support it.
        case notSupported = 0
        /// Supported, not enabled.
        case notEnabled = 1
        /// Enabled.
        case enabled = 2
        /// Enabled, with limits.
        case limited = 3
    }

    /// Posted when a screen's brightness changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when a screen starts or stops being captured.
    nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when a screen is connected.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode changes.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted when the reference display mode's status changes.
    nonisolated public static let referenceDisplayModeStatusDidChangeNotification = Notification.Name(
        "UIScreenReferenceDisplayModeStatusDidChangeNotification")
}

/// A display mode, as UIKit's `UIScreenMode`: its size in pixels.
public final class UIScreenMode: NSObject, @unchecked Sendable {
    /// The mode's size in pixels.
    public let size: CGSize
    /// The pixels' aspect ratio: 1 (square pixels).
    public let pixelAspectRatio: CGFloat = 1

    init(size: CGSize) { self.size = size }
}

extension UIScreen: UITraitEnvironment {}
