import Foundation

/// The keyboard's current input mode, as UIKit's `UITextInputMode`: what a text input's
/// `textInputMode` returns while the keyboard is up, and the object of
/// `currentInputModeDidChangeNotification`, posted when the user switches it (the globe key,
/// the emoji keyboard, dictation).
///
/// Apps read its `primaryLanguage`: a BCP 47 tag (`en-US`, `ko-KR`), or `emoji` and `dictation`
/// for those modes. The simulated keyboard's modes give `en-US` (English), `fr-FR` (another Latin
/// layout), `zh-Hans`, `ja-JP`, `ko-KR`, `emoji` and `dictation`.
@preconcurrency @MainActor public final class UITextInputMode: Equatable, CustomStringConvertible {
    /// The mode's primary language: a BCP 47 tag, `emoji` or `dictation`.
    nonisolated public let primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
    }

    /// Posted when the current input mode changes; the object is the new `UITextInputMode`.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// Two modes are equal when their primary languages are.
    nonisolated public static func == (lhs: UITextInputMode, rhs: UITextInputMode) -> Bool {
        lhs.primaryLanguage == rhs.primaryLanguage
    }

    /// `UITextInputMode(ko-KR)`.
    nonisolated public var description: String { "UITextInputMode(\(primaryLanguage ?? "none"))" }
}
