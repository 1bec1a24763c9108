// The behavior table: every switch of the profiles, per profile, with where it comes from.

extension BehaviorProfile {
    /// One row of the behavior table: a switch, its value per profile and where it comes from.
    public struct BehaviorRow: Sendable {
        /// What the switch decides, e.g. `keyboard curve in userInfo`.
        public var behavior: String
        /// The switch's value in each of `BehaviorProfile.all`, oldest first.
        public var values: [String]
        /// `nil` when the behavior is confirmed by the facts file; otherwise why it was chosen.
        public var unconfirmedReason: String?
    }

    /// The table `kbsim list behaviours` prints and the README shows: each switch per profile.
    public static var behaviorTable: [BehaviorRow] {
        func row(_ name: String, _ value: (BehaviorProfile) -> String, unconfirmed: String? = nil) -> BehaviorRow {
            BehaviorRow(behavior: name, values: all.map(value), unconfirmedReason: unconfirmed)
        }
        func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
        return [
            row("keyboard curve in userInfo", { String($0.keyboardAnimationCurve) }),
            row("keyboard duration in userInfo (s)", { formatNumber($0.keyboardAnimationDuration) }),
            row("willShow re-posted on focus change", { yes($0.repostsWillShowOnFocusChange) }),
            row("frames follow rotation", { yes($0.framesFollowRotation) }),
            row("rotation = hide then show", { yes($0.rotationPostsHideThenShow) }),
            row("UIKeyboardIsLocalUserInfoKey present", { yes($0.postsIsLocal) }),
            row("notification object is the UIScreen", { yes($0.notificationObjectIsScreen) }),
            row("keyboard notifications in a later run-loop turn", { yes($0.postsAsynchronously) },
                unconfirmed: "the facts say iOS 17 delivers asynchronously; KeyboardSim posts in the next turn at the same instant"),
            row("selector observers held weakly", { yes($0.selectorObserversAreWeak) }),
            row(".automatic presentation is a sheet", { yes($0.automaticPresentationIsSheet) },
                unconfirmed: "UIKit behaviour, not in the facts file"),
            row("predictive bar", { yes($0.hasPredictiveBar) }),
            row("deprecated center/bounds keys included", { yes($0.includesDeprecatedKeys) },
                unconfirmed: "real dictionaries keep them on every version; off by default from iOS 10 to keep traces short"),
        ]
    }
}
