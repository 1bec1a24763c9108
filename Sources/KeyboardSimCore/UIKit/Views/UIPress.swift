import Foundation

// Presses of a hardware keyboard's keys, as UIKit's `UIPress`, `UIKey` and `UIPressesEvent`:
// `Simulation.pressKey(_:modifierFlags:)` sends them to the first responder when no key command
// takes the key (UIResponder's `pressesBegan(_:with:)` and `pressesEnded(_:with:)`).

/// The modifier keys held with a key, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// UIKit's bits (the same as the Mac's event modifier flags).
    public let rawValue: Int

    /// Flags of UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's place on the keyboard, as UIKit's `UIKeyboardHIDUsage`: the USB HID usage of page 7
/// (keyboard/keypad) of the USB HID Usage Tables (usb.org, "HID Usage Tables", section 10). The
/// simulation gives a key the usage of the character it types on a US layout.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The HID usage.
    public let rawValue: Int

    /// The usage of HID value `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A: the letters follow to Z (4 to 29).
    public static let keyboardA = Self(rawValue: 0x04)
    /// Z.
    public static let keyboardZ = Self(rawValue: 0x1D)
    /// 1: the digits follow to 9, then 0 (30 to 39).
    public static let keyboard1 = Self(rawValue: 0x1E)
    /// 0.
    public static let keyboard0 = Self(rawValue: 0x27)
    /// Return or Enter.
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = Self(rawValue: 0x29)
    /// Delete (backspace).
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = Self(rawValue: 0x2B)
    /// The space bar.
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    /// Forward delete.
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    /// Right arrow.
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    /// Left Control.
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    /// Left Shift.
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    /// Left Option.
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    /// Left Command.
    public static let keyboardLeftGUI = Self(rawValue: 0xE3)

    /// The usage of the key that types `input` on a US layout (`UIKeyCommand`'s input strings
    /// for the special keys); 0 (no event) for anything else.
    static func usage(typing input: String) -> Self {
        switch input {
        case "\r", "\n": return .keyboardReturnOrEnter
        case UIKeyCommand.inputEscape: return .keyboardEscape
        case UIKeyCommand.inputDelete: return .keyboardDeleteOrBackspace
        case "\t": return .keyboardTab
        case " ": return .keyboardSpacebar
        case UIKeyCommand.inputRightArrow: return .keyboardRightArrow
        case UIKeyCommand.inputLeftArrow: return .keyboardLeftArrow
        case UIKeyCommand.inputDownArrow: return .keyboardDownArrow
        case UIKeyCommand.inputUpArrow: return .keyboardUpArrow
        default: break
        }
        guard input.count == 1, let scalar = input.lowercased().unicodeScalars.first, input.unicodeScalars.count == 1 else {
            return Self(rawValue: 0)
        }
        switch scalar {
        case "a"..."z": return Self(rawValue: 0x04 + Int(scalar.value - 97))
        case "1"..."9": return Self(rawValue: 0x1E + Int(scalar.value - 49))
        case "0": return .keyboard0
        default: return Self(rawValue: 0)
        }
    }
}

/// A key of a hardware keyboard, as UIKit's `UIKey`.
public final class UIKey: NSObject, @unchecked Sendable {
    /// The characters the key typed, with its modifiers (`"A"` with Shift).
    public let characters: String
    /// The characters the key types without modifiers (`"a"`).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's place on the keyboard.
    public let keyCode: UIKeyboardHIDUsage

    /// The key that types `input` with `modifierFlags` held (a test may make one).
    public init(input: String, modifierFlags: UIKeyModifierFlags = []) {
        charactersIgnoringModifiers = input
        characters = modifierFlags.contains(.shift) || modifierFlags.contains(.alphaShift) ? input.uppercased() : input
        self.modifierFlags = modifierFlags
        keyCode = .usage(typing: input)
    }
}

/// A press of a physical button or key, as UIKit's `UIPress`: here a hardware keyboard's key.
@preconcurrency @MainActor open class UIPress: NSObject {
    /// The press's phase, as UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The press's force changed.
        case changed
        /// The key is down and unchanged.
        case stationary
        /// The key came up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// What was pressed, as UIKit's `UIPress.PressType` (remote and game controller buttons;
    /// a keyboard's key has its own `key`).
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow
        /// The down arrow.
        case downArrow
        /// The left arrow.
        case leftArrow
        /// The right arrow.
        case rightArrow
        /// The select button.
        case select
        /// The menu button.
        case menu
        /// The play/pause button.
        case playPause
        /// The page up button.
        case pageUp = 30
        /// The page down button.
        case pageDown = 31
    }

    /// The phase.
    open internal(set) var phase: Phase
    /// The key pressed.
    open var key: UIKey?
    /// The kind of button: for a keyboard's arrow keys the arrows, for any other key `select`
    /// (unconfirmed: Apple's page does not say what a keyboard's key reports; read `key`).
    open var type: PressType {
        switch key?.keyCode {
        case UIKeyboardHIDUsage.keyboardUpArrow: .upArrow
        case UIKeyboardHIDUsage.keyboardDownArrow: .downArrow
        case UIKeyboardHIDUsage.keyboardLeftArrow: .leftArrow
        case UIKeyboardHIDUsage.keyboardRightArrow: .rightArrow
        default: .select
        }
    }
    /// The time of the press, in seconds of the simulation's clock.
    open internal(set) var timestamp: TimeInterval
    /// The force (0: keys report none).
    open var force: CGFloat { 0 }
    /// The responder the press is sent to.
    open internal(set) weak var responder: UIResponder?
    /// The window of that responder.
    open var window: UIWindow? {
        switch responder {
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }
    /// The gesture recognizers receiving the press (none: presses reach responders only here).
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    /// A press of `key` at `timestamp`, in `phase` (a test may make one).
    public init(key: UIKey?, phase: Phase = .began, timestamp: TimeInterval = 0, responder: UIResponder? = nil) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.responder = responder
    }
}

/// An event of presses, as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    open internal(set) var allPresses: Set<UIPress>

    /// An event of `presses` (a test may make one).
    public init(presses: Set<UIPress>) {
        allPresses = presses
        super.init()
    }

    /// The event's presses sent to `gesture` (none: presses reach responders only here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

extension UIEvent {
    /// What kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Motion of the device (a shake).
        case motion
        /// A remote control's button.
        case remoteControl
        /// Presses of keys or buttons.
        case presses
        /// A scroll of a pointer device.
        case scroll = 10
        /// A hover of a pointer.
        case hover = 11
        /// A trackpad's pinch or rotation.
        case transform = 14
    }

    /// The kind of a motion or remote-control event, as UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// None: a touch or press event.
        case none = 0
        /// The user shook the device.
        case motionShake = 1
        /// A remote control's play.
        case remoteControlPlay = 100
        /// A remote control's pause.
        case remoteControlPause = 101
        /// A remote control's stop.
        case remoteControlStop = 102
        /// A remote control's play/pause toggle.
        case remoteControlTogglePlayPause = 103
        /// A remote control's next track.
        case remoteControlNextTrack = 104
        /// A remote control's previous track.
        case remoteControlPreviousTrack = 105
        /// A remote control's seeking backward begins.
        case remoteControlBeginSeekingBackward = 106
        /// A remote control's seeking backward ends.
        case remoteControlEndSeekingBackward = 107
        /// A remote control's seeking forward begins.
        case remoteControlBeginSeekingForward = 108
        /// A remote control's seeking forward ends.
        case remoteControlEndSeekingForward = 109
    }

    /// The event's kind: presses for a `UIPressesEvent`, touches for any other here.
    public var type: EventType { self is UIPressesEvent ? .presses : .touches }

    /// The event's subtype (`none`: the simulation sends no motion or remote-control event).
    public var subtype: EventSubtype { .none }
}
