import Foundation

/// How a replay is judged. While the replay runs, the judge samples what the display shows (on
/// every display frame, how much of the focused field the docked keyboard covers; at every rest
/// point, where the field stands against the keyboard); when it ends, it reads the trace (how
/// the field followed the keyboard, which handlers trapped) and the observer audit's report.
/// The verdicts it gives are recorded into the trace, where every report reads them.
struct Judge {
    let gap: Double
    /// Whether the field must stand exactly `gap` above the keyboard (±1), or at least `gap`.
    let exactGap: Bool
    /// The names of the technique's views: only their focus is judged.
    var fields: Set<String> = []
    private(set) var overlapPointSeconds = 0.0
    private var restFailures: [String] = []
    private var restCount = 0
    /// Where the primary field first rested with no keyboard up (in the content of the scroll
    /// views it sits in), their content insets then, and the screen of that time.
    private var restingWithoutKeyboard: (field: CGRect, insets: [UIEdgeInsets], screen: CGRect)?
    private var hiddenRestCount = 0
    private var restoreError = 0.0
    private var restoreDetail: String?

    init(gap: Double, exactGap: Bool) {
        self.gap = gap
        self.exactGap = exactGap
    }

    mutating func sampleOverlap(keyboard: CGRect?, field: CGRect?, seconds: Double) {
        guard let keyboard, let field else { return }
        let overlap = max(0, min(field.maxY, keyboard.maxY) - max(field.minY, keyboard.minY))
        if field.maxX > keyboard.minX && field.minX < keyboard.maxX { overlapPointSeconds += Double(overlap) * seconds }
    }

    /// The field the technique positions (the scenario's `nameField`, or your controller's
    /// field); other fields of its screen must only be clear.
    var primaryField = TechniqueCatalog.primaryField.name

    /// The matrix's mark for a failed `fieldClearsKeyboard`, read from the sentence `restPoint`
    /// wrote (the two are kept together here): `off screen`, `covered` (under the keyboard, or a
    /// handler crashed), `too high` or `too close` (clear of the keyboard, at the wrong gap).
    nonisolated static func clearanceMark(_ detail: String) -> String {
        if detail.contains(" is pushed off the screen") { return "off screen" }
        guard let gapStart = detail.range(of: "the gap to the keyboard is "),
              let gapEnd = detail.range(of: " points, not ", range: gapStart.upperBound..<detail.endIndex),
              let gapNow = Double(detail[gapStart.upperBound..<gapEnd.lowerBound]),
              let askedEnd = detail.range(of: " asked for", range: gapEnd.upperBound..<detail.endIndex),
              let asked = Double(detail[gapEnd.upperBound..<askedEnd.lowerBound].split(separator: " ").last ?? "") else { return "covered" }
        return gapNow > asked ? "too high" : "too close"
    }

    mutating func restPoint(time: SimulationInstant, name: String, field: CGRect, keyboard: CGRect, screen: CGRect) {
        restCount += 1
        let gapNow = Double(keyboard.minY - field.maxY)
        if field.minY < screen.minY || field.maxY > screen.maxY {
            restFailures.append("at \(time) the field \(name) \(field.uiKitDescription) is pushed off the screen")
        } else if field.overlap(with: keyboard) != nil {
            restFailures.append("at \(time) the field \(name) \(field.uiKitDescription) is under the keyboard \(keyboard.uiKitDescription)")
        } else if name != primaryField {
            return
        } else if exactGap ? abs(gapNow - gap) > 1 : gapNow < gap - 1 {
            restFailures.append("at \(time) the gap to the keyboard is \(formatNumber(gapNow)) points, not \(exactGap ? "" : "at least ")the \(formatNumber(gap)) asked for")
        }
    }

    /// A rest point with no keyboard up: the first one (on a screen of this size) is where the
    /// primary field belongs, and at every later one it must be back there, and the scroll
    /// views it sits in must have the content insets they had. `field` is in the content of
    /// those scroll views: content left scrolled is not a field out of place. A rotation
    /// changes the screen, and the place the field belongs with it.
    mutating func restPointWithoutKeyboard(time: SimulationInstant, name: String, field: CGRect, insets: [UIEdgeInsets], screen: CGRect) {
        guard let resting = restingWithoutKeyboard, resting.screen == screen, resting.insets.count == insets.count else {
            restingWithoutKeyboard = (field, insets, screen)
            hiddenRestCount = 1
            return
        }
        hiddenRestCount += 1
        /// The largest difference between matching edges.
        func distance(_ a: [CGFloat], _ b: [CGFloat]) -> Double { Double(zip(a, b).map { abs($0 - $1) }.max() ?? 0) }
        let moved = distance([field.minX, field.minY, field.maxX, field.maxY],
                             [resting.field.minX, resting.field.minY, resting.field.maxX, resting.field.maxY])
        if moved > max(restoreError, 1e-6) {
            restoreError = moved
            restoreDetail = "at \(time) the field \(name) rests at \(field.uiKitDescription) with the keyboard gone, \(formatNumber(moved)) points "
                + "from \(resting.field.uiKitDescription), where it rested before the keyboard came"
        }
        for (now, before) in zip(insets, resting.insets) {
            let kept = distance([now.top, now.left, now.bottom, now.right], [before.top, before.left, before.bottom, before.right])
            if kept > max(restoreError, 1e-6) {
                restoreError = kept
                restoreDetail = "at \(time), with the keyboard gone, the scroll view \(name) sits in keeps the content inset \(now) "
                    + "where it had \(before) before the keyboard came"
            }
        }
    }

    /// Every verdict, in `VerdictCheck`'s order: what the display samples and the trace say of
    /// the field and the keyboard, then the audit's findings and the handlers' crashes.
    func verdicts(trace: [TraceRecord], audit report: AuditReport) -> [Verdict] {
        let crashes = trace.compactMap { record -> String? in
            if case .crash(let controller, let reason) = record.event { crashMessage(controller: controller, reason: reason) } else { nil }
        }
        return fieldVerdicts(trace: trace, crash: crashes.first) + auditVerdicts(report, crashes: crashes)
    }

    /// How the field followed the keyboard, whether it was clear at rest, how long the keyboard
    /// covered it; a handler's crash makes the field count as covered.
    private func fieldVerdicts(trace: [TraceRecord], crash: String?) -> [Verdict] {
        // Tracking: within each run of frame records (the first is the instant the movement
        // starts), how far the field-to-keyboard gap departs from a gap that moves with the
        // keyboard's own progress between where it starts and where it ends. A field glued to
        // the keyboard scores 0 even when the gap changes on purpose (20 + the home indicator at
        // rest, 20 over the keyboard); a field that jumps, lags or leads scores its distance.
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
        func closeSegment() {
            defer { segment = [] }
            guard let first = segment.first, let last = segment.last, abs(last.keyboardTop - first.keyboardTop) > 0.5 else { return }
            movements += 1
            let fieldBottoms = segment.map { $0.keyboardTop - $0.gap }
            if let low = fieldBottoms.min(), let high = fieldBottoms.max(), high - low > 0.5 {
                movementsFieldMoved += 1
            } else if stillGap == nil {
                stillGap = (first.gap, last.gap)
            }
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
        if worst == 0 {
            worstDetail = if movements == 0 {
                "the keyboard never moved while a field was focused, so nothing was tracked"
            } else if movementsFieldMoved == 0, let stillGap {
                "the field did not move in the keyboard's \(movements == 1 ? "movement" : "\(movements) movements") (the gap went from \(formatNumber(stillGap.from)) to \(formatNumber(stillGap.to)) points): a field that stays put neither lags nor jumps"
            } else if movementsFieldMoved < movements, let stillGap {
                "the field moved with the keyboard on every frame of \(movementsFieldMoved) of its \(movements) movements and stayed put in the others (in one the gap went from \(formatNumber(stillGap.from)) to \(formatNumber(stillGap.to)) points)"
            } else {
                "the field moved with the keyboard on every frame"
            }
        }
        let clears = restFailures.isEmpty
        var fieldClears = Verdict(check: .fieldClearsKeyboard, value: .bool(clears), expected: nil,
                                  detail: clears ? (restCount == 0 ? "the keyboard never came to rest while a field of the technique's screen was focused"
                                      : "\(primaryField) clear by \(exactGap ? "" : "at least ")\(formatNumber(gap)) points at all \(restCount) rest points of the technique's screen (its other fields clear too; other screens' fields count in overlapPointSeconds)")
                                      : restFailures.first ?? "")
        if let crash {
            fieldClears.value = .bool(false)
            fieldClears.detail = crash
        }
        return [
            fieldClears,
            Verdict(check: .maxTrackingError, value: .number(worst), expected: nil, detail: worstDetail),
            Verdict(check: .overlapPointSeconds, value: .number(overlapPointSeconds), expected: nil,
                    detail: overlapPointSeconds == 0 ? "the keyboard never covered the field being typed in, on any screen"
                        : "points of the field being typed in (on any screen) under the keyboard, integrated over time"),
            Verdict(check: .restoreError, value: .number(restoreError), expected: nil,
                    detail: restoreDetail ?? (hiddenRestCount < 2 ? "the field never came back to rest with the keyboard gone, so nothing was compared"
                        : "the field came back to where it rested before the keyboard, all \(hiddenRestCount - 1) times")),
        ]
    }

    /// The observer audit's findings and the handlers' crashes as verdicts.
    private func auditVerdicts(_ report: AuditReport, crashes: [String]) -> [Verdict] {
        [
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
