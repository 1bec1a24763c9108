/// How one iOS version behaves around the keyboard: every behaviour that changed between
/// versions is a switch here, so the same scenario can be replayed "as iOS 10" and "as iOS 17".
///
/// ```swift
/// var profile = BehaviorProfile.iOS17
/// profile.runsInSimulator = true          // the Simulator's hardware-keyboard mode
/// let sim = Simulation(device: .iPhoneSE3, profile: profile)
/// ```
public struct BehaviorProfile: Hashable, Sendable, CustomStringConvertible {
    /// `iOS 17`.
    public var name: String
    public var majorVersion: Int
    /// The curve in keyboard notifications: 7 since iOS 7, 0 before.
    public var keyboardAnimationCurve: Int
    /// The duration in keyboard notifications that move the keyboard.
    public var keyboardAnimationDuration: Double
    /// iOS ≤ 10 posted willShow again when focus moved between fields with the keyboard up.
    public var repostsWillShowOnFocusChange: Bool
    /// iOS 8+: frames are in the current orientation's screen coordinates. Before, they ignored
    /// rotation, so in landscape the frame's *width* held the keyboard's height.
    public var framesFollowRotation: Bool
    /// Rotation with the keyboard up is reported as a hide followed by a show.
    public var rotationPostsHideThenShow: Bool
    /// iOS 9+: `UIKeyboardIsLocalUserInfoKey` is present.
    public var postsIsLocal: Bool
    /// iOS 16.1+: the notification's object is the `UIScreen` (nil before).
    public var notificationObjectIsScreen: Bool
    /// iOS 17+: the keyboard is out of process; its notifications arrive in a later run-loop
    /// turn than the focus change that caused them.
    public var postsAsynchronously: Bool
    /// iOS 9+: selector-style observers are held weakly.
    public var selectorObserversAreWeak: Bool
    /// iOS 13+: `.automatic` presentation is a page sheet (the presenter stays on screen).
    public var automaticPresentationIsSheet: Bool
    /// iOS 8+: the predictive bar exists and is on by default.
    public var hasPredictiveBar: Bool
    /// Add the deprecated center/bounds keys to every `userInfo` (real dictionaries have them).
    public var includesDeprecatedKeys: Bool
    /// Running in the iOS Simulator: with a hardware keyboard connected, focusing a field posts
    /// no willShow at all, but a willHide.
    public var runsInSimulator: Bool

    /// iOS 6: curve 0, frames ignore rotation, no predictive bar, unretained selector targets.
    public static let iOS6 = BehaviorProfile(
        name: "iOS 6", majorVersion: 6, keyboardAnimationCurve: 0, keyboardAnimationDuration: 0.25,
        repostsWillShowOnFocusChange: true, framesFollowRotation: false, rotationPostsHideThenShow: true,
        postsIsLocal: false, notificationObjectIsScreen: false, postsAsynchronously: false,
        selectorObserversAreWeak: false, automaticPresentationIsSheet: false, hasPredictiveBar: false,
        includesDeprecatedKeys: true, runsInSimulator: false)

    /// iOS 7: curve 7 arrives; frames still ignore rotation (the landscape width-as-height era).
    public static let iOS7: BehaviorProfile = {
        var profile = iOS6
        profile.name = "iOS 7"
        profile.majorVersion = 7
        profile.keyboardAnimationCurve = 7
        return profile
    }()

    /// iOS 10: frames follow rotation, predictive bar, weak selector targets, willShow re-posted
    /// on focus change.
    public static let iOS10: BehaviorProfile = {
        var profile = iOS7
        profile.name = "iOS 10"
        profile.majorVersion = 10
        profile.framesFollowRotation = true
        profile.postsIsLocal = true
        profile.selectorObserversAreWeak = true
        profile.hasPredictiveBar = true
        profile.includesDeprecatedKeys = false
        return profile
    }()

    /// iOS 17: no re-post on focus change, sheets by default, the screen as object, and
    /// asynchronous (out-of-process) keyboard notifications.
    public static let iOS17: BehaviorProfile = {
        var profile = iOS10
        profile.name = "iOS 17"
        profile.majorVersion = 17
        profile.repostsWillShowOnFocusChange = false
        profile.automaticPresentationIsSheet = true
        profile.notificationObjectIsScreen = true
        profile.postsAsynchronously = true
        return profile
    }()

    /// The named profiles, oldest first.
    public static let all: [BehaviorProfile] = [iOS6, iOS7, iOS10, iOS17]

    /// The profile's spelling in a scenario file (`"ios": "17"`) and on the command line
    /// (`--ios 17`): its major version.
    public var identifier: String { String(majorVersion) }

    /// Every profile's identifier, oldest first (what messages offer).
    public static var identifiers: [String] { all.map(\.identifier) }

    /// Finds a profile by version: `"17"`, `"iOS 17"`, `"ios17"`.
    public static func named(_ text: String) -> BehaviorProfile? {
        let digits = text.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
        return all.first { $0.identifier == digits }
    }

    public var description: String { runsInSimulator ? "\(name) (Simulator)" : name }
}
