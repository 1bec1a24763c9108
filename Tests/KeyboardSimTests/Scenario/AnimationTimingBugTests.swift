import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// The timing bugs of the facts file (hard-coded duration and curve, the raw curve as options,
/// `curve | curve << 16`): where iOS hides them and where they show.
@MainActor @Suite("Timing bugs: hidden by the keyboard's transaction, exposed out of it")
struct AnimationTimingBugTests {
    private func run(bug: TechniqueBug?, dispatchAsync: Bool, predictiveBar: Bool = false) -> [String: Double] {
        var technique = TechniqueConfiguration(name: .bottomConstant, bug: bug)
        technique.dispatchAsync = dispatchAsync
        var steps: [(at: Double, action: any ScenarioStepAction)] = [(0.5, FocusStep(field: "nameField"))]
        if predictiveBar { steps += [(1.5, PredictiveBarStep(on: false)), (2.5, PredictiveBarStep(on: true))] }
        steps.append((3.5, DismissKeyboardStep()))
        let scenario = Scenario(
            generated: "timing", title: "timing", device: .iPhoneSE3, orientation: .portrait, profile: .iOS17,
            technique: technique, steps: steps, expectations: [])
        let result = ScenarioRunner.run(scenario)
        var values: [String: Double] = [:]
        for verdict in result.verdicts {
            if case .number(let number) = verdict.value { values[verdict.check.rawValue] = number }
        }
        return values
    }

    @Test(
        "inside the keyboard's show and hide every variant inherits the keyboard's timing",
        arguments: [
            nil, .hardCodedTiming, .rawCurveOptions, .curveOrShiftedCurve,
        ] as [TechniqueBug?])
    func inherited(bug: TechniqueBug?) {
        let values = run(bug: bug, dispatchAsync: false)
        #expect(values["maxTrackingError"] == 0)
        #expect(values["overlapPointSeconds"] == 0)
    }

    @Test(
        "out of the transaction, only the variants that change the timing lag the keyboard",
        arguments: [
            (nil, false), (.hardCodedTiming, true), (.rawCurveOptions, true), (.curveOrShiftedCurve, false),
        ] as [(TechniqueBug?, Bool)])
    func dispatched(bug: TechniqueBug?, lags: Bool) {
        let values = run(bug: bug, dispatchAsync: true)
        if lags {
            #expect((values["maxTrackingError"] ?? 0) > 40)
            #expect((values["overlapPointSeconds"] ?? 0) > 1)
        } else {
            #expect(values["maxTrackingError"] == 0)
            #expect(values["overlapPointSeconds"] == 0)
        }
    }

    @Test("a duration-0 height change has no transaction: a hard-coded 0.3 s shows there")
    func inPlaceChange() {
        let values = run(bug: .hardCodedTiming, dispatchAsync: false, predictiveBar: true)
        #expect(values["maxTrackingError"] == 0)
        #expect((values["overlapPointSeconds"] ?? 0) > 1)
        #expect(run(bug: nil, dispatchAsync: false, predictiveBar: true)["overlapPointSeconds"] == 0)
    }
}
