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
        TraceRecord(time: .seconds(0.5), event: .note(controller: "FormController", text: "bottomSpace = -280")),
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
                0.5    FormController: bottomSpace = -280
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
                "      FormController computes: bottomSpace = -280", "  ! FormController would crash here: a trap",
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
}
