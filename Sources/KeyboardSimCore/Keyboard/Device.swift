import Foundation

/// A simulated device: its screen, safe areas and keyboard heights.
///
/// Heights are the keyboard's end-frame height in points. Values from
/// `shared/facts/ios-keyboard.md` are `confirmed` (with where they were seen); every other value
/// is `unconfirmed` and says why it was chosen. `kbsim list devices` prints the table.
public struct Device: Hashable, Sendable, Identifiable, CustomStringConvertible {
    public enum Idiom: String, Sendable { case phone, pad }

    /// Keyboard heights for one orientation.
    public struct KeyboardHeights: Hashable, Sendable {
        public var withoutPredictiveBar: Measured<Double>
        public var withPredictiveBar: Measured<Double>
        /// The emoji keyboard.
        public var emoji: Measured<Double>
    }

    /// The short id scenario files may use (`iphone-se-3`).
    public let id: String
    /// The marketing name (`iPhone SE (3rd generation)`).
    public let name: String
    /// Other names of devices with the same screen and keyboard.
    public let aliases: [String]
    public let idiom: Idiom
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    public let scale: CGFloat
    /// 60, or 120 on ProMotion displays.
    public let framesPerSecond: Int
    public let portraitSafeArea: Measured<UIEdgeInsets>
    public let landscapeSafeArea: Measured<UIEdgeInsets>
    public let portraitKeyboard: KeyboardHeights
    public let landscapeKeyboard: KeyboardHeights
    /// The predictive-bar height on iOS 8–10, where it differed from iOS 11+.
    public let portraitPredictiveBeforeIOS11: Measured<Double>?
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

    /// The keyboard heights in `orientation`.
    public func keyboard(in orientation: UIInterfaceOrientation) -> KeyboardHeights {
        orientation.isPortrait ? portraitKeyboard : landscapeKeyboard
    }

    /// The docked software keyboard's height, without an accessory view.
    public func keyboardHeight(in orientation: UIInterfaceOrientation, predictiveBar: Bool, emoji: Bool,
                               profile: BehaviorProfile) -> Measured<Double> {
        let heights = keyboard(in: orientation)
        if emoji { return heights.emoji }
        guard predictiveBar else { return heights.withoutPredictiveBar }
        if profile.majorVersion < 11, orientation.isPortrait, let older = portraitPredictiveBeforeIOS11 {
            return older
        }
        return heights.withPredictiveBar
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

private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private let factsFile = "shared/facts/ios-keyboard.md"
private let statusBarOnly = "status-bar height of a phone without a notch; not in the facts file"
private let landscapePhone = "landscape iPhone heights are unconfirmed in the facts file (classic 320-wide phones: 162)"
private let emojiChoice = "emoji keyboard height not traced; taken equal to the keyboard with the predictive bar"
private let phoneHardwareKeyboardStrip = Measured<Double>.unconfirmed(
    44, "iPhone has no shortcuts bar on a hardware keyboard; a predictive strip is assumed")

extension Device.KeyboardHeights {
    /// Landscape heights of an iPhone, none of them traced (the emoji keyboard taken equal to
    /// the keyboard with the predictive bar).
    static func unconfirmedLandscapePhone(_ withoutPredictiveBar: Double, _ withPredictiveBar: Double) -> Device.KeyboardHeights {
        Device.KeyboardHeights(withoutPredictiveBar: .unconfirmed(withoutPredictiveBar, landscapePhone),
                               withPredictiveBar: .unconfirmed(withPredictiveBar, landscapePhone),
                               emoji: .unconfirmed(withPredictiveBar, emojiChoice))
    }
}

extension Device {
    /// Every simulated device, phones first, by screen width.
    public static let catalog: [Device] = [
        Device(
            id: "iphone-se-1", name: "iPhone SE (1st generation)", aliases: ["iPhone 5s", "iPhone 5", "320x568"],
            idiom: .phone, portraitSize: CGSize(width: 320, height: 568), scale: 2, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(20, 0, 0, 0), statusBarOnly),
            landscapeSafeArea: .unconfirmed(insets(0, 0, 0, 0), "no status bar in landscape (iOS 13+)"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(216, "\(factsFile): 320×568 → 216"),
                withPredictiveBar: .confirmed(253, "\(factsFile): 320×568 → 253 (254 logged on iOS 10)"),
                emoji: .unconfirmed(253, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(162, 194),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-se-3", name: "iPhone SE (3rd generation)",
            aliases: ["iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6", "375x667"],
            idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(20, 0, 0, 0), statusBarOnly),
            landscapeSafeArea: .unconfirmed(insets(0, 0, 0, 0), "no status bar in landscape (iOS 13+)"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(216, "\(factsFile): 375×667 → 216"),
                withPredictiveBar: .confirmed(260, "\(factsFile): 375×667 → 260 (iOS 11+)"),
                emoji: .unconfirmed(260, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(162, 194),
            portraitPredictiveBeforeIOS11: .confirmed(258, "\(factsFile): 375×667 → 258 (iOS 8–10)"),
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-8-plus", name: "iPhone 8 Plus", aliases: ["iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus", "414x736"],
            idiom: .phone, portraitSize: CGSize(width: 414, height: 736), scale: 3, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(20, 0, 0, 0), statusBarOnly),
            landscapeSafeArea: .unconfirmed(insets(0, 0, 0, 0), "no status bar in landscape (iOS 13+)"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(226, "\(factsFile): 414×736 → 226"),
                withPredictiveBar: .confirmed(271, "\(factsFile): 414×736 → 271 (iOS 9)"),
                emoji: .unconfirmed(271, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(162, 194),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-11-pro", name: "iPhone 11 Pro", aliases: ["iPhone XS", "iPhone X", "iPhone 12 mini", "iPhone 13 mini", "375x812"],
            idiom: .phone, portraitSize: CGSize(width: 375, height: 812), scale: 3, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(44, 0, 34, 0), "bottom 34 on Face ID iPhones is confirmed by the facts file; top 44 is the notch height (not in the facts file)"),
            landscapeSafeArea: .unconfirmed(insets(0, 44, 21, 44), "bottom 21 in landscape is confirmed by the facts file; sides 44 (not in the facts file)"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(291, "\(factsFile): 375×812 → 291"),
                withPredictiveBar: .confirmed(335, "\(factsFile): 375×812 → 335 (333 in the iOS 11/12 Simulator)"),
                emoji: .unconfirmed(335, "\(emojiChoice); 366.67 was logged after an in-place switch on iOS 13")),
            landscapeKeyboard: .unconfirmedLandscapePhone(171, 209),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-11", name: "iPhone 11", aliases: ["iPhone XR", "iPhone 11 Pro Max", "iPhone XS Max", "414x896"],
            idiom: .phone, portraitSize: CGSize(width: 414, height: 896), scale: 2, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(48, 0, 34, 0), "bottom 34 on Face ID iPhones is confirmed by the facts file; top 48 not in the facts file"),
            landscapeSafeArea: .unconfirmed(insets(0, 48, 21, 48), "bottom 21 in landscape is confirmed by the facts file; sides 48 not in the facts file"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .unconfirmed(301, "the facts file marks 414×896 without the bar unconfirmed; 301 was logged from a device"),
                withPredictiveBar: .confirmed(346, "\(factsFile): 414×896 → 346"),
                emoji: .unconfirmed(346, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(171, 209),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-13-pro-max", name: "iPhone 13 Pro Max", aliases: ["iPhone 12 Pro Max", "iPhone 14 Plus", "428x926"],
            idiom: .phone, portraitSize: CGSize(width: 428, height: 926), scale: 3, framesPerSecond: 120,
            portraitSafeArea: .unconfirmed(insets(47, 0, 34, 0), "bottom 34 on Face ID iPhones is confirmed by the facts file; top 47 not in the facts file"),
            landscapeSafeArea: .unconfirmed(insets(0, 47, 21, 47), "bottom 21 in landscape is confirmed by the facts file; sides 47 not in the facts file"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .unconfirmed(301, "not traced; taken equal to the 414×896 log"),
                withPredictiveBar: .confirmed(346, "\(factsFile): 428×926 → 346 (iOS 15)"),
                emoji: .unconfirmed(346, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(171, 209),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "iphone-16", name: "iPhone 16", aliases: ["iPhone 15", "iPhone 14 Pro", "iPhone 15 Pro", "393x852"],
            idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(59, 0, 34, 0), "bottom 34 on Face ID iPhones is confirmed by the facts file; top 59 (Dynamic Island) not in the facts file"),
            landscapeSafeArea: .unconfirmed(insets(0, 59, 21, 59), "bottom 21 in landscape is confirmed by the facts file; sides 59 not in the facts file"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .unconfirmed(291, "current 6.1-inch iPhones are not traced in the facts file; taken equal to 375×812"),
                withPredictiveBar: .unconfirmed(336, "current 6.1-inch iPhones are not traced in the facts file"),
                emoji: .unconfirmed(336, emojiChoice)),
            landscapeKeyboard: .unconfirmedLandscapePhone(171, 209),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: phoneHardwareKeyboardStrip,
            floatingKeyboardSize: nil),
        Device(
            id: "ipad-9-7", name: "iPad (9.7-inch)", aliases: ["iPad (6th generation)", "iPad Air 2", "iPad Air", "768x1024"],
            idiom: .pad, portraitSize: CGSize(width: 768, height: 1024), scale: 2, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(20, 0, 0, 0), "status-bar height of an iPad with a home button; not in the facts file"),
            landscapeSafeArea: .unconfirmed(insets(20, 0, 0, 0), "status-bar height of an iPad with a home button; not in the facts file"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(264, "\(factsFile): 768×1024 portrait → 264"),
                withPredictiveBar: .unconfirmed(313, "portrait iPad with the predictive bar is not traced; 264 + 49"),
                emoji: .unconfirmed(313, emojiChoice)),
            landscapeKeyboard: KeyboardHeights(
                withoutPredictiveBar: .confirmed(352, "\(factsFile): 1024×768 landscape → 352"),
                withPredictiveBar: .confirmed(398, "\(factsFile): 1024 wide → 398 (iOS 12; 391 on iOS 8)"),
                emoji: .unconfirmed(398, emojiChoice)),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: .confirmed(55, "\(factsFile): shortcuts bar of about 55 pt visible height"),
            floatingKeyboardSize: .unconfirmed(CGSize(width: 320, height: 254), "floating keyboard size not traced; an iPhone-sized keyboard")),
        Device(
            id: "ipad-10", name: "iPad (10th generation)", aliases: ["iPad Air (5th generation)", "820x1180"],
            idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2, framesPerSecond: 60,
            portraitSafeArea: .unconfirmed(insets(24, 0, 20, 0), "modern iPad status bar and home indicator; not in the facts file"),
            landscapeSafeArea: .unconfirmed(insets(24, 0, 20, 0), "modern iPad status bar and home indicator; not in the facts file"),
            portraitKeyboard: KeyboardHeights(
                withoutPredictiveBar: .unconfirmed(265, "current iPads are not traced in the facts file"),
                withPredictiveBar: .unconfirmed(320, "current iPads are not traced in the facts file"),
                emoji: .unconfirmed(320, emojiChoice)),
            landscapeKeyboard: KeyboardHeights(
                withoutPredictiveBar: .unconfirmed(353, "current iPads are not traced in the facts file"),
                withPredictiveBar: .unconfirmed(405, "current iPads are not traced in the facts file"),
                emoji: .unconfirmed(405, emojiChoice)),
            portraitPredictiveBeforeIOS11: nil,
            shortcutsBarHeight: .confirmed(55, "\(factsFile): shortcuts bar of about 55 pt visible height"),
            floatingKeyboardSize: .unconfirmed(CGSize(width: 320, height: 254), "floating keyboard size not traced; an iPhone-sized keyboard")),
    ]

    public static let iPhoneSE1 = catalog[0]
    public static let iPhoneSE3 = catalog[1]
    public static let iPhone8Plus = catalog[2]
    public static let iPhone11Pro = catalog[3]
    public static let iPhone11 = catalog[4]
    public static let iPhone13ProMax = catalog[5]
    public static let iPhone16 = catalog[6]
    public static let iPad97 = catalog[7]
    public static let iPad10 = catalog[8]
}
