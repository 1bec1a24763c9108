import Foundation

/// `kbsim explain`: the replay told step by step — what iOS posts and why, what each handler
/// computes with the actual numbers, and what the user sees when things settle. Like every
/// report, it reads only the trace.
public enum Explanation {
    public static func text(_ result: ScenarioResult) -> String {
        let scenario = result.scenario
        var lines = [scenario.title,
                     "\(scenario.device.name), \(scenario.orientation), \(scenario.profile); technique \(scenario.technique.name)\(scenario.technique.bug.map { " with the bug \($0)" } ?? ""), \(scenario.technique.observers) observers added in \(scenario.technique.register), removed \(scenario.technique.unregister == "never" ? "never" : "in " + scenario.technique.unregister)\(scenario.technique.dispatchAsync ? "; each handler runs in DispatchQueue.main.async, after the keyboard's animation transaction has closed" : "").", ""]
        let bounds = scenario.steps.map { SimulationInstant.seconds($0.at) } + [SimulationInstant(nanoseconds: .max)]
        var focused: String?
        var lastFrame: (time: SimulationInstant, keyboard: CGRect?, views: [NamedFrame])?
        var recordIndex = 0
        let records = result.trace
        // Set-up before the first step.
        while recordIndex < records.count, records[recordIndex].time < bounds[0] { recordIndex += 1 }
        for (stepIndex, step) in scenario.steps.enumerated() {
            lines.append("\(formatSeconds(step.at)) s — \(describe(step.action))")
            lastFrame = nil
            var posted: [String] = []
            let poster: String = if case .post = step.action { "The log posts" } else { "iOS posts" }
            while recordIndex < records.count, records[recordIndex].time < bounds[stepIndex + 1] {
                let record = records[recordIndex]
                recordIndex += 1
                switch record.event {
                case .focus(_, let to):
                    focused = to
                    lines.append("  \(to.map { "\($0) becomes first responder" } ?? "nothing is first responder any more").")
                case .notification(_, let name, _, let userInfo) where name.hasPrefix("UIKeyboard"):
                    let short = String(name.dropFirst("UIKeyboard".count).dropLast("Notification".count))
                    if short.hasPrefix("Will") || !posted.contains(short) {
                        lines.append("  \(poster) \(name)" + (short.hasPrefix("Will") ? ": \(keyboardSummary(userInfo))" : " at \(record.time) (the move is over)"))
                    }
                    posted.append(short)
                case .delivery(_, let name, let registration, let state):
                    guard name.hasPrefix("UIKeyboard") else { continue }
                    let who = registration.owner ?? registration.observer
                    lines.append("    → delivered to \(who) (\(registration.style) observer #\(registration.id)\(state.map { ", the screen is \($0)" } ?? ""))")
                case .note(let controller, let text):
                    lines.append("      \(controller) computes: \(text)")
                case .animation(let description):
                    lines.append("      UIKit animates — \(description)")
                case .observer(let action, let registration):
                    lines.append("  \(registration.owner ?? registration.observer) \(action == "add" ? "registers" : "removes") \(registration.style) observer #\(registration.id) for \(registration.name ?? "every notification")\(action == "targetDeallocated" ? " (its target is gone)" : "").")
                case .lifecycle(let controller, let event):
                    lines.append("  \(controller).\(event)")
                case .frame(_, let keyboard, let views, _):
                    lastFrame = (record.time, keyboard, views)
                case .diagnostic(let message):
                    lines.append("  ! \(message)")
                case .keyboard(let placement):
                    lines.append("  The keyboard is now \(placement).")
                case .screen(let orientation, let size, _):
                    lines.append("  The screen is now \(orientation), \(formatNumber(size.width)) × \(formatNumber(size.height)) points.")
                case .notification:
                    continue
                }
            }
            if let frame = lastFrame {
                lines.append("  What the user sees when it settles at \(frame.time): \(sceneSummary(keyboard: frame.keyboard, views: frame.views, focused: focused))")
            }
            lines.append("")
        }
        lines.append("Verdicts:")
        lines += result.verdicts.map { "  \($0)" }
        lines.append(result.passed ? "PASS" : "FAIL")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func keyboardSummary(_ userInfo: OrderedUserInfo) -> String {
        guard case .rect(let begin)? = userInfo[UIResponder.keyboardFrameBeginUserInfoKey],
              case .rect(let end)? = userInfo[UIResponder.keyboardFrameEndUserInfoKey] else {
            let missing = OrderedUserInfo.keyOrder.prefix(4).filter { userInfo[$0] == nil }
            return "\(userInfo)" + (missing.isEmpty ? "" : " — no \(missing.joined(separator: ", "))")
        }
        var duration = 0.0
        if case .number(let value)? = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] { duration = value }
        var curve = 0
        if case .integer(let value)? = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] { curve = value }
        let timing = duration == 0 ? "duration 0: an in-place change, nothing slides"
            : "\(formatNumber(duration)) s, curve \(curve)\(curve == 7 ? " (the keyboard's own spring, which really takes 0.5 s)" : "")"
        var local = ""
        if case .bool(false)? = userInfo[UIResponder.keyboardIsLocalUserInfoKey] { local = "; isLocal false: another app's keyboard" }
        let zero = end == .zero ? " (a zero rect: the docked keyboard leaves)" : ""
        return "from \(begin.uiKitDescription) to \(end.uiKitDescription)\(zero), \(timing)\(local)"
    }

    private static func sceneSummary(keyboard: CGRect?, views: [NamedFrame], focused: String?) -> String {
        let keyboardText = keyboard.map { "the keyboard's top at y \(formatNumber($0.minY))" } ?? "no software keyboard"
        guard let focused, let field = views.first(where: { $0.name == focused }) else { return keyboardText + "." }
        var text = "\(keyboardText), \(focused) at y \(formatNumber(field.frame.minY))–\(formatNumber(field.frame.maxY))"
        if let keyboard {
            let gap = keyboard.minY - field.frame.maxY
            text += gap >= 0 ? " (\(formatNumber(gap)) points above the keyboard)" : " (\(formatNumber(-gap)) points of it under the keyboard)"
        }
        return text + "."
    }

    static func describe(_ action: ScenarioStep.Action) -> String {
        switch action {
        case .focus(let field): "focus \(field)"
        case .dismissKeyboard: "dismiss the keyboard (end editing)"
        case .predictiveBar(let on): "predictive bar \(on ? "on" : "off")"
        case .emoji(let on): on ? "switch to the emoji keyboard" : "switch back from the emoji keyboard"
        case .accessoryView(let height): height > 0 ? "give the field an input accessory view of \(formatNumber(height)) points" : "remove the input accessory view"
        case .rotate(let to): "rotate to \(to)"
        case .undock: "undock the keyboard"
        case .dock: "dock the keyboard"
        case .split: "split the keyboard"
        case .float: "make the keyboard float"
        case .drag(let dx, let dy): "drag the keyboard by (\(formatNumber(dx)), \(formatNumber(dy)))"
        case .hardwareKeyboard(let connected): connected ? "connect a hardware keyboard" : "disconnect the hardware keyboard"
        case .otherAppKeyboard(let shown): shown ? "another app in Split View raises its keyboard" : "the other app's keyboard goes away"
        case .thirdPartyKeyboard(let heights): "use a third-party keyboard reporting heights \(heights.map { formatNumber($0) }.joined(separator: " → "))"
        case .interactiveDismiss(let duration): "drag the keyboard down interactively for \(formatNumber(duration)) s"
        case .push(let screen): "push \(screen)"
        case .pop: "pop back"
        case .present(let screen, let fullScreen): "present \(screen)\(fullScreen ? " full screen" : " as a sheet")"
        case .dismiss: "dismiss the presented screen"
        case .release: "the app lets go of the screens"
        case .post(let logged): "post \(logged.name) as logged (\(logged.userInfo.entries.count) userInfo keys)"
        }
    }
}
