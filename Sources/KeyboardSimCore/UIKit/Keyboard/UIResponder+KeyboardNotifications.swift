import Foundation

extension UIResponder {
    /// `UIKeyboardWillShowNotification`.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIKeyboardDidShowNotification`.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIKeyboardWillHideNotification`.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIKeyboardDidHideNotification`.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIKeyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIKeyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `NSValue` holding the keyboard's `CGRect` before the change, in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `NSValue` holding the keyboard's `CGRect` after the change, in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `NSNumber` holding the animation's duration in seconds (`Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `NSNumber` holding the animation curve's raw value (`UInt`; 7 since iOS 7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `NSNumber` holding a `Bool` (iOS 9+): whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// Deprecated since iOS 3.2, still present in real dictionaries: `NSValue` of a `CGPoint`.
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// Deprecated since iOS 3.2, still present in real dictionaries: `NSValue` of a `CGPoint`.
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// Deprecated since iOS 3.2, still present in real dictionaries: `NSValue` of a `CGRect`
    /// with a zero origin.
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"

    /// The six keyboard notification names, in the order iOS posts a show.
    nonisolated public static let keyboardNotificationNames: [Notification.Name] = [
        keyboardWillChangeFrameNotification, keyboardWillShowNotification, keyboardWillHideNotification,
        keyboardDidChangeFrameNotification, keyboardDidShowNotification, keyboardDidHideNotification,
    ]
}
