import Foundation

/// The keyboard's current input mode, as UIKit's `UITextInputMode`: what a text input's
/// `textInputMode` returns while the keyboard is up, and the object of
/// `currentInputModeDidChangeNotification`, posted when the user switches it (the globe key,
/// the emoji keyboard, dictation).
///
/// Apps read its `primaryLanguage`: a BCP 47 tag (`en-US`, `ko-KR`), or `emoji` and `dictation`
/// for those modes. The simulated keyboard's modes give `en-US` (English), `fr-FR` (another Latin
/// layout), `zh-Hans`, `ja-JP`, `ko-KR`, `emoji` and `dictation`.
@preconcurrency @MainActor public final class UITextInputMode: NSObject {
    /// The mode's primary language: a BCP 47 tag, `emoji` or `dictation`.
    nonisolated public let primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
    }

    /// Posted when the current input mode changes; the object is the new `UITextInputMode`.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// Whether `object` is a mode with the same primary language (`==` asks it).
    nonisolated public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputMode)?.primaryLanguage == primaryLanguage
    }

    /// The primary language, hashed: equal modes hash alike.
    nonisolated public override var hash: Int { primaryLanguage.hashValue }

    /// `UITextInputMode(ko-KR)`.
    nonisolated public override var description: String { "UITextInputMode(\(primaryLanguage ?? "none"))" }
}
