import Foundation

// MARK: - Encoding

/// A scenario written back as a scenario file (`Scenarios/README.md`), the inverse of
/// `Scenario.parse`: parsing the text gives the same scenario. Keys come in one fixed order, a
/// key is left out when it holds the value the file format assumes without it, and the layout is
/// the bundled files': one top-level key, one step, one view and one constraint per line.
///
/// ```json
/// {
///   "title": "…",
///   "device": "iphone-se-3",
///   "ios": "17",
///   "screen": "login-bottom-field",
///   "technique": {"name": "bottom-constant"},
///   "steps": [
///     {"at": 0.5, "do": "focus", "field": "nameField"}
///   ]
/// }
/// ```
extension Scenario {
    /// The scenario file's text, ending with a line break (`kbsim import` prints it).
    public var jsonText: String {
        jsonValue.pretty(expanding: ["steps", "screen", "views", "constraints"])
    }

    /// The scenario file's JSON: title, source, device (by id), orientation, ios, simulator, sdk,
    /// keyboard, screen, technique, steps, expect, fps.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("title", .string(title))]
        if let source { members.append(("source", .string(source))) }
        members.append(("device", .string(device.id)))
        if orientation != .portrait { members.append(("orientation", .string(orientation.rawValue))) }
        members.append(("ios", .string(profile.identifier)))
        if profile.runsInSimulator { members.append(("simulator", .bool(true))) }
        if profile.sdk != profile.majorVersion { members.append(("sdk", .string(String(profile.sdk)))) }
        if keyboard != .simulated { members.append(("keyboard", .string(keyboard.rawValue))) }
        members.append(("screen", inlineScreen.map(\.jsonValue) ?? storyboardScreen.map(\.jsonValue) ?? .string(screen)))
        members.append(("technique", technique.jsonValue))
        members.append(("steps", .array(steps.map(\.jsonValue))))
        if !expectations.isEmpty {
            members.append(("expect", .object(expectations.map { ($0.check.rawValue, $0.value.jsonValue) })))
        }
        if let framesPerSecond { members.append(("fps", .integer(framesPerSecond))) }
        return .object(members)
    }
}

extension TechniqueConfiguration {
    /// `{"name": …}` and every option that differs from `TechniqueConfiguration(name:)`'s, in the
    /// file format's order.
    package var jsonValue: JSONValue {
        let defaults = TechniqueConfiguration(name: name)
        var members: [(key: String, value: JSONValue)] = [("name", .string(name.rawValue))]
        if observers != defaults.observers { members.append(("observers", .string(observers.rawValue))) }
        if register != defaults.register { members.append(("register", .string(register.rawValue))) }
        if unregister != defaults.unregister { members.append(("unregister", .string(unregister.rawValue))) }
        if gap != defaults.gap { members.append(("gap", .number(gap))) }
        if let bug { members.append(("bug", .string(bug.rawValue))) }
        if capturesSelfStrongly { members.append(("capturesSelfStrongly", .bool(true))) }
        if dispatchAsync { members.append(("dispatchAsync", .bool(true))) }
        if forceUnwrap { members.append(("forceUnwrap", .bool(true))) }
        return .object(members)
    }
}

extension ExpectedValue {
    /// `true`/`false`, a plain number (at most), or `{"atLeast": n}`.
    package var jsonValue: JSONValue {
        switch self {
        case .bool(let flag): .bool(flag)
        case .atMost(let bound): .number(bound)
        case .atLeast(let bound): .object([("atLeast", .number(bound))])
        }
    }
}

extension ScenarioStep {
    /// `{"at": …, "do": …}` and the step's own keys (`ScenarioStepAction.jsonMembers`).
    ///
    ///     {"at": 1.5, "do": "rotate", "to": "landscapeRight"}
    package var jsonValue: JSONValue {
        .object([("at", .number(at)), ("do", .string(action.kind))] + action.jsonMembers)
    }
}

extension InlineScreen {
    /// `{"views": […], "constraints": […]}`, each constraint in its one-line syntax.
    package var jsonValue: JSONValue {
        .object([("views", .array(views.map(\.jsonValue))), ("constraints", .array(constraints.map { .string($0.description) }))])
    }
}

extension StoryboardScreen {
    /// `{"storyboard": …, "scene": …, "outlets": {…}}` as the file wrote them (the path relative
    /// to the scenario file; no scene for the initial view controller).
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("storyboard", .string(path))]
        if let scene { members.append(("scene", .string(scene))) }
        if !outlets.isEmpty { members.append(("outlets", .object(outlets.map { ($0.part, .string($0.name)) }))) }
        return .object(members)
    }
}

extension InlineScreen.ViewSpec {
    /// `{"id": …}` and every property that differs from a plain view's, in the file format's
    /// order (`InlineScreen.viewKeys`).
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("id", .string(id))]
        if kind != .view { members.append(("type", .string(kind.rawValue))) }
        if let parent { members.append(("in", .string(parent))) }
        if let frame { members.append(("frame", .rect(frame))) }
        let flags = InlineScreen.autoresizingNames.filter { autoresizing.contains($0.1) }.map { JSONValue.string($0.0) }
        if !flags.isEmpty { members.append(("autoresizing", .array(flags))) }
        if let text { members.append(("text", .string(text))) }
        if let imageSize { members.append(("size", .numbers([Double(imageSize.width), Double(imageSize.height)]))) }
        if axis != .vertical { members.append(("axis", .string("horizontal"))) }
        if spacing != 0 { members.append(("spacing", .number(Double(spacing)))) }
        if alignment != .fill { members.append(("alignment", .string(alignment.rawValue))) }
        if distribution != .fill { members.append(("distribution", .string(distribution.rawValue))) }
        return .object(members)
    }
}
