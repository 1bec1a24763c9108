import Foundation

/// The result of replaying a scenario: the scenario and its trace, which ends with the verdicts.
///
/// Its description is what a failing test wants to read: the file, the outcome, and each
/// verdict with its detail (`#expect(replay.passed, "\(replay)")`).
public struct ScenarioResult: Sendable, CustomStringConvertible {
    /// The scenario replayed.
    public var scenario: Scenario
    /// Everything that happened, from the run header to the verdicts.
    public var trace: Trace

    /// The verdicts, as the trace records them.
    public var verdicts: [Verdict] { trace.verdicts }
    /// Whether the replay passed: an expectation held and none failed.
    public var passed: Bool { trace.passed }

    /// `FILE: FAIL`, then the verdicts one per line.
    public var description: String {
        "\(scenario.file): \(trace.outcome)\n" + verdicts.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// Replays scenarios: builds the simulation, the technique's screen in a navigation
/// controller, runs each step at its time on the virtual clock, lets everything settle, then
/// releases the screens and judges.
@MainActor public enum ScenarioRunner {
    /// How long after the last step the replay goes on (animations settle, did-notifications).
    nonisolated public static let settleTime = 1.5

    /// Replays `scenario` with its own technique on its screen and judges it.
    ///
    /// The replay runs in a simulation of its own until ``settleTime`` after the last step,
    /// releases every screen, and records the verdicts in the result's trace.
    ///
    /// - Parameters:
    ///   - scenario: The scenario to replay.
    ///   - framesPerSecond: The display's frame rate (60 or 120); nil keeps the file's, or the
    ///     device's.
    ///
    /// ```swift
    /// let result = ScenarioRunner.run(try Scenario.load(path: "Scenarios/bottom-constant.json"))
    /// print(result.passed)   // true
    /// ```
    public static func run(_ scenario: Scenario, framesPerSecond: Int? = nil) -> ScenarioResult {
        run(scenario, framesPerSecond: framesPerSecond, screen: .technique())
    }

    /// The scenario's steps with your controller on screen instead of the file's technique
    /// (the file's screen, inline or named, is not built: your controller builds its own).
    /// Focus steps naming `nameField` focus the field `controller` points at.
    ///
    /// - Parameters:
    ///   - scenario: The scenario whose device, iOS version and steps are replayed.
    ///   - controller: Your controller, made afresh for the replay.
    ///   - expectations: What the verdicts are held to; nil keeps the file's own, or,
    ///     when it has none (a logged replay straight from `kbsim import`), holds them to what a
    ///     correct handler achieves (`TechniqueMatrix.expectations`), so a replay never passes
    ///     having checked nothing; `[]` leaves them unchecked.
    ///   - framesPerSecond: The display's frame rate (60 or 120); nil keeps the file's, or the
    ///     device's.
    ///
    /// ```swift
    /// let replay = ScenarioRunner.run(try Scenario.load(path: "Scenarios/logged-csdn-did-change-frame.json"),
    ///                                 with: signUp, expectations: TechniqueMatrix.expectations)
    /// #expect(replay.passed, "\(replay)")
    /// ```
    public static func run(
        _ scenario: Scenario, with controller: ControllerUnderTest, expectations: [Expectation]? = nil,
        framesPerSecond: Int? = nil
    ) -> ScenarioResult {
        var scenario = scenario
        if let expectations {
            scenario.expectations = expectations
        } else if scenario.expectations.isEmpty {
            scenario.expectations = TechniqueMatrix.expectations
        }
        return run(scenario, framesPerSecond: framesPerSecond, screen: controller.screen)
    }

    /// The replay with `screen` on the display: the scenario's technique, or a controller of yours.
    package static func run(_ scenario: Scenario, framesPerSecond: Int?, screen: ScreenUnderTest) -> ScenarioResult {
        let sim = Simulation(
            device: scenario.device, orientation: scenario.orientation, profile: scenario.profile,
            framesPerSecond: framesPerSecond ?? scenario.framesPerSecond,
            keyboard: scenario.keyboard == .logged ? .drivenByPosts : .simulated)
        sim.portedDocumentsModule = screen.portedDocumentsModule
        // The controller's code reaches the simulation as an app's does (`NotificationCenter.default`):
        // this replay is the thread's current simulation from start to end.
        return sim.perform { replay(scenario, in: sim, screen: screen) }
    }

    private static func replay(_ scenario: Scenario, in sim: Simulation, screen: ScreenUnderTest) -> ScenarioResult {
        var header = scenario.header(framesPerSecond: sim.displayLink.framesPerSecond)
        header.technique = screen.options(scenario)
        sim.record(.run(header))
        let gap = screen.gap(scenario)
        let (recorder, clock) = (sim.traceRecorder, sim.clock)
        let changes = HandlerChanges(recorder: recorder)
        let environment = TechniqueEnvironment(
            recordNote: { text, controller in recorder.note(text, by: controller) },
            recordCrash: { controller, reason in recorder.recordCrash(controller: controller, reason: reason) },
            dispatchAsync: { action in _ = clock.dispatchAsync(action) },
            postBeingDelivered: { sim.postBeingDelivered }, handlerWillRun: changes.handlerWillRun,
            handlerDidReturn: changes.handlerDidReturn)
        var technique: UIViewController? = screen.make(scenario, environment)
        var navigation: UINavigationController? = technique.map { UINavigationController(rootViewController: $0) }
        navigation?.isNavigationBarHidden = true
        sim.window.rootViewController = navigation
        sim.advance(by: .zero)
        // The field the scenario calls `nameField`: the technique's, or the one your controller points at.
        var fieldName = ScreenUnderTest.scenarioFieldName
        var judgedFields: [String] = []
        if let technique {
            if let name = screen.primaryField(technique) {
                fieldName = name
            } else {
                sim.record(
                    .stepFailure(
                        "at \(sim.now): the controller's field was not found (the field closure gave nil, or a view outside the controller's view)"
                    ))
            }
            let namedViews = screen.namedViews(technique)
            sim.recordFrames(of: namedViews)
            judgedFields = Set(namedViews.compactMap(\.accessibilityIdentifier)).sorted()
        }
        sim.record(.judging(JudgedFields(primaryField: fieldName, fields: judgedFields, gap: gap.points, exactGap: gap.isExact)))
        weak let techniqueView = technique?.viewIfLoaded

        /// The focused field, when it is one of the technique's (other screens handle nothing).
        func focusedField() -> UIView? {
            guard let field = sim.window.firstResponder as? UIView, let techniqueView, field.isDescendant(of: techniqueView) else {
                return nil
            }
            return field
        }

        // On every display frame of the replay: the field the user is typing in, whichever screen
        // it is on, and the docked keyboard — recorded when either changes, for overlapPointSeconds.
        var lastSample: (frame: Int, field: NamedFrame?, keyboard: CGRect?) = (0, nil, nil)
        let sampler = sim.displayLink.add { index, instant in
            let field = (sim.window.firstResponder as? UIView).map {
                NamedFrame(name: $0.debugName, frame: sim.presentationFrameOnScreen($0, at: instant).traceRounded)
            }
            let keyboard = sim.keyboard.visibleFrame.flatMap { sim.keyboard.placement.isDocked ? $0.traceRounded : nil }
            if field != lastSample.field || keyboard != lastSample.keyboard {
                sim.record(.sample(frame: index, field: field, keyboard: keyboard))
            }
            lastSample = (index, field, keyboard)
        }

        /// With no keyboard up and nothing moving: where the primary field rests, focused or not —
        /// in the content of the scroll views it sits in (content may stay scrolled where the
        /// user or a handler left it), and which content insets those scroll views keep.
        /// At rest: the keyboard is not moving, and neither is the field nor a view it sits in.
        func isAtRest(_ field: UIView) -> Bool {
            !sim.keyboard.isMoving(at: sim.now) && !sequence(first: field, next: \.superview).contains { $0.isAnimating(at: sim.now) }
        }

        func restPointWithoutKeyboard() {
            guard sim.keyboard.phase == .hidden, let techniqueView, let field = techniqueView.view(withIdentifier: fieldName),
                field.window != nil, isAtRest(field)
            else { return }
            let scrollViews = sequence(first: field, next: \.superview).compactMap { $0 as? UIScrollView }
            let scrolled = scrollViews.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.contentOffset.x, y: $0.y + $1.contentOffset.y) }
            let inContent = field.presentationFrameInWindow(at: sim.now).offsetBy(dx: scrolled.x, dy: scrolled.y)
            sim.record(
                .restWithoutKeyboard(
                    field: NamedFrame(name: fieldName, frame: inContent.traceRounded),
                    insets: scrollViews.map { $0.contentInset.traceRounded }))
        }

        func restPoint() {
            restPointWithoutKeyboard()
            guard let field = focusedField(), sim.keyboard.phase == .shown, sim.keyboard.placement.isDocked,
                let keyboard = sim.keyboard.visibleFrame, isAtRest(field)
            else { return }
            let scrollViews = sequence(first: field, next: \.superview).compactMap { $0 as? UIScrollView }.map {
                ScrollInsets(contentInset: $0.contentInset.traceRounded, adjustedContentInset: $0.adjustedContentInset.traceRounded)
            }
            sim.record(
                .rest(
                    field: NamedFrame(name: field.debugName, frame: sim.presentationFrameOnScreen(field, at: sim.now).traceRounded),
                    keyboard: keyboard.traceRounded, scrollViews: scrollViews))
        }

        let primaryField = fieldName
        sim.clock.schedule(series: scenario.steps.map { .seconds($0.at) }) { index in
            let step = scenario.steps[index].naming(primaryField: primaryField)
            // One rest point per instant: steps that share it (a logged will-pair) act as one.
            if index == 0 || scenario.steps[index - 1].at != step.at { restPoint() }
            sim.record(
                .step(
                    StepRecord(
                        index: index, at: step.at, kind: step.action.kind, summary: step.action.summary,
                        isLoggedPost: step.action.isLoggedPost)))
            step.action.perform(
                in: StepContext(
                    simulation: sim, navigation: navigation,
                    releaseScreens: {
                        technique = nil
                        navigation = nil
                    },
                    recordFailure: { message in
                        sim.record(.stepFailure("at \(sim.now) step \(index): \(message)"))
                    }))
        }
        let end = SimulationInstant.seconds(scenario.duration)
        sim.advance(to: end)
        // The frame records belong to the replay; the audit's release is not part of them.
        sim.stopRecordingFrames()
        restPoint()
        sim.displayLink.remove(sampler)
        if lastSample.field != nil || lastSample.keyboard != nil {
            sim.record(.sample(frame: lastSample.frame + 1, field: nil, keyboard: nil))
        }
        // The scenario ends: the app lets go of its screens.
        technique = nil
        navigation = nil
        sim.window.rootViewController = nil
        sim.advance(by: .milliseconds(100))
        sim.record(.audit(AuditFindings(sim.audit.report())))

        // The verdicts end the trace, recorded like everything else, from the records before them.
        for verdict in Judge.verdicts(sim.trace) { sim.record(.verdict(verdict)) }
        return ScenarioResult(scenario: scenario, trace: Trace(sim.trace))
    }
}
