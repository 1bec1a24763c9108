import Foundation

// The device catalogue: every distinct iPhone and iPad screen (size and safe area) from the
// iPhone 4 to today's, the iOS versions each ran and its keyboard's heights by iOS version.
// A value seen in a public log or document is confirmed with where it was seen; every other
// value says why it was chosen.

/// Public logs and pages that print keyboard frames and safe areas.
private let mixiWiki = "github.com/mixi-inc/iOSTraining/wiki/5.4-KeyboardNotification (an iOS 6 log)"
private let richEditorIssue = "github.com/cjwirth/RichEditorView/issues/102 (iOS 10)"
private let predictiveBarAnswer =
    "stackoverflow.com/questions/25946121 (iPhone 6, iOS 8.4–10) and github.com/mixi-inc/iOSTraining, Swift/pages/day3/2-3-1_KeyboardNotification.md"
private let iOSNote =
    "github.com/bob910078/iOS_note, iOS/Keyboard Notification.md (iPhone SE 2nd generation: iOS 13 or later; from iOS 11 taken equal)"
private let autoPopReadme = "an earlier README of github.com/xcysuccess/XXKeyboardAutoPop (a 414×736 Simulator)"
private let beginningIOS5 = "Beginning iOS 5 Application Development (O'Reilly), its keyboard section"
private let layoutAdaptation = "csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"
/// Simulator screenshots a keyboard library keeps as end-to-end test references, one folder per
/// simulator; its CI workflow names each simulator's iOS and the Xcode that built the app, and
/// the app moves a view by the reported keyboard height, which matches the keyboard's top edge
/// in every image. A height is the image's rows below that edge divided by the scale (3x).
private func screenshot(_ commit: String, _ simulator: String, _ image: String, _ what: String) -> String {
    "github.com/kirillzyusko/react-native-keyboard-controller at \(commit), e2e/kit/assets/ios/\(simulator)/\(image).png (a simulator screenshot, \(what))"
}
private let letters = "KeyboardAnimationKeyboardIsShown", lettersWithBar = "AvoidingViewRNPaddingOpened"
private let emojiImage = "KeyboardAnimationEmojiKeyboard"
/// What an app built with the iOS 26 SDK gets on iOS 26: the redesigned keyboard. The same app
/// built with an older SDK keeps the iOS 18 keyboard (291, 336, emoji 384 on iOS 26.2; 301 and
/// 346 on 26.0: the library's iPhone 17 Pro screenshots of an Xcode 16.4 build, at 3979157631 and
/// 2bfe0c920f): `BehaviorProfile.sdk` and `keyboardVersion` choose the iOS 18 era for it, and
/// `olderSDKOn26_0(_:in:profile:)` adds 26.0's 10 points.
private let newSDK = "an app built with the iOS 26 SDK"
private let uncitedComments = "unconfirmed: seen only in code comments of public repositories the search could not name"

/// Telegram-iOS lays its input panel out, before the keyboard shows, by a table of keyboard
/// heights and the predictive bar's per screen, portrait and landscape: code constants, weaker
/// than a print or a measurement. The catalogue takes them where nothing else was found and says
/// where they agree or disagree with a print (Tests/KeyboardSimCoreTests/Keyboard/Fixtures/
/// TelegramKeyboardHeights.json). The table names no iOS; its newest devices are 2022's (iOS 16),
/// and later iOS is taken equal.
private func telegram(_ what: String) -> String {
    "github.com/TelegramMessenger/Telegram-iOS at 20a1163704, submodules/Display/Source/DeviceMetrics.swift (code constants, no iOS named; its newest devices 2022's): \(what)"
}
/// What Telegram-iOS's table gives where a print or a measurement overrules it.
private func telegramGives(_ value: Double) -> String {
    "Telegram-iOS's device table gives \(formatNumber(value)) (a code constant, weaker than the print or measurement kept)"
}

private func seen(_ value: Double, _ source: String) -> Measured<Double> { .confirmed(value, source) }
private func chosen(_ value: Double, _ reason: String) -> Measured<Double> { .unconfirmed(value, reason) }
private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private let emojiChoice = "emoji keyboard height not traced; taken equal to the keyboard with the predictive bar"
private let landscapePhoneReason =
    "landscape iPhone heights are in no public log found (classic 320-wide phones: 162, as on the 320×480 iPhone)"
/// The 820 × 1180 iPad: Telegram-iOS's table has no entry for it. Its 11-inch neighbour's heights
/// are named, not taken: this representative's heights are shown in the tutorials' outputs.
private let ipad10Reason =
    "current iPads' keyboards are in no public log found; Telegram-iOS's device table has no entry for this screen (its 834 × 1194 entry gives 283, 333 with the bar, 368 and 418 in landscape)"
private let untracedPhoneReason = "this screen's keyboard is in no public log; taken equal to the traced screen of the same width class"
/// A public table of safe areas by device (iOS 11–14) in a video SDK's tests.
private let bandyerTable = "the Bandyer SDK's device table of safe areas (a GitHub test fixture, iOS 11–14)"
private let statusBarOnly = "status-bar height of a phone without a notch; no public print found"
private let phoneHardwareKeyboardStrip = Measured<Double>.unconfirmed(
    44, "iPhone has no shortcuts bar on a hardware keyboard; a predictive strip is assumed")
private let padShortcutsBar = Measured<Double>.confirmed(
    55, "stackoverflow.com/questions/32319697 (iOS 9): the shortcuts bar's visible 55 points of a 313-point frame")
private let floatingKeyboard = Measured<CGSize>.unconfirmed(
    CGSize(width: 320, height: 254), "floating keyboard size not traced; an iPhone-sized keyboard")

extension Device.KeyboardHeights {
    /// Heights with and without the predictive bar; the emoji keyboard as tall as the keyboard
    /// with the bar unless given.
    static func heights(_ without: Measured<Double>, _ with: Measured<Double>, emoji: Measured<Double>? = nil) -> Self {
        Self(withoutPredictiveBar: without, withPredictiveBar: with, emoji: emoji ?? .unconfirmed(with.value, emojiChoice))
    }

    /// Before iOS 8: no predictive bar, so the keyboard has one height (the emoji keyboard too).
    static func noPredictiveBar(_ height: Measured<Double>) -> Self {
        Self(
            withoutPredictiveBar: height, withPredictiveBar: height,
            emoji: .unconfirmed(height.value, "emoji keyboard height not traced before iOS 8; taken equal to the keyboard"))
    }

    /// Landscape heights of an iPhone, none of them traced.
    static func landscapePhone(_ without: Double, _ with: Double) -> Self {
        heights(.unconfirmed(without, landscapePhoneReason), .unconfirmed(with, landscapePhoneReason))
    }

    /// A keyboard in Telegram-iOS's table (`telegram`): `without` the bar, and `bar` more with it.
    static func tabled(_ screen: String, _ without: Double, bar: Double) -> Self {
        heights(
            .confirmed(without, telegram("\(screen) → \(formatNumber(without))")),
            .confirmed(without + bar, telegram("\(screen) → \(formatNumber(without)) + \(formatNumber(bar)) bar")))
    }

    /// A keyboard the table lacks, taken from its entry for `like`.
    static func takenFromTable(like: String, _ without: Double, _ with: Double) -> Self {
        let reason = "this screen is not in Telegram-iOS's device table and in no public print; taken from the table's \(like) entry"
        return heights(.unconfirmed(without, reason), .unconfirmed(with, reason))
    }

    /// The landscape keyboard of a Face ID iPhone the table lacks, or of iOS 26: the table's
    /// Face ID iPhones' (172, 209 with the bar).
    static func faceIDLandscapeFromTable(_ why: String) -> Self {
        let reason = "\(why); taken equal to the Face ID iPhones of Telegram-iOS's device table (code constants: 172, 209 with the bar)"
        return heights(.unconfirmed(172, reason), .unconfirmed(209, reason))
    }

    /// An untraced phone keyboard.
    static func untracedPhone(_ without: Double, _ with: Double) -> Self {
        heights(.unconfirmed(without, untracedPhoneReason), .unconfirmed(with, untracedPhoneReason))
    }
}

extension Device.KeyboardEra {
    /// What a device without eras would use: a 320-point phone's keyboard, unconfirmed.
    static let untraced = era(5, portrait: .untracedPhone(216, 253), landscape: .landscapePhone(162, 194))

    static func era(_ since: Int, portrait: Device.KeyboardHeights, landscape: Device.KeyboardHeights) -> Self {
        Self(since: since, portrait: portrait, landscape: landscape)
    }
}

extension Device {
    /// A phone of the Face ID generation: bottom 34 portrait and 21 landscape are printed
    /// publicly (`layoutAdaptation`); the top (the notch or the Dynamic Island) where `source` printed it, the landscape
    /// sides taken equal to it where no source did.
    fileprivate static func faceIDSafeAreas(top: CGFloat, source: String? = nil, landscapeSource: String? = nil)
        -> (Measured<UIEdgeInsets>, Measured<UIEdgeInsets>)
    {
        let side = formatNumber(Double(top))
        let portrait: Measured<UIEdgeInsets> =
            source.map { .confirmed(insets(top, 0, 34, 0), "\($0); bottom 34: \(layoutAdaptation)") }
            ?? .unconfirmed(
                insets(top, 0, 34, 0),
                "bottom 34 on Face ID iPhones is printed at \(layoutAdaptation); top \(side) is in no public print found")
        let landscape: Measured<UIEdgeInsets> =
            (landscapeSource ?? (source?.hasPrefix(bandyerTable) == true ? source : nil))
            .map { .confirmed(insets(0, top, 21, top), "\($0); bottom 21: \(layoutAdaptation)") }
            ?? .unconfirmed(
                insets(0, top, 21, top),
                "bottom 21 in landscape is printed at \(layoutAdaptation); sides \(side) taken equal to the top (no public print)")
        return (portrait, landscape)
    }

    /// A phone with a home button: only the status bar.
    fileprivate static let homeButtonPhoneSafeAreas: (Measured<UIEdgeInsets>, Measured<UIEdgeInsets>) =
        (
            .unconfirmed(insets(20, 0, 0, 0), statusBarOnly),
            .unconfirmed(insets(0, 0, 0, 0), "no status bar in landscape (iOS 13+)")
        )

    /// An iPad with a home button: the status bar in both orientations.
    fileprivate static let homeButtonPadSafeAreas: (Measured<UIEdgeInsets>, Measured<UIEdgeInsets>) =
        (
            .unconfirmed(insets(20, 0, 0, 0), "status-bar height of an iPad with a home button; no public print found"),
            .unconfirmed(insets(20, 0, 0, 0), "status-bar height of an iPad with a home button; no public print found")
        )

    /// An iPad with a home indicator.
    fileprivate static let homeIndicatorPadSafeAreas: (Measured<UIEdgeInsets>, Measured<UIEdgeInsets>) =
        (
            .unconfirmed(insets(24, 0, 20, 0), "modern iPad status bar and home indicator; no public print found"),
            .unconfirmed(insets(24, 0, 20, 0), "modern iPad status bar and home indicator; no public print found")
        )

    fileprivate init(
        _ id: String, _ name: String, aliases: [String], _ idiom: Idiom, _ width: CGFloat, _ height: CGFloat,
        scale: CGFloat, fps: Int = 60, iOS: ClosedRange<Int>,
        safeAreas: (Measured<UIEdgeInsets>, Measured<UIEdgeInsets>), eras: [KeyboardEra]
    ) {
        self.init(
            id: id, name: name, aliases: aliases, idiom: idiom, portraitSize: CGSize(width: width, height: height),
            scale: scale, framesPerSecond: fps, iOSVersions: iOS,
            portraitSafeArea: safeAreas.0, landscapeSafeArea: safeAreas.1, keyboardEras: eras,
            shortcutsBarHeight: idiom == .pad ? padShortcutsBar : phoneHardwareKeyboardStrip,
            floatingKeyboardSize: idiom == .pad ? floatingKeyboard : nil)
    }

    /// The begin frame's height that the first show after the app's launch posts, where public
    /// logs show it shorter than the end frame (the keyboard still laying out): the docked
    /// English keyboard, in portrait, without an accessory view. Nil elsewhere: a first show then
    /// begins as any other, with the end frame's height below the screen.
    ///
    /// Only 414 × 896 on iOS 12–13 has one: 243, from a lossless copy of a `userInfo` (a React
    /// Native event, ending at 301 without the predictive bar); an earlier search also cited a
    /// README with 243 → 346, not found again in the versions held now. Two other logs of the
    /// same screen give 288 and 54, and one of 375 × 812 gives 282 against an end of 357 (a field
    /// whose keyboard the log does not name) — no rule yields them, so those screens keep the end
    /// frame's height.
    package func firstShowBeginHeight(onIOS majorVersion: Int) -> Measured<Double>? {
        guard portraitSize == CGSize(width: 414, height: 896), (12...13).contains(majorVersion) else { return nil }
        return .confirmed(
            243,
            "github.com/footios/React-Native-Animation-Series, README.md (a React Native keyboard event, 2020, Expo SDK 36: iOS 13 by its date): startCoordinates 414 × 243 at y 896, endCoordinates 414 × 301; iOS 12 taken equal (the table's other 414×896 logs date from 2019)"
        )
    }

    /// `heights` as iOS 26.0 shows them to an app built with an SDK before 26: the iOS 18
    /// keyboard 10 points taller, the letters with and without the predictive bar (and the
    /// keypads, which take the letters' height without it); emoji as on 26.2. The library's
    /// iPhone 17 Pro screenshots of one Xcode 16.4 build measure 301 and 346 on iOS 26.0 and 291
    /// and 336 on 26.2, whose commit (3979157631) says the maintainer moved to 26.2 because 26.0
    /// behaved wrongly. Only that 402-point-wide phone in portrait was measured: the 390- and
    /// 393-point-wide phones, whose iOS 18 and 26.2 keyboards are the same as its own (291), are
    /// taken 10 taller too (unconfirmed); other phones, landscape, iPads and 26.1 keep 26.2's
    /// heights (no trace of them).
    package func olderSDKOn26_0(_ heights: KeyboardHeights, in orientation: UIInterfaceOrientation, profile: BehaviorProfile)
        -> KeyboardHeights
    {
        guard profile.majorVersion == 26, profile.version.minor == 0, profile.sdk < 26, idiom == .phone, orientation.isPortrait,
            (390...402).contains(portraitSize.width)
        else { return heights }
        let measured = portraitSize == CGSize(width: 402, height: 874)
        func taller(_ height: Measured<Double>, _ image: String, _ seen: Double) -> Measured<Double> {
            let value = height.value + 10
            let source = screenshot(
                "2bfe0c920f", "iPhone 17 Pro", image,
                "iOS 26.0, an app built with Xcode 16.4 (the iOS 18 SDK): \(formatNumber(seen)), 10 more than on iOS 26.2 at 3979157631")
            return measured && value == seen
                ? .confirmed(value, source)
                : .unconfirmed(
                    value,
                    "iOS 26.0 with an app built with an SDK before 26 is measured only on the 402 × 874 iPhone 17 Pro, 10 points taller than 26.2 (\(source)); taken 10 taller on this screen too, whose iOS 18 keyboard is the same"
                )
        }
        var result = heights
        result.withoutPredictiveBar = taller(heights.withoutPredictiveBar, letters, 301)
        result.withPredictiveBar = taller(heights.withPredictiveBar, lettersWithBar, 346)
        return result
    }

    /// Every simulated device, phones first, by screen size: one per distinct screen and safe area.
    public static let catalog: [Device] = phones + pads

    /// The devices the matrix runs on by default (`kbsim matrix`, `TechniqueMatrix`): one per
    /// kind of keyboard geometry — home-button and Face ID phones of each width, a classic and a
    /// modern iPad.
    public static let representatives: [Device] = [
        iPhoneSE1, iPhoneSE3, iPhone8Plus, iPhone11Pro, iPhone11, iPhone13ProMax, iPhone16, iPad97, iPad10,
    ]

    /// The 414 × 896 keyboard, the same at 2x (iPhone 11, XR) and 3x (11 Pro Max, XS Max).
    private static let faceID414Eras: [KeyboardEra] = [
        .era(
            12,
            portrait: .heights(
                seen(
                    301,
                    "github.com/footios/React-Native-Animation-Series, README.md (a React Native keyboard event, 2020, Expo SDK 36: iOS 13 by its date): 414×896 → 301, 45 less than with the bar; \(telegramGives(302))"
                ),
                seen(
                    346,
                    "a version of github.com/mixi-inc/iOSTraining, Swift/pages/day3/2-3-1_KeyboardNotification.md: 414×896 → 346; \(telegram("302 + 44 bar, agreeing"))"
                )),
            landscape: .tabled("896×414", 172, bar: 37))
    ]

    static let phones: [Device] = [
        Device(
            "iphone-4s", "iPhone 4S", aliases: ["iPhone 4", "iPod touch (4th generation)", "320x480"], .phone, 320, 480,
            scale: 2, iOS: 5...9,
            safeAreas: (
                .unconfirmed(insets(20, 0, 0, 0), statusBarOnly),
                .unconfirmed(insets(20, 0, 0, 0), "the status bar stayed in landscape before iOS 8; no public print found")
            ),
            eras: [
                .era(
                    5,
                    portrait: .noPredictiveBar(
                        seen(216, "stackoverflow.com/questions/19482573 (iOS 7, 320×480): end {{0, 264}, {320, 216}}")),
                    landscape: .noPredictiveBar(
                        seen(162, "a GitHub code comment citing SO answer 14351009 (iOS ≤ 7, 320×480 landscape): end {{0, 0}, {162, 480}}"))
                ),
                .era(8, portrait: .tabled("320×480", 216, bar: 37), landscape: .tabled("480×320", 162, bar: 37)),
            ]),
        Device(
            "iphone-se-1", "iPhone SE (1st generation)", aliases: ["iPhone 5s", "iPhone 5", "iPod touch (7th generation)", "320x568"],
            .phone, 320, 568, scale: 2, iOS: 6...15, safeAreas: homeButtonPhoneSafeAreas,
            eras: [
                .era(
                    5, portrait: .noPredictiveBar(seen(216, "\(mixiWiki): 320×568 → 216")),
                    landscape: .noPredictiveBar(chosen(162, landscapePhoneReason))),
                .era(
                    8,
                    portrait: .tabled("320×568", 216, bar: 37),
                    landscape: .tabled("568×320", 162, bar: 37)),
            ]),
        Device(
            "iphone-se-3", "iPhone SE (3rd generation)",
            aliases: ["iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6", "375x667"],
            .phone, 375, 667, scale: 2, iOS: 8...26, safeAreas: homeButtonPhoneSafeAreas,
            eras: [
                .era(
                    8,
                    portrait: .heights(
                        seen(216, "\(richEditorIssue): 375×667 → 216"),
                        seen(258, "\(predictiveBarAnswer): 375×667 → 258")),
                    landscape: .tabled("667×375", 163, bar: 37)),
                .era(
                    11,
                    portrait: .heights(
                        seen(216, telegram("375×667 → 216, as logged on iOS 10 (\(richEditorIssue))")),
                        seen(260, "\(iOSNote): 375×667 → 260; \(telegram("216 + 44 bar, agreeing"))")),
                    landscape: .tabled("667×375", 163, bar: 37)),
            ]),
        Device(
            "iphone-8-plus", "iPhone 8 Plus", aliases: ["iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus", "414x736"],
            .phone, 414, 736, scale: 3, iOS: 8...16, safeAreas: homeButtonPhoneSafeAreas,
            eras: [
                .era(
                    8,
                    portrait: .heights(
                        seen(226, "\(autoPopReadme): 414×736 → 226; \(telegram("226, agreeing"))"),
                        seen(271, "\(autoPopReadme): 414×736 → 271; \(telegram("226 + 45 bar, agreeing"))")),
                    landscape: .tabled("736×414", 163, bar: 37))
            ]),
        Device(
            "iphone-11-pro", "iPhone 11 Pro", aliases: ["iPhone XS", "iPhone X", "375x812"],
            .phone, 375, 812, scale: 3, iOS: 11...26, safeAreas: faceIDSafeAreas(top: 44, source: bandyerTable),
            eras: [
                .era(
                    11,
                    portrait: .heights(
                        chosen(
                            291,
                            "\(uncitedComments) (375×812 → 291); \(telegramGives(292)), as on 390 × 844 and 393 × 852 where screenshots measure 291"
                        ),
                        seen(
                            335,
                            "github.com/wenluma/DemoNoSwiftUI, DemoNoSwiftUI/KeyboardManager.swift at f479a51 (an iOS 13 project, 2020): 375×812 → 335, the keyboard at rest before an in-place change; 333 in the iOS 11/12 Simulator (code comments the search could not name); \(telegramGives(336))"
                        ),
                        emoji: chosen(
                            335,
                            "\(emojiChoice); the same iOS 13 log changes in place to 366.67 without saying what changed (github.com/wenluma/DemoNoSwiftUI)"
                        )),
                    landscape: .tabled("812×375", 172, bar: 37))
            ]),
        Device(
            "iphone-12-mini", "iPhone 12 mini", aliases: ["iPhone 13 mini"],
            .phone, 375, 812, scale: 3, iOS: 14...26, safeAreas: faceIDSafeAreas(top: 50, source: bandyerTable),
            eras: [
                .era(
                    14,
                    portrait: .heights(
                        chosen(291, "not traced on the 12 mini; the 375×812 keyboard's 291 (itself unconfirmed); \(telegramGives(292))"),
                        chosen(335, "not traced on the 12 mini; the 375×812 keyboard's 335 (itself unconfirmed); \(telegramGives(336))")),
                    landscape: .tabled("812×375", 172, bar: 37))
            ]),
        Device(
            "iphone-11", "iPhone 11", aliases: ["iPhone XR", "414x896"],
            .phone, 414, 896, scale: 2, iOS: 12...26,
            safeAreas: faceIDSafeAreas(top: 48, source: "\(bandyerTable): 48 for the iPhone 11 (the XR printed 44 before iOS 14)"),
            eras: faceID414Eras),
        Device(
            "iphone-11-pro-max", "iPhone 11 Pro Max", aliases: ["iPhone XS Max"],
            .phone, 414, 896, scale: 3, iOS: 12...26, safeAreas: faceIDSafeAreas(top: 44, source: bandyerTable),
            eras: faceID414Eras),
        Device(
            "iphone-12", "iPhone 12", aliases: ["iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e", "390x844"],
            .phone, 390, 844, scale: 3, iOS: 14...26, safeAreas: faceIDSafeAreas(top: 47, source: bandyerTable),
            eras: [
                .era(
                    14,
                    portrait: .heights(
                        seen(291, "\(screenshot("af130ca4f9", "iPhone 13 Pro", letters, "iOS 15.5: 291")); \(telegramGives(292))"),
                        seen(
                            336,
                            "\(screenshot("08efc819fc", "iPhone 14", lettersWithBar, "iOS 18.0, the bar offering Passwords: 336")); \(telegram("292 + 44 bar, agreeing"))"
                        ),
                        emoji: seen(384, screenshot("af130ca4f9", "iPhone 13 Pro", emojiImage, "iOS 15.5: 384"))),
                    landscape: .tabled("844×390", 172, bar: 37)),
                .era(
                    26,
                    portrait: .heights(
                        seen(308, screenshot("af130ca4f9", "iPhone 16e", letters, "iOS 26.1, \(newSDK): 308")),
                        seen(335, screenshot("af130ca4f9", "iPhone 16e", lettersWithBar, "iOS 26.1, \(newSDK): 335")),
                        emoji: seen(388, screenshot("af130ca4f9", "iPhone 16e", emojiImage, "iOS 26.1, \(newSDK): 388"))),
                    landscape: .faceIDLandscapeFromTable("the iOS 26 keyboard in landscape is in no public print")),
            ]),
        Device(
            "iphone-13-pro-max", "iPhone 13 Pro Max", aliases: ["iPhone 12 Pro Max", "iPhone 14 Plus", "428x926"],
            .phone, 428, 926, scale: 3, fps: 120, iOS: 14...26, safeAreas: faceIDSafeAreas(top: 47, source: bandyerTable),
            eras: [
                .era(
                    14,
                    portrait: .heights(
                        chosen(
                            301, "not traced; taken equal to the 414×896 log; \(telegramGives(302)), a point above that log as on 414×896"),
                        seen(
                            346,
                            "github.com/JH567/LYJProject, LYJKeyboardFrameNotifViewController.m (2022, iOS 15): 428×926 → 346; \(telegram("302 + 44 bar, agreeing"))"
                        )),
                    landscape: .tabled("926×428", 172, bar: 37))
            ]),
        Device(
            "iphone-16", "iPhone 16", aliases: ["iPhone 15", "iPhone 14 Pro", "iPhone 15 Pro", "393x852"],
            .phone, 393, 852, scale: 3, iOS: 16...26,
            safeAreas: faceIDSafeAreas(
                top: 59, source: "csl.cool/2023/09/15/ios-dev/ios-layout-adaptation (iOS 17): top 59",
                landscapeSource: "csl.cool/2023/09/15/ios-dev/ios-layout-adaptation: sides 59"),
            eras: [
                .era(
                    16,
                    portrait: .heights(
                        seen(
                            291,
                            "\(screenshot("af130ca4f9", "iPhone 15 Pro", letters, "iOS 17.5: 291; the iPhone 14 Pro on 16.4 too")); \(telegramGives(292))"
                        ),
                        seen(
                            336,
                            "\(screenshot("af130ca4f9", "iPhone 15 Pro", lettersWithBar, "iOS 17.5, the bar offering Passwords: 336")); a GitHub code comment (RxKeyboard, iOS 16–17): shown (0, 516, 393, 336); \(telegram("292 + 44 bar, agreeing"))"
                        ),
                        emoji: seen(384, screenshot("af130ca4f9", "iPhone 15 Pro", emojiImage, "iOS 17.5: 384"))),
                    landscape: .tabled("852×393", 172, bar: 37)),
                .era(
                    26,
                    portrait: .heights(
                        seen(308, screenshot("5fb5e60841", "iPhone 16", letters, "iOS 26.1, \(newSDK), on a pull request's branch: 308")),
                        seen(335, screenshot("5fb5e60841", "iPhone 16", lettersWithBar, "iOS 26.1, \(newSDK): 335")),
                        emoji: seen(388, screenshot("5fb5e60841", "iPhone 16", emojiImage, "iOS 26.1, \(newSDK): 388"))),
                    landscape: .faceIDLandscapeFromTable("the iOS 26 keyboard in landscape is in no public print")),
            ]),
        Device(
            "iphone-16-plus", "iPhone 16 Plus", aliases: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max", "430x932"],
            .phone, 430, 932, scale: 3, iOS: 16...26, safeAreas: faceIDSafeAreas(top: 59),
            eras: [
                .era(
                    16,
                    portrait: .heights(
                        chosen(301, "\(untracedPhoneReason) (414 × 896); \(telegramGives(302)), a point above the 414 × 896 print"),
                        .confirmed(346, telegram("430×932 → 302 + 44 bar"))),
                    landscape: .tabled("932×430", 172, bar: 37))
            ]),
        Device(
            "iphone-16-pro", "iPhone 16 Pro", aliases: ["iPhone 17", "iPhone 17 Pro", "402x874"],
            .phone, 402, 874, scale: 3, fps: 120, iOS: 18...26,
            safeAreas: faceIDSafeAreas(top: 62, source: "a GitHub code comment printing the 16 Pro's safe area: top 62"),
            eras: [
                .era(
                    18,
                    portrait: .heights(
                        seen(291, screenshot("af130ca4f9", "iPhone 16 Pro", letters, "iOS 18.5: 291")),
                        seen(336, screenshot("af130ca4f9", "iPhone 16 Pro", lettersWithBar, "iOS 18.5, the bar offering Passwords: 336")),
                        emoji: seen(384, screenshot("af130ca4f9", "iPhone 16 Pro", emojiImage, "iOS 18.5: 384"))),
                    landscape: .faceIDLandscapeFromTable("this screen's landscape keyboard is in no public print")),
                // iOS 26: one public print, and reports that disagree with it (see the behaviour table).
                .era(
                    26,
                    portrait: .heights(
                        chosen(
                            308,
                            "the iOS 26 SDK's keyboard is not traced on this screen without the bar; 308 as on the 390- and 393-point-wide iPhones (\(screenshot("af130ca4f9", "iPhone 16e", letters, "iOS 26.1, \(newSDK): 308")))"
                        ),
                        seen(
                            335,
                            "github.com/kirillzyusko/react-native-keyboard-controller/issues/1284 (iPhone 17, iOS 26.2): 335 on the first show; later shows printed 369, which the reporter traced to another library adding the 34-point safe area"
                        ),
                        emoji: chosen(
                            388,
                            "the iOS 26 SDK's emoji keyboard is not traced on this screen; 388 as on the 390- and 393-point-wide iPhones (\(screenshot("af130ca4f9", "iPhone 16e", emojiImage, "iOS 26.1, \(newSDK): 388")))"
                        )),
                    landscape: .faceIDLandscapeFromTable("the iOS 26 keyboard in landscape is in no public print")),
            ]),
        Device(
            "iphone-air", "iPhone Air", aliases: ["420x912"],
            .phone, 420, 912, scale: 3, fps: 120, iOS: 26...26,
            safeAreas: faceIDSafeAreas(top: 68, source: "a GitHub code comment (a probe log, \"iPhone 17 Air portrait\"): top 68"),
            eras: [
                .era(
                    26, portrait: .untracedPhone(301, 346),
                    landscape: .faceIDLandscapeFromTable("this screen's landscape keyboard is in no public print"))
            ]),
        Device(
            "iphone-16-pro-max", "iPhone 16 Pro Max", aliases: ["iPhone 17 Pro Max", "440x956"],
            .phone, 440, 956, scale: 3, fps: 120, iOS: 18...26,
            safeAreas: faceIDSafeAreas(top: 62, source: "a GitHub test fixture of the 16/17 Pro Max: top 62"),
            eras: [
                .era(
                    18, portrait: .untracedPhone(301, 346),
                    landscape: .faceIDLandscapeFromTable("this screen's landscape keyboard is in no public print"))
            ]),
    ]

    static let pads: [Device] = [
        Device(
            "ipad-mini-6", "iPad mini (6th generation)", aliases: ["iPad mini (A17 Pro)", "744x1133"],
            .pad, 744, 1133, scale: 2, iOS: 15...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [.era(15, portrait: .tabled("744×1133", 328, bar: 50), landscape: .tabled("1133×744", 368, bar: 50))]),
        Device(
            "ipad-9-7", "iPad (9.7-inch)",
            aliases: ["iPad (6th generation)", "iPad Air 2", "iPad Air", "iPad mini (5th generation)", "768x1024"],
            .pad, 768, 1024, scale: 2, iOS: 5...26, safeAreas: homeButtonPadSafeAreas,
            eras: [
                .era(
                    5, portrait: .noPredictiveBar(seen(264, "\(beginningIOS5): 264 in portrait")),
                    landscape: .noPredictiveBar(seen(352, "\(beginningIOS5): 352 in landscape"))),
                .era(
                    8,
                    portrait: .heights(
                        chosen(264, "264 as on iOS 5 (\(beginningIOS5)); later iOS taken equal"),
                        seen(303, "a GitHub code comment (iOS 8 iPad): portrait show {{0, 721}, {768, 303}}")),
                    landscape: .heights(
                        chosen(352, "352 as on iOS 5 (\(beginningIOS5)); later iOS taken equal"),
                        chosen(391, "\(uncitedComments) (1024 wide → 391 beside an iOS 8 check)"))),
                .era(
                    9,
                    portrait: .heights(
                        chosen(264, "264 as on iOS 5 (\(beginningIOS5)); later iOS taken equal"),
                        seen(313, "stackoverflow.com/questions/32319697 (iOS 9) and ionic-plugin-keyboard PR 273 (iOS 10): 313")),
                    landscape: .heights(
                        chosen(352, "352 as on iOS 5 (\(beginningIOS5)); later iOS taken equal"),
                        chosen(
                            398,
                            "398 is logged on iOS 11 (github.com/lionheart/openradar-mirror/issues/19513); taken from iOS 9, when the shortcuts row joined the bar"
                        ))),
                .era(
                    12,
                    portrait: .heights(
                        seen(263, telegram("768×1024 → 263 (264 on iOS 5, \(beginningIOS5))")),
                        seen(313, telegram("768×1024 → 263 + 50 bar; 313 is logged on iOS 9–10 (SO 32319697)"))),
                    landscape: .heights(
                        seen(348, telegram("1024×768 → 348 (352 on iOS 5, \(beginningIOS5))")),
                        seen(
                            398,
                            "github.com/lionheart/openradar-mirror/issues/19513 (iOS 11): 1024 wide → 398; iOS 12 taken equal; \(telegram("348 + 50 bar, agreeing"))"
                        ))),
            ]),
        Device(
            "ipad-10-2", "iPad (9th generation)", aliases: ["iPad (8th generation)", "iPad (7th generation)", "810x1080"],
            .pad, 810, 1080, scale: 2, iOS: 13...26, safeAreas: homeButtonPadSafeAreas,
            eras: [.era(13, portrait: .tabled("810×1080", 263, bar: 50), landscape: .tabled("1080×810", 348, bar: 50))]),
        Device(
            "ipad-10", "iPad (10th generation)",
            aliases: ["iPad Air (5th generation)", "iPad Air (4th generation)", "iPad Air 11-inch (M2)", "820x1180"],
            .pad, 820, 1180, scale: 2, iOS: 14...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [
                .era(
                    14,
                    portrait: .heights(chosen(265, ipad10Reason), chosen(320, ipad10Reason)),
                    landscape: .heights(chosen(353, ipad10Reason), chosen(405, ipad10Reason)))
            ]),
        Device(
            "ipad-pro-10-5", "iPad Pro (10.5-inch)", aliases: ["iPad Air (3rd generation)", "834x1112"],
            .pad, 834, 1112, scale: 2, fps: 120, iOS: 10...26, safeAreas: homeButtonPadSafeAreas,
            eras: [.era(10, portrait: .tabled("834×1112", 263, bar: 50), landscape: .tabled("1112×834", 348, bar: 50))]),
        Device(
            "ipad-pro-11", "iPad Pro (11-inch)", aliases: ["iPad Pro 11-inch (4th generation)", "834x1194"],
            .pad, 834, 1194, scale: 2, fps: 120, iOS: 12...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [.era(12, portrait: .tabled("834×1194", 283, bar: 50), landscape: .tabled("1194×834", 368, bar: 50))]),
        Device(
            "ipad-pro-11-m4", "iPad Pro 11-inch (M4)", aliases: ["834x1210"],
            .pad, 834, 1210, scale: 2, fps: 120, iOS: 17...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [
                .era(
                    17, portrait: .takenFromTable(like: "834 × 1194", 283, 333),
                    landscape: .takenFromTable(like: "1194 × 834", 368, 418))
            ]),
        Device(
            "ipad-pro-12-9", "iPad Pro (12.9-inch)",
            aliases: ["iPad Pro 12.9-inch (6th generation)", "iPad Air 13-inch (M2)", "1024x1366"],
            .pad, 1024, 1366, scale: 2, fps: 120, iOS: 12...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [.era(12, portrait: .tabled("1024×1366", 348, bar: 50), landscape: .tabled("1366×1024", 441, bar: 50))]),
        Device(
            "ipad-pro-12-9-2", "iPad Pro (12.9-inch) (2nd generation)", aliases: ["iPad Pro (12.9-inch) (1st generation)"],
            .pad, 1024, 1366, scale: 2, fps: 120, iOS: 9...17, safeAreas: homeButtonPadSafeAreas,
            eras: [.era(9, portrait: .tabled("1024×1366", 328, bar: 50), landscape: .tabled("1366×1024", 421, bar: 50))]),
        Device(
            "ipad-pro-13-m4", "iPad Pro 13-inch (M4)", aliases: ["1032x1376"],
            .pad, 1032, 1376, scale: 2, fps: 120, iOS: 17...26, safeAreas: homeIndicatorPadSafeAreas,
            eras: [
                .era(
                    17, portrait: .takenFromTable(like: "1024 × 1366 (home indicator)", 348, 398),
                    landscape: .takenFromTable(like: "1366 × 1024 (home indicator)", 441, 491))
            ]),
    ]

    /// The 320 × 480 screen (`kbsim list devices`).
    public static let iPhone4S = named("iphone-4s") ?? catalog[0]
    /// The 320 × 568 screen (`kbsim list devices`).
    public static let iPhoneSE1 = named("iphone-se-1") ?? catalog[0]
    /// The 375 × 667 screen (`kbsim list devices`).
    public static let iPhoneSE3 = named("iphone-se-3") ?? catalog[0]
    /// The 414 × 736 screen (`kbsim list devices`).
    public static let iPhone8Plus = named("iphone-8-plus") ?? catalog[0]
    /// The 375 × 812 screen (`kbsim list devices`).
    public static let iPhone11Pro = named("iphone-11-pro") ?? catalog[0]
    /// The 414 × 896 screen (`kbsim list devices`).
    public static let iPhone11 = named("iphone-11") ?? catalog[0]
    /// The 390 × 844 screen (`kbsim list devices`).
    public static let iPhone12 = named("iphone-12") ?? catalog[0]
    /// The 428 × 926 screen (`kbsim list devices`).
    public static let iPhone13ProMax = named("iphone-13-pro-max") ?? catalog[0]
    /// The 393 × 852 screen (`kbsim list devices`).
    public static let iPhone16 = named("iphone-16") ?? catalog[0]
    /// The 768 × 1024 screen (`kbsim list devices`).
    public static let iPad97 = named("ipad-9-7") ?? catalog[0]
    /// The 820 × 1180 screen (`kbsim list devices`).
    public static let iPad10 = named("ipad-10") ?? catalog[0]
}
