import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// A name that does not exist is refused before anything runs, at its place in the file; a
/// step that cannot act at its time fails the run and says why.
@MainActor @Suite("Scenario names")
struct ScenarioNamesTests {
    private func parse(_ steps: [String], screen: String = #""login-bottom-field""#, expect: String = "") throws(ScenarioError) -> Scenario
    {
        try Scenario.parse(
            """
            {"title": "t", "device": "iphone-se-3", "screen": \(screen), "technique": {"name": "bottom-constant"},
             "steps": [\(steps.joined(separator: ", "))]\(expect)}
            """, file: "names.json")
    }

    private func error(_ steps: [String], screen: String = #""login-bottom-field""#) -> ScenarioError? {
        do {
            _ = try parse(steps, screen: screen)
            return nil
        } catch {
            return error
        }
    }

    @Test("a focus on a field no screen has: refused at its field, with the fields listed and a suggestion")
    func unknownField() throws {
        let refused = try #require(error([#"{"at": 0.5, "do": "focus", "field": "namefield"}"#]))
        #expect(refused.path == "$.steps[0].field")
        #expect(refused.position == SourcePosition(line: 2, column: 48))
        #expect(
            refused.message
                == #"no field "namefield" on the scenario's screens (did you mean "nameField"?); the fields are login-bottom-field: "emailField", "nameField""#
        )
        let later = try #require(
            error([#"{"at": 0.5, "do": "focus", "field": "nameField"}"#, #"{"at": 1, "do": "focus", "field": "ghost"}"#]))
        #expect(later.path == "$.steps[1].field")
    }

    @Test("a named view that cannot become first responder is not a field")
    func notAField() throws {
        let refused = try #require(error([#"{"at": 0.5, "do": "focus", "field": "loginView"}"#]))
        #expect(refused.path == "$.steps[0].field")
        #expect(refused.message.hasPrefix(#"no field "loginView""#))
    }

    @Test("a field of a pushed or presented screen is known only when a step brings that screen")
    func pushedScreens() throws {
        let alone = try #require(error([#"{"at": 0.5, "do": "focus", "field": "detailField"}"#]))
        #expect(alone.path == "$.steps[0].field")
        let pushed = try parse([#"{"at": 0.5, "do": "push", "screen": "detail"}"#, #"{"at": 1.5, "do": "focus", "field": "detailField"}"#])
        #expect(pushed.steps.count == 2)
        let fields = Scenario.focusableFields(
            technique: TechniqueConfiguration(name: .bottomConstant), inlineScreen: nil, device: .iPhoneSE3,
            orientation: .portrait, profile: .iOS17, pushed: ["detail"])
        #expect(fields.map(\.screen) == ["login-bottom-field", "detail"])
        #expect(fields.map(\.fields) == [["emailField", "nameField"], ["detailField"]])
    }

    @Test("a tap names any named view of the scenario's screens; one none has is refused at its view, with the views listed")
    func tapNames() throws {
        let refused = try #require(error([#"{"at": 0.5, "do": "tap", "view": "emailfield"}"#]))
        #expect(refused.path == "$.steps[0].view")
        #expect(refused.position == SourcePosition(line: 2, column: 45))
        #expect(
            refused.message
                == #"no view "emailfield" on the scenario's screens (did you mean "emailField"?); the named views are login-bottom-field: "loginView", "emailField", "nameField""#
        )
        // The root view is no field, but a tap can name it (a tap on the background).
        #expect(try parse([#"{"at": 0.5, "do": "tap", "view": "loginView"}"#]).steps.count == 1)
        let pushed = try parse([#"{"at": 0.5, "do": "push", "screen": "detail"}"#, #"{"at": 1, "do": "tap", "view": "detailField"}"#])
        #expect(pushed.steps.count == 2)
        let views = Scenario.namedViews(
            technique: TechniqueConfiguration(name: .scrollViewInsets), inlineScreen: nil, device: .iPhoneSE3, orientation: .portrait,
            profile: .iOS17, pushed: [])
        #expect(views.map(\.screen) == ["settings-form-scroll"])
        #expect(views[0].fields == ["firstNameField", "emailField", "phoneField", "cityField", "nameField"])
        #expect(views[0].views.prefix(3) == ["formView", "formScrollView", "formContent"])
    }

    @Test("a keyboardType step naming a field no screen has is refused before the run, as a focus is")
    func keyboardTypeNames() throws {
        let refused = try #require(error([#"{"at": 0.5, "do": "keyboardType", "field": "amount", "type": "decimalPad"}"#]))
        #expect(refused.path == "$.steps[0].field")
        #expect(refused.message.hasPrefix(#"no field "amount" on the scenario's screens"#))
    }

    @Test("an inline screen's fields are its text fields")
    func inlineFields() throws {
        let screen =
            #"{"views": [{"id": "row"}, {"id": "nameField", "type": "textField", "in": "row"}, {"id": "note", "type": "textField", "in": "row"}], "constraints": ["row.bottom == view.bottom #bottomSpace", "row.leading == view.leading", "row.trailing == view.trailing", "row.height == 44", "nameField.top == row.top", "nameField.leading == row.leading", "nameField.height == 30", "note.top == row.top", "note.trailing == row.trailing", "note.height == 30"]}"#
        let refused = try #require(error([#"{"at": 0.5, "do": "focus", "field": "row"}"#], screen: screen))
        #expect(refused.message.hasSuffix(#"the fields are inline: "nameField", "note""#))
        #expect(try parse([#"{"at": 0.5, "do": "focus", "field": "note"}"#], screen: screen).steps.count == 1)
    }

    @Test("steps out of time order by less than the messages' three decimals: both times shown with every digit, so they differ")
    func stepTimesTooCloseToRound() throws {
        let refused = try #require(error([#"{"at": 1.0000000001, "do": "dismissKeyboard"}"#, #"{"at": 1.0, "do": "dismissKeyboard"}"#]))
        #expect(
            refused.description
                == "names.json:2:66: $.steps[1].at: 1 comes before the previous step's 1.0000000001; steps must be in time order")
        let rounded = try #require(error([#"{"at": 0.5, "do": "dismissKeyboard"}"#, #"{"at": 0.1, "do": "dismissKeyboard"}"#]))
        #expect(rounded.message == "0.1 comes before the previous step's 0.5; steps must be in time order")
    }
}

@MainActor @Suite("ScenarioRunner: steps that cannot act, and what a run checked")
struct ScenarioRunnerVerdictTests {
    private func run(_ steps: [String], expect: String = #", "expect": {"observerLeaks": 0}"#) throws -> Trace {
        let scenario = try Scenario.parse(
            """
            {"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
             "steps": [\(steps.joined(separator: ", "))]\(expect)}
            """, file: "run.json")
        return ScenarioRunner.run(scenario).trace
    }

    @Test("a focus on a field not on the visible screen yet fails the run, whatever was expected")
    func fieldNotYetShown() throws {
        let trace = try run([#"{"at": 0.5, "do": "focus", "field": "detailField"}"#, #"{"at": 1, "do": "push", "screen": "detail"}"#])
        #expect(trace.status == .failed)
        let failed = try #require(trace.verdicts.last)
        #expect(failed.check == .stepsThatCouldNotAct)
        #expect(failed.value == .number(1))
        #expect(failed.detail == #"at t=0.5s step 0: focus: no field named "detailField" on the visible screen"#)
        #expect(TraceReport.text(trace).hasSuffix("\nFAIL — 1 thing was not simulated as written; the trace's diagnostic says what\n"))
    }

    @Test("a focus on the technique's field while another screen is pushed over it fails the run (it once acted and passed)")
    func fieldCoveredByPushedScreen() throws {
        let trace = try run([#"{"at": 0.5, "do": "push", "screen": "detail"}"#, #"{"at": 1.5, "do": "focus", "field": "nameField"}"#])
        #expect(trace.status == .failed)
        #expect(trace.verdicts.last?.detail == #"at t=1.5s step 1: focus: no field named "nameField" on the visible screen"#)
        #expect(!trace.events.contains { if case .focus(_, "nameField"?) = $0.event { true } else { false } })
    }

    @Test("a step after the screens were released fails the run; the trace keeps its diagnostic")
    func afterRelease() throws {
        let trace = try run([#"{"at": 0.5, "do": "release"}"#, #"{"at": 1, "do": "push", "screen": "detail"}"#])
        #expect(trace.verdicts.last?.detail == "at t=1s step 1: push: the screens were released")
        #expect(trace.events.contains { if case .diagnostic("push: the screens were released") = $0.event { true } else { false } })
        #expect(!trace.passed)
    }

    @Test(
        "a run that left diagnostics says so after its verdict, in the trace, the judge's reading and the check line: an ignored step never hides behind a bare PASS"
    )
    func diagnosticsAreNotHidden() throws {
        // An iPhone has only a docked keyboard: the float step is ignored, with a diagnostic.
        let trace = try run([#"{"at": 0.5, "do": "focus", "field": "nameField"}"#, #"{"at": 1, "do": "float"}"#])
        #expect(trace.status == .passed)
        #expect(trace.diagnostics == ["float needs an iPad; iPhone SE (3rd generation) has only a docked keyboard. Ignored."])
        let outcome = "PASS — 1 thing was not simulated as written; the trace's diagnostic says what"
        #expect(trace.outcome == outcome)
        #expect(TraceReport.verdictLines(trace).last == outcome)
        #expect(TraceReport.text(trace).hasSuffix("\n" + outcome + "\n"))
        let saved = try #require(TraceReport.traces(jsonLines: TraceReport.jsonLines(trace), file: "run.jsonl").first)
        #expect(saved.judged()?.outcome == outcome)
        // Two diagnostics, counted; without any the outcome is the bare verdict.
        let twice = try run([
            #"{"at": 0.5, "do": "focus", "field": "nameField"}"#, #"{"at": 1, "do": "float"}"#, #"{"at": 1.5, "do": "undock"}"#,
        ])
        #expect(twice.outcome == "PASS — 2 things were not simulated as written; the trace's diagnostics say what")
        #expect(try run([#"{"at": 0.5, "do": "focus", "field": "nameField"}"#]).outcome == "PASS")
        // A handler's crash is a verdict's business (handlerCrashes), not a thing left unsimulated.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let crashing = try Scenario.load(path: root.appendingPathComponent("Scenarios/bottom-constant-crashing-switch.json").path)
        let crashed = ScenarioRunner.run(crashing).trace
        #expect(crashed.diagnostics.isEmpty)
        #expect(!crashed.outcome.contains("not simulated"))
    }

    @Test("a run that acts and expects nothing is UNCHECKED, also in its JSON Lines")
    func unchecked() throws {
        let trace = try run([#"{"at": 0.5, "do": "focus", "field": "nameField"}"#], expect: "")
        #expect(trace.status == .unchecked)
        #expect(!trace.verdicts.contains { $0.check == .stepsThatCouldNotAct })
        #expect(
            TraceReport.text(trace).hasSuffix(#"UNCHECKED — the scenario expects nothing, so nothing was checked (add "expect")"# + "\n"))
        let verdictLines = TraceReport.jsonLines(trace).split(separator: "\n").filter { $0.contains(#""kind": "verdict""#) }
        #expect(verdictLines.count == 9)
        #expect(verdictLines.allSatisfy { $0.contains(#""passed": true, "status": "unchecked""#) })
        let checked = try run([#"{"at": 0.5, "do": "focus", "field": "nameField"}"#])
        #expect(checked.status == .passed)
        #expect(TraceReport.jsonLines(checked).contains(#""check": "observerLeaks", "passed": true, "status": "passed""#))
    }
}
