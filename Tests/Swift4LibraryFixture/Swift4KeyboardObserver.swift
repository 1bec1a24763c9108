import UIKit

// A keyboard observer as libraries written for Swift 4 (2017) spell UIKit: the global user-info
// keys, `NSNotification.Name.UIKeyboardWillShow`, `UIViewAnimationOptions`, compiled in Swift 4
// mode (its target's language mode), where those names exist, as they do in Apple's SDK.
// `Tests/UIKitTests/Declarations/Swift4NamesTests.swift` drives it.

/// What a Swift 4 keyboard observer heard.
public final class Swift4KeyboardObserver {
    /// Each notification, as a line: its name, the end frame's height, the duration, the options.
    public private(set) var events: [String] = []

    public init() {}

    /// Observes the keyboard's will-show and will-hide notifications.
    public func start() {
        NotificationCenter.default.addObserver(self, selector: Swift4KeyboardObserver.keyboardWillShow,
                                               name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: Swift4KeyboardObserver.keyboardWillHide,
                                               name: NSNotification.Name.UIKeyboardWillHide, object: nil)
    }

    /// Stops observing.
    public func stop() {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) { record("willShow", notification) }
    func keyboardWillHide(_ notification: Notification) { record("willHide", notification) }

    private func record(_ name: String, _ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIKeyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIKeyboardAnimationCurveUserInfoKey] as? Int else { return }
        let options = UIViewAnimationOptions(rawValue: UInt(curve) << 16)
        events.append("\(name) \(frame.height) \(duration) 0x\(String(options.rawValue, radix: 16))")
    }
}
