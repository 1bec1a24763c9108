import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// kbsim's own traces read back: JSON Lines through the judge's reader (TraceReport), text lines by their grammar.
@MainActor @Suite("LogScanner: kbsim traces")
struct LogScannerKbsimTraceTests {
    /// `json` as the value of `key` in a trace's notification record, read by the trace reader
    /// and then as the key's documented type.
    private func traced(_ json: String, _ key: String) throws -> Result<UserInfoValue, PrintedValue.Unreadable> {
        let record =
            #"{"t": 0.5, "kind": "notification", "post": 1, "name": "UIKeyboardWillShowNotification", "userInfo": {"\#(key)": \#(json)}}"#
        let lined = try #require(try TraceReport.linedTraces(jsonLines: Self.header + "\n" + record, file: "t.jsonl").first?.last)
        guard case .notification(_, _, _, let userInfo) = lined.record.event, let value = userInfo.entries.first?.value else {
            throw TraceFormatError(file: "t.jsonl", line: lined.line, path: "$", message: "not read as a notification")
        }
        return LogScanner.tracedValue(value, key: key)
    }

    /// A run header as kbsim run --format json writes it.
    static let header =
        #"{"t": 0, "kind": "run", "title": "t", "file": "t.json", "device": "iphone-se-3", "deviceName": "iPhone SE (3rd generation)", "orientation": "portrait", "ios": 17, "technique": {"name": "bottom-constant", "bug": null, "observers": "selector", "register": "viewWillAppear", "unregister": "viewWillDisappear", "gap": 20, "capturesSelfStrongly": false, "dispatchAsync": false, "forceUnwrap": false}, "fps": 60, "duration": 3, "keyboard": "software"}"#

    /// The entries of a JSON Lines trace, as `kbsim import` reads them.
    private func traceEntries(_ text: String) throws -> (LogScanner, [LogScanner.Entry]) {
        var scanner = LogScanner(text: text)
        let records = try #require(try TraceReport.linedTraces(jsonLines: text, file: "t.jsonl").first)
        let entries = scanner.traceEntries(records)
        return (scanner, entries)
    }

    @Test(
        "a JSON Lines value by its key's documented type",
        arguments: [
            (
                UIResponder.keyboardFrameEndUserInfoKey, "[0, 407, 375, 260]",
                UserInfoValue.rect(CGRect(x: 0, y: 407, width: 375, height: 260))
            ),
            (UIResponder.keyboardCenterEndUserInfoKey, "[187.5, 537]", .point(CGPoint(x: 187.5, y: 537))),
            (UIResponder.keyboardAnimationDurationUserInfoKey, "0.25", .number(0.25)),
            (UIResponder.keyboardAnimationCurveUserInfoKey, "7", .integer(7)),
            (UIResponder.keyboardAnimationCurveUserInfoKey, "7.0000001", .integer(7)),
            (UIResponder.keyboardIsLocalUserInfoKey, "true", .bool(true)),
            (UIResponder.keyboardIsLocalUserInfoKey, "0", .bool(false)),
            (UIResponder.keyboardFrameEndUserInfoKey, "\"NSRect: {{0, 1}, {2, 3}}\"", .rect(CGRect(x: 0, y: 1, width: 2, height: 3))),
            ("OtherKey", "[1, 2, 3, 4]", .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
            ("OtherKey", "[1, 2]", .point(CGPoint(x: 1, y: 2))),
            ("OtherKey", "12.5", .number(12.5)),
            ("OtherKey", "false", .bool(false)),
            ("OtherKey", "\"<NSConcreteValue>\"", .string("<NSConcreteValue>")),
            ("OtherKey", "\"5\"", .number(5)),
            ("OtherKey", "null", .string("null")),
            ("OtherKey", "[1, 2, 3]", .string("[1, 2, 3]")),
        ])
    func reads(key: String, json: String, value: UserInfoValue) throws {
        #expect(try traced(json, key).get() == value)
    }

    @Test(
        "a value its key cannot hold: the JSON as written, and what the key holds",
        arguments: [
            (
                UIResponder.keyboardFrameEndUserInfoKey, "[0, 407]",
                "UIKeyboardFrameEndUserInfoKey = [0, 407]: expected NSRect: {{x, y}, {width, height}}"
            ),
            (UIResponder.keyboardCenterEndUserInfoKey, "true", "UIKeyboardCenterEndUserInfoKey = true: expected NSPoint: {x, y}"),
            (
                UIResponder.keyboardAnimationDurationUserInfoKey, "-1",
                "UIKeyboardAnimationDurationUserInfoKey = -1: expected a duration in seconds"
            ),
            (
                UIResponder.keyboardAnimationCurveUserInfoKey, "7.5",
                "UIKeyboardAnimationCurveUserInfoKey = 7.5: expected a curve (a whole number)"
            ),
            (
                UIResponder.keyboardIsLocalUserInfoKey, "{\"a\": 1}",
                "UIKeyboardIsLocalUserInfoKey = {\"a\": 1}: expected 1 or 0 (a Boolean)"
            ),
        ])
    func refuses(key: String, json: String, message: String) throws {
        guard case .failure(let error) = try traced(json, key) else {
            Issue.record("\(json) read as a \(key)")
            return
        }
        #expect(error.message == message)
    }

    @Test("a JSON Lines trace: notifications with their times and objects, the run header, screen records, other records passed over")
    func jsonLines() throws {
        let (scanner, entries) = try traceEntries(
            """
            {"t": 0, "kind": "screen", "orientation": "portrait", "size": [375, 667], "safeArea": [20, 0, 0, 0]}
            \(Self.header)
            {"t": 0.5, "kind": "focus", "from": null, "to": "nameField"}
            {"t": 0.5, "kind": "notification", "post": 1, "name": "UIKeyboardWillShowNotification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260], "UIKeyboardAnimationCurveUserInfoKey": 7}}
            {"t": 0.6, "kind": "notification", "post": 2, "name": "UIApplicationDidBecomeActiveNotification", "userInfo": {}}
            {"t": 1.5, "kind": "screen", "orientation": "landscapeRight", "size": [667, 375], "safeArea": [0, 0, 0, 0]}
            {"t": 1.75, "kind": "notification", "post": 3, "name": "UIKeyboardDidShowNotification", "userInfo": {}}
            """)
        #expect(scanner.problems.isEmpty)
        #expect(scanner.style == .kbsimTrace)
        #expect(entries.map(\.line) == [4, 7])
        #expect(entries.map(\.time) == [0.5, 1.75])
        #expect(entries.map(\.notification.object) == [.screen, .none])
        #expect(
            entries[0].notification.userInfo.entries.map(\.key) == [
                UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
            ])
        #expect(entries[0].notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(scanner.tracedRun?.device == "iphone-se-3")
        #expect(scanner.tracedRun?.systemVersion == "17")
        #expect(scanner.screens.map(\.orientation) == [.portrait, .landscapeRight])
        #expect(scanner.screens.map(\.time) == [0, 1.5])
        #expect(scanner.screens.map(\.size) == [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)])
    }

    @Test("a JSON Lines notification that is not a keyboard one, or a value that does not fit: a problem on its line")
    func jsonLinesProblems() throws {
        let (scanner, entries) = try traceEntries(
            """
            \(Self.header)
            {"t": 0.5, "kind": "notification", "post": 1, "name": "UIKeyboardWillFlyNotification", "userInfo": {}}
            {"t": 0.6, "kind": "notification", "post": 2, "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardAnimationDurationUserInfoKey": "soon"}}
            """)
        #expect(entries.isEmpty)
        #expect(scanner.problems.map(\.line) == [2, 3])
        #expect(
            scanner.problems.map(\.message) == [
                "UIKeyboardWillFlyNotification is not a keyboard notification",
                "UIKeyboardAnimationDurationUserInfoKey = soon: expected a duration in seconds",
            ])
    }

    @Test("kbsim run's text: screen lines and post lines with their object and times")
    func text() {
        var scanner = LogScanner(
            text: """
                0  screen portrait 375×667, safe area 20,0,0,0
                0.5  post #1 UIKeyboardWillShowNotification object=UIScreen {UIKeyboardFrameEndUserInfoKey = {{0, 407}, {375, 260}}; UIKeyboardAnimationCurveUserInfoKey = 7}
                1  screen landscapeRight 667×375, safe area 0,0,0,0
                1.25  post #2 UIKeyboardDidShowNotification {}
                """)
        let entries = scanner.scan()
        #expect(scanner.problems.isEmpty)
        #expect(scanner.style == .kbsimTrace)
        #expect(entries.map(\.time) == [0.5, 1.25])
        #expect(entries.map(\.notification.object) == [.screen, .none])
        #expect(
            entries[0].notification.userInfo[UIResponder.keyboardFrameEndUserInfoKey]
                == .rect(CGRect(x: 0, y: 407, width: 375, height: 260)))
        #expect(scanner.screens.map(\.orientation) == [.portrait, .landscapeRight])
    }

    @Test("a JSON Lines trace's Stage Manager windows become stageManager steps; the whole screen a rotation records is the rotation's")
    func stageManagerWindows() throws {
        let scenario = try Scenario.parse(
            """
            {"title": "t", "device": "ipad-10", "ios": "17", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
             "steps": [{"at": 0.3, "do": "stageManager", "window": [60, 40, 700, 700]}, {"at": 0.5, "do": "focus", "field": "nameField"},
                       {"at": 1.5, "do": "rotate", "to": "landscapeLeft"}, {"at": 2.5, "do": "stageManager", "window": [100, 50, 700, 600]},
                       {"at": 3, "do": "dismissKeyboard"}, {"at": 4, "do": "stageManager", "window": null}]}
            """, file: "sm.json")
        let lines = TraceReport.jsonLines(ScenarioRunner.run(scenario).trace)
        let imported = try LogImporter.parse(lines, file: "sm.jsonl").scenario()
        let changes = imported.steps.compactMap { step -> String? in
            switch step.action {
            case let placed as StageManagerStep: "\(step.at) window \(placed.window.map(\.uiKitDescription) ?? "null")"
            case let rotate as RotateStep: "\(step.at) rotate \(rotate.orientation)"
            default: nil
            }
        }
        #expect(
            changes == [
                "0.3 window {{60, 40}, {700, 700}}", "1.5 rotate landscapeLeft", "2.5 window {{100, 50}, {700, 600}}", "4.0 window null",
            ])
        // kbsim run's text trace says the same.
        let text = TraceReport.text(ScenarioRunner.run(scenario).trace)
        let fromText = try LogImporter.parse(text, file: "sm.txt").scenario()
        #expect(
            fromText.steps.compactMap { ($0.action as? StageManagerStep).map { "\($0.window.map(\.uiKitDescription) ?? "null")" } } == [
                "{{60, 40}, {700, 700}}", "{{100, 50}, {700, 600}}", "null",
            ])
    }

    @Test("a window placed and a rotation at one instant are imported in the trace's order")
    func sameInstant() throws {
        let scenario = try Scenario.parse(
            """
            {"title": "t", "device": "ipad-10", "ios": "17", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
             "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 2, "do": "stageManager", "window": [60, 200, 700, 720]},
                       {"at": 2, "do": "rotate", "to": "landscapeLeft"}, {"at": 3, "do": "dismissKeyboard"}]}
            """, file: "same.json")
        let imported = try LogImporter.parse(TraceReport.jsonLines(ScenarioRunner.run(scenario).trace), file: "same.jsonl").scenario()
        let kinds = imported.steps.map(\.action.kind).filter { $0 == "stageManager" || $0 == "rotate" }
        #expect(kinds == ["stageManager", "rotate"])
        // And the imported scenario is read back: the portrait window before the turn.
        #expect(throws: Never.self) { try Scenario.parse(imported.jsonText, file: "imported.json") }
    }
}
