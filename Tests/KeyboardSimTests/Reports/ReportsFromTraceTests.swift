import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KeyboardSimCore

/// Every report is a function of the trace alone: a trace written by hand — no scenario, no
/// simulation — gives the text trace, JSON Lines and explanation these expect.
@MainActor @Suite("Reports read only the trace")
struct ReportsFromTraceTests {
    static let header = RunHeader(
        title: "a hand-written trace", file: "hand.json", deviceID: "iphone-se-3", deviceName: "iPhone SE (3rd generation)",
        orientation: "portrait", profile: "iOS 17", iosVersion: 17,
        technique: .init(
            name: "bottom-constant", bug: "sizeOnly", observers: "selector", register: "viewWillAppear",
            unregister: "viewWillDisappear", gap: 20, capturesSelfStrongly: false, dispatchAsync: false, forceUnwrap: false),
        framesPerSecond: 60, duration: 2, keyboard: "simulated", source: nil)

    static let trace = Trace([
        TraceRecord(time: .zero, event: .run(header)),
        TraceRecord(
            time: .seconds(0.5), event: .step(StepRecord(index: 0, at: 0.5, kind: "focus", summary: "focus nameField", isLoggedPost: false))
        ),
        TraceRecord(time: .seconds(0.5), event: .focus(from: nil, to: "nameField")),
        TraceRecord(
            time: .seconds(0.5),
            event: .change(controller: "FormController", property: "bottomSpace.constant", from: .number(-20), to: .number(-280), post: 3)),
        TraceRecord(time: .seconds(0.5), event: .crash(controller: "FormController", reason: "a trap")),
        TraceRecord(
            time: .seconds(2), event: .verdict(Verdict(check: .observerLeaks, value: .number(1), expected: .atMost(0), detail: "#1 left"))),
    ])

    @Test("the text trace: the header's two lines, the events without header, steps or verdicts, then the verdicts")
    func text() {
        #expect(
            TraceReport.text(Self.trace) == """
                a hand-written trace
                hand.json — iPhone SE (3rd generation), portrait, iOS 17, technique bottom-constant (bug: sizeOnly)

                0.5  first responder none → nameField
                0.5    FormController changed bottomSpace.constant: -20 → -280 (answering #3)
                0.5  ! FormController would crash here: a trap

                ✘ observerLeaks = 1 (expected ≤ 0): #1 left
                FAIL

                """)
    }

    @Test("JSON Lines: one record per line in trace order; a crash is a diagnostic with its parts; verdicts carry no time")
    func jsonLines() {
        let lines = TraceReport.jsonLines(Self.trace).split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(
            lines[0].hasPrefix(#"{"t": 0, "kind": "run", "title": "a hand-written trace", "file": "hand.json", "device": "iphone-se-3""#))
        #expect(lines[0].contains(#""technique": {"name": "bottom-constant", "bug": "sizeOnly", "observers": "selector""#))
        #expect(lines[1] == #"{"t": 0.5, "kind": "step", "index": 0, "at": 0.5, "do": "focus", "description": "focus nameField"}"#)
        #expect(
            lines[3]
                == #"{"t": 0.5, "kind": "change", "controller": "FormController", "property": "bottomSpace.constant", "type": "number", "from": -20, "to": -280, "post": 3}"#
        )
        #expect(
            lines[4]
                == #"{"t": 0.5, "kind": "diagnostic", "message": "FormController would crash here: a trap", "crash": {"controller": "FormController", "reason": "a trap"}}"#
        )
        #expect(
            lines[5]
                == ##"{"kind": "verdict", "check": "observerLeaks", "passed": false, "status": "failed", "value": 1, "expected": {"atMost": 0}, "detail": "#1 left"}"##
        )
    }

    @Test("explain: the run in words, a section per step record, the verdicts; the HTML player gets the same sections")
    func explanation() {
        let sections = Explanation.sections(Self.trace)
        #expect(sections.map(\.time) == [0.5, 2])
        #expect(
            sections[0].lines == [
                "0.5 s — focus nameField", "  nameField becomes first responder.",
                "      FormController changed bottomSpace.constant from -20 to -280", "  ! FormController would crash here: a trap",
            ])
        #expect(sections[1].lines == ["Verdicts:", "  ✘ observerLeaks = 1 (expected ≤ 0): #1 left", "FAIL"])
        let text = Explanation.text(Self.trace)
        #expect(
            text.hasPrefix(
                "a hand-written trace\niPhone SE (3rd generation), portrait, iOS 17; technique bottom-constant with the bug sizeOnly, selector observers added in viewWillAppear, removed in viewWillDisappear.\n\n0.5 s — focus nameField\n"
            ))
        #expect(text.hasSuffix("\n\nVerdicts:\n  ✘ observerLeaks = 1 (expected ≤ 0): #1 left\nFAIL\n"))
    }

    @Test("a bundled scenario's explanation is its sections, and its text trace reads the verdicts from the trace")
    func bundled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenario = try Scenario.load(path: root.appendingPathComponent("Scenarios/bottom-constant.json").path)
        let trace = ScenarioRunner.run(scenario).trace
        #expect(trace.header?.title == scenario.title)
        #expect(trace.steps.map(\.at) == scenario.steps.map(\.at))
        #expect(trace.verdicts.map(\.check) == VerdictCheck.allCases.filter(\.isExpectable), "stepsThatCouldNotAct only when a step failed")
        let sections = Explanation.sections(trace)
        #expect(sections.count == scenario.steps.count + 1)
        let body = sections.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n\n")
        #expect(Explanation.text(trace).hasSuffix(body + "\n"))
    }

    @Test("change records of every value type read back from JSON Lines as they were written")
    func changeRoundTrip() throws {
        let changes: [TraceRecord.Event] = [
            .change(controller: "C", property: "bottomSpace.constant", from: .number(-20), to: .number(-280.5), post: 4),
            .change(
                controller: "C", property: "nameField.frame", from: .rect(CGRect(x: 20, y: 613, width: 335, height: 34)),
                to: .rect(CGRect(x: 20, y: 353, width: 335, height: 34)), post: nil),
            .change(
                controller: "C", property: "formScrollView.contentInset", from: .edgeInsets(.zero),
                to: .edgeInsets(UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0)), post: 7),
            .change(
                controller: "C", property: "formScrollView.contentOffset", from: .point(CGPoint(x: 0, y: -59)),
                to: .point(CGPoint(x: 0, y: 243)), post: 7),
        ]
        let trace = Trace(
            [TraceRecord(time: .zero, event: .run(Self.header))] + changes.map { TraceRecord(time: .seconds(0.5), event: $0) })
        let saved = try #require(try TraceReport.traces(jsonLines: TraceReport.jsonLines(trace), file: "changes.jsonl").first)
        #expect(saved.events.map(\.event) == changes)
        let wrongType = TraceReport.jsonLines(trace).replacingOccurrences(of: #""type": "point""#, with: #""type": "size""#)
        #expect(throws: TraceFormatError.self) { try TraceReport.traces(jsonLines: wrongType, file: "wrong.jsonl") }
    }

    @Test(
        "JSON Lines whose lines end with \\n, \\r\\n (one line end) or \\r alone: read back, and a bad record refused at its line",
        arguments: ["\n", "\r\n", "\r"])
    func jsonLinesLineEnds(lineEnd: String) throws {
        let lines = TraceReport.jsonLines(Self.trace).split(separator: "\n").map(String.init)
        let expected = try TraceReport.traces(jsonLines: TraceReport.jsonLines(Self.trace), file: "unix.jsonl")
        let saved = try TraceReport.traces(jsonLines: lines.joined(separator: lineEnd) + lineEnd, file: "mac.jsonl")
        #expect(saved.map { $0.events.map(\.event) } == expected.map { $0.events.map(\.event) })
        #expect(saved.count == 1)
        var bad = lines
        bad.insert("[1]", at: 2)
        #expect {
            try TraceReport.traces(jsonLines: bad.joined(separator: lineEnd), file: "mac.jsonl")
        } throws: { error in
            (error as? TraceFormatError)?.description == "mac.jsonl:3: $: expected a JSON object, one record per line"
        }
    }

    @Test(
        "explain tells a change with the keyboard's measure it matches in the post its handler answered, or as a value it stood at before",
        arguments: [
            (
                "bottom-constant-double-safe-area",
                "BottomConstantController changed bottomSpace.constant from -20 to -355: -20 − 335, the end frame's part over the screen (812 − 477)"
            ),
            (
                "scroll-view-insets",
                "ScrollViewInsetsController changed formScrollView.contentInset from 0,0,0,0 to 0,0,302,0: bottom 0 + 302, the end frame's part over the screen less the screen's bottom safe area (852 − 516 − 34)"
            ),
            (
                "bottom-constant-repeated-will-show",
                "BottomConstantController changed bottomSpace.constant from -236 to -492: -236 − 256, the end frame's part over the screen (667 − 411)"
            ),
            (
                "bottom-constant-frame-begin",
                "BottomConstantController changed bottomSpace.constant from -20 to -280: -20 − 260, the begin frame's part over the screen (667 − 407)"
            ),
            (
                "bottom-constant",
                "BottomConstantController changed bottomSpace.constant from -280 to -20: back where it stood before the change at t=0.5s"
            ),
            ("stack-offset", "StackOffsetController changed outerTop.constant from 20 to -67.5\n"),
            (
                "bottom-constant-repeated-will-show",
                "BottomConstantController changed bottomSpace.constant from -492 to -236: back where a change at t=0.5s had put it"
            ),
            (
                "bottom-constant-face-id",
                "BottomConstantController changed bottomSpace.constant from -20 to -208: -20 − 188, the end frame's part over the screen less the screen's bottom safe area (375 − 166 − 21)"
            ),
            (
                "ios5-ipad-rotation",
                "BottomConstantController changed nameField.frame from {{20, -54}, {984, 34}} to {{20, 714}, {984, 34}}: back where it stood before the change at t=1.5s"
            ),
            (
                "bottom-constant-dispatch-async",
                "BottomConstantController changed bottomSpace.constant from -280 to -236: -20 − 216, the end frame's part over the screen (667 − 451)"
            ),
        ])
    func changeNarration(name: String, line: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenario = try Scenario.load(path: root.appendingPathComponent("Scenarios/\(name).json").path)
        #expect(Explanation.text(ScenarioRunner.run(scenario).trace).contains("      " + line))
    }

    @Test("a handler deferred with DispatchQueue.main.async is told with the post it answered, never matched against a later one")
    func deferredHandler() throws {
        // A rotation posts the willHide and the willShow in one turn: the deferred willHide runs
        // after the willShow was delivered.
        let scenario = try Scenario.parse(
            #"{"title": "deferred", "device": "iPhone 13 Pro Max", "orientation": "portrait", "ios": "17", "screen": "settings-form-scroll", "technique": {"name": "scroll-view-insets", "dispatchAsync": true}, "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 1.5, "do": "rotate", "to": "landscapeLeft"}]}"#,
            file: "deferred.json")
        let trace = ScenarioRunner.run(scenario).trace
        let hides = trace.events.compactMap {
            if case .notification(let post, "UIKeyboardWillHideNotification", _, _) = $0.event { post } else { nil }
        }
        let hide = try #require(hides.first)
        let text = Explanation.text(trace)
        #expect(
            text.contains(
                "    → ScrollViewInsetsController, answering #\(hide) UIKeyboardWillHideNotification:\n      ScrollViewInsetsController changed formScrollView.contentInset from 0,0,312,0 to 0,0,0,0: back where it stood before the change at t=0.5s\n"
            ))
        #expect(text.contains("      ScrollViewInsetsController changed formScrollView.contentOffset from {0, 265} to {0, 0}\n"))
        let answers = trace.events.compactMap { if case .change(_, _, _, _, let post) = $0.event { post } else { nil } }
        #expect(answers.contains(hide) && answers.count > 3)
    }
}
