import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// `post` steps: a logged notification goes through the bus exactly as written, and the
/// keyboard takes its frames as its own.
@MainActor @Suite("Logged posts: exact notifications, the keyboard follows them")
struct LoggedPostTests {
    /// A show and a hide as an iPhone SE (3rd generation) on iOS 17 logs them.
    static let showAndHide = """
        {"at": 0.5, "do": "focus", "field": "nameField"},
        {"at": 0.5, "do": "post", "name": "UIKeyboardWillChangeFrameNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 667, 375, 260], "UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
        {"at": 0.5, "do": "post", "name": "UIKeyboardWillShowNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 667, 375, 260], "UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
        {"at": 1.0, "do": "post", "name": "UIKeyboardDidShowNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 667, 375, 260], "UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
        {"at": 2.0, "do": "post", "name": "UIKeyboardWillHideNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 407, 375, 260], "UIKeyboardFrameEndUserInfoKey": [0, 667, 375, 260], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}}
        """

    static func scenario(
        _ steps: String, device: String = "iphone-se-3", keyboard: String = "logged", technique: String = #"{"name": "bottom-constant"}"#,
        screen: String = "login-bottom-field"
    ) throws -> Scenario {
        try Scenario.parse(
            """
            {"title": "logged", "device": "\(device)", "ios": "17", "keyboard": "\(keyboard)", "screen": "\(screen)",
             "technique": \(technique), "steps": [\(steps)]}
            """, file: "logged.json")
    }

    private func notifications(_ result: ScenarioResult) -> [(time: Double, name: String, object: String?, userInfo: OrderedUserInfo)] {
        result.trace.compactMap { record in
            guard case .notification(_, let name, let object, let userInfo) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
            return (record.time.seconds, name, object, userInfo)
        }
    }

    private func verdict(_ result: ScenarioResult, _ check: VerdictCheck) -> Verdict.Value? {
        result.verdicts.first { $0.check == check }?.value
    }

    @Test("a logged post's typed values are what reading its posted dictionary gives, for every type under every key")
    func postedValuesAsRead() {
        let values: [UserInfoValue] = [
            .rect(CGRect(x: 0, y: 407, width: 375, height: 260)), .point(CGPoint(x: 187.5, y: 537)), .number(0.25), .number(7.9),
            .number(-2.5), .integer(7), .integer(-1), .bool(true), .bool(false), .string("7"), .other("<NSConcreteValue>"),
        ]
        let keys = [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        ]
        for key in keys {
            for value in values {
                let logged = LoggedNotification(
                    name: "UIKeyboardWillShowNotification", userInfo: OrderedUserInfo(entries: [(key, value)]))
                let info = logged.userInfoDictionary()
                let typed = logged.postedValues()
                let label = "\(key): \(value)"
                #expect(typed.beginFrame == KeyboardInfo.rect(in: info, UIResponder.keyboardFrameBeginUserInfoKey), "\(label)")
                #expect(typed.endFrame == KeyboardInfo.rect(in: info, UIResponder.keyboardFrameEndUserInfoKey), "\(label)")
                #expect(
                    typed.duration == KeyboardInfo.number(in: info, UIResponder.keyboardAnimationDurationUserInfoKey)?.doubleValue,
                    "\(label)")
                #expect(typed.curve == KeyboardInfo.number(in: info, UIResponder.keyboardAnimationCurveUserInfoKey)?.intValue, "\(label)")
            }
        }
    }

    @Test("the bus carries exactly the logged notifications, and nothing of the simulated keyboard's")
    func exactNotifications() throws {
        let scenario = try Self.scenario(Self.showAndHide)
        let result = ScenarioRunner.run(scenario)
        let posted = notifications(result)
        #expect(
            posted.map(\.name) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
            ])
        #expect(posted.map(\.time) == [0.5, 0.5, 1.0, 2.0])
        let steps = scenario.steps.compactMap { step -> LoggedNotification? in (step.action as? PostStep)?.notification }
        #expect(posted.map(\.userInfo) == steps.map(\.userInfo))
        #expect(posted.allSatisfy { $0.object == "UIScreen" })
        #expect(verdict(result, .fieldClearsKeyboard) == .bool(true))
        #expect(verdict(result, .maxTrackingError) == .number(0))
        #expect(verdict(result, .handlerCrashes) == .number(0))
    }

    @Test("the keyboard moves to each posted end frame along curve 7's spring")
    func keyboardFollowsPosts() throws {
        let result = ScenarioRunner.run(try Self.scenario(Self.showAndHide))
        let keyboardFrames = result.trace.compactMap { record -> (Double, CGRect)? in
            guard case .frame(_, let keyboard?, _, _) = record.event else { return nil }
            return (record.time.seconds, keyboard)
        }
        let up = try #require(keyboardFrames.last { $0.0 < 2.0 })
        #expect(up.1 == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(keyboardFrames.first?.1 == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(keyboardFrames.last?.1 == CGRect(x: 0, y: 667, width: 375, height: 260))
        // The spring takes 0.5 s: frames stop at 1.0 s, and start again with the hide.
        #expect(keyboardFrames.filter { $0.0 > 0.5 && $0.0 < 2.0 }.allSatisfy { $0.0 <= 1.0 + 1e-9 })
    }

    @Test("a missing key stays missing: a force-unwrapping handler is a verdict, a guarded one a note")
    func missingKeys() throws {
        let steps = """
            {"at": 0.5, "do": "focus", "field": "nameField"},
            {"at": 0.5, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260]}}
            """
        let forced = ScenarioRunner.run(try Self.scenario(steps, technique: #"{"name": "bottom-constant", "forceUnwrap": true}"#))
        #expect(verdict(forced, .handlerCrashes) == .number(1))
        let crash = try #require(forced.verdicts.first { $0.check == .handlerCrashes })
        #expect(crash.detail.contains("Unexpectedly found nil while unwrapping an Optional value"))
        #expect(crash.detail.contains("UIKeyboardAnimationDurationUserInfoKey"))
        #expect(verdict(forced, .fieldClearsKeyboard) == .bool(false))
        let posted = try #require(notifications(forced).first)
        #expect(posted.userInfo.entries.map(\.key) == ["UIKeyboardFrameEndUserInfoKey"])
        #expect(posted.object == "UIScreen")

        let guarded = ScenarioRunner.run(try Self.scenario(steps, technique: #"{"name": "stack-offset"}"#, screen: "survey-stack"))
        #expect(verdict(guarded, .handlerCrashes) == .number(0))
        #expect(
            guarded.trace.contains { record in
                if case .note(_, let text) = record.event { text.contains("has no UIKeyboardFrameBeginUserInfoKey") } else { false }
            })
    }

    @Test("posts mix with simulated events: a logged taller willShow, then a simulated dismissal from there")
    func mixed() throws {
        let steps = """
            {"at": 0.5, "do": "focus", "field": "nameField"},
            {"at": 1.5, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 407, 375, 260], "UIKeyboardFrameEndUserInfoKey": [0, 377.5, 375, 289.5], "UIKeyboardAnimationDurationUserInfoKey": 0, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
            {"at": 2.5, "do": "dismissKeyboard"}
            """
        let result = ScenarioRunner.run(try Self.scenario(steps, keyboard: "simulated"))
        let posted = notifications(result)
        #expect(
            posted.map(\.name) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillShowNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
        // The simulated hide starts where the logged notification put the keyboard.
        let hide = try #require(posted.first { $0.name == "UIKeyboardWillHideNotification" })
        #expect(hide.userInfo[UIResponder.keyboardFrameBeginUserInfoKey] == .rect(CGRect(x: 0, y: 377.5, width: 375, height: 289.5)))
        #expect(verdict(result, .fieldClearsKeyboard) == .bool(true))
        #expect(verdict(result, .overlapPointSeconds) == .number(0))
    }

    @Test("an iPad's zero end frame: the keyboard leaves the dock for a place the log does not give")
    func undockZeroRect() throws {
        let steps = """
            {"at": 0.5, "do": "focus", "field": "nameField"},
            {"at": 0.5, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 1024, 768, 313], "UIKeyboardFrameEndUserInfoKey": [0, 711, 768, 313], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
            {"at": 1.5, "do": "post", "name": "UIKeyboardWillHideNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 711, 768, 313], "UIKeyboardFrameEndUserInfoKey": [0, 0, 0, 0], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
            {"at": 2.5, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 0, 0, 0], "UIKeyboardFrameEndUserInfoKey": [0, 711, 768, 313], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}}
            """
        let result = ScenarioRunner.run(try Self.scenario(steps, device: "ipad-9-7"))
        let placements = result.trace.compactMap { record -> String? in
            if case .keyboard(let placement) = record.event { placement } else { nil }
        }
        #expect(placements == ["undocked", "docked"])
        #expect(verdict(result, .fieldClearsKeyboard) == .bool(true))
    }

    @Test(
        "the decoder names what a post step got wrong",
        arguments: [
            (
                #"{"at": 1, "do": "post", "name": "UIKeyboardWillShowNotificaton"}"#,
                #"logged.json:2:86: $.steps[0].name: unknown keyboard notification "UIKeyboardWillShowNotificaton" (did you mean "UIKeyboardWillShowNotification"?); expected one of "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification""#
            ),
            (
                #"{"at": 1, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375]}}"#,
                #"logged.json:2:166: $.steps[0].userInfo.UIKeyboardFrameEndUserInfoKey: expected a rectangle [x, y, width, height], found an array"#
            ),
            (
                #"{"at": 1, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardAnimationCurveUserInfoKey": 7.5}}"#,
                #"logged.json:2:172: $.steps[0].userInfo.UIKeyboardAnimationCurveUserInfoKey: expected a whole number (the curve), found 7.5"#
            ),
            (
                #"{"at": 1, "do": "emoji", "on": true}"#,
                #"logged.json:2:70: $.steps[0].do: a logged replay ("keyboard": "logged") takes the keyboard from its post steps; this step drives the simulated keyboard (remove it, or use "keyboard": "simulated" to mix both)"#
            ),
        ])
    func errors(step: String, message: String) {
        #expect(throws: ScenarioError.self) { try Self.scenario(step) }
        do {
            _ = try Self.scenario(step)
        } catch {
            #expect(String(describing: error) == message)
        }
    }

    @Test("a keyboard driven by posts: focus posts nothing, keyboard events are ignored with a diagnostic")
    func drivenByPosts() {
        let (sim, _, form) = makeFormSimulation(keyboard: .drivenByPosts)
        sim.advance(by: .zero)
        form.nameField.becomeFirstResponder()
        sim.keyboard.setEmojiKeyboard(true)
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts.isEmpty)
        #expect(sim.keyboard.phase == .hidden)
        #expect(
            sim.diagnostics == [
                "emoji: the keyboard follows the logged notifications and simulates nothing of its own. Ignored.",
                "undock: the keyboard follows the logged notifications and simulates nothing of its own. Ignored.",
            ])
    }

    @Test("iOS 7 in landscape: a posted frame in portrait coordinates puts the keyboard where the simulated one goes")
    func preIOS8FramesUnrotated() throws {
        let (simulated, _, form) = makeFormSimulation(profile: .iOS7)
        simulated.rotate(to: .landscapeRight)
        simulated.advance(by: .zero)
        form.nameField.becomeFirstResponder()
        simulated.advance(by: .seconds(1))
        let willShow = try #require(simulated.keyboardNotifications.first { $0.name == "WillShow" })
        guard case .rect(let reported)? = willShow.userInfo[UIResponder.keyboardFrameEndUserInfoKey] else {
            Issue.record("no end frame")
            return
        }
        #expect(reported.width < reported.height)  // the width holds the keyboard's height

        let (logged, _, _) = makeFormSimulation(profile: .iOS7, keyboard: .drivenByPosts)
        logged.rotate(to: .landscapeRight)
        logged.postKeyboardNotification(
            UIResponder.keyboardWillShowNotification,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: reported)])
        #expect(logged.keyboard.frame == simulated.keyboard.frame)
        #expect(logged.keyboard.phase == .shown)
        #expect(logged.keyboard.placement == .docked)
    }

    @Test("a huge number under a key of the app's own is written finite: every JSON Lines line reads back as JSON")
    func hugeUserInfoNumber() throws {
        let scenario = try Scenario.parse(
            """
            {"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
             "steps": [{"at": 0.5, "do": "focus", "field": "nameField"},
                       {"at": 1, "do": "post", "name": "UIKeyboardWillShowNotification",
                        "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "MyAppKey": 1e308}}]}
            """, file: "huge.json")
        let lines = TraceReport.jsonLines(ScenarioRunner.run(scenario).trace).split(separator: "\n").map(String.init)
        #expect(lines.count > 10)
        for line in lines {
            #expect(throws: Never.self) { _ = try LocatedJSONParser.parse(line) }
        }
        #expect(lines.contains { $0.contains(#""MyAppKey": 1e+308"#) })
        #expect(!lines.contains { $0.contains("inf") })
    }
}
