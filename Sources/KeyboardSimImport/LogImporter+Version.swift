import Foundation
import KeyboardSim

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
/// | the screen: the versions the catalogue's devices with it ran (`Device.iOSVersions`) | those |
///
/// The version picked in a range is the newest of the reference profiles 17, 10, 7 and 6 that
/// it holds (the profiles KeyboardSim began with, the best sourced), else its oldest major.
extension LogImporter {
    /// The inferred version: its spelling in a scenario (`17`, `17.2`), the profile and why.
    struct VersionInference {
        var spelling: String
        var profile: BehaviorProfile
        var reason: String
    }

    /// The oldest and newest versions KeyboardSim has profiles for.
    static let oldestVersion = IOSVersion(5)
    static let newestVersion = IOSVersion(26)
    /// The profiles a range prefers, newest first.
    static let referenceVersions = [17, 10, 7, 6]

    static func inferVersion(_ entries: [LogScanner.Entry], scanner: LogScanner, screen: ScreenInference) -> VersionInference {
        if scanner.style == .kbsimTrace, let run = scanner.tracedRun {
            return exactly(run.systemVersion, because: "the trace's run header")
        }
        if let recorded = scanner.recordedDevices.first {
            return exactly(recorded.systemVersion, because: "the recorder's device record (UIDevice.current.systemVersion)")
        }
        var lower = oldestVersion
        var below: IOSVersion?
        var evidence: [String] = []
        func atLeast(_ version: IOSVersion, _ why: String) {
            lower = max(lower, version)
            evidence.append(why)
        }
        func before(_ version: IOSVersion, _ why: String) {
            below = below.map { min($0, version) } ?? version
            evidence.append(why)
        }
        let notifications = entries.map(\.notification)
        let curves = Set(
            notifications.compactMap {
                if case .integer(let curve)? = $0.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] { curve } else { nil }
            })
        if curves.contains(7) {
            atLeast(IOSVersion(7), "curve 7 (iOS 7 and later)")
        } else if !curves.isEmpty {
            before(IOSVersion(7), "curve \(curves.sorted().map(String.init).joined(separator: ", ")), not 7 (iOS 6 and earlier)")
        }
        if notifications.contains(where: { $0.userInfo[UIResponder.keyboardIsLocalUserInfoKey] != nil }) {
            atLeast(IOSVersion(9), "UIKeyboardIsLocalUserInfoKey (iOS 9 and later)")
        } else if entries.filter({ !$0.isTranslated }).map(\.notification).contains(where: { info in
            [
                UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                UIResponder.keyboardAnimationDurationUserInfoKey,
                UIResponder.keyboardAnimationCurveUserInfoKey,
            ].allSatisfy { info.userInfo[$0] != nil }
        }) {
            before(IOSVersion(9), "full userInfo dictionaries without UIKeyboardIsLocalUserInfoKey (iOS 8 and earlier)")
        }
        if notifications.contains(where: { $0.object == .screen }) {
            atLeast(IOSVersion(16, 1), "the object is the UIScreen (iOS 16.1 and later)")
        } else if notifications.contains(where: { $0.object == .none }) {
            before(IOSVersion(16, 1), "the object is nil (before iOS 16.1)")
        }
        switch screen.frames {
        case .fixedPortraitInLandscape: before(IOSVersion(8), "landscape frames in fixed portrait coordinates (iOS 7 and earlier)")
        case .followRotationInLandscape: atLeast(IOSVersion(8), "landscape frames in the interface's coordinates (iOS 8 and later)")
        case .unknown: break
        }
        // The iOS versions the devices with this screen ran, where they narrow the range.
        let devices = screen.candidates.isEmpty ? [screen.device] : screen.candidates
        if let first = devices.map(\.iOSVersions.lowerBound).min(), let last = devices.map(\.iOSVersions.upperBound).max() {
            let ran =
                "a \(screen.device.portraitSize.pointsDescription) screen (\(devices.map(\.name).joined(separator: ", ")): iOS \(first)\(first == last ? "" : "–\(last)"))"
            let raises = IOSVersion(first) > lower
            let caps = last < newestVersion.major && IOSVersion(last + 1) < (below ?? IOSVersion(newestVersion.major + 1))
            if raises || caps {
                if raises { lower = IOSVersion(first) }
                if caps { below = IOSVersion(last + 1) }
                evidence.append(ran)
            }
        }
        return picked(lower: lower, below: below, evidence: evidence)
    }

    /// A version the log states.
    private static func exactly(_ spelling: String, because source: String) -> VersionInference {
        let profile = profile(for: spelling)
        return VersionInference(spelling: spelling, profile: profile.profile, reason: "iOS \(spelling): \(source)\(profile.note)")
    }

    /// The version a range picks, with the evidence for the range.
    private static func picked(lower: IOSVersion, below: IOSVersion?, evidence: [String]) -> VersionInference {
        let upper = below ?? IOSVersion(newestVersion.major + 1)
        guard lower < upper else {
            // Evidence that contradicts itself: the newer bound wins, as the facts do.
            let spelling = lower.description
            let profile = profile(for: spelling)
            return VersionInference(
                spelling: spelling, profile: profile.profile,
                reason:
                    "iOS \(spelling): \(evidence.joined(separator: "; ")) — these disagree; the newest version they name wins\(profile.note)"
            )
        }
        let reference = referenceVersions.first { IOSVersion($0) >= lower && IOSVersion($0) < upper }
        // The oldest shipped major in the range (19 to 25 never shipped).
        let oldest = IOSVersion.majorVersions.first { IOSVersion($0, 99) >= lower && IOSVersion($0) < upper }
        let major = reference ?? oldest ?? lower.major
        // Within the major the range starts in, its first version (16.1, not 16.0).
        let spelling = major == lower.major && lower.minor > 0 ? lower.description : String(major)
        let last = upper.minor == 0 ? "\(upper.major - 1)" : "\(upper.major).\(upper.minor - 1)"
        let onlyOneMajor = lower.major == upper.major - 1 && upper.minor == 0 && lower.minor == 0
        let onlyOneMinor = lower.major == upper.major && upper.minor == lower.minor + 1 && lower.patch == 0
        let range =
            below == nil
            ? "iOS \(lower) and later"
            : onlyOneMajor
                ? "only iOS \(lower)"
                : onlyOneMinor
                    ? "only iOS \(lower.major).\(lower.minor)"
                    : "iOS \(lower)–\(last)"
        let why = evidence.isEmpty ? "nothing in the log tells the version" : evidence.joined(separator: "; ")
        let choice =
            range.hasPrefix("only")
            ? ""
            : reference != nil
                ? "; picked \(spelling), the reference profile in that range" : "; picked \(spelling), the oldest in that range"
        let profile = profile(for: spelling)
        return VersionInference(
            spelling: spelling, profile: profile.profile,
            reason: "iOS \(spelling): \(why) — fits \(range)\(choice) (edit \"ios\" in the scenario to choose another)\(profile.note)")
    }

    /// The profile of `spelling`; the newest older one (and a note saying so) when there is none.
    static func profile(for spelling: String) -> (profile: BehaviorProfile, note: String) {
        if let profile = BehaviorProfile.named(spelling) { return (profile, "") }
        let major = Int(spelling.prefix { $0.isNumber }) ?? BehaviorProfile.iOS17.majorVersion
        let older = BehaviorProfile.all.last { $0.majorVersion <= major } ?? BehaviorProfile.all.first ?? .iOS17
        return (older, " (no iOS \(spelling) profile: the \(older.name) profile)")
    }
}
