import Foundation

/// `kbsim explain`: the replay told step by step — what iOS posts and why, what each handler
/// changed with the actual numbers (and which of the keyboard's measures a change matches), and
/// what the user sees when things settle. Like every report, it reads only the trace.
public enum Explanation {
    /// One part of the story: a step and what followed it, or the verdicts at the end.
    public struct Section: Sendable, Hashable {
        /// When the part begins, in seconds (the verdicts: the end of the replay).
        public var time: Double
        /// Its lines, the first one its heading.
        public var lines: [String]
        /// Whether this is the closing part: the verdicts.
        public var isVerdicts = false
    }

    /// The explanation as text: the run, then each step's section, then the verdicts.
    public static func text(_ trace: Trace) -> String {
        var lines = introduction(trace)
        for section in sections(trace) {
            lines += section.lines
            if !section.isVerdicts { lines.append("") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The title and what ran, in words.
    static func introduction(_ trace: Trace) -> [String] {
        guard let header = trace.header else { return [] }
        let technique = header.technique
        let removal = technique.unregister == "never" ? "never" : "in " + technique.unregister
        let async =
            technique.dispatchAsync
            ? "; each handler runs in DispatchQueue.main.async, after the keyboard's animation transaction has closed" : ""
        return [
            header.title,
            "\(header.deviceName), \(header.orientation), \(header.profile); technique \(technique.name)\(technique.bug.map { " with the bug \($0)" } ?? ""), \(technique.observers) observers added in \(technique.register), removed \(removal)\(async).",
            "",
        ]
    }

    /// The story by step (what the HTML player shows beside each step), then the verdicts.
    public static func sections(_ trace: Trace) -> [Section] {
        let steps = trace.steps
        let bounds = steps.map { SimulationInstant.seconds($0.at) } + [SimulationInstant(nanoseconds: .max)]
        var sections: [Section] = []
        var focused: String?
        var recordIndex = 0
        var narrator = ChangeNarrator()
        let records = trace.events
        // Set-up before the first step.
        while recordIndex < records.count, records[recordIndex].time < bounds[0] {
            narrator.observe(records[recordIndex].event)
            recordIndex += 1
        }
        for (stepIndex, step) in steps.enumerated() {
            var lines = ["\(formatSeconds(step.at)) s — \(step.summary)"]
            var lastFrame: (time: SimulationInstant, keyboard: CGRect?, views: [NamedFrame])?
            var posted: [String] = []
            // A handler's animation is told with its changes: held until the next record shows
            // whether they are a deferred handler's, which a heading introduces.
            var animations: [String] = []
            let poster = step.isLoggedPost ? "The log posts" : "iOS posts"
            while recordIndex < records.count, records[recordIndex].time < bounds[stepIndex + 1] {
                let record = records[recordIndex]
                recordIndex += 1
                narrator.observe(record.event)
                if case .animation(let description) = record.event {
                    animations.append("      UIKit animates — \(description)")
                    continue
                }
                if case .change(let controller, _, _, _, let post) = record.event,
                    let heading = narrator.heading(controller: controller, post: post)
                {
                    lines.append(heading)
                }
                lines += animations
                animations.removeAll()
                switch record.event {
                case .focus(_, let to):
                    focused = to
                    lines.append("  \(to.map { "\($0) becomes first responder" } ?? "nothing is first responder any more").")
                case .notification(_, let name, _, let userInfo) where name.hasPrefix("UIKeyboard"):
                    let short = String(name.dropFirst("UIKeyboard".count).dropLast("Notification".count))
                    if short.hasPrefix("Will") || !posted.contains(short) {
                        lines.append(
                            "  \(poster) \(name)"
                                + (short.hasPrefix("Will") ? ": \(keyboardSummary(userInfo))" : " at \(record.time) (the move is over)"))
                    }
                    posted.append(short)
                case .delivery(_, let name, let registration, let state):
                    guard name.hasPrefix("UIKeyboard") else { continue }
                    let who = registration.owner ?? registration.observer
                    lines.append(
                        "    → delivered to \(who) (\(registration.style) observer #\(registration.id)\(state.map { ", the screen is \($0)" } ?? ""))"
                    )
                case .note(let controller, let text):
                    lines.append("      \(controller): \(text)")
                case .change(let controller, let property, let from, let to, let post):
                    lines.append(
                        "      "
                            + narrator.sentence(controller: controller, property: property, from: from, to: to, post: post, at: record.time)
                    )
                case .observer(let action, let registration):
                    lines.append(
                        "  \(registration.owner ?? registration.observer) \(action == .add ? "registers" : "removes") \(registration.style) observer #\(registration.id) for \(registration.name ?? "every notification")\(action == .targetDeallocated ? " (its target is gone)" : "")."
                    )
                case .lifecycle(let controller, let event):
                    lines.append("  \(controller).\(event)")
                case .frame(_, let keyboard, let views, _):
                    lastFrame = (record.time, keyboard, views)
                case .diagnostic(let message):
                    lines.append("  ! \(message)")
                case .crash(let controller, let reason):
                    lines.append("  ! \(crashMessage(controller: controller, reason: reason))")
                case .keyboard(let placement):
                    lines.append("  The keyboard is now \(placement).")
                case .screen(let orientation, let size, _):
                    lines.append("  The screen is now \(orientation), \(formatNumber(size.width)) × \(formatNumber(size.height)) points.")
                case .window(let frame):
                    lines.append(
                        "  The app's window is now \(formatNumber(frame.width)) × \(formatNumber(frame.height)) points at (\(formatNumber(frame.minX)), \(formatNumber(frame.minY))) on the screen; the keyboard stays at the screen's bottom, and frames below are in screen points."
                    )
                case .notification, .run, .step, .verdict, .judging, .sample, .rest, .restWithoutKeyboard, .stepFailure, .audit,
                    .animation:
                    continue
                }
            }
            lines += animations
            if let frame = lastFrame {
                lines.append(
                    "  What the user sees when it settles at \(frame.time): \(sceneSummary(keyboard: frame.keyboard, views: frame.views, focused: focused))"
                )
            }
            sections.append(Section(time: step.at, lines: lines))
        }
        let verdicts = trace.verdicts
        if !verdicts.isEmpty {
            sections.append(
                Section(
                    time: trace.header?.duration ?? steps.last?.at ?? 0,
                    lines: ["Verdicts:"] + verdicts.map { "  \($0)" } + [trace.outcome], isVerdicts: true))
        }
        return sections
    }

    private static func keyboardSummary(_ userInfo: OrderedUserInfo) -> String {
        guard let begin = userInfo.beginFrame, let end = userInfo.endFrame else {
            let missing = userInfo.missingDocumentedKeys
            return "\(userInfo)" + (missing.isEmpty ? "" : " — no \(missing.joined(separator: ", "))")
        }
        let duration = userInfo.animationDuration ?? 0
        let curve = userInfo.animationCurve ?? 0
        let timing =
            duration == 0
            ? "duration 0: an in-place change, nothing slides"
            : "\(formatNumber(duration)) s, curve \(curve)\(curve == 7 ? " (the keyboard's own spring, which really takes 0.5 s)" : "")"
        let local = userInfo.isLocal == false ? "; isLocal false: another app's keyboard" : ""
        let zero =
            switch (begin == .zero, end == .zero) {
            case (true, true): " (zero rects: no frame at all)"
            case (false, true): " (a zero rect: no frame for where the keyboard goes)"
            default: ""
            }
        return "from \(begin.uiKitDescription) to \(end.uiKitDescription)\(zero), \(timing)\(local)"
    }

    /// Where the keyboard and the focused field stand: the field's gap above the keyboard, or how
    /// much of it the keyboard covers — never more than the field's own height.
    static func sceneSummary(keyboard: CGRect?, views: [NamedFrame], focused: String?) -> String {
        let keyboardText = keyboard.map { "the keyboard's top at y \(formatNumber($0.minY))" } ?? "no software keyboard"
        guard let focused, let field = views.first(where: { $0.name == focused }) else { return keyboardText + "." }
        var text = "\(keyboardText), \(focused) at y \(formatNumber(field.frame.minY))–\(formatNumber(field.frame.maxY))"
        if let keyboard {
            let field = field.frame
            let gap = keyboard.minY - field.maxY
            let covered = min(field.maxY, keyboard.maxY) - max(field.minY, keyboard.minY)
            if gap >= 0 {
                text += " (\(formatNumber(gap)) points above the keyboard)"
            } else if field.maxX <= keyboard.minX || field.minX >= keyboard.maxX {
                text += " (beside the keyboard, which spans x \(formatNumber(keyboard.minX))–\(formatNumber(keyboard.maxX)))"
            } else if covered <= 0 {
                // A frame that does not reach the screen's bottom (a split or floating keyboard, a
                // logged frame in other coordinates): under its top is not under it.
                text += " (below the keyboard's frame, which ends at y \(formatNumber(keyboard.maxY)))"
            } else if covered >= field.height {
                text += " (all of it under the keyboard, \(formatNumber(field.minY - keyboard.minY)) points below its top)"
            } else {
                text += " (\(formatNumber(covered)) of its \(formatNumber(field.height)) points under the keyboard)"
            }
        }
        return text + "."
    }
}
