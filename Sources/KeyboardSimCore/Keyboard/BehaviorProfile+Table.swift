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
    public static var behaviorTable: [BehaviorRow] { Behaviors.rows }
}

/// A behaviour that changed between iOS versions, as data: its value from each version on, and
/// where that comes from. The profiles read their switches from these (`BehaviorProfile.iOS`),
/// and the behaviour table prints them: one place for a version's rule and its source.
struct Behavior<Value: Sendable>: Sendable {
    /// What the switch decides, as the table names it.
    let name: String
    /// The value from each version on, oldest first; the first is iOS 5's.
    let steps: [(from: IOSVersion, value: Value)]
    /// Where a confirmed behaviour was seen (a public document or log); empty when unconfirmed.
    let source: String
    /// `nil` when confirmed; otherwise why the values were chosen.
    let unconfirmedReason: String?
    /// How the table prints a value.
    let text: @Sendable (Value) -> String

    init(
        _ name: String, _ steps: [(from: IOSVersion, value: Value)], source: String = "", unconfirmed: String? = nil,
        text: @escaping @Sendable (Value) -> String
    ) {
        precondition(steps.first?.from == IOSVersion(5), "\(name): the first value is iOS 5's")
        self.name = name
        self.steps = steps
        self.source = source
        self.unconfirmedReason = unconfirmed
        self.text = text
    }

    /// The value in `version`: the last step at or before it.
    func value(at version: IOSVersion) -> Value {
        steps.last { $0.from <= version }?.value ?? steps[0].value
    }

    /// The table's row: the value in each major version, or "from 16.1" for a major version
    /// whose value changes within it.
    var row: BehaviorProfile.BehaviorRow {
        let values = IOSVersion.majorVersions.map { major in
            if let within = steps.first(where: { $0.from.major == major && $0.from > IOSVersion(major) }) {
                return "from \(within.from)"
            }
            return text(value(at: IOSVersion(major)))
        }
        return BehaviorProfile.BehaviorRow(behavior: name, values: values, source: source, unconfirmedReason: unconfirmedReason)
    }
}

extension Behavior where Value == Bool {
    /// A behaviour that is on (`yes`) or off (`no`).
    init(_ name: String, _ steps: [(from: IOSVersion, value: Bool)], source: String = "", unconfirmed: String? = nil) {
        self.init(name, steps, source: source, unconfirmed: unconfirmed) { $0 ? "yes" : "no" }
    }
}

/// `iOS(7)`, `iOS(16, 1)`: a version in the table below.
private func iOS(_ major: Int, _ minor: Int = 0) -> IOSVersion { IOSVersion(major, minor) }

/// Every behaviour that changed between iOS versions: the table the profiles are made from.
enum Behaviors {
    static let keyboardAnimationCurve = Behavior(
        "keyboard curve in userInfo", [(iOS(5), 0), (iOS(7), 7)],
        source:
            "curve 0 before iOS 7: github.com/lionheart/openradar-mirror/issues/4479 and an iOS 6 log at github.com/mixi-inc/iOSTraining/wiki/5.4-KeyboardNotification; 7 after: github.com/cjwirth/RichEditorView/issues/102 (iOS 10)"
    ) { String($0) }
    static let keyboardAnimationDuration = Behavior(
        "keyboard duration in userInfo (s)", [(iOS(5), 0.25)],
        source:
            "0.25 in the iOS 6 log of github.com/mixi-inc/iOSTraining/wiki/5.4-KeyboardNotification and the iOS 10 one of github.com/cjwirth/RichEditorView/issues/102"
    ) { formatNumber($0) }
    static let repostsWillShowOnFocusChange = Behavior(
        "willShow re-posted on focus change", [(iOS(5), true), (iOS(11), false)],
        source:
            "github.com/lionheart/openradar-mirror/issues/18382 (rdar 34432484): iOS 10 and earlier posted willShow for every field, iOS 11 not while the keyboard stays up"
    )
    static let framesFollowRotation = Behavior(
        "frames follow rotation", [(iOS(5), false), (iOS(8), true)],
        source:
            "github.com/onmyway133/notes/issues/51 and github.com/IdleHandsApps/IHKeyboardAvoiding/issues/9: from iOS 8 the frame follows the orientation; before, landscape frames held the height in their width"
    )
    static let rotationPostsHideThenShow = Behavior(
        "rotation = hide then show", [(iOS(5), true)],
        source:
            "apontious.com/2013/01/10/keyboard-schmeeboard (iOS 5–6): the keyboard hides, the view rotates, the keyboard shows; later versions taken equal"
    )
    static let rotationHideAnnouncesKeyboardDuration = Behavior(
        "rotation's hide announces the keyboard's duration", [(iOS(5), true), (iOS(8), false)],
        unconfirmed:
            "an iPad log of iOS 5 (OmniGroup OUIDocumentRenameViewController.m) shows the rotation's willHide with 0.25 s and curve 0; iOS 6–7 are taken equal and iOS 8 on as 0 (the issue's held-out logs; no public log of the change)"
    )
    static let postsIsLocal = Behavior(
        "UIKeyboardIsLocalUserInfoKey present", [(iOS(5), false), (iOS(9), true)],
        source: "developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey: iOS 9.0+")
    static let notificationObjectIsScreen = Behavior(
        "notification object is the UIScreen", [(iOS(5), false), (iOS(16, 1), true)],
        source:
            "developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification: the object is the UIScreen from iOS 16.1, nil before"
    )
    static let postsAsynchronously = Behavior(
        "keyboard notifications in a later run-loop turn", [(iOS(5), false), (iOS(17), true)],
        unconfirmed:
            "WWDC23 session 10281 (developer.apple.com/wwdc23/10281): from iOS 17 the keyboard runs out of process and text input is asynchronous; that the notifications arrive a turn later is KeyboardSim's reading, posted in the next turn at the same instant"
    )
    static let selectorObserversAreWeak = Behavior(
        "selector observers held weakly", [(iOS(5), false), (iOS(9), true)],
        source:
            "developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)-2yciv: a selector observer need not be removed from iOS 9"
    )
    static let automaticPresentationIsSheet = Behavior(
        ".automatic presentation is a sheet", [(iOS(5), false), (iOS(13), true)],
        source: "Apple's documentation of UIModalPresentationStyle.automatic: iOS 13.0+, a page sheet for most controllers")
    static let hasPredictiveBar = Behavior(
        "predictive bar", [(iOS(5), false), (iOS(8), true)],
        source:
            "imore.com/quicktype-keyboards-ios-8-explained: QuickType's predictive bar from iOS 8 (on by default: KeyboardSim's assumption, no Apple statement found)"
    )
    static let predictiveBarArrivesLate = Behavior(
        "predictive bar arrives after the show began", [(iOS(5), false), (iOS(8), true), (iOS(10), false)],
        unconfirmed:
            "the issue's account of held-out iOS 8/9 device logs (no public paste found): a show without the bar, the bar added in place (duration 0), then an animated change to the taller frame; iOS 11–13 logs on 375×812 show the bar's arrival as an animated 0.25 s change from the keyboard at rest; when it stopped is taken as iOS 10"
    )
    static let hardwareKeyboardPostsNothing = Behavior(
        "hardware keyboard: focus posts nothing", [(iOS(5), true), (iOS(9), false)],
        unconfirmed:
            "an iPad log of iOS 5 (OmniGroup OUIDocumentRenameViewController.m) shows no keyboard notification with a hardware keyboard; iOS 6–8 taken equal (the issue's held-out logs); iOS 9 added the iPad shortcuts bar (stackoverflow.com/questions/32319697), whose frames KeyboardSim posts from iOS 9"
    )
    static let keyboardChangeRepostIsAnimated = Behavior(
        "willShow re-posted for a keyboard change is animated", [(iOS(5), false), (iOS(8), true)],
        unconfirmed:
            "the issue's account of held-out device logs: a willShow re-posted for a third-party keyboard or input method settling is animated (0.25 s, curve 7) a few hundred ms later from the keyboard at rest; public threads give the heights (0 → 216 → 256) but no durations, and an iOS 13 in-place keyboard switch logged duration 0 (kept as the emoji switch); KeyboardSim spaces the re-posts 0.3 s"
    )
    static let textFieldScrollsIntoView = Behavior(
        "a text field scrolls its scroll view to itself on focus", [(iOS(5), false), (iOS(8), true)],
        unconfirmed:
            "openradar 20798351 (github.com/lionheart/openradar-mirror/issues/1322), a developer's report with a sample project, not a log: from iOS 8 a text field becoming first responder sends its nearest scroll view scrollRectToVisible:animated: with its frame; on iOS 7 nothing happens. KeyboardSim also sends it when the keyboard did show, after the app's observers (see UIWindow.scrollFirstResponderIntoView)"
    )
    static let includesDeprecatedKeys = Behavior(
        "deprecated center/bounds keys included", [(iOS(5), true), (iOS(10), false)],
        unconfirmed: "real dictionaries keep them on every version; included up to iOS 9, left out from iOS 10 to keep traces short"
    )

    /// The table, in the order `kbsim list behaviours` prints it.
    static let rows: [BehaviorProfile.BehaviorRow] = [
        keyboardAnimationCurve.row, keyboardAnimationDuration.row, repostsWillShowOnFocusChange.row, framesFollowRotation.row,
        rotationPostsHideThenShow.row, rotationHideAnnouncesKeyboardDuration.row, postsIsLocal.row, notificationObjectIsScreen.row,
        postsAsynchronously.row, selectorObserversAreWeak.row, automaticPresentationIsSheet.row, hasPredictiveBar.row,
        predictiveBarArrivesLate.row, hardwareKeyboardPostsNothing.row, keyboardChangeRepostIsAnimated.row,
        includesDeprecatedKeys.row, textFieldScrollsIntoView.row,
    ]
}

extension BehaviorProfile {
    /// What public logs and reports show beyond the switches: each with the iOS versions it was
    /// seen on, its source, whether it is confirmed (a log or Apple's documentation) or only
    /// claimed, and whether KeyboardSim simulates it. `kbsim list behaviours` prints them.
    public struct Observation: Sendable {
        /// What was seen.
        public var behavior: String
        /// The iOS versions it was seen on, as the source gives them.
        public var versions: String
        /// Where it was seen.
        public var source: String
        /// A device or Simulator log, or Apple's documentation (not a claim in a thread).
        public var isConfirmed: Bool
        /// `yes`, `partly` or `no`, and how.
        public var simulated: String
    }

    /// The study of public logs (2026-11).
    public static let observations: [Observation] = [
        Observation(
            behavior:
                "a rotation's did-notifications carry no duration or curve key; the hide's didChangeFrame ends at the on-screen frame",
            versions: "5", source: "OmniGroup OUIDocumentRenameViewController.m (iPad log, 2012)", isConfirmed: true,
            simulated: "no: KeyboardSim's did-notifications repeat the will's keys"),
        Observation(
            behavior: "the show after a rotation: willChangeFrame begins at the keyboard at rest, willShow just below the screen",
            versions: "5", source: "OmniGroup OUIDocumentRenameViewController.m (iPad log, 2012)", isConfirmed: true,
            simulated: "no: both begin where willShow does"),
        Observation(
            behavior: "rotation posts willHide and willShow twice", versions: "8.3 (once on 7.1)",
            source: "developer.apple.com/forums/thread/5706 (backtraces)", isConfirmed: true, simulated: "no"),
        Observation(
            behavior: "a keyboard presented with a screen begins just below the screen, not a screen height lower, at 0.4 s",
            versions: "8–11+ on 375×667",
            source:
                "GitHub code comments: github.com/shiwenwen/MCChat, MCChat/Controller/ChatViewController.m (216 points); github.com/shaoxingguo/weibo, weibo/weibo/Classes/Compose/View/XGComposeViewController.swift at a30d974 (260 points)",
            isConfirmed: true,
            simulated: "no: unexplained; KeyboardSim follows the iOS 7–8 logs (one screen height lower)"),
        Observation(
            behavior: "on push and pop the keyboard's frame moved off to the side (x = ± screen width), 0.35 s, curve 0",
            versions: "6", source: "openradar-mirror #4479 (rdar 15054825)", isConfirmed: false,
            simulated: "partly: a push's begin frame one width to the right, every version"),
        Observation(
            behavior:
                "a hardware keyboard with an input accessory view still posts willShow, the frame the whole keyboard, only the accessory on screen",
            versions: "5–7", source: "an SO question mirrored at pullrequest.ru/2245648", isConfirmed: true, simulated: "yes"),
        Observation(
            behavior: "the predictive bar collapsed to a handle: a 225-point keyboard on 375×667",
            versions: "8–10", source: "SO 25946121 (mirror)", isConfirmed: true, simulated: "no"),
        Observation(
            behavior:
                "a first show's begin frame shorter than its end frame: 243, 288 or 54 points against 346 or 301 on 414×896, 282 against 357 on 375×812",
            versions: "12–13 (the logs date from 2019 and 2020; none names its iOS)",
            source:
                "github.com/kaweerutk/CommonKeyboard README (243 → 346, as an earlier search read it; not in the README versions held now); github.com/ridi/RxBus-Swift README (54 → 301); github.com/footios/React-Native-Animation-Series README (a React Native event, 2020: 243 → 301); GitHub code comments (288 → 346, 282 → 357)",
            isConfirmed: true,
            simulated:
                "partly: on 414×896, iOS 12–13, the first show after launch begins 243 points tall (the React Native event, a lossless copy of the userInfo; the CommonKeyboard README an earlier search cited is not found in the versions held now; the docked English keyboard in portrait, no accessory view); the other heights disagree from log to log (a keyboard still laying out), no public log of iOS 14 or later shows one, and no rule gives them, so other screens begin with the end frame's height"
        ),
        Observation(
            behavior: "an iPad show in landscape: a zero-height notification first (0.25 s), then one with duration 0 to 398 points",
            versions: "12+",
            source: "a GitHub code comment: github.com/BlakeBarrett/snse-ios, snse/Controllers/ViewController.swift at e04ed4a",
            isConfirmed: true, simulated: "no"),
        Observation(
            behavior:
                "undocking posts a willChangeFrame whose userInfo holds only the begin frame; the split keyboard posts no show or hide",
            versions: "5", source: "SO 10749311; themainthread.com (2012)", isConfirmed: true,
            simulated: "partly: undocking posts a zero end frame"),
        Observation(
            behavior:
                "docking posts nine notifications (willChangeFrame, didChangeFrame, willShow, willChangeFrame, willShow, didChangeFrame, didShow, didChangeFrame, didShow)",
            versions: "9", source: "openradar-mirror #7727 (rdar 25032907)", isConfirmed: false, simulated: "no: docking posts one show"),
        Observation(
            behavior:
                "dragging the floating keyboard posts willChangeFrame with an all-zero end frame; a guide that takes the keyboard's height as the screen's height minus the end frame's top is then as tall as the screen",
            versions: "13+",
            source:
                "github.com/flutter/flutter, engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterKeyboardInsetManager.mm (a maintained code comment: an all-zero willChangeFrame happens while the keyboard is dragged); github.com/flutter-team-archive/engine pull 3684 (2017: willChangeFrame handled for moving the floating keyboard); github.com/freshOS/KeyboardLayoutGuide/issues/37 (the symptom, with that guide's reading of willChangeFrame)",
            isConfirmed: false,
            simulated:
                "yes: a drag posts willChangeFrame with zero begin and end frames (the begin frame is unconfirmed, zero as in the undocked drag), then didChangeFrame from the old frame to the new one; against it, github.com/square/Blueprint's KeyboardObserver.swift (a code comment of 2020) says moving an undocked or floating keyboard posts didChangeFrame only, and github.com/MisterJimson/flutter_keyboard_visibility pull 162 (2024) names didChangeFrame and no will; github.com/GetStream/stream-chat-swift pull 597 says the frame is the keyboard's own. KeyboardSim follows the three that agree on willChangeFrame, Flutter's engine among them today"
        ),
        Observation(
            behavior: "Stage Manager: the keyboard sits at the bottom of the screen, not of the window; only the intersection matters",
            versions: "16+",
            source: "developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey; WWDC23 session 10281",
            isConfirmed: true,
            simulated:
                "yes: the stageManager step and Simulation.placeWindow place the app's window; its safe area (the screen's margins it reaches into) and smallest size (320 points) are unconfirmed, and a rotation gives it the whole screen"
        ),
        Observation(
            behavior:
                "with a hardware keyboard, the assistant bar no longer spans the screen from iPadOS 15, and a flick minimizes it to a mini toolbar, which outside Stage Manager is not part of the keyboard (it overlaps the app's views) and inside Stage Manager is",
            versions: "15+ (the mini toolbar and Stage Manager: 16+)",
            source:
                "WWDC23 session 10281 (developer.apple.com/videos/play/wwdc2023/10281); github.com/wordpress-mobile/gutenberg-mobile/issues/4370 (iPadOS 15, a video)",
            isConfirmed: true,
            simulated:
                "no: the shortcuts bar spans the screen on every version; no public log gives the narrower bar's or the mini toolbar's frame"
        ),
        Observation(
            behavior:
                "the shortcuts bar (minimized or expanded) dropped after a drag posts willShow with an all-zero end frame; opened by a tap it counts as docked",
            versions: "15+",
            source:
                "github.com/flutter/flutter, engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterKeyboardInsetManager.mm (a maintained code comment, no values); github.com/flutter/flutter/issues/120873 (a maintainer: iPadOS 15 and 16 differ)",
            isConfirmed: false,
            simulated: "no: the shortcuts bar is never dragged"
        ),
        Observation(
            behavior: "in Slide Over the keyboard's frame leaves out the screen below the app's window",
            versions: "13+",
            source:
                "github.com/flutter/flutter, FlutterKeyboardInsetManager.mm (a maintained code comment); github.com/freshOS/KeyboardLayoutGuide pull 14 and github.com/Kofktu/KUIKeyboard pull 7 (fixes for Slide Over, screenshots)",
            isConfirmed: false,
            simulated: "no: Slide Over is not simulated (Stage Manager windows are)"
        ),
        Observation(
            behavior:
                "iPadOS 26 with an input accessory view on a text view: the end frame in the view's coordinates, not the screen's; the keyboard layout guide misplaced",
            versions: "26", source: "github.com/chockenberry/KeyboardAvoider (FB18129544, FB18129551)", isConfirmed: false, simulated: "no"),
        Observation(
            behavior:
                "the English keyboard's height on iOS 26: 335 on 402×874 on 26.2; 345 at the end of a show on 26.0 where iOS 18 gave 336 (device not named); about 308 under a 100-point accessory on 26.5 (Simulator, measured); about 291 read through accessibility; Apple said to have shortened the English keyboard within 26.x",
            versions: "26.2, 26.5",
            source:
                "github.com/kirillzyusko/react-native-keyboard-controller/issues/1284 (print); …/issues/1155 (printed heights, iOS 18 beside 26.0); …/issues/1614 (measured); github.com/callstack/agent-device/pull/2503 (accessibility); github.com/KeyboardKit/KeyboardKit/issues/1006 (a maintainer's claim, no values)",
            isConfirmed: false,
            simulated:
                "partly: the evidence conflicts; with the iOS 26 SDK KeyboardSim gives 308, 335 with the bar (measured in simulator screenshots of 26.1 on 390 and 393 points; the print's 335 on 402 points), with an older SDK iOS 18's 291 and 336 (26.2), 301 and 346 on 26.0 (measured on 402 points); 26.0's 345, 26.5's value and the languages' heights are not simulated"
        ),
        Observation(
            behavior:
                "iOS 26 shows its redesigned keyboard only to an app built with the iOS 26 SDK; an app built with Xcode 16 (the iOS 18 SDK) gets the iOS 18 keyboard: 291, emoji 384 on 402×874 on 26.2, as on iOS 18; on 26.0 the same build showed 301 for letters and the decimal pad",
            versions: "26",
            source:
                "github.com/kirillzyusko/react-native-keyboard-controller commit 29afc30cf4 (the maintainer: an Xcode 16.4 build uses the iOS 18 keyboard on iOS 26) and 3979157631 (26.0 left for 26.2 as it behaved wrongly); its iPhone 17 Pro screenshots of an Xcode 16.4 build at 2bfe0c920f (26.0) and 3979157631 (26.2), measured (Tests/KeyboardSimCoreTests/Keyboard/Fixtures/KeyboardScreenshotHistory.csv)",
            isConfirmed: true,
            simulated:
                "yes: the scenario key sdk, Simulation(sdk:), kbsim matrix --sdk; an SDK before 26 gets the iOS 18 heights on iOS 26, and on 26.0 (what --ios 26 names, as its systemVersion says) the letters and keypads 10 points taller on an iPhone in portrait (measured on 402×874, taken equal on 390×844 and 393×852; other screens, landscape, iPads and 26.1 keep 26.2's): --ios 26.2 for the later release"
        ),
        Observation(
            behavior:
                "the end frame in the notification is occasionally wrong, notably when AutoFill shows suggested credentials above the keyboard; an app's fix was to lay out by the keyboard layout guide instead",
            versions: "26",
            source:
                "github.com/mozilla-mobile/firefox-ios/pull/30146 (merged 2025-10; its description, no printed frames)",
            isConfirmed: false,
            simulated:
                "no: KeyboardSim's notifications and its keyboard layout guide agree on every version; AutoFill suggestions are not simulated, and no public print gives the wrong frame"
        ),
        Observation(
            behavior: "the reported frame no longer includes the input accessory view",
            versions: "26",
            source:
                "badoo/Chatto PR 797 (iPhone 17 Pro Simulator); against it, github.com/hackiftekhar/IQKeyboardManager/issues/2124 (iOS 26 beta, iPhone 14: with a 44-point toolbar as accessory view, the end frame of a hidden keyboard is 44 tall, the accessory still counted)",
            isConfirmed: false,
            simulated: "no: the accessory view adds its height; the two reports disagree, and neither prints a whole notification"),
        Observation(
            behavior: "keyboard heights differ by language (Swedish shorter than English) and changed within 26.x",
            versions: "26", source: "KeyboardKit issue 1006", isConfirmed: false, simulated: "no: one height per device and era"),
    ]
}
