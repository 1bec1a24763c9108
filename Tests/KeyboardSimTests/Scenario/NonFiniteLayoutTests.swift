import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// A layout whose frames are not finite (NaN or infinite) is what it is on iOS: the layer
/// refuses the frame and the app terminates with `CALayerInvalidGeometry`. The replay records
/// that as a crash and fails; the trace it writes holds only finite frames, and `judge` reads
/// it and gives the same verdicts (issue 46, item 3).
@MainActor @Suite("A layout that is not finite")
struct NonFiniteLayoutTests {
    /// An inline screen whose views' widths are a chain of multipliers of 1,000 (every number
    /// in the scenario's ranges): the first view's width overflows to infinity (its origin stays
    /// 0: the solver keeps the leading edge's row apart from the width's).
    nonisolated static func chainScenario(views: Int = 110) -> String {
        var ids = [#"{"id": "nameField", "type": "textField"}"#]
        var constraints = [
            "nameField.leading == view.leading + 20", "nameField.trailing == view.trailing - 20",
            "nameField.bottom == keyboard.top - 20", "nameField.height == 40",
        ]
        for index in 0..<views {
            ids.append(#"{"id": "v\#(index)"}"#)
            constraints += ["v\(index).top == safeArea.top", "v\(index).leading == view.leading", "v\(index).height == 10"]
            constraints.append(index == views - 1 ? "v\(index).width == 10" : "v\(index).width == 1000 * v\(index + 1).width")
        }
        return """
            {
              "title": "a chain of width multipliers whose first width overflows",
              "device": "iPhone 16",
              "screen": {
                "views": [\(ids.joined(separator: ", "))],
                "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]
              },
              "technique": {"name": "keyboard-layout-guide", "gap": 20},
              "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 1.5, "do": "dismissKeyboard"}],
              "expect": {"fieldClearsKeyboard": true, "maxTrackingError": 1}
            }
            """
    }

    /// Every rectangle a frame, sample or rest record holds.
    static func rects(_ trace: Trace) -> [CGRect] {
        trace.flatMap { record -> [CGRect] in
            switch record.event {
            case .frame(_, let keyboard, let views, _): [keyboard].compactMap { $0 } + views.map(\.frame)
            case .sample(_, let field, let keyboard): [field?.frame, keyboard].compactMap { $0 }
            case .rest(let field, let keyboard, _): [field.frame, keyboard]
            default: []
            }
        }
    }

    @Test("the first frame that is not finite is a crash in UIKit's words; the run fails; no record holds one")
    func chainFails() throws {
        let result = ScenarioRunner.run(try Scenario.parse(Self.chainScenario(), file: "chain.json"))
        let crashes = result.trace.compactMap { record -> (String, String)? in
            if case .crash(let controller, let reason) = record.event { (controller, reason) } else { nil }
        }
        #expect(crashes.count == 1)
        #expect(crashes.first?.0 == "KeyboardLayoutGuideController")
        #expect(crashes.first?.1.hasPrefix("Auto Layout gave v0 the frame {{0, 59}, {inf, 10}}, which is not finite") == true)
        #expect(crashes.first?.1.contains("CALayerInvalidGeometry") == true)
        #expect(!result.passed)
        let verdicts = Dictionary(result.verdicts.map { ($0.check, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(verdicts[.fieldClearsKeyboard]?.value == .bool(false))
        #expect(verdicts[.handlerCrashes]?.value == .number(1))
        #expect(verdicts[.handlerCrashes]?.detail.contains("CALayerInvalidGeometry") == true)
        let rects = Self.rects(result.trace)
        #expect(rects.count > 1_000)
        #expect(rects.allSatisfy { $0.hasFiniteNumbers })
        // No number written null: `null` only where a value is absent, never inside an array of numbers.
        #expect(TraceReport.jsonLines(result.trace).range(of: #"\[[^\[\]]*null"#, options: .regularExpression) == nil)
        // judge reads what run wrote, and gives the same verdicts.
        try JudgeFromTraceTests.checkSavedTrace(result)
        #expect(JudgeFromTraceTests.disagreements(result.trace).isEmpty, "\(JudgeFromTraceTests.disagreements(result.trace))")
    }

    @Test("a chain that stays finite (1,000 × 1,000 × 10 points) runs as before: no crash, the field clear")
    func finiteChainPasses() throws {
        let result = ScenarioRunner.run(try Scenario.parse(Self.chainScenario(views: 3), file: "chain.json"))
        #expect(!result.trace.contains { if case .crash = $0.event { true } else { false } })
        #expect(result.passed)
    }

    @Test("an app's frame that is not finite is refused too, once per window, and the view keeps its frame")
    func appFrameRefused() {
        let sim = Simulation(device: .iPhone16)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        sim.window.addSubview(first)
        sim.window.addSubview(second)
        first.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        second.frame.origin.y = CGFloat.nan
        #expect(first.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(second.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        let crashes = sim.trace.filter { if case .crash = $0.event { true } else { false } }
        #expect(crashes.count == 1)
        #expect(sim.diagnostics.first?.hasPrefix("the app would crash here: the app set UIView the frame {{0, 0}, {inf, 10}}") == true)
    }

    /// The crash records of `sim`'s trace, by reason.
    static func crashReasons(_ sim: Simulation) -> [String] {
        sim.trace.compactMap { if case .crash(_, let reason) = $0.event { reason } else { nil } }
    }

    /// iOS raises NSInternalInconsistencyException in `-[NSLayoutConstraint setConstant:]` for
    /// a constant that is not finite, on every set, active or not (SwiftEntryKit issue 228:
    /// "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:…";
    /// Instructions issue 282: the same from `constraint(equalTo:constant:)`).
    @Test("a constant that is not finite is a crash in UIKit's words on every set; the constraint keeps its constant")
    func nonFiniteConstant() {
        let sim = Simulation(device: .iPhone16)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        sim.window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: sim.window.leadingAnchor), box.topAnchor.constraint(equalTo: sim.window.topAnchor),
        ])
        sim.window.layoutIfNeeded()
        width.constant = -.infinity
        width.constant = .nan
        width.constant = .nan
        sim.window.layoutIfNeeded()
        #expect(width.constant == 100)
        #expect(box.frame.width == 100)
        let reasons = Self.crashReasons(sim)
        #expect(reasons.count == 3, "\(reasons)")
        #expect(reasons.first?.hasPrefix("NSLayoutConstraint constant is not finite! That's illegal. constant:-inf") == true, "\(reasons)")
        #expect(reasons.last?.contains("constant:nan") == true)
        #expect(reasons.allSatisfy { $0.contains("NSInternalInconsistencyException") && $0.contains("keeps its constant 100") })
        // The constraint still works: a finite constant is taken as before.
        width.constant = 50
        sim.window.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test("a constraint made with a constant or multiplier that is not finite says so when it reaches a window")
    func nonFiniteAtCreation() {
        let sim = Simulation(device: .iPhone16)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        sim.window.addSubview(box)
        let loose = UIView()
        let made = box.heightAnchor.constraint(equalToConstant: .infinity)
        let scaled = box.widthAnchor.constraint(equalTo: sim.window.widthAnchor, multiplier: .nan)
        // Set on a constraint of views in no window: said when it is activated in one.
        let elsewhere = loose.widthAnchor.constraint(equalToConstant: 10)
        elsewhere.constant = .nan
        #expect(Self.crashReasons(sim).isEmpty)
        #expect(made.constant == 0 && scaled.multiplier == 1 && elsewhere.constant == 10)
        NSLayoutConstraint.activate([made, scaled])
        sim.window.addSubview(loose)
        elsewhere.isActive = true
        let reasons = Self.crashReasons(sim)
        #expect(reasons.count == 3, "\(reasons)")
        #expect(reasons[0].hasPrefix("NSLayoutConstraint constant is not finite! That's illegal. constant:inf"))
        #expect(reasons[1].hasPrefix("Multiplier is not finite! That's illegal. multiplier:nan"))
        #expect(reasons[2].contains("constant:nan"))
        // Said once: activating again says nothing more.
        made.isActive = false
        made.isActive = true
        #expect(Self.crashReasons(sim).count == 3)
    }

    @Test("a saved trace with null in a frame reads it as NaN; a rest point that is not finite is not judged clear")
    func nullInSavedTrace() throws {
        let result = ScenarioRunner.run(
            try Scenario.load(path: BundledScenarios.files.first { $0.hasSuffix("/bottom-constant.json") } ?? ""))
        var lines = TraceReport.jsonLines(result.trace).split(separator: "\n").map(String.init)
        let rest = try #require(lines.firstIndex { $0.contains(#""kind": "rest""#) })
        let edited = lines[rest].replacingOccurrences(of: #""frame": \[[-0-9.]+,"#, with: #""frame": [null,"#, options: .regularExpression)
        #expect(edited != lines[rest])
        lines[rest] = edited
        let saved = try TraceReport.traces(jsonLines: lines.joined(separator: "\n"), file: "edited.jsonl")
        let judged = try #require(saved.first?.judged())
        let clears = try #require(judged.verdicts.first { $0.check == .fieldClearsKeyboard })
        #expect(clears.value == .bool(false))
        #expect(clears.detail.contains("has a frame that is not finite"), "\(clears.detail)")
    }
}
