import UIKit

/// What the keyboard did, as a small keyboard library hands it to its delegate (a class, so that
/// the `@objc` delegate protocol can take it).
final class KeyboardEvent: NSObject {
    enum Kind { case willShow, willHide, willChangeFrame }
    let kind: Kind
    let endFrame: CGRect
    let duration: CGFloat
    let options: UIView.AnimationOptions
    /// Whether the keyboard belongs to this app (iOS 9+; always true before, with one app on screen).
    let belongsToThisApp: Bool

    init(kind: Kind, endFrame: CGRect, duration: CGFloat, options: UIView.AnimationOptions, belongsToThisApp: Bool) {
        self.kind = kind
        self.endFrame = endFrame
        self.duration = duration
        self.options = options
        self.belongsToThisApp = belongsToThisApp
    }
}

protocol KeyboardEventsObserverDelegate: AnyObject {
    func keyboardEventsObserver(_ observer: KeyboardEventsObserver, didObserve event: KeyboardEvent)
}

/// A keyboard-observing object written the way popular libraries write one: selector observers,
/// `as? CGRect` and `as? CGFloat` casts, the iOS 9 `isLocal` key behind `#available`, and a
/// switch over the curve with `@unknown default`.
final class KeyboardEventsObserver: NSObject {
    weak var delegate: KeyboardEventsObserverDelegate?

    func start() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: KeyboardEventsObserver.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: KeyboardEventsObserver.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: KeyboardEventsObserver.keyboardWillChangeFrame, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }

    private func keyboardWillShow(_ notification: Notification) { forward(.willShow, notification) }
    private func keyboardWillHide(_ notification: Notification) { forward(.willHide, notification) }
    private func keyboardWillChangeFrame(_ notification: Notification) { forward(.willChangeFrame, notification) }

    private func forward(_ kind: KeyboardEvent.Kind, _ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat,
              let curveValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
              let curve = UIView.AnimationCurve(rawValue: curveValue)
        else { return }
        var belongsToThisApp = true
        if ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 9, minorVersion: 0, patchVersion: 0)) {
            guard let isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool else { return }
            belongsToThisApp = isLocal
        }
        let event = KeyboardEvent(kind: kind, endFrame: endFrame, duration: duration,
                                  options: Self.options(for: curve), belongsToThisApp: belongsToThisApp)
        delegate?.keyboardEventsObserver(self, didObserve: event)
    }

    static func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        @unknown default: return UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        }
    }
}
