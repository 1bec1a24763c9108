import Foundation

/// The result of replaying a scenario: the scenario and its trace, which ends with the verdicts.
public struct ScenarioResult: Sendable {
    public var scenario: Scenario
    /// Everything that happened, from the run header to the verdicts.
    public var trace: Trace

    /// The verdicts, as the trace records them.
    public var verdicts: [Verdict] { trace.verdicts }
    public var passed: Bool { trace.passed }
}

/// Replays scenarios: builds the simulation, the technique's screen in a navigation
/// controller, runs each step at its time on the virtual clock, lets everything settle, then
/// releases the screens and judges.
public enum ScenarioRunner {
    /// How long after the last step the replay goes on (animations settle, did-notifications).
    public static let settleTime = 1.5

    public static func run(_ scenario: Scenario, framesPerSecond: Int? = nil) -> ScenarioResult {
        run(scenario, framesPerSecond: framesPerSecond, makeTechnique: TechniqueCatalog.makeController(_:environment:))
    }

    /// The replay with the technique's controller made by `makeTechnique` (the replay benchmark
    /// builds a bigger screen this way).
    static func run(_ scenario: Scenario, framesPerSecond: Int?,
                    makeTechnique: (TechniqueConfiguration, TechniqueEnvironment) -> TechniqueController) -> ScenarioResult {
        let sim = Simulation(device: scenario.device, orientation: scenario.orientation, profile: scenario.profile,
                             framesPerSecond: framesPerSecond ?? scenario.framesPerSecond,
                             keyboard: scenario.keyboard == .logged ? .drivenByPosts : .simulated)
        sim.record(.run(scenario.header(framesPerSecond: sim.displayLink.framesPerSecond)))
        var judge = Judge(gap: scenario.technique.gap,
                          exactGap: TechniqueCatalog.entry(for: scenario.technique.name).keepsExactGap)
        let (recorder, clock) = (sim.traceRecorder, sim.clock)
        let environment = TechniqueEnvironment(
            center: sim.notificationCenter,
            recordNote: { text, controller in recorder.note(text, by: controller) },
            recordCrash: { controller, reason in recorder.recordCrash(controller: controller, reason: reason) },
            dispatchAsync: { action in _ = clock.dispatchAsync(action) })
        var technique: TechniqueController? = makeTechnique(scenario.technique, environment)
        technique?.inlineScreen = scenario.inlineScreen
        var navigation: UINavigationController? = technique.map { UINavigationController(rootViewController: $0) }
        navigation?.isNavigationBarHidden = true
        sim.window.rootViewController = navigation
        sim.advance(by: .zero)
        if let technique {
            sim.recordFrames(of: technique.namedViews)
            judge.fields = Set(technique.namedViews.compactMap(\.accessibilityIdentifier))
        }
        weak let techniqueView = technique?.viewIfLoaded

        /// The focused field, when it is one of the technique's (other screens handle nothing).
        func focusedField() -> UIView? {
            guard let field = sim.window.firstResponder as? UIView, let techniqueView, field.isDescendant(of: techniqueView) else { return nil }
            return field
        }

        // Overlap is integrated on every display frame of the replay.
        let sampler = sim.displayLink.add { _, instant in
            judge.sampleOverlap(keyboard: sim.keyboard.visibleFrame.flatMap { sim.keyboard.placement.isDocked ? $0 : nil },
                                field: focusedField()?.presentationFrameInWindow(at: instant),
                                seconds: 1 / Double(sim.displayLink.framesPerSecond))
        }

        func restPoint() {
            guard let field = focusedField(), sim.keyboard.phase == .shown, sim.keyboard.placement.isDocked,
                  let keyboard = sim.keyboard.visibleFrame, !sim.keyboard.isMoving(at: sim.now),
                  // At rest: neither the field nor a view it sits in is animating.
                  !sequence(first: field, next: \.superview).contains(where: { $0.isAnimating(at: sim.now) }) else { return }
            judge.restPoint(time: sim.now, name: field.debugName, field: field.presentationFrameInWindow(at: sim.now), keyboard: keyboard,
                            screen: sim.screen.bounds)
        }

        for (index, step) in scenario.steps.enumerated() {
            // One rest point per instant: steps that share it (a logged will-pair) act as one.
            let restsFirst = index == 0 || scenario.steps[index - 1].at != step.at
            sim.clock.schedule(at: .seconds(step.at)) {
                if restsFirst { restPoint() }
                sim.record(.step(StepRecord(index: index, at: step.at, kind: step.action.kind, summary: step.action.summary,
                                            isLoggedPost: step.action.isLoggedPost)))
                step.action.perform(in: StepContext(simulation: sim, technique: technique, navigation: navigation, releaseScreens: {
                    technique = nil
                    navigation = nil
                }))
            }
        }
        let end = SimulationInstant.seconds(scenario.duration)
        sim.advance(to: end)
        // The frame records belong to the replay; the audit's release is not part of them.
        sim.stopRecordingFrames()
        restPoint()
        sim.displayLink.remove(sampler)
        // The scenario ends: the app lets go of its screens.
        technique = nil
        navigation = nil
        sim.window.rootViewController = UIViewController()
        sim.advance(by: .milliseconds(100))

        let report = sim.audit.report()
        var trace = sim.trace
        var verdicts = judge.verdicts(trace: trace) + judge.auditVerdicts(report, trace: trace)
        for expectation in scenario.expectations {
            if let index = verdicts.firstIndex(where: { $0.check == expectation.check }) { verdicts[index].expected = expectation.value }
        }
        let time = sim.now
        trace += verdicts.map { TraceRecord(time: time, event: .verdict($0)) }
        return ScenarioResult(scenario: scenario, trace: Trace(trace))
    }
}

/// Accumulates what the verdicts need while the replay runs.
struct Judge {
    let gap: Double
    /// Whether the field must stand exactly `gap` above the keyboard (±1), or at least `gap`.
    let exactGap: Bool
    /// The names of the technique's views: only their focus is judged.
    var fields: Set<String> = []
    private(set) var overlapPointSeconds = 0.0
    private var restFailures: [String] = []
    private var restCount = 0

    init(gap: Double, exactGap: Bool) {
        self.gap = gap
        self.exactGap = exactGap
    }

    mutating func sampleOverlap(keyboard: CGRect?, field: CGRect?, seconds: Double) {
        guard let keyboard, let field else { return }
        let overlap = max(0, min(field.maxY, keyboard.maxY) - max(field.minY, keyboard.minY))
        if field.maxX > keyboard.minX && field.minX < keyboard.maxX { overlapPointSeconds += Double(overlap) * seconds }
    }

    /// The field the technique positions; other fields of its screen must only be clear.
    static let primaryField = "nameField"

    mutating func restPoint(time: SimulationInstant, name: String, field: CGRect, keyboard: CGRect, screen: CGRect) {
        restCount += 1
        let gapNow = Double(keyboard.minY - field.maxY)
        if field.minY < screen.minY || field.maxY > screen.maxY {
            restFailures.append("at \(time) the field \(name) \(field.uiKitDescription) is pushed off the screen")
        } else if field.overlap(with: keyboard) != nil {
            restFailures.append("at \(time) the field \(name) \(field.uiKitDescription) is under the keyboard \(keyboard.uiKitDescription)")
        } else if name != Self.primaryField {
            return
        } else if exactGap ? abs(gapNow - gap) > 1 : gapNow < gap - 1 {
            restFailures.append("at \(time) the gap to the keyboard is \(formatNumber(gapNow)) points, not \(exactGap ? "" : "at least ")the \(formatNumber(gap)) asked for")
        }
    }

    /// The verdicts a replay's trace gives: how the field followed the keyboard, whether it was
    /// clear at rest, how long the keyboard covered it; a handler's crash makes the field count as covered.
    func verdicts(trace: [TraceRecord]) -> [Verdict] {
        // Tracking: within each run of frame records (the first is the instant the movement
        // starts), how far the field-to-keyboard gap departs from a gap that moves with the
        // keyboard's own progress between where it starts and where it ends. A field glued to
        // the keyboard scores 0 even when the gap changes on purpose (20 + the home indicator at
        // rest, 20 over the keyboard); a field that jumps, lags or leads scores its distance.
        var worst = 0.0
        var worstDetail = "the field moved with the keyboard on every frame"
        var segment: [(time: SimulationInstant, keyboardTop: Double, gap: Double)] = []
        var lastIndex: Int?
        var focused: String?
        func closeSegment() {
            defer { segment = [] }
            guard let first = segment.first, let last = segment.last, abs(last.keyboardTop - first.keyboardTop) > 0.5 else { return }
            for sample in segment {
                let progress = (sample.keyboardTop - first.keyboardTop) / (last.keyboardTop - first.keyboardTop)
                let expected = first.gap + (last.gap - first.gap) * progress
                let error = abs(sample.gap - expected)
                if error > max(worst, 1e-6) {
                    worst = error
                    worstDetail = "at \(sample.time) the gap was \(formatNumber(sample.gap)) points where moving with the keyboard gives \(formatNumber(expected))"
                }
            }
        }
        for record in trace {
            if case .focus(_, let to) = record.event {
                closeSegment()
                focused = to
            }
            // A rotation changes the coordinates: what follows is another movement.
            if case .screen = record.event { closeSegment() }
            guard case .frame(let index, let keyboard, let views, _) = record.event else { continue }
            if let lastIndex, index != lastIndex + 1 && index != lastIndex { closeSegment() }
            lastIndex = index
            guard let keyboard, let name = focused, fields.contains(name), let field = views.first(where: { $0.name == name }) else { continue }
            segment.append((record.time, Double(keyboard.minY), Double(keyboard.minY - field.frame.maxY)))
        }
        closeSegment()
        let clears = restFailures.isEmpty
        var fieldClears = Verdict(check: .fieldClearsKeyboard, value: .bool(clears), expected: nil,
                                  detail: clears ? (restCount == 0 ? "the keyboard never came to rest over a focused field" : "clear by \(exactGap ? "" : "at least ")\(formatNumber(gap)) points at all \(restCount) rest points")
                                      : restFailures.first ?? "")
        if let crash = Self.crashes(in: trace).first {
            fieldClears.value = .bool(false)
            fieldClears.detail = crash
        }
        return [
            fieldClears,
            Verdict(check: .maxTrackingError, value: .number(worst), expected: nil, detail: worstDetail),
            Verdict(check: .overlapPointSeconds, value: .number(overlapPointSeconds), expected: nil,
                    detail: overlapPointSeconds == 0 ? "the keyboard never covered the focused field" : "points of the field under the keyboard, integrated over time"),
        ]
    }

    /// The handlers that would have trapped, as the trace's crash records say.
    static func crashes(in trace: [TraceRecord]) -> [String] {
        trace.compactMap { if case .crash(let controller, let reason) = $0.event { crashMessage(controller: controller, reason: reason) } else { nil } }
    }

    /// The observer audit's findings and the handlers' crashes as verdicts.
    func auditVerdicts(_ report: AuditReport, trace: [TraceRecord]) -> [Verdict] {
        let crashes = Self.crashes(in: trace)
        return [
            Verdict(check: .observerLeaks, value: .number(Double(report.registrationsLeftBehind.count)), expected: nil,
                    detail: report.registrationsLeftBehind.isEmpty ? "no registration left behind"
                        : report.registrationsLeftBehind.map { "\($0.registration)" }.joined(separator: "; ")),
            Verdict(check: .leakedControllers, value: .number(Double(report.leakedControllers.count)), expected: nil,
                    detail: report.leakedControllers.isEmpty ? "every released controller was deallocated"
                        : report.leakedControllers.map { "\($0.name) retained by \($0.retainedBy.map { "#\($0.id)" }.joined(separator: ", "))" }.joined(separator: "; ")),
            Verdict(check: .deliveriesWhileHidden, value: .number(Double(report.deliveriesWhileHidden.count)), expected: nil,
                    detail: report.deliveriesWhileHidden.isEmpty ? "no delivery to a screen off screen"
                        : report.deliveriesWhileHidden.prefix(3).map(\.description).joined(separator: "; ")),
            Verdict(check: .duplicateDeliveries, value: .number(Double(report.duplicateDeliveries.count)), expected: nil,
                    detail: report.duplicateDeliveries.isEmpty ? "no post delivered twice to one observer"
                        : report.duplicateDeliveries.prefix(3).map { "\($0.name) ×\($0.registrations.count) to \($0.owner)" }.joined(separator: "; ")),
            Verdict(check: .handlerCrashes, value: .number(Double(crashes.count)), expected: nil,
                    detail: crashes.first ?? "no handler trapped"),
        ]
    }
}
