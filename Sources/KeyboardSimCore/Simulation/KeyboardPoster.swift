import Foundation

/// Posts the keyboard's notifications on the simulation's bus, as iOS does: the "will"
/// notifications of an animated move inside the keyboard's own animation block (where the
/// layout engine lays out the views that own a keyboard layout guide), and the input-mode
/// change.
@MainActor final class KeyboardPoster: KeyboardNotificationPoster {
    private let bus: NotificationBus
    private let animations: AnimationTransactionStack
    private let window: UIWindow
    private let screen: UIScreen
    private let profile: BehaviorProfile

    init(bus: NotificationBus, animations: AnimationTransactionStack, window: UIWindow, screen: UIScreen, profile: BehaviorProfile) {
        self.bus = bus
        self.animations = animations
        self.window = window
        self.screen = screen
        self.profile = profile
    }

    /// The `object` of the keyboard's notifications on this iOS version: the screen from 16.1.
    var defaultObject: Any? { profile.notificationObjectIsScreen ? screen : nil }

    func postKeyboardNotifications(
        _ names: [Notification.Name], info: KeyboardInfo, inAnimationTransaction: Bool, while isCurrent: () -> Bool
    ) {
        let transaction = inAnimationTransaction && info.animationDuration > 0
        deliver(
            names, object: defaultObject, userInfo: info.userInfo(includingDeprecatedKeys: profile.includesDeprecatedKeys),
            keyboardTiming: transaction ? (info.animationDuration, info.animationCurve) : nil, while: isCurrent
        ) {
            // UIKit's own reaction to the keyboard, in its animation after the app's observers.
            if names.contains(UIResponder.keyboardWillShowNotification) || names.contains(UIResponder.keyboardWillHideNotification) {
                window.adjustScrollingControllers(forKeyboardEndFrame: info.endFrame, iOSMajorVersion: profile.majorVersion)
            }
            if names.contains(UIResponder.keyboardWillShowNotification) {
                for case let navigation as UINavigationController in window.controllersInHierarchy {
                    navigation.hideBarsForKeyboard()
                }
            }
            // The first responder's text field, which observes the did-show from the moment it
            // became first responder (after the app's observers), scrolls itself into view again.
            if names.contains(UIResponder.keyboardDidShowNotification) {
                window.scrollFirstResponderIntoView(.keyboardDidShow)
            }
        }
    }

    func postInputModeDidChange(_ mode: UITextInputMode?) {
        bus.post(name: UITextInputMode.currentInputModeDidChangeNotification, object: mode)
    }

    /// Posts `names` through the bus while `isCurrent()` holds, then runs `alongside` (UIKit's
    /// own reaction) if it still holds. With `keyboardTiming`, inside the keyboard's own animation
    /// block: whatever a handler lays out moves with the keyboard, and a UIView.animate in the
    /// handler inherits its duration and curve.
    func deliver(
        _ names: [Notification.Name], object: Any?, userInfo: [AnyHashable: Any]?,
        keyboardTiming: (duration: Double, curve: UIView.AnimationCurve)?, while isCurrent: () -> Bool = { true },
        alongside: () -> Void = {}
    ) {
        if let keyboardTiming {
            let keyboardBlock = AnimationTransaction(
                source: "keyboard", duration: .timeInterval(keyboardTiming.duration),
                curve: TimingCurve(keyboardTiming.curve))
            animations.open(keyboardBlock, inherits: false)
        }
        for name in names {
            guard isCurrent() else { break }
            bus.post(name: name, object: object, userInfo: userInfo)
        }
        if isCurrent() { alongside() }
        if keyboardTiming != nil {
            // UIKit moves the keyboard layout guide inside the keyboard's animation: the views
            // that own one are laid out in the transaction (only those — a constant a handler
            // changed elsewhere without layoutIfNeeded() still jumps at the end of the turn).
            window.layoutEngine.layOutKeyboardGuideOwners()
            animations.close()
        }
    }
}
