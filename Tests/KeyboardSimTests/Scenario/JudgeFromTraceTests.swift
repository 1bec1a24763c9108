import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// Every verdict is a function of the trace, and true of it: a saved trace (its JSON Lines)
/// judged again gives the verdicts of the run that wrote it, with or without its verdict
/// records; and each verdict's claim, recomputed here from the records by other code than the
/// judge's, agrees — for every bundled scenario and a thousand generated ones.
@MainActor @Suite("Judge: a function of the trace, and true of it")
struct JudgeFromTraceTests {
    nonisolated static let scenarioFiles = BundledScenarios.files

    /// How many generated scenarios the property test replays (KEYBOARDSIM_JUDGE_CASES overrides).
    nonisolated static let generatedCount = ProcessInfo.processInfo.environment["KEYBOARDSIM_JUDGE_CASES"].flatMap(Int.init) ?? 1000

    @Test("every bundled scenario: its saved trace judged again gives the run's verdicts, with or without them", arguments: scenarioFiles)
    func savedTrace(file: String) throws {
        try Self.checkSavedTrace(ScenarioRunner.run(try Scenario.load(path: file)))
    }

    @Test("every bundled scenario: each verdict's claim recomputed from the records", arguments: scenarioFiles)
    func bundledClaims(file: String) throws {
        let result = ScenarioRunner.run(try Scenario.load(path: file))
        #expect(Self.disagreements(result.trace).isEmpty, "\(file): \(Self.disagreements(result.trace))")
    }

    @Test("generated scenarios (seeded): each verdict's claim recomputed, and the saved trace judged alike")
    func generatedClaims() throws {
        var random = SeededRandom(seed: 24)
        var problems: [String] = []
        var judgedVerdicts = 0
        for index in 0..<Self.generatedCount {
            let text = Self.generatedScenario(&random)
            let scenario = try Scenario.parse(text, file: "generated-\(index).json")
            let result = ScenarioRunner.run(scenario)
            judgedVerdicts += result.verdicts.count
            problems += Self.disagreements(result.trace).map { "generated-\(index): \($0)\n\(text)" }
            let saved = try TraceReport.traces(jsonLines: TraceReport.jsonLines(result.trace), file: "generated-\(index).jsonl")
            if saved.first?.judged()?.verdicts.map(TraceReport.jsonLine) != result.verdicts.map(TraceReport.jsonLine) {
                problems.append("generated-\(index): the saved trace is judged differently\n\(text)")
            }
            if problems.count >= 5 { break }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
        #expect(judgedVerdicts >= Self.generatedCount * 9)
    }

    // MARK: Saved traces

    static func checkSavedTrace(_ result: ScenarioResult) throws {
        let lines = TraceReport.jsonLines(result.trace)
        let expected = result.verdicts.map(TraceReport.jsonLine)
        let saved = try TraceReport.traces(jsonLines: lines, file: "saved.jsonl")
        #expect(saved.count == 1)
        #expect(saved.first?.judged()?.verdicts.map(TraceReport.jsonLine) == expected)
        #expect(saved.first?.judged()?.outcome == result.trace.outcome)
        let withoutVerdicts = lines.split(separator: "\n").filter { !$0.contains(#""kind": "verdict""#) }.joined(separator: "\n")
        #expect(
            try TraceReport.traces(jsonLines: withoutVerdicts, file: "stripped.jsonl").first?.judged()?.verdicts.map(TraceReport.jsonLine)
                == expected)
        // Every record the judge reads comes back as it was written.
        let read = saved.first.map(TraceReport.jsonLines) ?? ""
        let judgeKinds = [
            "run", "judging", "screen", "focus", "frame", "sample", "rest", "restWithoutKeyboard", "stepFailure", "audit", "verdict",
        ]
        func judgeLines(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { line in judgeKinds.contains { line.contains(#""kind": "\#($0)""#) } }
        }
        #expect(judgeLines(read) == judgeLines(lines))
    }

    @Test("several replays in one file are read as several traces; an edited verdict is recomputed")
    func severalAndEdited() throws {
        let first = ScenarioRunner.run(
            try Scenario.load(path: try #require(Self.scenarioFiles.first { $0.hasSuffix("/bottom-constant.json") })))
        let second = ScenarioRunner.run(
            try Scenario.load(path: try #require(Self.scenarioFiles.first { $0.hasSuffix("/bottom-constant-frame-begin.json") })))
        let traces = try TraceReport.traces(
            jsonLines: TraceReport.jsonLines(first.trace) + TraceReport.jsonLines(second.trace), file: "two.jsonl")
        #expect(traces.map { $0.header?.file } == [first.scenario.file, second.scenario.file])
        #expect(traces.compactMap { $0.judged()?.outcome } == [first.trace.outcome, second.trace.outcome])
        let edited = TraceReport.jsonLines(second.trace).replacingOccurrences(
            of: #""check": "fieldClearsKeyboard", "passed": true, "status": "passed", "value": false"#,
            with: #""check": "fieldClearsKeyboard", "passed": true, "status": "passed", "value": true"#)
        #expect(edited != TraceReport.jsonLines(second.trace))
        let judged = try #require(try TraceReport.traces(jsonLines: edited, file: "edited.jsonl").first?.judged())
        #expect(judged.verdicts.first?.value == .bool(false))
    }

    @Test("a trace without what the judge reads is not judged; a malformed record names its line and member")
    func refusals() throws {
        let result = ScenarioRunner.run(
            try Scenario.load(path: try #require(Self.scenarioFiles.first { $0.hasSuffix("/bottom-constant.json") })))
        let withoutJudging = TraceReport.jsonLines(result.trace).split(separator: "\n").filter { !$0.contains(#""kind": "judging""#) }
            .joined(separator: "\n")
        #expect(try TraceReport.traces(jsonLines: withoutJudging, file: "old.jsonl").first?.judged() == nil)
        let start = TraceReport.jsonLines(result.trace).split(separator: "\n").prefix(2).joined(separator: "\n")
        #expect(throws: TraceFormatError(file: "bad.jsonl", line: 3, path: "$.keyboard", message: "expected [x, y, width, height] or null"))
        {
            try TraceReport.traces(
                jsonLines: start
                    + "\n{\"t\": 0, \"kind\": \"sample\", \"frame\": 1, \"field\": null, \"fieldFrame\": null, \"keyboard\": [1]}",
                file: "bad.jsonl")
        }
        // Samples go forward and stay within a replay's frames; the frame rate is a real one.
        let lines = TraceReport.jsonLines(result.trace).split(separator: "\n").map(String.init)
        let sampleLines = lines.indices.filter { lines[$0].contains(#""kind": "sample""#) }
        var backwards = lines
        backwards[sampleLines[1]] = backwards[sampleLines[1]].replacingOccurrences(of: #""frame": "#, with: #""frame": -"#)
        #expect(throws: TraceFormatError.self) { try TraceReport.traces(jsonLines: backwards.joined(separator: "\n"), file: "back.jsonl") }
        var huge = lines
        huge[sampleLines[1]] = huge[sampleLines[1]].replacingOccurrences(of: #""frame": "#, with: #""frame": 900000000000"#)
        #expect(throws: TraceFormatError.self) { try TraceReport.traces(jsonLines: huge.joined(separator: "\n"), file: "huge.jsonl") }
        let noFrames = lines.map { $0.replacingOccurrences(of: #""fps": 60"#, with: #""fps": 0"#) }
        #expect(throws: TraceFormatError.self) { try TraceReport.traces(jsonLines: noFrames.joined(separator: "\n"), file: "fps.jsonl") }
        #expect(throws: TraceFormatError(file: "bad.jsonl", line: 2, path: "$.technique", message: "missing")) {
            try TraceReport.traces(jsonLines: "\n{\"t\": 0, \"kind\": \"run\"}", file: "bad.jsonl")
        }
        #expect(
            throws: TraceFormatError(
                file: "x.jsonl", line: 1, path: "$",
                message: "a replay without a \"run\" record: expected the JSON Lines of kbsim run --format json")
        ) {
            try TraceReport.traces(jsonLines: "{\"t\": 0, \"kind\": \"focus\", \"from\": null, \"to\": \"a\"}\n", file: "x.jsonl")
        }
    }

    // MARK: Generated scenarios

    /// A scenario of random device, orientation, technique (a bug one time in three) and steps
    /// after the first focus, held to what a correct technique achieves.
    static func generatedScenario(_ random: inout SeededRandom) -> String {
        let iPad = random.below(4) == 0
        let device =
            iPad ? random.pick(["ipad-10-2", "ipad-mini-6"]) : random.pick(["iphone-se-3", "iphone-11-pro", "iphone-16", "iphone-8-plus"])
        let entry = random.pick(TechniqueCatalog.entries)
        var technique = #""name": "\#(entry.name)""#
        if random.below(3) == 0, !entry.bugs.isEmpty { technique += #", "bug": "\#(random.pick(entry.bugs).name)""# }
        if random.below(4) == 0 { technique += #", "observers": "block""# }
        var steps = [#"{"at": 0.5, "do": "focus", "field": "nameField"}"#]
        var at = 0.5
        var pushed = false
        var keyboards = ["dismissKeyboard", "focus", "emoji", "accessoryView", "predictiveBar", "rotate", "push", "interactiveDismiss"]
        if iPad { keyboards += ["undock", "dock", "split", "float"] }
        for _ in 0..<random.within(1...5) {
            at += Double(random.within(3...9)) / 10
            let time = formatNumber(at)
            switch random.pick(keyboards) {
            case "focus": steps.append(#"{"at": \#(time), "do": "focus", "field": "nameField"}"#)
            case "emoji": steps.append(#"{"at": \#(time), "do": "emoji", "on": \#(random.below(2) == 0)}"#)
            case "accessoryView": steps.append(#"{"at": \#(time), "do": "accessoryView", "height": \#(random.pick([0, 44, 60]))}"#)
            case "predictiveBar": steps.append(#"{"at": \#(time), "do": "predictiveBar", "on": \#(random.below(2) == 0)}"#)
            case "rotate": steps.append(#"{"at": \#(time), "do": "rotate", "to": "\#(random.pick(["portrait", "landscapeLeft"]))"}"#)
            case "push":
                steps.append(pushed ? #"{"at": \#(time), "do": "pop"}"# : #"{"at": \#(time), "do": "push", "screen": "detail"}"#)
                pushed.toggle()
            case "interactiveDismiss": steps.append(#"{"at": \#(time), "do": "interactiveDismiss", "duration": 0.3}"#)
            case let other: steps.append(#"{"at": \#(time), "do": "\#(other)"}"#)
            }
        }
        let expectations = TechniqueMatrix.expectations.map { expectation in
            let value: String =
                switch expectation.value {
                case .bool(let flag): "\(flag)"
                case .atMost(let bound): formatNumber(bound)
                case .atLeast(let bound): #"{"atLeast": \#(formatNumber(bound))}"#
                }
            return #""\#(expectation.check)": \#(value)"#
        }
        return #"""
            {"title": "generated", "device": "\#(device)", "orientation": "\#(random.pick(["portrait", "landscapeLeft"]))",
             "screen": "\#(entry.screen)", "technique": {\#(technique)},
             "steps": [\#(steps.joined(separator: ", "))], "expect": {\#(expectations.joined(separator: ", "))}}
            """#
    }

    // MARK: Claims recomputed

    /// Where a verdict's value or sentence disagrees with the records, recomputed here.
    static func disagreements(_ trace: Trace) -> [String] {
        var problems: [String] = []
        let verdicts = Dictionary(trace.verdicts.map { ($0.check, $0) }, uniquingKeysWith: { first, _ in first })
        func number(_ check: VerdictCheck) -> Double? { if case .number(let value)? = verdicts[check]?.value { value } else { nil } }
        guard let header = trace.header,
            let judging = trace.compactMap({ if case .judging(let judged) = $0.event { judged } else { nil } }).first,
            let audit = trace.compactMap({ if case .audit(let findings) = $0.event { findings } else { nil } }).first
        else {
            return ["the trace lacks its run header, judging or audit record"]
        }
        let crashes = trace.filter { if case .crash = $0.event { true } else { false } }.count
        let stepFailures = trace.filter { if case .stepFailure = $0.event { true } else { false } }.count

        // overlapPointSeconds: each sample's overlap area height for the frames until the next.
        let samples = trace.compactMap { record -> (frame: Int, field: CGRect?, keyboard: CGRect?)? in
            if case .sample(let frame, let field, let keyboard) = record.event { (frame, field?.frame, keyboard) } else { nil }
        }
        var overlap = 0.0
        for (sample, next) in zip(samples, samples.dropFirst()) {
            guard let field = sample.field, let keyboard = sample.keyboard else { continue }
            let common = field.intersection(keyboard)
            guard !common.isNull, common.width > 0 else { continue }
            overlap += Double(common.height) * Double(next.frame - sample.frame) / Double(header.framesPerSecond)
        }
        if let value = number(.overlapPointSeconds), abs(value - overlap) > 1e-6 * max(1, overlap) {
            problems.append("overlapPointSeconds = \(value), the samples give \(overlap)")
        }
        if let last = samples.last, last.field != nil || last.keyboard != nil {
            problems.append("the samples do not end with an empty one")
        }

        // fieldClearsKeyboard: every rest point beside the keyboard, on screen and clear; the
        // primary field at the gap asked for.
        var screen = CGRect.zero
        var rests = 0
        var firstFailure: SimulationInstant?
        for record in trace {
            switch record.event {
            case .screen(_, let size, _): screen = CGRect(origin: .zero, size: size)
            case .rest(let field, let keyboard, _):
                rests += 1
                let gap = Double(keyboard.minY - field.frame.maxY)
                let gapWrong = judging.exactGap ? abs(gap - judging.gap) > 1 : gap < judging.gap - 1
                let offScreen = field.frame.minY < screen.minY || field.frame.maxY > screen.maxY
                let fails =
                    !field.frame.hasFiniteNumbers || !keyboard.hasFiniteNumbers || offScreen || !field.frame.intersection(keyboard).isEmpty
                    || (field.name == judging.primaryField && gapWrong)
                if fails, firstFailure == nil { firstFailure = record.time }
            default: break
            }
        }
        if let clears = verdicts[.fieldClearsKeyboard] {
            let expected = crashes == 0 && firstFailure == nil
            if clears.value != .bool(expected) {
                problems.append("fieldClearsKeyboard = \(clears.value), the rest points and crashes give \(expected)")
            }
            if expected, rests > 0, !clears.detail.contains("at all \(rests) rest points") {
                problems.append("fieldClearsKeyboard's sentence miscounts \(rests) rest points: \(clears.detail)")
            }
            if crashes == 0, let firstFailure, !clears.detail.hasPrefix("at \(firstFailure) ") {
                problems.append(
                    "fieldClearsKeyboard's sentence does not name the first failing rest point (\(firstFailure)): \(clears.detail)")
            }
        }

        // maxTrackingError: a value names a frame whose gap it quotes; a sentence about fields
        // that moved, or did not, holds for the frame records' movements.
        if let tracking = verdicts[.maxTrackingError], let value = number(.maxTrackingError) {
            let movements = Self.movements(trace, fields: Set(judging.fields))
            if value > 0 {
                let words = tracking.detail.split(separator: " ")
                if let at = words.dropFirst().first, let gapIndex = words.firstIndex(of: "was"), let gap = Double(words[gapIndex + 1]),
                    let givesIndex = words.firstIndex(of: "gives"), let expected = Double(words[givesIndex + 1])
                {
                    if abs(abs(gap - expected) - value) > 0.002 {
                        problems.append("maxTrackingError = \(value), its sentence's numbers differ by \(abs(gap - expected))")
                    }
                    let quoted = movements.joined().contains { "t=\(formatSeconds($0.time.seconds))s" == at && abs($0.gap - gap) <= 0.0005 }
                    if !quoted { problems.append("maxTrackingError's sentence quotes a gap no frame record has: \(tracking.detail)") }
                } else {
                    problems.append("maxTrackingError = \(value) without the frame it happened on: \(tracking.detail)")
                }
            } else {
                let moved = movements.filter { run in
                    let bottoms = run.map { $0.keyboardTop - $0.gap }
                    return (bottoms.max() ?? 0) - (bottoms.min() ?? 0) > 0.5
                }
                if tracking.detail == "the field moved with the keyboard on every frame", moved.count != movements.count {
                    problems.append(
                        "maxTrackingError says the field moved on every frame; it stayed put in \(movements.count - moved.count) of \(movements.count) movements"
                    )
                }
                if tracking.detail.contains(" did not move in the keyboard's "), !moved.isEmpty {
                    problems.append("maxTrackingError says the field did not move; it moved in \(moved.count) movements")
                }
                if tracking.detail.hasPrefix("the keyboard never moved"), !movements.isEmpty {
                    problems.append("maxTrackingError says the keyboard never moved; the frame records hold \(movements.count) movements")
                }
            }
        }

        // restoreError: a value names a rest point without the keyboard; "all N times" counts them.
        let hiddenRests = trace.filter { if case .restWithoutKeyboard = $0.event { true } else { false } }
        if let restore = verdicts[.restoreError], let value = number(.restoreError) {
            if value > 0, !hiddenRests.contains(where: { restore.detail.hasPrefix("at \($0.time)") }) {
                problems.append("restoreError's sentence names no rest point without the keyboard: \(restore.detail)")
            }
            if let all = restore.detail.range(of: "all "), let count = Int(restore.detail[all.upperBound...].prefix { $0.isNumber }),
                count + 1 > hiddenRests.count
            {
                problems.append("restoreError compares \(count) times with \(hiddenRests.count) rest points without the keyboard")
            }
        }

        // The audit's counts, the crashes and the steps that could not act.
        let counts: [(VerdictCheck, Int)] = [
            (.observerLeaks, audit.registrationsLeftBehind.count), (.leakedControllers, audit.leakedControllers.count),
            (.deliveriesWhileHidden, audit.deliveriesWhileHidden.count),
            (.duplicateDeliveries, audit.duplicateDeliveries.count), (.handlerCrashes, crashes),
        ]
        for (check, count) in counts where number(check) != Double(count) {
            problems.append("\(check) = \(number(check).map { "\($0)" } ?? "missing"), the records count \(count)")
        }
        if (number(.stepsThatCouldNotAct) ?? 0) != Double(stepFailures) {
            problems.append("stepsThatCouldNotAct disagrees with \(stepFailures) stepFailure records")
        }

        // The outcome follows from the verdicts and the header's expectations.
        for expectation in header.expectations where verdicts[expectation.check]?.expected != expectation.value {
            problems.append("\(expectation.check) is not held to the header's expectation \(expectation.value)")
        }
        return problems
    }

    /// The keyboard's movements with a judged field focused: runs of consecutive frame records
    /// (a focus change or a rotation ends one), each cut where the keyboard sets off again after
    /// a pause or turns back (that record belongs to both sides), in which the keyboard's top
    /// moved more than half a point; each frame's time, keyboard top and the field-to-keyboard gap.
    static func movements(_ trace: Trace, fields: Set<String>) -> [[(time: SimulationInstant, keyboardTop: Double, gap: Double)]] {
        var runs: [[(time: SimulationInstant, keyboardTop: Double, gap: Double)]] = []
        var run: [(time: SimulationInstant, keyboardTop: Double, gap: Double)] = []
        var focused: String?
        var lastIndex: Int?
        func keep(_ piece: ArraySlice<(time: SimulationInstant, keyboardTop: Double, gap: Double)>) {
            if let first = piece.first, let last = piece.last, abs(last.keyboardTop - first.keyboardTop) > 0.5 { runs.append(Array(piece)) }
        }
        func end() {
            defer { run = [] }
            // The sign of each step between records (0: the keyboard did not move).
            let signs = zip(run, run.dropFirst()).map { pair -> Int in
                let step = pair.1.keyboardTop - pair.0.keyboardTop
                return abs(step) <= 1e-5 ? 0 : step > 0 ? 1 : -1
            }
            var start = 0
            for (step, sign) in signs.enumerated() where sign != 0 {
                // The sign of the last step that moved before this one, and whether one stood still since.
                guard let previous = signs[start..<step].lastIndex(where: { $0 != 0 }) else { continue }
                if signs[previous] != sign || previous != step - 1 {
                    keep(run[start...step])
                    start = step
                }
            }
            keep(run[start...])
        }
        for record in trace {
            switch record.event {
            case .focus(_, let to):
                end()
                focused = to
            case .screen: end()
            case .frame(let index, let keyboard, let views, _):
                if let lastIndex, index != lastIndex, index != lastIndex + 1 { end() }
                lastIndex = index
                guard let keyboard, let focused, fields.contains(focused), let field = views.first(where: { $0.name == focused }) else {
                    continue
                }
                run.append((record.time, Double(keyboard.minY), Double(keyboard.minY - field.frame.maxY)))
            default: break
            }
        }
        end()
        return runs
    }
}
