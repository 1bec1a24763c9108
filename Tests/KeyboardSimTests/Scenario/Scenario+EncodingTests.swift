import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// Encoding a scenario as a scenario file: parsing the text gives the same scenario back, for
/// every bundled file and every step kind, in the layout `kbsim import` prints.
@MainActor @Suite("Scenario encoding: jsonValue and jsonText")
struct ScenarioEncodingTests {
    nonisolated static let scenarioFiles: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map {
            folder.appendingPathComponent($0).path
        }
    }()

    /// Every field of a scenario that the file format holds, to compare two scenarios with.
    static func differences(_ a: Scenario, _ b: Scenario) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ name: String, _ x: T, _ y: T) {
            if x != y { found.append("\(name): \(x) ≠ \(y)") }
        }
        check("title", a.title, b.title)
        check("source", a.source, b.source)
        check("device", a.device.id, b.device.id)
        check("orientation", a.orientation, b.orientation)
        check("profile", a.profile, b.profile)
        check("keyboard", a.keyboard, b.keyboard)
        check("screen", a.screen, b.screen)
        check("fps", a.framesPerSecond, b.framesPerSecond)
        check("expectations", a.expectations, b.expectations)
        check("technique", a.technique, b.technique)
        check("steps", a.steps.count, b.steps.count)
        for (index, (x, y)) in zip(a.steps, b.steps).enumerated() {
            check("steps[\(index)].at", x.at, y.at)
            check("steps[\(index)].action", AnyHashable(x.action), AnyHashable(y.action))
        }
        check("inline screen", a.inlineScreen == nil, b.inlineScreen == nil)
        if let p = a.inlineScreen, let q = b.inlineScreen {
            check("views", p.views.map { String(describing: $0) }, q.views.map { String(describing: $0) })
            func parts(_ line: ConstraintLine) -> String {
                "\(line.first.item).\(line.first.attribute) \(line.relation) \(line.second.map { "\($0.item).\($0.attribute)" } ?? "-") ×\(line.multiplier) +\(line.constant) @\(line.priority) #\(line.identifier ?? "-")"
            }
            check("constraints", p.constraints.map(parts), q.constraints.map(parts))
        }
        return found
    }

    @Test("every bundled scenario: encoded, parsed again, the same scenario; encoding it again, the same text", arguments: scenarioFiles)
    func bundledRoundTrip(file: String) throws {
        let original = try Scenario.load(path: file)
        let text = original.jsonText
        let reparsed = try Scenario.parse(text, file: file)
        #expect(Self.differences(original, reparsed) == [])
        #expect(reparsed.jsonText == text)
    }

    @Test("every bundled scenario runs the same from its encoded text", arguments: scenarioFiles)
    func bundledRunsTheSame(file: String) throws {
        let original = try Scenario.load(path: file)
        let reparsed = try Scenario.parse(original.jsonText, file: file)
        #expect(TraceReport.jsonLines(ScenarioRunner.run(reparsed).trace) == TraceReport.jsonLines(ScenarioRunner.run(original).trace))
    }

    /// A scenario with every step kind and every option set away from its default.
    static let everything: Scenario = {
        let screen = ScreenCatalog.ids.first { $0 == "detail" } ?? "detail"
        let post = LoggedNotification(
            name: UIResponder.keyboardWillShowNotification.rawValue, object: .none,
            userInfo: OrderedUserInfo(entries: [
                (UIResponder.keyboardFrameEndUserInfoKey, .rect(CGRect(x: 0, y: 407.5, width: 375, height: 259.5))),
                (UIResponder.keyboardCenterEndUserInfoKey, .point(CGPoint(x: 187.5, y: 537))),
                (UIResponder.keyboardAnimationDurationUserInfoKey, .number(0.25)),
                (UIResponder.keyboardAnimationCurveUserInfoKey, .integer(7)),
                (UIResponder.keyboardIsLocalUserInfoKey, .bool(false)),
                ("AppSpecificKey", .string("a \"quoted\" value")),
            ]).canonicallyOrdered)
        let actions: [any ScenarioStepAction] = [
            FocusStep(field: "nameField"), TapStep(view: "nameField", times: 2), TapStep(view: "nameField"),
            TypeStep(text: "a \"quoted\"\nline", delete: 3), TypeStep(delete: 1), TypeStep(text: "x"), PressReturnStep(),
            PredictiveBarStep(on: false), EmojiStep(on: true), InputModeStep(.japanese),
            AccessoryViewStep(height: 44), KeyboardTypeStep(field: "nameField", type: .numberPad), RotateStep(to: .landscapeLeft),
            // (A window's frame is refused on iOS 10; the whole screen is not. StageManagerTests
            // and ScenarioStepTests read a frame.)
            StageManagerStep(window: nil),
            UndockStep(), DockStep(), SplitStep(), FloatStep(), DragStep(dx: -12.5, dy: 30), DragStep(dy: -10),
            HardwareKeyboardStep(connected: true),
            OtherAppKeyboardStep(shown: false), ThirdPartyKeyboardStep(heights: [216, 256.5]), InteractiveDismissStep(duration: 0.4),
            PushStep(screen: screen), PopStep(), PresentStep(screen: screen, style: .sheet), PresentStep(screen: screen), DismissStep(),
            PostStep(post),
            PostStep(
                LoggedNotification(
                    name: UIResponder.keyboardDidHideNotification.rawValue, object: .screen, userInfo: OrderedUserInfo(entries: []))),
            PostStep(LoggedNotification(name: UIResponder.keyboardDidShowNotification.rawValue, userInfo: OrderedUserInfo(entries: []))),
            DismissKeyboardStep(), ReleaseStep(),
        ]
        var technique = TechniqueConfiguration(
            name: .bottomConstant, observers: .block, register: .viewDidLoad, unregister: .deinit, gap: 12.5,
            bug: TechniqueCatalog.bugs(of: .bottomConstant).first, capturesSelfStrongly: true)
        technique.dispatchAsync = true
        technique.forceUnwrap = true
        var profile = BehaviorProfile.iOS10
        profile.runsInSimulator = true
        var scenario = Scenario(
            generated: "everything.json", title: "Every step: \"quoted\", × and a line\nbreak",
            device: Device.catalog.last ?? Device.catalog[0], orientation: .landscapeRight, profile: profile, technique: technique,
            steps: actions.enumerated().map { (at: 0.5 + Double($0.offset) * 0.25, action: $0.element) },
            expectations: [
                Expectation(check: .fieldClearsKeyboard, value: .bool(false)), Expectation(check: .observerLeaks, value: .atMost(0)),
                Expectation(check: .handlerCrashes, value: .atLeast(1)), Expectation(check: .maxTrackingError, value: .atMost(1.5)),
            ],
            framesPerSecond: 120)
        scenario.source = "https://example.com/report?id=1&x=\"2\""
        return scenario
    }()

    @Test("every step kind the decoder takes, and every option, survive the round trip")
    func everyStepKind() throws {
        let text = Self.everything.jsonText
        let reparsed = try Scenario.parse(text, file: "everything.json")
        #expect(Self.differences(Self.everything, reparsed) == [])
        guard case .object(let members) = try LocatedJSONParser.parse(text).jsonValue,
            case .array(let steps)? = members.first(where: { $0.key == "steps" })?.value
        else {
            Issue.record("expected an object with steps")
            return
        }
        let kinds = Set(
            steps.compactMap { step -> String? in
                if case .object(let keys) = step, case .string(let kind)? = keys.first(where: { $0.key == "do" })?.value {
                    kind
                } else {
                    nil
                }
            })
        #expect(kinds == Set(ScenarioStep.kinds.map { $0.kind }))
        #expect(kinds.count == 27)
    }

    @Test("the layout: keys in a fixed order, defaults left out, one step per line")
    func layout() throws {
        let scenario = try Scenario.parse(
            """
            {"steps": [{"do": "focus", "at": 0.5, "field": "nameField"}, {"at": 1, "do": "drag", "dy": 40, "dx": 0},
                       {"at": 2, "do": "present", "screen": "detail", "style": "fullScreen"}, {"at": 3, "do": "dismiss"}],
             "expect": {"observerLeaks": 0, "handlerCrashes": {"atLeast": 1}, "fieldClearsKeyboard": true},
             "technique": {"gap": 20, "name": "bottom-constant", "register": "viewWillAppear", "observers": "block"},
             "screen": "login-bottom-field", "orientation": "portrait", "ios": 7, "device": "iPhone SE (3rd generation)", "title": "Layout"}
            """, file: "layout.json")
        #expect(
            scenario.jsonText == """
                {
                  "title": "Layout",
                  "device": "iphone-se-3",
                  "ios": "7",
                  "screen": "login-bottom-field",
                  "technique": {"name": "bottom-constant", "observers": "block"},
                  "steps": [
                    {"at": 0.5, "do": "focus", "field": "nameField"},
                    {"at": 1, "do": "drag", "dy": 40},
                    {"at": 2, "do": "present", "screen": "detail"},
                    {"at": 3, "do": "dismiss"}
                  ],
                  "expect": {"observerLeaks": 0, "handlerCrashes": {"atLeast": 1}, "fieldClearsKeyboard": true}
                }

                """)
    }

    @Test("an inline screen: one view and one constraint per line, each view with only what differs from a plain view")
    func inlineScreen() throws {
        let scenario = try Scenario.parse(
            """
            {"title": "Inline", "device": "iphone-se-3", "technique": {"name": "constant-with-layout"},
             "screen": {"views": [{"id": "entry", "frame": [0, 600, 375, 67], "autoresizing": ["flexibleTopMargin", "flexibleWidth"]},
                                  {"id": "row", "type": "stack", "in": "entry", "axis": "horizontal", "spacing": 8, "alignment": "center", "distribution": "fillEqually"},
                                  {"id": "nameField", "type": "textField", "in": "row"}, {"id": "icon", "type": "imageView", "size": [24, 24], "in": "row"},
                                  {"id": "send", "type": "button", "text": "Send", "in": "row"}, {"id": "messageList"}],
                        "constraints": ["messageList.bottom  ==  entry.top", "entry.bottom == safeArea.bottom #entryBottom", "icon.width == 0.5 * icon.height + 2 @750"]},
             "steps": []}
            """, file: "inline.json")
        #expect(
            scenario.jsonText == """
                {
                  "title": "Inline",
                  "device": "iphone-se-3",
                  "ios": "17",
                  "screen": {
                    "views": [
                      {"id": "entry", "frame": [0, 600, 375, 67], "autoresizing": ["flexibleWidth", "flexibleTopMargin"]},
                      {"id": "row", "type": "stack", "in": "entry", "axis": "horizontal", "spacing": 8, "alignment": "center", "distribution": "fillEqually"},
                      {"id": "nameField", "type": "textField", "in": "row"},
                      {"id": "icon", "type": "imageView", "in": "row", "size": [24, 24]},
                      {"id": "send", "type": "button", "in": "row", "text": "Send"},
                      {"id": "messageList"}
                    ],
                    "constraints": [
                      "messageList.bottom == entry.top",
                      "entry.bottom == safeArea.bottom #entryBottom",
                      "icon.width == 0.5 * icon.height + 2 @750"
                    ]
                  },
                  "technique": {"name": "constant-with-layout"},
                  "steps": []
                }

                """)
        #expect(Self.differences(scenario, try Scenario.parse(scenario.jsonText, file: "inline.json")) == [])
    }
}
