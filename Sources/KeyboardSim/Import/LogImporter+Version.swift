import Foundation

/// Which iOS a log was printed on, and why. An exact version where the log states one (a
/// `KeyboardRecorder` device record, a kbsim trace's run header); otherwise the range every piece
/// of evidence allows, and a version in it:
///
/// | evidence | versions |
/// |---|---|
/// | curve 0 and never 7 | 6 and earlier (7 and later post 7) |
/// | curve 7 | 7 and later |
/// | `UIKeyboardIsLocalUserInfoKey` present | 9 and later |
/// | a full userInfo (frames, duration, curve) without it | 8 and earlier |
/// | the object printed, a `UIScreen` | 16.1 and later |
/// | the object printed, nil | before 16.1 |
/// | landscape frames in fixed portrait coordinates | 7 and earlier |
/// | landscape frames in the interface's coordinates | 8 and later |
/// | a screen first sold with a later iOS (375×667: 8) | that version and later |
///
/// The version picked in a range is the newest of the reference profiles 17, 10, 7 and 6 that
/// it holds (the profiles KeyboardSim began with, the best sourced), else its oldest major.
extension LogImporter {
    /// An iOS version's major and minor number, for ranges.
    struct SystemVersion: Comparable, CustomStringConvertible {
        var major: Int
        var minor: Int = 0

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

        var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
    }

    /// The inferred version: its spelling in a scenario (`17`, `17.2`), the profile and why.
    struct VersionInference {
        var spelling: String
        var profile: BehaviorProfile
        var reason: String
    }

    /// The oldest and newest versions KeyboardSim has profiles for.
    static let oldestVersion = SystemVersion(major: 5)
    static let newestVersion = SystemVersion(major: 26)
    /// The profiles a range prefers, newest first.
    static let referenceVersions = [17, 10, 7, 6]

    /// The first iOS of the devices with each portrait screen that came after the iPhone 5
    /// (a log from such a screen cannot be older): Apple's launch of each device.
    static let screenLaunchVersions: [(size: CGSize, version: SystemVersion, device: String)] = [
        (CGSize(width: 375, height: 667), SystemVersion(major: 8), "iPhone 6"),
        (CGSize(width: 414, height: 736), SystemVersion(major: 8), "iPhone 6 Plus"),
        (CGSize(width: 375, height: 812), SystemVersion(major: 11), "iPhone X"),
        (CGSize(width: 414, height: 896), SystemVersion(major: 12), "iPhone XR and XS Max"),
        (CGSize(width: 390, height: 844), SystemVersion(major: 14), "iPhone 12"),
        (CGSize(width: 428, height: 926), SystemVersion(major: 14), "iPhone 12 Pro Max"),
        (CGSize(width: 393, height: 852), SystemVersion(major: 16), "iPhone 14 Pro"),
        (CGSize(width: 430, height: 932), SystemVersion(major: 16), "iPhone 14 Pro Max"),
        (CGSize(width: 820, height: 1180), SystemVersion(major: 14), "iPad Air (4th generation)"),
    ]

    static func inferVersion(_ entries: [LogScanner.Entry], scanner: LogScanner, screen: ScreenInference) -> VersionInference {
        if scanner.style == .kbsimTrace, let run = scanner.tracedRun {
            return exactly(run.systemVersion, because: "the trace's run header")
        }
        if let recorded = scanner.recordedDevices.first {
            return exactly(recorded.systemVersion, because: "the recorder's device record (UIDevice.current.systemVersion)")
        }
        var lower = oldestVersion
        var below: SystemVersion?
        var evidence: [String] = []
        func atLeast(_ version: SystemVersion, _ why: String) {
            lower = max(lower, version)
            evidence.append(why)
        }
        func before(_ version: SystemVersion, _ why: String) {
            below = below.map { min($0, version) } ?? version
            evidence.append(why)
        }
        let notifications = entries.map(\.notification)
        let curves = Set(notifications.compactMap { if case .integer(let curve)? = $0.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] { curve } else { nil } })
        if curves.contains(7) {
            atLeast(SystemVersion(major: 7), "curve 7 (iOS 7 and later)")
        } else if !curves.isEmpty {
            before(SystemVersion(major: 7), "curve \(curves.sorted().map(String.init).joined(separator: ", ")), not 7 (iOS 6 and earlier)")
        }
        if notifications.contains(where: { $0.userInfo[UIResponder.keyboardIsLocalUserInfoKey] != nil }) {
            atLeast(SystemVersion(major: 9), "UIKeyboardIsLocalUserInfoKey (iOS 9 and later)")
        } else if notifications.contains(where: { info in
            [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
             UIResponder.keyboardAnimationCurveUserInfoKey].allSatisfy { info.userInfo[$0] != nil }
        }) {
            before(SystemVersion(major: 9), "full userInfo dictionaries without UIKeyboardIsLocalUserInfoKey (iOS 8 and earlier)")
        }
        if notifications.contains(where: { $0.object == .screen }) {
            atLeast(SystemVersion(major: 16, minor: 1), "the object is the UIScreen (iOS 16.1 and later)")
        } else if notifications.contains(where: { $0.object == .none }) {
            before(SystemVersion(major: 16, minor: 1), "the object printed is nil (before iOS 16.1)")
        }
        switch screen.frames {
        case .fixedPortraitInLandscape: before(SystemVersion(major: 8), "landscape frames in fixed portrait coordinates (iOS 7 and earlier)")
        case .followRotationInLandscape: atLeast(SystemVersion(major: 8), "landscape frames in the interface's coordinates (iOS 8 and later)")
        case .unknown: break
        }
        if let launch = screenLaunchVersions.first(where: { $0.size == screen.device.portraitSize }), launch.version > lower {
            atLeast(launch.version, "a \(formatNumber(launch.size.width))×\(formatNumber(launch.size.height)) screen (first sold with the \(launch.device), iOS \(launch.version))")
        }
        return picked(lower: lower, below: below, evidence: evidence)
    }

    /// A version the log states.
    private static func exactly(_ spelling: String, because source: String) -> VersionInference {
        let profile = profile(for: spelling)
        return VersionInference(spelling: spelling, profile: profile.profile, reason: "iOS \(spelling): \(source)\(profile.note)")
    }

    /// The version a range picks, with the evidence for the range.
    private static func picked(lower: SystemVersion, below: SystemVersion?, evidence: [String]) -> VersionInference {
        let upper = below ?? SystemVersion(major: newestVersion.major + 1)
        guard lower < upper else {
            // Evidence that contradicts itself: the newer bound wins, as the facts do.
            let spelling = lower.description
            let profile = profile(for: spelling)
            return VersionInference(spelling: spelling, profile: profile.profile,
                                    reason: "iOS \(spelling): \(evidence.joined(separator: "; ")) — these disagree; the newest version they name wins\(profile.note)")
        }
        let reference = referenceVersions.first { SystemVersion(major: $0) >= lower && SystemVersion(major: $0) < upper }
        let major = reference ?? lower.major
        let last = upper.minor == 0 ? "\(upper.major - 1)" : "\(upper.major).\(upper.minor - 1)"
        let range = below == nil ? "iOS \(lower) and later" : lower.major == upper.major - 1 && upper.minor == 0 && lower.minor == 0 ? "only iOS \(lower)" : "iOS \(lower)–\(last)"
        let why = evidence.isEmpty ? "nothing in the log tells the version" : evidence.joined(separator: "; ")
        let choice = range.hasPrefix("only") ? "" : reference != nil ? "; picked \(major), the reference profile in that range" : "; picked \(major), the oldest in that range"
        let profile = profile(for: String(major))
        return VersionInference(spelling: String(major), profile: profile.profile,
                                reason: "iOS \(major): \(why) — fits \(range)\(choice) (edit \"ios\" in the scenario to choose another)\(profile.note)")
    }

    /// The profile of `spelling`; the newest older one (and a note saying so) when there is none.
    static func profile(for spelling: String) -> (profile: BehaviorProfile, note: String) {
        if let profile = BehaviorProfile.named(spelling) { return (profile, "") }
        let major = Int(spelling.prefix { $0.isNumber }) ?? BehaviorProfile.iOS17.majorVersion
        let older = BehaviorProfile.all.last { $0.majorVersion <= major } ?? BehaviorProfile.all.first ?? .iOS17
        return (older, " (no iOS \(spelling) profile: the \(older.name) profile)")
    }
}
