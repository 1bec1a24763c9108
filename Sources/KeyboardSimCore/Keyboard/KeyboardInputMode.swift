import Foundation

/// The keyboard the user has chosen with the globe key, or dictation: what decides the software
/// keyboard's height besides the device, the orientation and the predictive bar.
///
/// Heights by mode, all derived from the device's table (`kbsim list devices`):
///
/// - `english` and `latin` (French, German, Spanish… share the English rows): the keyboard's
///   height, with or without the predictive bar.
/// - `emoji`: the device's emoji height.
/// - `chinese`, `japanese`, `korean`: a candidate row over the keys, shown whether or not the
///   predictive bar is on: the keyboard with the bar plus 44 points from iOS 8 (380 on 393 × 852
///   where English is 336), plus 36 before (the row over a 216-point keyboard).
/// - `dictation`: the keyboard stays (iOS 16 and later type and dictate at once; earlier the
///   dictation view took the keyboard's place at its height).
///
/// A switch while the keyboard is up posts `UITextInputMode.currentInputModeDidChangeNotification`
/// (its object the new mode), then changes the keyboard's height in place, as the emoji keyboard
/// does: the will- and did- frame-change and show notifications with duration 0, or nothing when
/// the height does not change.
public enum KeyboardInputMode: String, CaseIterable, Sendable {
    /// The English keyboard (the default).
    case english
    /// Another Latin-alphabet layout (French, German, Spanish…): the English keyboard's height.
    case latin
    /// Chinese (Pinyin, Zhuyin, handwriting): a candidate row over the keys.
    case chinese
    /// Japanese (Kana, Romaji): a candidate row over the keys.
    case japanese
    /// Korean: a candidate row over the keys.
    case korean
    /// The emoji keyboard.
    case emoji
    /// Dictation.
    case dictation

    /// `English`, `another Latin layout`, `Chinese`…
    public var displayName: String {
        switch self {
        case .english: "English"
        case .latin: "another Latin layout"
        case .chinese: "Chinese"
        case .japanese: "Japanese"
        case .korean: "Korean"
        case .emoji: "emoji"
        case .dictation: "dictation"
        }
    }

    /// What `UITextInputMode.primaryLanguage` says for the mode: a BCP 47 tag (French for
    /// another Latin layout, Simplified Chinese for Chinese), or `emoji` and `dictation`.
    public var primaryLanguage: String {
        switch self {
        case .english: "en-US"
        case .latin: "fr-FR"
        case .chinese: "zh-Hans"
        case .japanese: "ja-JP"
        case .korean: "ko-KR"
        case .emoji: "emoji"
        case .dictation: "dictation"
        }
    }

    /// Whether the mode shows a candidate row over the keys (Chinese, Japanese, Korean).
    public var hasCandidateRow: Bool { self == .chinese || self == .japanese || self == .korean }

    /// The candidate row's height on `profile`'s iOS (unconfirmed: see the reasons).
    static func candidateRow(profile: BehaviorProfile) -> Measured<Double> {
        profile.hasPredictiveBar
            ? .unconfirmed(
                44,
                "380 on 393 × 852 (iOS 16 and later) and on 375 × 812 appears in public logs of Korean "
                    + "developers' apps, 44 over the English keyboard with its predictive bar; the input mode is not named "
                    + "there, and no public log gives Chinese or Japanese, taken the same")
            : .unconfirmed(36, "a candidate row over the keys before iOS 8; no public log gives its height")
    }
}

extension Device {
    /// The docked software keyboard's height in `inputMode` on `profile`'s iOS, without an
    /// accessory view.
    public func keyboardHeight(
        in orientation: UIInterfaceOrientation, predictiveBar: Bool, inputMode: KeyboardInputMode,
        profile: BehaviorProfile
    ) -> Measured<Double> {
        let heights = olderSDKOn26_0(keyboardEra(for: profile.keyboardVersion).heights(in: orientation), in: orientation, profile: profile)
        switch inputMode {
        case .english, .dictation:
            return predictiveBar ? heights.withPredictiveBar : heights.withoutPredictiveBar
        case .latin:
            let english = predictiveBar ? heights.withPredictiveBar : heights.withoutPredictiveBar
            return .unconfirmed(
                english.value, "a Latin layout has the English keyboard's rows; taken equal to it (no public log compares them)")
        case .emoji:
            return heights.emoji
        case .chinese, .japanese, .korean:
            let keys = profile.hasPredictiveBar ? heights.withPredictiveBar : heights.withoutPredictiveBar
            let row = KeyboardInputMode.candidateRow(profile: profile)
            return .unconfirmed(keys.value + row.value, row.unconfirmedReason ?? "")
        }
    }
}
