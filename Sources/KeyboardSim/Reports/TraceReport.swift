import Foundation

/// Renders a replay as text or as JSON Lines. Everything is derived from the trace and the
/// verdicts, in a fixed order, so the same scenario gives byte-identical output in every run.
public enum TraceReport {
    // MARK: JSON Lines

    /// One JSON object per line, in the trace's order: the run header, steps, notification,
    /// delivery, lifecycle, observer, focus, animation, diagnostic and frame records, and the
    /// verdicts at the end.
    public static func jsonLines(_ trace: Trace) -> String {
        trace.records.map { json($0).compact }.joined(separator: "\n") + "\n"
    }

    /// A verdict's JSON Lines record, as `jsonLines(_:)` writes it: two verdicts with the same
    /// line say the same thing to anyone who reads the trace.
    public static func jsonLine(_ verdict: Verdict) -> String {
        JSONValue.object(verdictFields(verdict)).compact
    }

    static func verdictFields(_ verdict: Verdict) -> [(key: String, value: JSONValue)] {
        var fields: [(key: String, value: JSONValue)] = [
            ("kind", .string("verdict")), ("check", .string(verdict.check.rawValue)), ("passed", .bool(verdict.passed)),
            ("status", .string(verdict.status.rawValue)),
        ]
        switch verdict.value {
        case .bool(let flag): fields.append(("value", .bool(flag)))
        case .number(let amount): fields.append(("value", .number(amount)))
        }
        if let expected = verdict.expected { fields.append(("expected", json(expected))) }
        fields.append(("detail", .string(verdict.detail)))
        return fields
    }

    /// An expectation's value as verdict records and the run header spell it: `true`,
    /// `{"atMost": 1}`, `{"atLeast": 1}`.
    static func json(_ expected: ExpectedValue) -> JSONValue {
        switch expected {
        case .bool(let flag): .bool(flag)
        case .atMost(let bound): .object([("atMost", .number(bound))])
        case .atLeast(let bound): .object([("atLeast", .number(bound))])
        }
    }

    static func headerFields(_ header: RunHeader) -> [(key: String, value: JSONValue)] {
        let technique = header.technique
        var techniqueFields: [(key: String, value: JSONValue)] = [("name", .string(technique.name))]
        if let bug = technique.bug { techniqueFields.append(("bug", .string(bug))) }
        techniqueFields += [
            ("observers", .string(technique.observers)), ("register", .string(technique.register)),
            ("unregister", .string(technique.unregister)), ("gap", .number(technique.gap)),
            ("capturesSelfStrongly", .bool(technique.capturesSelfStrongly)),
            ("dispatchAsync", .bool(technique.dispatchAsync)), ("forceUnwrap", .bool(technique.forceUnwrap)),
        ]
        var fields: [(key: String, value: JSONValue)] = [
            ("kind", .string("run")), ("title", .string(header.title)), ("file", .string(header.file)),
            ("device", .string(header.deviceID)), ("deviceName", .string(header.deviceName)),
            ("orientation", .string(header.orientation)), ("ios", .integer(header.iosVersion)),
            ("technique", .object(techniqueFields)), ("fps", .integer(header.framesPerSecond)),
            ("duration", .number(header.duration)), ("keyboard", .string(header.keyboard)),
        ]
        if let source = header.source { fields.append(("source", .string(source))) }
        fields.append(("profile", .string(header.profile)))
        fields.append(("expect", .object(header.expectations.map { ($0.check.rawValue, json($0.value)) })))
        return fields
    }

    static func json(_ record: TraceRecord) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("t", .number(record.time.seconds))]
        switch record.event {
        case .notification(let postID, let name, let object, let userInfo):
            fields += [("kind", .string("notification")), ("post", .integer(postID)), ("name", .string(name))]
            if let object { fields.append(("object", .string(object))) }
            fields.append(("userInfo", .object(userInfo.entries.map { ($0.key, $0.value.jsonValue) })))
        case .delivery(let postID, let name, let registration, let state):
            fields += [
                ("kind", .string("delivery")), ("post", .integer(postID)), ("name", .string(name)),
                ("observer", .string(registration.owner ?? registration.observer)), ("style", .string(registration.style.rawValue)),
                ("registration", .integer(registration.id)),
            ]
            if let state { fields.append(("ownerState", .string(state.rawValue))) }
        case .observer(let action, let registration):
            fields += [("kind", .string("observer")), ("action", .string(action == .add ? "add" : "remove"))]
            if action == .targetDeallocated { fields.append(("reason", .string(action.rawValue))) }
            fields += [
                ("registration", .integer(registration.id)), ("style", .string(registration.style.rawValue)),
                ("name", .string(or: registration.name)), ("observer", .string(registration.owner ?? registration.observer)),
            ]
            if let registeredIn = registration.registeredIn { fields.append(("registeredIn", .string(registeredIn))) }
        case .lifecycle(let controller, let event):
            fields += [("kind", .string("lifecycle")), ("controller", .string(controller)), ("event", .string(event.rawValue))]
        case .focus(let from, let to):
            fields += [("kind", .string("focus")), ("from", .string(or: from)), ("to", .string(or: to))]
        case .frame(let index, let keyboard, let views, let constants):
            fields += [
                ("kind", .string("frame")), ("frame", .integer(index)), ("keyboard", keyboard.map(JSONValue.rect) ?? .null),
                ("views", .object(views.map { ($0.name, .rect($0.frame)) })),
            ]
            if !constants.isEmpty { fields.append(("constants", .object(constants.map { ($0.name, .number($0.value)) }))) }
        case .animation(let description):
            fields += [("kind", .string("animation")), ("description", .string(description))]
        case .note(let controller, let text):
            fields += [("kind", .string("note")), ("controller", .string(controller)), ("text", .string(text))]
        case .change(let controller, let property, let from, let to, let post):
            fields += [
                ("kind", .string("change")), ("controller", .string(controller)), ("property", .string(property)),
                ("type", .string(from.typeName)), ("from", json(from)), ("to", json(to)),
            ]
            if let post { fields.append(("post", .integer(post))) }
        case .diagnostic(let message):
            fields += [("kind", .string("diagnostic")), ("message", .string(message))]
        case .keyboard(let placement):
            fields += [("kind", .string("keyboard")), ("placement", .string(placement))]
        case .window(let frame):
            fields += [("kind", .string("window")), ("frame", .rect(frame))]
        case .crash(let controller, let reason):
            fields += [
                ("kind", .string("diagnostic")), ("message", .string(crashMessage(controller: controller, reason: reason))),
                ("crash", .object([("controller", .string(controller)), ("reason", .string(reason))])),
            ]
        case .run(let header):
            fields += headerFields(header)
        case .step(let step):
            fields += [
                ("kind", .string("step")), ("index", .integer(step.index)), ("at", .number(step.at)), ("do", .string(step.kind)),
                ("description", .string(step.summary)),
            ]
        case .verdict(let verdict):
            // Verdict records carry no time: they are about the whole replay.
            return .object(verdictFields(verdict))
        case .screen(let orientation, let size, let safeArea):
            fields += [
                ("kind", .string("screen")), ("orientation", .string(orientation)),
                ("size", .numbers([Double(size.width), Double(size.height)])), ("safeArea", .numbers(safeArea.traceSides)),
            ]
        case .judging(let judged):
            fields += [
                ("kind", .string("judging")), ("field", .string(judged.primaryField)),
                ("fields", .array(judged.fields.map(JSONValue.string))),
                ("gap", .number(judged.gap)), ("exactGap", .bool(judged.exactGap)),
            ]
        case .sample(let frame, let field, let keyboard):
            fields += [
                ("kind", .string("sample")), ("frame", .integer(frame)), ("field", .string(or: field?.name)),
                ("fieldFrame", field.map { .rect($0.frame) } ?? .null), ("keyboard", keyboard.map(JSONValue.rect) ?? .null),
            ]
        case .rest(let field, let keyboard, let scrollViews):
            fields += [
                ("kind", .string("rest")), ("field", .string(field.name)), ("frame", .rect(field.frame)), ("keyboard", .rect(keyboard)),
            ]
            if !scrollViews.isEmpty {
                fields.append(
                    (
                        "scrollViews",
                        .array(
                            scrollViews.map {
                                .object([
                                    ("contentInset", .numbers($0.contentInset.traceSides)),
                                    ("adjustedContentInset", .numbers($0.adjustedContentInset.traceSides)),
                                ])
                            })
                    ))
            }
        case .restWithoutKeyboard(let field, let scrollInsets):
            fields += [
                ("kind", .string("restWithoutKeyboard")), ("field", .string(field.name)), ("frameInContent", .rect(field.frame)),
                ("insets", .array(scrollInsets.map { .numbers($0.traceSides) })),
            ]
        case .stepFailure(let message):
            fields += [("kind", .string("stepFailure")), ("message", .string(message))]
        case .audit(let findings):
            func list(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
            fields += [
                ("kind", .string("audit")), ("registrationsLeftBehind", list(findings.registrationsLeftBehind)),
                ("leakedControllers", list(findings.leakedControllers)), ("deliveriesWhileHidden", list(findings.deliveriesWhileHidden)),
                ("duplicateDeliveries", list(findings.duplicateDeliveries)),
            ]
        }
        return .object(fields)
    }

    /// A changed value as a `change` record spells it: a number, `[x, y, width, height]`,
    /// `[top, left, bottom, right]` or `[x, y]`, as its `type` says.
    private static func json(_ value: ChangedValue) -> JSONValue {
        switch value {
        case .number(let number): .number(number)
        case .rect(let rect): .rect(rect)
        case .edgeInsets(let insets): .numbers(insets.traceSides)
        case .point(let point): .point(point)
        }
    }

    // MARK: Text

    /// The readable trace: what ran, every record of what happened, the plot, then the verdicts
    /// and a one-line summary.
    public static func text(_ trace: Trace) -> String {
        var lines: [String] = []
        if let header = trace.header {
            lines += [
                header.title,
                "\(header.file) — \(header.deviceName), \(header.orientation), \(header.profile), technique \(header.technique.name)\(header.technique.bug.map { " (bug: \($0))" } ?? "")",
                "",
            ]
        }
        lines += trace.events.map(\.description)
        lines.append("")
        let plot = TimelinePlot.text(trace)
        if !plot.isEmpty { lines.append(plot) }
        lines += verdictLines(trace)
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the text trace ends: a line per verdict (✔, ✘ or ·), then the outcome — what
    /// `kbsim run --quiet` and `kbsim judge` print.
    public static func verdictLines(_ trace: Trace) -> [String] {
        trace.verdicts.map(\.description) + [trace.outcome]
    }
}
