import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// What `kbsim import` writes: the imported log as a `Scenario` value, encoded by the scenario
/// encoder into the text the importer has always printed.
@MainActor @Suite("ImportedLog: the logged replay as a scenario")
struct ImportedLogTests {
    static let willShow = LoggedNotification(
        name: UIResponder.keyboardWillShowNotification.rawValue, object: .screen,
        userInfo: OrderedUserInfo(entries: [
            (UIResponder.keyboardFrameEndUserInfoKey, .rect(CGRect(x: 0, y: 407, width: 375, height: 260)))
        ]))
    static let didShow = LoggedNotification(
        name: UIResponder.keyboardDidShowNotification.rawValue, object: .none, userInfo: OrderedUserInfo(entries: []))

    @Test(
        "the scenario: the technique's screen, nameField focused at the first post, posts and rotations in their order, a logged keyboard")
    func scenarioValue() {
        let log = ImportedLog(
            file: "logs/trace.jsonl",
            posts: [.init(line: 3, at: 0.75, notification: Self.willShow), .init(line: 9, at: 1.25, notification: Self.didShow)],
            rotations: [.init(at: 1, beforePost: 1, to: .landscapeRight), .init(at: 2, beforePost: 2, to: .portrait)],
            device: Device.named("iphone-se-3") ?? Device.catalog[0], orientation: .portrait, profile: .iOS17, findings: [], linesRead: 12)
        let scenario = log.scenario(technique: .stackOffset)
        #expect(scenario.title == "trace.jsonl: 2 keyboard notifications logged on iPhone SE (3rd generation)")
        #expect(scenario.source == "kbsim import logs/trace.jsonl")
        #expect(scenario.keyboard == .logged)
        #expect(scenario.technique.name == .stackOffset)
        #expect(scenario.screen == TechniqueCatalog.entries.first { $0.name == "stack-offset" }?.screen)
        #expect(scenario.steps.map(\.at) == [0.75, 0.75, 1, 1.25, 2])
        let expected: [any ScenarioStepAction] = [
            FocusStep(field: "nameField"), PostStep(Self.willShow), RotateStep(to: .landscapeRight), PostStep(Self.didShow),
            RotateStep(to: .portrait),
        ]
        #expect(scenario.steps.map { AnyHashable($0.action) } == expected.map { AnyHashable($0) })
        #expect(scenario.expectations.isEmpty)
    }

    @Test("the text kbsim import has always printed: one notification, landscape from the printed UIScreen, a quoted value kept as printed")
    func scenarioText() throws {
        let log = try LogImporter.parse(
            #"""
            2024-03-01 10:15:02.101234+0100 Demo[812:4411] NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; object = <UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {667, 375}}; mode = <UIScreenMode: 0x6000>>; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 375}, {667, 219}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 156}, {667, 219}}";
                UIKeyboardIsLocalUserInfoKey = 1;
                CustomThing = "x\"y";
            }}
            """#, file: "landscape.log")
        #expect(
            log.scenarioJSON() == #"""
                {
                  "title": "landscape.log: 1 keyboard notification logged on iPhone SE (3rd generation)",
                  "source": "kbsim import landscape.log",
                  "device": "iphone-se-3",
                  "orientation": "landscapeRight",
                  "ios": "17",
                  "keyboard": "logged",
                  "screen": "login-bottom-field",
                  "technique": {"name": "bottom-constant"},
                  "steps": [
                    {"at": 0.5, "do": "focus", "field": "nameField"},
                    {"at": 0.5, "do": "post", "name": "UIKeyboardWillShowNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 375, 667, 219], "UIKeyboardFrameEndUserInfoKey": [0, 156, 667, 219], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true, "CustomThing": "x\\\"y"}}
                  ]
                }

                """#)
        #expect(log.scenarioJSON() == log.scenario().jsonText)
    }

    @Test("every bundled log's import is the scenario value encoded, and parses back to it")
    func bundledLogs() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/logs")
        let logs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
        #expect(logs.count >= 6)
        for name in logs {
            let path = folder.appendingPathComponent(name).path
            // Every one infers its device (the split keyboard's from its centers and bounds).
            let log = try LogImporter.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
            let scenario = log.scenario()
            let reparsed = try Scenario.parse(log.scenarioJSON(), file: name)
            #expect(reparsed.steps.map { AnyHashable($0.action) } == scenario.steps.map { AnyHashable($0.action) }, "\(name)")
            #expect(reparsed.steps.map(\.at) == scenario.steps.map(\.at), "\(name)")
            #expect(reparsed.jsonText == log.scenarioJSON(), "\(name)")
        }
    }
}
