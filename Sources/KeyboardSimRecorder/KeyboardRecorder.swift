// KeyboardRecorder: what your device does with the keyboard, printed so that `kbsim import`
// turns it into a replay.
//
// Drop this one file into an iOS app (iOS 13 or later), or add the `KeyboardSimRecorder`
// library product, and start it once the app has a window:
//
//     KeyboardRecorder.shared.start()     // e.g. in scene(_:willConnectTo:options:) or viewDidAppear
//     …                                    // show, hide, rotate, switch keyboards
//     KeyboardRecorder.shared.stop()
//
// It prints a device record when it starts (and again when the screen turns or changes), then
// one line for every keyboard notification (willShow, didShow, willHide, didHide,
// willChangeFrame, didChangeFrame): its time, name, object and every key of its userInfo.
// Copy the lines from Xcode's console (any prefix the console adds is fine) into a file and run
// `kbsim import FILE > scenario.json`: device, orientation and iOS version are read from the
// device record, the times from the lines.
//
//     [KeyboardRecorder 1] t=4521.250 device model=iPhone14,7 ios=17.2 idiom=phone screen=390x844 scale=3 orientation=portrait safeArea=47,0,34,0
//     [KeyboardRecorder 1] t=4523.118 name = UIKeyboardWillShowNotification; object = UIScreen; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = 0.25; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 844}, {390, 336}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}"; UIKeyboardIsLocalUserInfoKey = 1;}
//
// `t=` is seconds of a monotonic clock (`ProcessInfo.systemUptime`, milliseconds). The model is
// the hardware identifier (`uname`; the Simulator's `SIMULATOR_MODEL_IDENTIFIER`), never the
// device's user-given name. Output goes to `print` unless you pass another sink, e.g.
// `KeyboardRecorder(output: { NSLog("%@", $0) })`.
//
// Only public UIKit and Foundation API is used; the same file compiles against KeyboardSim's
// `UIKit` module, where its tests drive it through a simulated keyboard. Where there is no UIKit
// at all (a macOS build of a package that depends on this one) the file compiles to nothing.

#if canImport(UIKit)
import UIKit

/// Prints every keyboard notification with the device it happened on, in the form
/// `kbsim import` reads exactly (see the file's header).
@available(iOS 13.0, *)
@MainActor
public final class KeyboardRecorder {
    /// The recorder most apps need, printing with `print`.
    public static let shared = KeyboardRecorder()

    /// The format's version, printed in every line's marker.
    public nonisolated static let formatVersion = 1

    /// The six keyboard notifications recorded.
    public nonisolated static let notificationNames: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    private let center: NotificationCenter
    private let output: @Sendable (String) -> Void
    private let clock: @Sendable () -> TimeInterval
    private var tokens: [NSObjectProtocol] = []
    /// The device record printed last, without its time (a new one is printed when it changes).
    private var lastDevice: String?

    /// - Parameters:
    ///   - center: where the keyboard notifications are posted.
    ///   - output: receives each line (no line break); `print` by default.
    ///   - clock: seconds of a monotonic clock; `ProcessInfo.processInfo.systemUptime` by default.
    public init(
        center: NotificationCenter = .default,
        output: @escaping @Sendable (String) -> Void = { print($0) },
        clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.center = center
        self.output = output
        self.clock = clock
    }

    /// Whether the recorder is observing.
    public var isRecording: Bool { !tokens.isEmpty }

    /// Prints the device record and starts observing the keyboard notifications (again after a
    /// `stop()`; a second `start()` while recording does nothing).
    public func start() {
        guard tokens.isEmpty else { return }
        lastDevice = nil
        printDeviceIfChanged(at: clock())
        let clock = self.clock
        tokens = Self.notificationNames.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                // Keyboard notifications are posted on the main thread.
                let line = Self.line(for: notification, at: clock())
                MainActor.assumeIsolated { self?.record(line.time, line.text) }
            }
        }
    }

    /// Stops observing.
    public func stop() {
        for token in tokens { center.removeObserver(token) }
        tokens = []
    }

    private func record(_ time: TimeInterval, _ text: String) {
        printDeviceIfChanged(at: time)
        output(text)
    }

    // MARK: The device record

    /// Prints the device record when it differs from the one printed last.
    private func printDeviceIfChanged(at time: TimeInterval) {
        let device = deviceRecord()
        guard device != lastDevice else { return }
        lastDevice = device
        output("\(Self.marker) t=\(Self.seconds(time)) device \(device)")
    }

    /// `model=… ios=… idiom=… screen=WxH scale=… orientation=… safeArea=top,left,bottom,right`.
    private func deviceRecord() -> String {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = scenes.first { scene in scene.windows.contains { $0.isKeyWindow } } ?? scenes.first
        let window = scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
        let bounds = scene?.screen.bounds.size ?? .zero
        let scale = scene?.screen.scale ?? 0
        let insets = window?.safeAreaInsets ?? .zero
        let device = UIDevice.current
        let idiom = device.userInterfaceIdiom == .pad ? "pad" : device.userInterfaceIdiom == .phone ? "phone" : "other"
        let safeArea = [insets.top, insets.left, insets.bottom, insets.right].map { Self.number(Double($0)) }.joined(separator: ",")
        return "model=\(Self.modelIdentifier()) ios=\(device.systemVersion) idiom=\(idiom) "
            + "screen=\(Self.number(Double(bounds.width)))x\(Self.number(Double(bounds.height))) scale=\(Self.number(Double(scale))) "
            + "orientation=\(Self.name(of: scene?.interfaceOrientation)) safeArea=\(safeArea)"
    }

    /// The interface orientation as `kbsim` spells it.
    private static func name(of orientation: UIInterfaceOrientation?) -> String {
        if orientation == .portrait { return "portrait" }
        if orientation == .portraitUpsideDown { return "portraitUpsideDown" }
        if orientation == .landscapeLeft { return "landscapeLeft" }
        if orientation == .landscapeRight { return "landscapeRight" }
        return "unknown"
    }

    /// The hardware model identifier (`iPhone14,7`): the Simulator's, else `uname`'s machine.
    nonisolated static func modelIdentifier() -> String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        var system = utsname()
        guard uname(&system) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    // MARK: A notification's line

    nonisolated static var marker: String { "[KeyboardRecorder \(formatVersion)]" }

    /// The line for `notification` at `time`: its name, object and every userInfo key, sorted.
    nonisolated static func line(for notification: Notification, at time: TimeInterval) -> (time: TimeInterval, text: String) {
        let object: String
        if let sender = notification.object {
            object = sender is UIScreen ? "UIScreen" : quoted("\(type(of: sender))")
        } else {
            object = "nil"
        }
        let entries = (notification.userInfo ?? [:]).map { key, value in
            (key: (key.base as? String) ?? "\(key)", value: value)
        }.sorted { $0.key < $1.key }
        let userInfo = entries.map { "\($0.key) = \(printed($0.value));" }.joined(separator: " ")
        return (time, "\(marker) t=\(seconds(time)) name = \(notification.name.rawValue); object = \(object); userInfo = {\(userInfo)}")
    }

    /// A userInfo value as an NSDictionary prints it: rectangles and points as `"NSRect: …"`
    /// and `"NSPoint: …"`, numbers bare (a Boolean as 1 or 0), anything else quoted.
    nonisolated static func printed(_ value: Any) -> String {
        if let number = value as? NSNumber { return self.number(number.doubleValue) }
        if let boxed = value as? NSValue {
            let type = String(cString: boxed.objCType)
            if type == String(cString: NSValue(cgRect: .zero).objCType) {
                let rect = boxed.cgRectValue
                let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { self.number(Double($0)) }
                return "\"NSRect: {{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}\""
            }
            if type == String(cString: NSValue(cgPoint: .zero).objCType) {
                let point = boxed.cgPointValue
                return "\"NSPoint: {\(self.number(Double(point.x))), \(self.number(Double(point.y)))}\""
            }
        }
        return quoted("\(value)")
    }

    /// A number as short as it reads back exactly: `844`, `0.25`, `289.5`.
    nonisolated static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// Seconds with milliseconds: `4523.118`.
    nonisolated static func seconds(_ time: TimeInterval) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let fraction = String(abs(milliseconds) % 1000)
        return "\(milliseconds < 0 ? "-" : "")\(abs(milliseconds) / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// `text` in quotes, with `\` and `"` escaped.
    nonisolated static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
#endif
