import Foundation

/// A simulated device: its screen, safe areas, the iOS versions it ran and its keyboard's
/// heights on each of them.
///
/// Heights are the keyboard's end-frame height in points. Values seen in public device logs or
/// documents are `confirmed` (with where they were seen); every other value is
/// `unconfirmed` and says why it was chosen. `kbsim list devices` prints the whole table.
///
/// ```swift
/// let phone = Device.named("iPhone 6")!                         // the 375 × 667 screen
/// phone.keyboardHeight(in: .portrait, predictiveBar: true, emoji: false, profile: .iOS(8)!)   // 258
/// ```
public struct Device: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// Phone or pad, as `UIDevice.userInterfaceIdiom` says.
    public enum Idiom: String, Sendable {
        /// An iPhone or iPod touch.
        case phone
        /// An iPad.
        case pad
    }

    /// Keyboard heights for one orientation.
    public struct KeyboardHeights: Hashable, Sendable {
        /// The keyboard without the predictive (QuickType) bar.
        public var withoutPredictiveBar: Measured<Double>
        /// The keyboard with it (iOS 8 and later).
        public var withPredictiveBar: Measured<Double>
        /// The emoji keyboard.
        public var emoji: Measured<Double>
    }

    /// The keyboard's heights from one iOS version on, until the next era.
    public struct KeyboardEra: Hashable, Sendable {
        /// The first major iOS version these heights apply to.
        public var since: Int
        /// The heights in portrait.
        public var portrait: KeyboardHeights
        /// The heights in landscape.
        public var landscape: KeyboardHeights

        /// The heights in `orientation`.
        public func heights(in orientation: UIInterfaceOrientation) -> KeyboardHeights {
            orientation.isPortrait ? portrait : landscape
        }
    }

    /// The short id scenario files may use (`iphone-se-3`).
    public let id: String
    /// The marketing name (`iPhone SE (3rd generation)`).
    public let name: String
    /// Other names of devices with the same screen and keyboard.
    public let aliases: [String]
    /// Phone or pad.
    public let idiom: Idiom
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    /// Pixels per point (2 or 3).
    public let scale: CGFloat
    /// 60, or 120 on ProMotion displays.
    public let framesPerSecond: Int
    /// The major iOS versions devices with this screen ran, first to last.
    public let iOSVersions: ClosedRange<Int>
    /// The window's safe-area insets in portrait.
    public let portraitSafeArea: Measured<UIEdgeInsets>
    /// The window's safe-area insets in landscape.
    public let landscapeSafeArea: Measured<UIEdgeInsets>
    /// The keyboard's heights by iOS version, oldest era first.
    public let keyboardEras: [KeyboardEra]
    /// The visible height of the hardware keyboard's shortcuts bar (iPad).
    public let shortcutsBarHeight: Measured<Double>
    /// The size of the floating keyboard (iPad only).
    public let floatingKeyboardSize: Measured<CGSize>?

    /// Whether the device has a home indicator (Face ID iPhones, modern iPads).
    public var hasHomeIndicator: Bool { portraitSafeArea.value.bottom > 0 }

    /// The screen size in `orientation`.
    public func screenSize(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isPortrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The window's safe-area insets in `orientation`.
    public func safeArea(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isPortrait ? portraitSafeArea.value : landscapeSafeArea.value
    }

    /// The keyboard era of `majorVersion`: the last that began at or before it (the first era
    /// for an iOS older than the device).
    public func keyboardEra(for majorVersion: Int) -> KeyboardEra {
        keyboardEras.last { $0.since <= majorVersion } ?? keyboardEras.first ?? .untraced
    }

    /// The keyboard heights in `orientation` on the newest iOS.
    public func keyboard(in orientation: UIInterfaceOrientation) -> KeyboardHeights {
        (keyboardEras.last ?? .untraced).heights(in: orientation)
    }

    /// The portrait keyboard heights on the newest iOS.
    public var portraitKeyboard: KeyboardHeights { keyboard(in: .portrait) }
    /// The landscape keyboard heights on the newest iOS.
    public var landscapeKeyboard: KeyboardHeights { keyboard(in: .landscapeLeft) }

    /// The docked software keyboard's height on `profile`'s iOS, without an accessory view.
    public func keyboardHeight(
        in orientation: UIInterfaceOrientation, predictiveBar: Bool, emoji: Bool,
        profile: BehaviorProfile
    ) -> Measured<Double> {
        keyboardHeight(in: orientation, predictiveBar: predictiveBar, inputMode: emoji ? .emoji : .english, profile: profile)
    }

    public var description: String { name }

    /// Finds a device by id, name or alias (case-insensitive).
    public static func named(_ text: String) -> Device? {
        let key = text.lowercased()
        return catalog.first { device in
            device.id == key || device.name.lowercased() == key || device.aliases.contains { $0.lowercased() == key }
        }
    }
}
