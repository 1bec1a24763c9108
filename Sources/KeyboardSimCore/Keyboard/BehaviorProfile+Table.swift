// The behaviour table: every switch of the profiles, per iOS version, with where it comes from.

extension BehaviorProfile {
    /// One row of the behaviour table: a switch, its value per profile and where it comes from.
    public struct BehaviorRow: Sendable {
        /// What the switch decides, e.g. `keyboard curve in userInfo`.
        public var behavior: String
        /// The switch's value in each of `BehaviorProfile.all`, oldest first.
        public var values: [String]
        /// Where a confirmed row was seen (a public document or log); empty when unconfirmed.
        public var source: String
        /// `nil` when the row is confirmed; otherwise why its values were chosen.
        public var unconfirmedReason: String?

        /// The values as version ranges, oldest first: `0 (iOS 5–6), 7 (iOS 7–26)`.
        public var valuesByVersion: String {
            var runs: [(value: String, first: Int, last: Int)] = []
            for (value, profile) in zip(values, BehaviorProfile.all) {
                if let last = runs.last, last.value == value {
                    runs[runs.count - 1].last = profile.majorVersion
                } else {
                    runs.append((value, profile.majorVersion, profile.majorVersion))
                }
            }
            return runs.map { run in
                "\(run.value) (iOS \(run.first == run.last ? "\(run.first)" : "\(run.first)–\(run.last)"))"
            }.joined(separator: ", ")
        }
    }

    /// The table `kbsim list behaviours` prints: each switch per profile, with its source.
    public static var behaviorTable: [BehaviorRow] {
        let facts = "shared/facts/ios-keyboard.md"
        func row(_ name: String, _ value: (BehaviorProfile) -> String, source: String = "",
                 unconfirmed: String? = nil) -> BehaviorRow {
            BehaviorRow(behavior: name, values: all.map(value), source: source, unconfirmedReason: unconfirmed)
        }
        func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
        return [
            row("keyboard curve in userInfo", { String($0.keyboardAnimationCurve) },
                source: "\(facts): curve 7 on iOS 7 and later, 0 on iOS ≤ 6"),
            row("keyboard duration in userInfo (s)", { formatNumber($0.keyboardAnimationDuration) },
                source: "\(facts): 0.25 s on every version"),
            row("willShow re-posted on focus change", { yes($0.repostsWillShowOnFocusChange) },
                source: "\(facts): iOS ≤ 10 posted willShow again, iOS 11+ does not"),
            row("frames follow rotation", { yes($0.framesFollowRotation) },
                source: "\(facts): screen coordinates of the current orientation from iOS 8"),
            row("rotation = hide then show", { yes($0.rotationPostsHideThenShow) },
                source: "\(facts): rotation is reported as a hide followed by a show"),
            row("rotation's hide animated with the rotation", { yes($0.rotationHideTakesRotationDuration) },
                unconfirmed: "device logs of iOS 5–7 rotations show the hide with the rotation's duration (0.3 s iPhone, 0.4 s iPad); the version it became 0 is not in a public log (taken as iOS 8, when rotation became a size transition)"),
            row("UIKeyboardIsLocalUserInfoKey present", { yes($0.postsIsLocal) },
                source: "\(facts); Apple's documentation of keyboardIsLocalUserInfoKey: iOS 9.0+"),
            row("notification object is the UIScreen", { $0.notificationObjectIsScreen ? "yes" : $0.majorVersion == 16 ? "from 16.1" : "no" },
                source: "\(facts): the UIScreen from iOS 16.1, nil before"),
            row("keyboard notifications in a later run-loop turn", { yes($0.postsAsynchronously) },
                unconfirmed: "the facts say iOS 17 delivers asynchronously; KeyboardSim posts in the next turn at the same instant"),
            row("selector observers held weakly", { yes($0.selectorObserversAreWeak) },
                source: "\(facts); Apple's documentation of removeObserver(_:): not needed from iOS 9"),
            row(".automatic presentation is a sheet", { yes($0.automaticPresentationIsSheet) },
                source: "Apple's documentation of UIModalPresentationStyle.automatic: iOS 13.0+, a page sheet for most controllers"),
            row("predictive bar", { yes($0.hasPredictiveBar) },
                source: "\(facts): QuickType's predictive bar from iOS 8, on by default"),
            row("predictive bar arrives after the show began", { yes($0.predictiveBarArrivesLate) },
                unconfirmed: "iOS 8 and 9 device logs show a show without the bar, the bar added in place (duration 0), then an animated willShow to the taller frame; when it stopped is not in a public log (taken as iOS 10)"),
            row("hardware keyboard: focus posts nothing", { yes($0.hardwareKeyboardPostsNothing) },
                unconfirmed: "iOS 5–8 device logs with a hardware keyboard show no keyboard notification on focus; iOS 9 added the iPad shortcuts bar (\(facts)), whose frames KeyboardSim posts from iOS 9"),
            row("willShow re-posted for a keyboard change is animated", { yes($0.keyboardChangeRepostIsAnimated) },
                unconfirmed: "device logs of third-party keyboards and input methods settling (iOS 8+) show the re-posted willShow animated (0.25 s, curve 7) a few hundred ms later from the keyboard at rest; KeyboardSim spaces them 0.3 s"),
            row("deprecated center/bounds keys included", { yes($0.includesDeprecatedKeys) },
                unconfirmed: "real dictionaries keep them on every version; included up to iOS 9, left out from iOS 10 to keep traces short"),
        ]
    }
}
