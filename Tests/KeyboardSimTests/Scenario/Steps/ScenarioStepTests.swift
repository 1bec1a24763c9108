import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// Each kind of step owns its spelling, decoding, description and whether a logged replay
/// refuses it; these read one example of every kind through the scenario decoder.
@MainActor @Suite("Scenario steps")
struct ScenarioStepTests {
    /// One step of every kind as a file writes it, with what `kbsim explain` says of it.
    static let examples: [(json: String, kind: String, summary: String, drivesKeyboard: Bool)] = [
        (#"{"at": 1, "do": "focus", "field": "nameField"}"#, "focus", "focus nameField", false),
        (#"{"at": 1, "do": "tap", "view": "nameField"}"#, "tap", "tap nameField", false),
        (#"{"at": 1, "do": "type", "delete": 2, "text": "Ada"}"#, "type", #"press delete 2 times, then type "Ada""#, false),
        (#"{"at": 1, "do": "pressReturn"}"#, "pressReturn", "press the return key", false),
        (#"{"at": 1, "do": "dismissKeyboard"}"#, "dismissKeyboard", "dismiss the keyboard (end editing)", false),
        (#"{"at": 1, "do": "predictiveBar", "on": false}"#, "predictiveBar", "predictive bar off", true),
        (#"{"at": 1, "do": "emoji", "on": true}"#, "emoji", "switch to the emoji keyboard", true),
        (#"{"at": 1, "do": "inputMode", "mode": "korean"}"#, "inputMode", "switch the keyboard to Korean", true),
        (#"{"at": 1, "do": "accessoryView", "height": 44}"#, "accessoryView", "give the field an input accessory view of 44 points", true),
        (
            #"{"at": 1, "do": "keyboardType", "field": "nameField", "type": "numberPad"}"#, "keyboardType",
            "give nameField the numberPad keyboard type", false
        ),
        (#"{"at": 1, "do": "rotate", "to": "landscapeLeft"}"#, "rotate", "rotate to landscapeLeft", false),
        (
            #"{"at": 1, "do": "stageManager", "window": [60, 40, 700, 700]}"#, "stageManager",
            "Stage Manager: the app's window at {{60, 40}, {700, 700}} on the screen", false
        ),
        (#"{"at": 1, "do": "undock"}"#, "undock", "undock the keyboard", true),
        (#"{"at": 1, "do": "dock"}"#, "dock", "dock the keyboard", true),
        (#"{"at": 1, "do": "split"}"#, "split", "split the keyboard", true),
        (#"{"at": 1, "do": "float"}"#, "float", "make the keyboard float", true),
        (#"{"at": 1, "do": "drag", "dy": -120}"#, "drag", "drag the keyboard by (0, -120)", true),
        (#"{"at": 1, "do": "hardwareKeyboard", "connected": true}"#, "hardwareKeyboard", "connect a hardware keyboard", true),
        (#"{"at": 1, "do": "otherAppKeyboard", "shown": false}"#, "otherAppKeyboard", "the other app's keyboard goes away", true),
        (
            #"{"at": 1, "do": "thirdPartyKeyboard", "heights": [216, 258]}"#, "thirdPartyKeyboard",
            "use a third-party keyboard reporting heights 216 → 258", true
        ),
        (
            #"{"at": 1, "do": "interactiveDismiss", "duration": 0.3}"#, "interactiveDismiss",
            "drag the keyboard down interactively for 0.3 s", true
        ),
        (#"{"at": 1, "do": "push", "screen": "detail"}"#, "push", "push detail", false),
        (#"{"at": 1, "do": "pop"}"#, "pop", "pop back", false),
        (#"{"at": 1, "do": "present", "screen": "detail", "style": "sheet"}"#, "present", "present detail as a sheet", false),
        (#"{"at": 1, "do": "dismiss"}"#, "dismiss", "dismiss the presented screen", false),
        (#"{"at": 1, "do": "release"}"#, "release", "the app lets go of the screens", false),
        (
            #"{"at": 1, "do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260]}}"#,
            "post", "post UIKeyboardWillShowNotification as logged (1 userInfo keys)", false
        ),
    ]

    private func scenario(steps: [String], keyboard: String = "simulated") throws -> Scenario {
        try Scenario.parse(
            """
            {"title": "t", "device": "ipad-10", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
             "keyboard": "\(keyboard)", "steps": [\(steps.joined(separator: ", "))]}
            """, file: "steps.json")
    }

    @Test("a Stage Manager window is refused at its place where it cannot be: an iPhone, before iOS 16, off the screen of its orientation")
    func stageManagerRefusals() throws {
        func refusal(_ device: String, _ ios: String, _ steps: [String]) -> String {
            do {
                _ = try Scenario.parse(
                    """
                    {"title": "t", "device": "\(device)", "ios": "\(ios)", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
                     "steps": [\(steps.joined(separator: ", "))]}
                    """, file: "sm.json")
                return "accepted"
            } catch { return error.description }
        }
        let window = #"{"at": 1, "do": "stageManager", "window": [60, 200, 700, 720]}"#
        #expect(refusal("iphone-se-3", "17", [window]).hasPrefix("sm.json:2:"))
        #expect(refusal("iphone-se-3", "17", [window]).contains("$.steps[0].window: Stage Manager windows are iPad's"))
        #expect(refusal("ipad-10", "15", [window]).contains("Stage Manager came with iPadOS 16"))
        // Fits the portrait screen, not the landscape one it is placed on after the rotation.
        #expect(refusal("ipad-10", "17", [window]) == "accepted")
        #expect(
            refusal("ipad-10", "17", [#"{"at": 0.5, "do": "rotate", "to": "landscapeLeft"}"#, window]).contains(
                "$.steps[1].window: expected a window inside the 1180 × 820-point screen"))
        #expect(
            refusal("ipad-10", "17", [#"{"at": 1, "do": "stageManager", "window": [1, 2, 3]}"#]).contains("expected [x, y, width, height]"))
        #expect(refusal("ipad-10", "17", [#"{"at": 1, "do": "stageManager", "window": null}"#]) == "accepted")
        #expect(refusal("ipad-10", "17", [#"{"at": 1, "do": "stageManager"}"#]).contains("missing key \"window\""))
    }

    @Test("every kind has one spelling, and the examples cover every kind in the catalogue's order")
    func kinds() {
        let kinds = ScenarioStep.kinds.map { $0.kind }
        #expect(Set(kinds).count == kinds.count)
        #expect(Self.examples.map(\.kind) == kinds)
        #expect(Scenario.stepNames == kinds)
    }

    @Test("each example decodes to its kind, with its summary and whether it drives the keyboard")
    func decodes() throws {
        let steps = try scenario(steps: Self.examples.map(\.json)).steps
        #expect(steps.count == Self.examples.count)
        for (step, example) in zip(steps, Self.examples) {
            #expect(step.action.kind == example.kind)
            #expect(step.action.summary == example.summary)
            #expect(step.action.drivesSimulatedKeyboard == example.drivesKeyboard, "\(example.kind)")
            #expect(step.action.isLoggedPost == (example.kind == "post"))
        }
    }

    @Test("a logged replay refuses every step that drives the simulated keyboard, at its do")
    func loggedReplayRefuses() throws {
        for example in Self.examples where example.drivesKeyboard {
            #expect {
                _ = try scenario(steps: [example.json], keyboard: "logged")
            } throws: { error in
                guard let error = error as? ScenarioError else { return false }
                return error.path == "$.steps[0].do" && error.message.hasPrefix("a logged replay")
            }
        }
    }

    @Test("tap, type and pressReturn: their keys read and refused at their place, and written back as read")
    func interactionSteps() throws {
        func refusal(_ step: String) -> ScenarioError? {
            do {
                _ = try scenario(steps: [step])
                return nil
            } catch { return error as? ScenarioError }
        }
        let cases: [(step: String, path: String, message: String)] = [
            (#"{"at": 1, "do": "tap"}"#, "$.steps[0]", #"missing key "view""#),
            (#"{"at": 1, "do": "tap", "view": 3}"#, "$.steps[0].view", "expected a string, found the number 3"),
            (#"{"at": 1, "do": "tap", "view": "nameField", "times": 0}"#, "$.steps[0].times", "0 is out of range; expected 1 to 10"),
            (
                #"{"at": 1, "do": "tap", "view": "nameField", "times": 1.5}"#, "$.steps[0].times",
                "expected a whole number from 1 to 10, found 1.5"
            ),
            (
                #"{"at": 1, "do": "tap", "field": "nameField"}"#, "$.steps[0].field",
                #"unknown key "field"; expected "at", "do", "view", "times""#
            ),
            (
                #"{"at": 1, "do": "type"}"#, "$.steps[0]",
                #"expected "text" (what to type), "delete" (how many times to press the delete key first) or both"#
            ),
            (#"{"at": 1, "do": "type", "text": ""}"#, "$.steps[0].text", "expected 1 to 10000 characters to type"),
            (#"{"at": 1, "do": "type", "text": 12}"#, "$.steps[0].text", "expected a string, found the number 12"),
            (#"{"at": 1, "do": "type", "delete": -1}"#, "$.steps[0].delete", "-1 is out of range; expected 1 to 10000"),
            (#"{"at": 1, "do": "type", "delete": 2.5}"#, "$.steps[0].delete", "expected a whole number from 1 to 10000, found 2.5"),
            (#"{"at": 1, "do": "pressReturn", "times": 2}"#, "$.steps[0].times", #"unknown key "times"; expected "at", "do""#),
        ]
        for example in cases {
            let error = try #require(refusal(example.step), "\(example.step) was taken")
            #expect(error.path == example.path, "\(example.step)")
            #expect(error.message == example.message, "\(example.step)")
            #expect(error.file == "steps.json")
        }
        let steps = try scenario(steps: [
            #"{"at": 1, "do": "tap", "view": "loginView", "times": 2}"#, #"{"at": 2, "do": "type", "text": "a\nb"}"#,
            #"{"at": 3, "do": "type", "delete": 1}"#,
        ]).steps
        #expect(steps.map(\.action.summary) == ["tap loginView 2 times", #"type "a\nb""#, "press delete once"])
        let tap = try #require(steps[0].action as? TapStep)
        #expect(tap == TapStep(view: "loginView", times: 2))
        #expect(tap.jsonMembers.map(\.key) == ["view", "times"])
        #expect(TapStep(view: "x").jsonMembers.map(\.key) == ["view"])
        #expect(try #require(steps[1].action as? TypeStep).text == "a\nb")
        #expect(TypeStep(text: "Ada", delete: 2).jsonMembers.map(\.key) == ["text", "delete"])
        #expect(TypeStep(delete: 2).jsonMembers.map(\.key) == ["delete"])
    }

    @Test("a step's own keys are checked against its kind")
    func keysPerKind() {
        #expect {
            _ = try scenario(steps: [#"{"at": 1, "do": "pop", "screen": "detail"}"#])
        } throws: { error in
            (error as? ScenarioError)?.message == #"unknown key "screen"; expected "at", "do""#
        }
        #expect {
            _ = try scenario(steps: [#"{"at": 1, "do": "thirdPartyKeyboard", "heights": []}"#])
        } throws: { error in
            let error = error as? ScenarioError
            return error?.path == "$.steps[0].heights" && error?.message == "expected an array of 1 to 10 heights in points"
        }
    }
}
