/// How one iOS version behaves around the keyboard: every behaviour that changed between
/// versions is a switch here, so the same scenario can be replayed "as iOS 7" and "as iOS 17".
///
/// There is a profile for every iOS from 5 to 18 and for iOS 26 (Apple numbered the 2025
/// release after its year; 19 to 25 never shipped). A version with a minor or patch number
/// takes its major version's profile and the switches that changed within it (the screen
/// became the notifications' object in 16.1).
///
/// ```swift
/// var profile = BehaviorProfile.iOS(8)          // or BehaviorProfile.named("16.1.2")
/// profile.runsInSimulator = true                 // the Simulator's hardware-keyboard mode
/// let sim = Simulation(device: .iPhoneSE3, profile: profile)
/// ```
public struct BehaviorProfile: Hashable, Sendable, CustomStringConvertible {
    /// `iOS 17`, `iOS 16.1`.
    public var name: String
    /// The iOS version the profile stands for.
    public var version: IOSVersion
    /// The version's major number.
    public var majorVersion: Int { version.major }
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
    /// iOS ≤ 7: the hide posted for a rotation announces the keyboard's own duration and curve
    /// (0.25 s, curve 0 in an iOS 5 iPad log) while the interface turns; later it is posted
    /// with duration 0.
    public var rotationHideAnnouncesKeyboardDuration: Bool
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
    /// iOS 8 and 9: the predictive bar arrives after the keyboard began to show — the show is
    /// announced without it, then the bar is added in place (duration 0) and the keyboard's
    /// growth is announced again, animated.
    public var predictiveBarArrivesLate: Bool
    /// iOS 5–8: a connected hardware keyboard means no software keyboard and no shortcuts bar:
    /// focusing a field posts no keyboard notification at all. iOS 9 brought the shortcuts bar.
    public var hardwareKeyboardPostsNothing: Bool
    /// iOS 8+: a willShow re-posted because the keyboard changed (a third-party keyboard or an
    /// input method settling its height) is animated with the keyboard's duration and curve and
    /// begins at the keyboard at rest. Before iOS 8 there were no third-party keyboards; input
    /// methods changed in place.
    public var keyboardChangeRepostIsAnimated: Bool
    /// Add the deprecated center/bounds keys to every `userInfo` (real dictionaries have them).
    public var includesDeprecatedKeys: Bool
    /// Running in the iOS Simulator: with a hardware keyboard connected, focusing a field posts
    /// no willShow at all, but a willHide.
    public var runsInSimulator: Bool
    /// The major version of the iOS SDK the app was built with (Xcode 16 builds with the iOS 18
    /// SDK, Xcode 26 with the iOS 26 SDK): by default the newest this iOS knows, its own.
    ///
    /// iOS 26 shows its redesigned keyboard only to apps built with the iOS 26 SDK; an app built
    /// with an older SDK gets the iOS 18 keyboard, with its heights (`keyboardVersion`). An older
    /// iOS shows an app built with a newer SDK its own keyboard. Set it with `settingSDK(_:)`,
    /// which refuses an SDK that never shipped.
    public var sdk: Int

    /// The profile of `version`: its major version's switches, and those that changed within
    /// it. `nil` for a version that never shipped (before 5, 19 to 25, after 26).
    public static func iOS(_ version: IOSVersion) -> BehaviorProfile? {
        IOSVersion.majorVersions.contains(version.major) ? profile(of: version) : nil
    }

    /// The switches of `version`, whether or not it shipped: each read from the behaviour table
    /// (`Behaviors`, in BehaviorProfile+Table.swift), where its versions and source are.
    private static func profile(of version: IOSVersion) -> BehaviorProfile {
        BehaviorProfile(
            name: "iOS \(version)", version: version,
            keyboardAnimationCurve: Behaviors.keyboardAnimationCurve.value(at: version),
            keyboardAnimationDuration: Behaviors.keyboardAnimationDuration.value(at: version),
            repostsWillShowOnFocusChange: Behaviors.repostsWillShowOnFocusChange.value(at: version),
            framesFollowRotation: Behaviors.framesFollowRotation.value(at: version),
            rotationPostsHideThenShow: Behaviors.rotationPostsHideThenShow.value(at: version),
            rotationHideAnnouncesKeyboardDuration: Behaviors.rotationHideAnnouncesKeyboardDuration.value(at: version),
            postsIsLocal: Behaviors.postsIsLocal.value(at: version),
            notificationObjectIsScreen: Behaviors.notificationObjectIsScreen.value(at: version),
            postsAsynchronously: Behaviors.postsAsynchronously.value(at: version),
            selectorObserversAreWeak: Behaviors.selectorObserversAreWeak.value(at: version),
            automaticPresentationIsSheet: Behaviors.automaticPresentationIsSheet.value(at: version),
            hasPredictiveBar: Behaviors.hasPredictiveBar.value(at: version),
            predictiveBarArrivesLate: Behaviors.predictiveBarArrivesLate.value(at: version),
            hardwareKeyboardPostsNothing: Behaviors.hardwareKeyboardPostsNothing.value(at: version),
            keyboardChangeRepostIsAnimated: Behaviors.keyboardChangeRepostIsAnimated.value(at: version),
            includesDeprecatedKeys: Behaviors.includesDeprecatedKeys.value(at: version),
            runsInSimulator: false, sdk: version.major)
    }

    /// The iOS whose keyboard heights the app gets: its own, except that iOS 26 shows an app
    /// built with an older SDK the keyboard of the design before its own, iOS 18's.
    ///
    /// The maintainer of a keyboard library says so in github.com/kirillzyusko/react-native-keyboard-controller
    /// commit 29afc30cf4 ("if app is compiled with XCode 16.4 - it will use default (iOS 18)
    /// keyboard even if device is running on iOS 26"), and its screenshots measure it (an
    /// Xcode 16.4 build on iOS 26.2: 291, 336 and emoji 384, iOS 18's heights). No public trace
    /// shows an older SDK changing the keyboard on an earlier iOS, so before iOS 26 the SDK
    /// changes nothing.
    public var keyboardVersion: Int { majorVersion >= 26 && sdk < 26 ? 18 : majorVersion }

    /// The profile with the app built with the iOS SDK `text` names (`"18"`, `"26"`, `"iOS 18"`),
    /// or why not: not a major version, or a version that never shipped. An SDK newer than the
    /// iOS is the usual case (an app built with today's Xcode, its deployment target older, on an
    /// older device): that iOS shows such an app its own keyboard.
    public func settingSDK(_ text: String) -> Result<BehaviorProfile, SDKRefusal> {
        let offered =
            "expected the major version of an iOS SDK, 5 to 18 or 26, such as \"\(majorVersion)\""
        guard let parsed = IOSVersion(parsing: text), parsed.minor == 0, parsed.patch == 0 else {
            return .failure(SDKRefusal(message: "\"\(text)\" is not an SDK's major version; \(offered)"))
        }
        guard IOSVersion.majorVersions.contains(parsed.major) else {
            return .failure(SDKRefusal(message: "there was no iOS \(parsed.major) SDK (after 18 came 26); \(offered)"))
        }
        var profile = self
        profile.sdk = parsed.major
        return .success(profile)
    }

    /// The profile of a major version (`BehaviorProfile.iOS(8)`); `nil` for one that never shipped.
    public static func iOS(_ major: Int) -> BehaviorProfile? { iOS(IOSVersion(major)) }

    /// iOS 6: curve 0, frames ignore rotation, no predictive bar, unretained selector targets.
    public static let iOS6 = profile(of: IOSVersion(6))
    /// iOS 7: curve 7 arrives; frames still ignore rotation (the landscape width-as-height era).
    public static let iOS7 = profile(of: IOSVersion(7))
    /// iOS 10: frames follow rotation, predictive bar, weak selector targets, willShow re-posted
    /// on focus change.
    public static let iOS10 = profile(of: IOSVersion(10))
    /// iOS 17: no re-post on focus change, sheets by default, the screen as object, and
    /// asynchronous (out-of-process) keyboard notifications.
    public static let iOS17 = profile(of: IOSVersion(17))

    /// A profile per shipped major version, oldest first: iOS 5 to 18, then 26.
    public static let all: [BehaviorProfile] = IOSVersion.majorVersions.map { profile(of: IOSVersion($0)) }

    /// The profile's spelling in a scenario file (`"ios": "17"`, `"ios": "16.1"`) and on the
    /// command line (`--ios 17`): its version, trailing zeros left out.
    public var identifier: String { version.description }

    /// Every major version's identifier, oldest first (what messages offer).
    public static var identifiers: [String] { all.map(\.identifier) }

    /// Finds a profile by version: `"17"`, `"17.0"`, `"16.1.2"`, `"iOS 17"`, `"ios17"`.
    /// `nil` when the text is not a version or the version never shipped.
    public static func named(_ text: String) -> BehaviorProfile? {
        IOSVersion(parsing: text).flatMap { iOS($0) }
    }

    /// Why `text` names no profile, for error messages: not a version, or a version that never
    /// shipped (19 to 25 among them).
    public static func whyUnknown(_ text: String) -> String {
        let offered = "expected a version from 5 to 18 or 26, as N, N.M or N.M.P"
        guard let version = IOSVersion(parsing: text) else { return "not an iOS version; \(offered)" }
        if (19...25).contains(version.major) {
            return "iOS \(version.major) never shipped: after iOS 18 came iOS 26 (2025); \(offered)"
        }
        return "no iOS \(version.major) is simulated; \(offered)"
    }

    public var description: String {
        let built = sdk == majorVersion ? "" : ", an app built with the iOS \(sdk) SDK"
        return (runsInSimulator ? "\(name) (Simulator)" : name) + built
    }
}

/// Why an SDK cannot build an app for a profile's iOS (`BehaviorProfile.settingSDK(_:)`).
public struct SDKRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// The message.
    public var description: String { message }
}

/// An iOS version, `major.minor.patch`: what `UIDevice.current.systemVersion` says.
///
/// ```swift
/// IOSVersion(parsing: "16.1.2")   // 16.1.2
/// IOSVersion(16, 1) < IOSVersion(17)
/// ```
public struct IOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `16` in 16.1.2.
    public var major: Int
    /// `1` in 16.1.2.
    public var minor: Int
    /// `2` in 16.1.2.
    public var patch: Int

    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Every major version that shipped from iOS 5 on, oldest first (19 to 25 never did).
    public static let majorVersions: [Int] = Array(5...18) + [26]

    /// Reads `N`, `N.M` or `N.M.P`, with or without an `iOS` in front (`"iOS 17.2"`, `"ios17"`).
    public init?(parsing text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.lowercased().hasPrefix("ios") { rest = rest.dropFirst(3).hasPrefix(" ") ? rest.dropFirst(4) : rest.dropFirst(3) }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// `17`, `16.1`, `12.4.1`: trailing zeros left out.
    public var description: String {
        patch != 0 ? "\(major).\(minor).\(patch)" : minor != 0 ? "\(major).\(minor)" : "\(major)"
    }

    /// What `UIDevice.current.systemVersion` says: `17.0`, `16.1`, `12.4.1`.
    public var systemVersion: String { patch != 0 ? description : "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
