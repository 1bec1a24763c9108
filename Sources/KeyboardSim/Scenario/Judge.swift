import Foundation

/// How a replay is judged: a function of its trace alone.
///
/// The replay records everything a verdict needs, as it happens: what it is held to (the run
/// header's expectations, a `judging` record with the technique's fields and the gap), what the
/// display shows on every display frame (`sample`: the field being typed in and the docked
/// keyboard), the rest points (`rest`, `restWithoutKeyboard`), the keyboard's and the fields'
/// movement (`frame`), focus, rotations, handlers' crashes, steps that could not act and the
/// observer audit's findings (`audit`). The judge reads those records and nothing else, so a
/// saved trace (`kbsim run --format json`) is judged again with the same result (`kbsim judge`).
struct Judge {
    /// Differences smaller than this are the trace's rounding (its numbers have 6 decimals; a
    /// distance between rounded numbers is off by up to 2 × 10⁻⁶), not a movement.
    static let resolution = 1e-5

    private var gap = 0.0
    /// Whether the field must stand exactly `gap` above the keyboard (±1), or at least `gap`.
    private var exactGap = true
    /// The names of the technique's views: only their focus is judged.
    private var fields: Set<String> = []
    /// The field the technique positions (the scenario's `nameField`, or your controller's
    /// field); other fields of its screen must only be clear.
    private var primaryField = TechniqueCatalog.primaryField.name
    private var framesPerSecond = 60
    private var expectations: [Expectation] = []
    private var screen = CGRect.zero
    /// The app's Stage Manager window on the screen, while one is placed (nil: the window fills
    /// the screen): a field must stay inside it, and where it rests is compared within it.
    private var window: CGRect?
    private var overlapPointSeconds = 0.0
    /// The sample being integrated, and the display frame it holds from.
    private var sample: (frame: Int, field: CGRect?, keyboard: CGRect?)?
    private var restFailures: [String] = []
    private var restCount = 0
    /// Where each field being typed in last stood with no docked keyboard on screen (its latest
    /// sample without one), on this screen: how far it rose is measured from there.
    private var uncovered: [String: CGRect] = [:]
    /// Where the primary field first rested with no keyboard up (in the content of the scroll
    /// views it sits in), their content insets then, and the screen of that time.
    private var restingWithoutKeyboard: (field: CGRect, insets: [UIEdgeInsets], screen: CGRect)?
    private var hiddenRestCount = 0
    private var restoreError = 0.0
    private var restoreDetail: String?
    private var crashes: [String] = []
    private var stepFailures: [String] = []
    private var audit = AuditFindings(
        registrationsLeftBehind: [], leakedControllers: [], deliveriesWhileHidden: [], duplicateDeliveries: [])

    /// The verdicts of the replay `trace` records, in `VerdictCheck`'s order, held to the run
    /// header's expectations; `stepsThatCouldNotAct` last, only when a step could not act.
    static func verdicts(_ trace: some Collection<TraceRecord>) -> [Verdict] {
        var judge = Judge()
        for record in trace { judge.read(record) }
        return judge.verdicts(trace: trace)
    }

    private mutating func read(_ record: TraceRecord) {
        switch record.event {
        case .run(let header):
            framesPerSecond = header.framesPerSecond
            expectations = header.expectations
        case .judging(let judged):
            (primaryField, fields, gap, exactGap) = (judged.primaryField, Set(judged.fields), judged.gap, judged.exactGap)
        case .screen(_, let size, _):
            screen = CGRect(origin: .zero, size: size)
            window = nil
            uncovered = [:]
        case .window(let frame):
            window = frame == screen ? nil : frame
            uncovered = [:]
        case .sample(let frame, let field, let keyboard):
            integrateOverlap(until: frame)
            sample = (frame, field?.frame, keyboard)
            if let field, keyboard == nil { uncovered[field.name] = field.frame }
        case .rest(let field, let keyboard, let scrollViews):
            restPoint(time: record.time, name: field.name, field: field.frame, keyboard: keyboard, scrollViews: scrollViews)
        case .restWithoutKeyboard(let field, let insets):
            restPointWithoutKeyboard(time: record.time, name: field.name, field: field.frame, insets: insets)
        case .crash(let controller, let reason):
            crashes.append(crashMessage(controller: controller, reason: reason))
        case .stepFailure(let message):
            stepFailures.append(message)
        case .audit(let findings):
            audit = findings
        default:
            break
        }
    }

    /// Adds the current sample's overlap for each display frame it held, up to `frame`: the
    /// points of the field being typed in under the docked keyboard, times a frame's duration.
    private mutating func integrateOverlap(until frame: Int) {
        guard let sample, let keyboard = sample.keyboard, let field = sample.field,
            field.maxX > keyboard.minX && field.minX < keyboard.maxX
        else { return }
        let overlap = Double(max(0, min(field.maxY, keyboard.maxY) - max(field.minY, keyboard.minY)))
        let seconds = 1 / Double(framesPerSecond)
        for _ in sample.frame..<max(sample.frame, frame) { overlapPointSeconds += overlap * seconds }
    }

    /// The matrix's mark for a failed `fieldClearsKeyboard`, read from the sentence `restPoint`
    /// wrote (the two are kept together here): `off screen`, `covered` (under the keyboard, or a
    /// handler crashed), `too high` or `too close` (clear of the keyboard, at the wrong gap).
    nonisolated static func clearanceMark(_ detail: String) -> String {
        if detail.contains(" is pushed off the screen") || detail.contains(" is pushed out of its window") { return "off screen" }
        guard let gapStart = detail.range(of: "the gap to the keyboard is "),
            let gapEnd = detail.range(of: " points, not ", range: gapStart.upperBound..<detail.endIndex),
            let gapNow = Double(detail[gapStart.upperBound..<gapEnd.lowerBound]),
            let askedEnd = detail.range(of: " asked for", range: gapEnd.upperBound..<detail.endIndex),
            let asked = Double(detail[gapEnd.upperBound..<askedEnd.lowerBound].split(separator: " ").last ?? "")
        else { return "covered" }
        return gapNow > asked ? "too high" : "too close"
    }

    private mutating func restPoint(time: SimulationInstant, name: String, field: CGRect, keyboard: CGRect, scrollViews: [ScrollInsets]) {
        restCount += 1
        let gapNow = Double(keyboard.minY - field.maxY)
        if !field.hasFiniteNumbers || !keyboard.hasFiniteNumbers {
            // (A layout's frame that is not finite is refused before it reaches a view; a trace
            // that holds one anyway is not judged clear.)
            restFailures.append(
                "at \(time) the field \(name) \(field.uiKitDescription) beside the keyboard \(keyboard.uiKitDescription) has a frame that is not finite"
            )
        } else if let window, field.minY < window.minY || field.maxY > window.maxY {
            restFailures.append(
                "at \(time) the field \(name) \(field.uiKitDescription) is pushed out of its window \(window.uiKitDescription)")
        } else if field.minY < screen.minY || field.maxY > screen.maxY {
            restFailures.append("at \(time) the field \(name) \(field.uiKitDescription) is pushed off the screen")
        } else if field.overlap(with: keyboard) != nil {
            restFailures.append(
                "at \(time) the field \(name) \(field.uiKitDescription) is under the keyboard \(keyboard.uiKitDescription)\(why(name, field, keyboard, scrollViews))"
            )
        } else if name != primaryField {
            return
        } else if exactGap ? abs(gapNow - gap) > 1 : gapNow < gap - 1 {
            restFailures.append(
                "at \(time) the gap to the keyboard is \(formatNumber(gapNow)) points, not \(exactGap ? "" : "at least ")the \(formatNumber(gap)) asked for\(why(name, field, keyboard, scrollViews))"
            )
        }
    }

    /// The arithmetic behind a field out of place beside the keyboard, from the frames alone:
    /// how much of the screen the keyboard covers, how far the field moved from where it stood
    /// before the keyboard came, and how far it had to — "…: the keyboard covers the screen's
    /// bottom 260 points; the field rose 216 points (its bottom from y = 647 to 431), where
    /// rising 280 leaves the gap" — and, in a scroll view, the bottom inset UIKit scrolls by
    /// and what it is made of (`adjustedContentInset`: the app's `contentInset` and the safe
    /// area the system adds).
    private func why(_ name: String, _ field: CGRect, _ keyboard: CGRect, _ scrollViews: [ScrollInsets]) -> String {
        let covers = Double(screen.maxY - keyboard.minY)
        var insets = ""
        if let inner = scrollViews.first {
            let set = Double(inner.contentInset.bottom), adjusted = Double(inner.adjustedContentInset.bottom)
            insets =
                "; its scroll view's adjustedContentInset.bottom is \(formatNumber(adjusted))"
                + (abs(adjusted - set) > 0.5
                    ? " (contentInset \(formatNumber(set)) + \(formatNumber(adjusted - set)) of safe area the system adds)"
                    : " (its contentInset; the system adds no safe area)")
        }
        guard let before = uncovered[name] else { return "\(Self.arithmeticMarker)\(formatNumber(covers)) points\(insets)" }
        let rose = Double(before.maxY - field.maxY)
        let needed = Double(before.maxY - keyboard.minY) + gap
        let movement =
            if rose > 0.5 {
                "rose \(formatNumber(rose)) points (its bottom from y = \(formatNumber(Double(before.maxY))) to \(formatNumber(Double(field.maxY))))"
            } else if rose < -0.5 {
                "moved down \(formatNumber(-rose)) points (its bottom from y = \(formatNumber(Double(before.maxY))) to \(formatNumber(Double(field.maxY))))"
            } else {
                "did not move (its bottom at y = \(formatNumber(Double(field.maxY))))"
            }
        let wanted = needed > 0.5 ? "rising \(formatNumber(needed)) leaves the gap" : "it stood clear by the gap without moving"
        return "\(Self.arithmeticMarker)\(formatNumber(covers)) points; the field \(movement), where \(wanted)\(insets)"
    }

    /// Where a rest point's sentence turns from what is wrong to the arithmetic behind it.
    nonisolated static let arithmeticMarker = ": the keyboard covers the screen's bottom "

    /// A sentence cut where its arithmetic begins: the claim, and the arithmetic (from "the
    /// keyboard covers…"), nil when it has none.
    nonisolated static func claimAndArithmetic(_ sentence: String) -> (claim: String, arithmetic: String?) {
        guard let marker = sentence.range(of: arithmeticMarker) else { return (sentence, nil) }
        return (String(sentence[..<marker.lowerBound]), String(sentence[sentence.index(marker.lowerBound, offsetBy: 2)...]))
    }

    /// A rest point with no keyboard up: the first one (on a screen of this size) is where the
    /// primary field belongs, and at every later one it must be back there, and the scroll
    /// views it sits in must have the content insets they had. `field` is in the content of
    /// those scroll views: content left scrolled is not a field out of place. A rotation
    /// changes the screen, and the place the field belongs with it.
    private mutating func restPointWithoutKeyboard(time: SimulationInstant, name: String, field: CGRect, insets: [UIEdgeInsets]) {
        guard let resting = restingWithoutKeyboard, resting.screen == window ?? screen, resting.insets.count == insets.count else {
            restingWithoutKeyboard = (field, insets, window ?? screen)
            hiddenRestCount = 1
            return
        }
        hiddenRestCount += 1
        /// The largest difference between matching edges.
        func distance(_ a: [CGFloat], _ b: [CGFloat]) -> Double { Double(zip(a, b).map { abs($0 - $1) }.max() ?? 0) }
        let moved = distance(
            [field.minX, field.minY, field.maxX, field.maxY],
            [resting.field.minX, resting.field.minY, resting.field.maxX, resting.field.maxY])
        if moved > max(restoreError, Self.resolution) {
            restoreError = moved
            restoreDetail =
                "at \(time) the field \(name) rests at \(field.uiKitDescription) with the keyboard gone, \(formatNumber(moved)) points "
                + "from \(resting.field.uiKitDescription), where it rested before the keyboard came"
        }
        for (now, before) in zip(insets, resting.insets) {
            let kept = distance([now.top, now.left, now.bottom, now.right], [before.top, before.left, before.bottom, before.right])
            if kept > max(restoreError, Self.resolution) {
                restoreError = kept
                restoreDetail =
                    "at \(time), with the keyboard gone, the scroll view \(name) sits in keeps the content inset \(now) "
                    + "where it had \(before) before the keyboard came"
            }
        }
    }

    /// Every verdict, in `VerdictCheck`'s order: what the records say of the field and the
    /// keyboard, then the audit's findings and the handlers' crashes, each held to its
    /// expectation; then, when a step could not act, `stepsThatCouldNotAct`, which fails the
    /// run whatever the scenario expected.
    private func verdicts(trace: some Collection<TraceRecord>) -> [Verdict] {
        var verdicts = fieldVerdicts(trace: trace) + auditVerdicts()
        for expectation in expectations {
            if let index = verdicts.firstIndex(where: { $0.check == expectation.check }) { verdicts[index].expected = expectation.value }
        }
        if !stepFailures.isEmpty {
            verdicts.append(
                Verdict(
                    check: .stepsThatCouldNotAct, value: .number(Double(stepFailures.count)), expected: .atMost(0),
                    detail: stepFailures.joined(separator: "; ")))
        }
        return verdicts
    }

    /// How the field followed the keyboard, whether it was clear at rest, how long the keyboard
    /// covered it; a handler's crash makes the field count as covered.
    private func fieldVerdicts(trace: some Collection<TraceRecord>) -> [Verdict] {
        // Tracking: within each movement of the keyboard, how far the field-to-keyboard gap
        // departs from a gap that moves with the keyboard's own progress between where it starts
        // and where it ends. A field glued to the keyboard scores 0 even when the gap changes on
        // purpose (20 + the home indicator at rest, 20 over the keyboard); a field that jumps,
        // lags or leads scores its distance. A movement is cut out of a run of frame records by
        // the keyboard's own motion (`keyboardMovements`), never by how the display frames fall,
        // so the same replay scores alike at every frame rate.
        var worst = 0.0
        var worstDetail = ""
        var segment: [(time: SimulationInstant, keyboardTop: Double, gap: Double)] = []
        var lastIndex: Int?
        var focused: String?
        // What the sentence of a score of 0 may say: how many keyboard movements were tracked,
        // and in how many the field moved at all (a field that stays put also scores 0).
        var movements = 0
        var movementsFieldMoved = 0
        var stillGap: (from: Double, to: Double)?
        // The fields focused in the movements where they moved, and in those where they stood
        // still, each named once in the order met: a sentence names the fields it judges.
        var fieldsThatMoved: [String] = []
        var fieldsThatStayed: [String] = []
        func closeSegment() {
            defer { segment = [] }
            for movement in Self.keyboardMovements(segment.map(\.keyboardTop)) { judgeMovement(segment[movement]) }
        }
        func judgeMovement(_ segment: ArraySlice<(time: SimulationInstant, keyboardTop: Double, gap: Double)>) {
            guard let first = segment.first, let last = segment.last, abs(last.keyboardTop - first.keyboardTop) > 0.5 else { return }
            movements += 1
            let fieldBottoms = segment.map { $0.keyboardTop - $0.gap }
            let name = focused ?? "the field"
            if let low = fieldBottoms.min(), let high = fieldBottoms.max(), high - low > 0.5 {
                movementsFieldMoved += 1
                if !fieldsThatMoved.contains(name) { fieldsThatMoved.append(name) }
            } else {
                if stillGap == nil { stillGap = (first.gap, last.gap) }
                if !fieldsThatStayed.contains(name) { fieldsThatStayed.append(name) }
            }
            for sample in segment {
                let progress = (sample.keyboardTop - first.keyboardTop) / (last.keyboardTop - first.keyboardTop)
                let expected = first.gap + (last.gap - first.gap) * progress
                let error = abs(sample.gap - expected)
                if error > max(worst, Self.resolution) {
                    worst = error
                    worstDetail =
                        "at \(sample.time) the gap was \(formatNumber(sample.gap)) points where moving with the keyboard gives \(formatNumber(expected))"
                }
            }
        }
        // (Each record read where the trace holds it: a copy of a frame record retains its views.)
        for position in trace.indices {
            switch trace[position].event {
            case .focus(_, let to):
                closeSegment()
                focused = to
            case .screen:
                // A rotation changes the coordinates: what follows is another movement.
                closeSegment()
            case .frame(let index, let keyboard, let views, _):
                if let lastIndex, index != lastIndex + 1 && index != lastIndex { closeSegment() }
                lastIndex = index
                guard let keyboard, let name = focused, fields.contains(name), let field = views.first(where: { $0.name == name }) else {
                    continue
                }
                segment.append((trace[position].time, Double(keyboard.minY), Double(keyboard.minY - field.frame.maxY)))
            default:
                break
            }
        }
        closeSegment()
        if worst == 0 {
            worstDetail =
                if movements == 0 {
                    "the keyboard never moved while a field was focused, so nothing was tracked"
                } else if movementsFieldMoved == 0, let stillGap {
                    "\(Self.names(fieldsThatStayed)) did not move in the keyboard's \(movements == 1 ? "movement" : "\(movements) movements") (\(movements == 1 ? "" : "in one ")the gap went from \(formatNumber(stillGap.from)) to \(formatNumber(stillGap.to)) points): a field that stays put neither lags nor jumps"
                } else if movementsFieldMoved < movements, let stillGap {
                    "\(Self.names(fieldsThatMoved)) moved with the keyboard on every frame of \(movementsFieldMoved) of the keyboard's \(movements) movements; \(Self.names(fieldsThatStayed)) stayed put in \(movements - movementsFieldMoved == 1 ? "the other (the gap" : "the others (in one the gap") went from \(formatNumber(stillGap.from)) to \(formatNumber(stillGap.to)) points)"
                } else {
                    "the field moved with the keyboard on every frame"
                }
        }
        let clears = restFailures.isEmpty
        var fieldClears = Verdict(
            check: .fieldClearsKeyboard, value: .bool(clears), expected: nil,
            detail: clears
                ? (restCount == 0
                    ? "the keyboard never came to rest while a field of the technique's screen was focused"
                    : "\(primaryField) clear by \(exactGap ? "" : "at least ")\(formatNumber(gap)) points at all \(restCount) rest points of the technique's screen (its other fields clear too; other screens' fields count in overlapPointSeconds)")
                : restFailures.first ?? "")
        if let crash = crashes.first {
            fieldClears.value = .bool(false)
            fieldClears.detail = crash
        }
        return [
            fieldClears,
            Verdict(check: .maxTrackingError, value: .number(worst), expected: nil, detail: worstDetail),
            Verdict(
                check: .overlapPointSeconds, value: .number(overlapPointSeconds), expected: nil,
                detail: overlapPointSeconds == 0
                    ? "the keyboard never covered the field being typed in, on any screen"
                    : "points of the field being typed in (on any screen) under the keyboard, integrated over time"),
            Verdict(
                check: .restoreError, value: .number(restoreError), expected: nil,
                detail: restoreDetail
                    ?? (hiddenRestCount < 2
                        ? "the field never came back to rest with the keyboard gone, so nothing was compared"
                        : "the field came back to where it rested before the keyboard, all \(hiddenRestCount - 1) times")),
        ]
    }

    /// Field names as a sentence lists them: `nameField`, `nameField and emailField`,
    /// `nameField, emailField and firstName`.
    static func names(_ names: [String]) -> String {
        guard let last = names.last else { return "the field" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The keyboard's movements in a run of frame records, given the keyboard's top on each:
    /// the ranges of records from where the keyboard starts to move to where it starts to move
    /// again — after standing still, or the other way. Each movement is one way, then still (what
    /// the field does once the keyboard has stopped is judged with the movement that stopped
    /// it), and the record where the next one starts ends it too. A run holds several movements
    /// when the display frames of one follow those of another without a gap (a hide to the
    /// shortcuts bar, then a show from there 20 ms later), which depends on the frame rate;
    /// judged as one, the keyboard's progress from one end to the other has no meaning (it went
    /// 336 points down and 292 up: progress 7.6 at the turn).
    ///
    /// ```swift
    /// Judge.keyboardMovements([852, 700, 516, 516, 600, 808, 808])   // [0..<4, 3..<7]
    /// ```
    static func keyboardMovements(_ keyboardTops: [Double]) -> [Range<Int>] {
        var movements: [Range<Int>] = []
        var start = 0
        /// The way the keyboard moves in the current movement (+1 down, −1 up, 0 not yet), and
        /// whether it has stood still since.
        var direction = 0.0
        var stopped = false
        for index in keyboardTops.indices.dropFirst() {
            let step = keyboardTops[index] - keyboardTops[index - 1]
            guard abs(step) > resolution else {
                stopped = direction != 0
                continue
            }
            let way: Double = step > 0 ? 1 : -1
            if direction != 0 && (stopped || way != direction) {
                movements.append(start..<index)
                start = index - 1
            }
            direction = way
            stopped = false
        }
        if !keyboardTops.isEmpty { movements.append(start..<keyboardTops.count) }
        return movements
    }

    /// The observer audit's findings and the handlers' crashes as verdicts.
    private func auditVerdicts() -> [Verdict] {
        [
            Verdict(
                check: .observerLeaks, value: .number(Double(audit.registrationsLeftBehind.count)), expected: nil,
                detail: audit.registrationsLeftBehind.isEmpty
                    ? "no registration left behind" : audit.registrationsLeftBehind.joined(separator: "; ")),
            Verdict(
                check: .leakedControllers, value: .number(Double(audit.leakedControllers.count)), expected: nil,
                detail: audit.leakedControllers.isEmpty
                    ? "every released controller was deallocated" : audit.leakedControllers.joined(separator: "; ")),
            Verdict(
                check: .deliveriesWhileHidden, value: .number(Double(audit.deliveriesWhileHidden.count)), expected: nil,
                detail: audit.deliveriesWhileHidden.isEmpty
                    ? "no delivery to a screen off screen"
                    : audit.deliveriesWhileHidden.prefix(3).joined(separator: "; ")),
            Verdict(
                check: .duplicateDeliveries, value: .number(Double(audit.duplicateDeliveries.count)), expected: nil,
                detail: audit.duplicateDeliveries.isEmpty
                    ? "no post delivered twice to one observer"
                    : audit.duplicateDeliveries.prefix(3).joined(separator: "; ")),
            Verdict(
                check: .handlerCrashes, value: .number(Double(crashes.count)), expected: nil,
                detail: crashes.first ?? "no handler trapped"),
        ]
    }
}

extension Trace {
    /// The trace judged again from its records alone: its records without verdicts, then the
    /// verdicts the judge gives them (held to the run header's expectations) — what the replay
    /// that wrote it recorded, whether or not the trace still holds its verdict records.
    ///
    /// Nil when the trace does not carry what the judge reads (its `judging` and `audit`
    /// records: a trace written by a kbsim before they were recorded, or cut short).
    ///
    /// ```swift
    /// let saved = try TraceReport.traces(jsonLines: text, file: "bottom-constant.jsonl")[0]
    /// print(saved.judged()?.outcome ?? "not judgeable")   // PASS
    /// ```
    public func judged() -> Trace? {
        var records = records.filter { if case .verdict = $0.event { false } else { true } }
        guard records.contains(where: { if case .judging = $0.event { true } else { false } }),
            records.contains(where: { if case .audit = $0.event { true } else { false } })
        else { return nil }
        let time = records.last?.time ?? .zero
        records += Judge.verdicts(records).map { TraceRecord(time: time, event: .verdict($0)) }
        return Trace(records)
    }
}
