import Foundation

/// An invalid scenario file: where (file, line:column, JSON path) and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario file's path, as given.
    public var file: String
    /// Where in the file, when known.
    public var position: SourcePosition?
    /// The JSON path of the value at fault (`$.steps[3].do`).
    public var path: String
    /// What was expected, and how to fix it.
    public var message: String

    /// `file:line:column: $.steps[3].do: unknown step "dismis" (did you mean "dismissKeyboard"?)`
    public var description: String {
        "\(file):\(position.map { "\($0.line):\($0.column)" } ?? "1:1"): \(path): \(message)"
    }
}

/// One scenario file: a screen and a keyboard-avoidance technique on a device, a timeline of
/// events, and the verdicts expected. `Scenarios/README.md` is the format's reference.
public struct Scenario: Sendable {
    /// The file's path, as given (the run header prints it).
    public var file: String
    /// What the scenario shows, in a sentence.
    public var title: String
    /// The simulated device.
    public var device: Device
    /// The interface orientation at the start.
    public var orientation: UIInterfaceOrientation
    /// The iOS version's behaviour profile.
    public var profile: BehaviorProfile
    /// A screen id from `ScreenCatalog`, or "inline" for a screen described in the file.
    public var screen: String
    /// The screen described in the file, when `screen` is "inline".
    public var inlineScreen: InlineScreen? = nil
    /// The technique on screen and its options.
    public var technique: TechniqueConfiguration
    /// The timeline, in time order.
    public var steps: [ScenarioStep]
    /// The verdicts expected; none makes the run `UNCHECKED`.
    public var expectations: [Expectation]
    /// Display frames per second, when the file sets it (else the device's).
    public var framesPerSecond: Int?
    /// Who drives the keyboard: the simulation, or the file's logged `post` steps.
    public var keyboard: KeyboardMode = .simulated
    /// Where the scenario's notifications were logged (a URL, a bug report), when it replays one.
    public var source: String? = nil

    /// Who moves the keyboard and posts its notifications.
    public enum KeyboardMode: String, Sendable, CaseIterable {
        /// The simulated keyboard reacts to focus and system events and posts iOS's
        /// notifications; `post` steps may add logged ones.
        case simulated
        /// A logged replay: only the `post` steps move the keyboard; focus changes post nothing
        /// and keyboard events are refused.
        case logged
    }

    /// The latest instant a step may have, and the most steps a file may hold: scenarios are
    /// replayed in full, so they are bounded (100,000 steps: a long device log's notifications;
    /// reading and replaying cost time and memory in proportion to the steps).
    public static let maximumTime = 600.0
    /// The most steps a scenario may have.
    public static let maximumSteps = 100_000

    /// How long the replay runs: to the last step, then `ScenarioRunner.settleTime`.
    public var duration: Double { (steps.last?.at ?? 0) + ScenarioRunner.settleTime }
}

extension Scenario {
    /// A scenario built in code (the matrix's cells, the replay benchmark): the technique's own
    /// screen, steps without a place in a file.
    init(
        generated name: String, title: String, device: Device, orientation: UIInterfaceOrientation, profile: BehaviorProfile,
        technique: TechniqueConfiguration, steps: [(at: Double, action: any ScenarioStepAction)],
        expectations: [Expectation], framesPerSecond: Int? = nil
    ) {
        let origin = SourcePosition(line: 1, column: 1)
        self.init(
            file: name, title: title, device: device, orientation: orientation, profile: profile,
            screen: TechniqueCatalog.entry(for: technique.name).screen,
            technique: technique, steps: steps.map { ScenarioStep(at: $0.at, action: $0.action, position: origin) },
            expectations: expectations, framesPerSecond: framesPerSecond)
    }
}

/// An event at a time: a step of the scenario's timeline.
public struct ScenarioStep: Sendable {
    /// When the step acts, in seconds from the start.
    public var at: Double
    /// What the step does (one type per kind of step, in `Scenario/Steps/`).
    public var action: any ScenarioStepAction
    /// Where the step is in its file.
    public var position: SourcePosition

    /// A step acting at `at` seconds, from `position` in its file.
    public init(at: Double, action: any ScenarioStepAction, position: SourcePosition) {
        self.at = at
        self.action = action
        self.position = position
    }
}

// MARK: - Decoding

extension Scenario {
    /// The names of every step, for messages and `kbsim list`.
    public static var stepNames: [String] { ScenarioStep.kinds.map { $0.kind } }

    /// The verdicts a scenario can expect; booleans for `fieldClearsKeyboard`, upper bounds for
    /// the rest.
    public static var verdictNames: [String] { VerdictCheck.allCases.filter(\.isExpectable).map(\.rawValue) }

    /// Reads and validates a scenario file.
    @MainActor public static func load(path: String) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, position: nil, path: "$", message: "cannot read the file (\(error.localizedDescription))")
        }
        return try parse(text, file: path)
    }

    /// Parses and validates scenario JSON; `file` names it in errors.
    @MainActor public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        let root: LocatedJSON
        do {
            root = try LocatedJSONParser.parse(text)
        } catch {
            throw ScenarioError(file: file, position: error.position, path: error.path, message: "invalid JSON: \(error.message)")
        }
        let reader = Reader(file: file)
        let top = try reader.object(
            root, "$",
            keys: [
                "title", "device", "orientation", "ios", "simulator", "screen", "technique", "steps", "expect", "fps",
                "keyboard", "source",
            ])
        let title = try reader.string(top.required("title"), "$.title")
        let deviceNode = try top.required("device")
        let deviceName = try reader.string(deviceNode, "$.device")
        guard let device = Device.named(deviceName) else {
            throw reader.error(
                deviceNode, "$.device",
                "unknown device \"\(deviceName)\"\(suggestion(deviceName, Device.catalog.map(\.name) + Device.catalog.map(\.id))); `kbsim list devices` shows them"
            )
        }
        let orientation =
            try top.optional("orientation").map { node throws(ScenarioError) in
                UIInterfaceOrientation(
                    rawValue: try reader.enumeration(node, "$.orientation", UIInterfaceOrientation.allCases.map(\.rawValue))) ?? .portrait
            } ?? .portrait
        var profile = BehaviorProfile.iOS17
        if let node = top.optional("ios") {
            let text: String
            if case .number(let number) = node.value { text = formatNumber(number) } else { text = try reader.string(node, "$.ios") }
            guard let found = BehaviorProfile.named(text) else {
                throw reader.error(node, "$.ios", "unknown iOS version \"\(text)\": \(BehaviorProfile.whyUnknown(text))")
            }
            profile = found
        }
        if let node = top.optional("simulator") { profile.runsInSimulator = try reader.bool(node, "$.simulator") }
        let screenNode = try top.required("screen")
        let technique = try decodeTechnique(reader, try top.required("technique"))
        let screen: String
        var inlineScreen: InlineScreen?
        if case .object = screenNode.value {
            screen = "inline"
            inlineScreen = try InlineScreen.decode(reader, screenNode, technique: technique)
        } else {
            screen = try reader.enumeration(screenNode, "$.screen", ScreenCatalog.ids, what: "screen")
            let expected = TechniqueCatalog.entry(for: technique.name).screen
            if expected != screen {
                throw reader.error(
                    screenNode, "$.screen",
                    "technique \(technique.name) runs on its own screen \"\(expected)\", not \"\(screen)\" (or describe a screen inline: {\"views\": […], \"constraints\": […]})"
                )
            }
        }
        let keyboard =
            try top.optional("keyboard").map { node throws(ScenarioError) in
                KeyboardMode(rawValue: try reader.enumeration(node, "$.keyboard", KeyboardMode.allCases.map(\.rawValue))) ?? .simulated
            } ?? .simulated
        let source = try top.optional("source").map { node throws(ScenarioError) in try reader.string(node, "$.source") }
        let stepNodes = try reader.array(try top.required("steps"), "$.steps", of: "steps", atMost: maximumSteps)
        var steps: [ScenarioStep] = []
        for (index, node) in stepNodes.enumerated() {
            let step = try decodeStep(reader, node, "$.steps[\(index)]")
            if keyboard == .logged && step.action.drivesSimulatedKeyboard {
                let doNode = (try? reader.object(node, "$", keys: nil).optional("do")) ?? node
                throw reader.error(
                    doNode, "$.steps[\(index)].do",
                    "a logged replay (\"keyboard\": \"logged\") takes the keyboard from its post steps; this step drives the simulated keyboard (remove it, or use \"keyboard\": \"simulated\" to mix both)"
                )
            }
            if let previous = steps.last, step.at < previous.at {
                let atNode = (try? reader.object(node, "$", keys: nil).optional("at")) ?? node
                throw reader.error(
                    atNode, "$.steps[\(index)].at",
                    "\(formatNumber(step.at)) comes before the previous step's \(formatNumber(previous.at)); steps must be in time order")
            }
            steps.append(step)
        }
        try checkFieldNames(
            reader, stepNodes: stepNodes, steps: steps, technique: technique, inlineScreen: inlineScreen,
            device: device, orientation: orientation, profile: profile)
        var expectations: [Expectation] = []
        if let node = top.optional("expect") {
            let members = try reader.object(node, "$.expect", keys: verdictNames)
            for (key, value) in members.ordered {
                let path = "$.expect.\(key)"
                guard let check = VerdictCheck(rawValue: key) else { continue }
                if check.isBoolean {
                    expectations.append(Expectation(check: check, value: .bool(try reader.bool(value, path))))
                } else if case .object = value.value {
                    let bound = try reader.object(value, path, keys: ["atMost", "atLeast"])
                    guard bound.ordered.count == 1, let (kind, node) = bound.ordered.first else {
                        throw reader.error(value, path, "expected exactly one of \"atMost\" or \"atLeast\"")
                    }
                    let number = try reader.number(node, "\(path).\(kind)", range: 0...1_000_000)
                    expectations.append(Expectation(check: check, value: kind == "atMost" ? .atMost(number) : .atLeast(number)))
                } else {
                    let bound = try reader.number(value, path, range: 0...1_000_000)
                    expectations.append(Expectation(check: check, value: .atMost(bound)))
                }
            }
        }
        var fps: Int?
        if let node = top.optional("fps") {
            let value = try reader.number(node, "$.fps", range: 60...120)
            guard value == 60 || value == 120 else { throw reader.error(node, "$.fps", "expected 60 or 120") }
            fps = Int(value)
        }
        return Scenario(
            file: file, title: title, device: device, orientation: orientation, profile: profile, screen: screen,
            inlineScreen: inlineScreen, technique: technique, steps: steps, expectations: expectations, framesPerSecond: fps,
            keyboard: keyboard, source: source)
    }

    private static func decodeTechnique(_ reader: Reader, _ node: LocatedJSON) throws(ScenarioError) -> TechniqueConfiguration {
        let members = try reader.object(
            node, "$.technique",
            keys: [
                "name", "observers", "register", "unregister", "gap", "bug", "capturesSelfStrongly",
                "dispatchAsync", "forceUnwrap",
            ])
        let name = try reader.choice(try members.required("name"), "$.technique.name", Technique.allCases, what: "technique")
        var technique = TechniqueConfiguration(name: name)
        if let node = members.optional("observers") {
            technique.observers = try reader.choice(node, "$.technique.observers", ObserverStyle.allCases)
        }
        if let node = members.optional("register") {
            technique.register = try reader.choice(node, "$.technique.register", TechniqueConfiguration.RegistrationPoint.allCases)
        }
        if let node = members.optional("unregister") {
            technique.unregister = try reader.choice(node, "$.technique.unregister", TechniqueConfiguration.RemovalPoint.allCases)
        }
        if let node = members.optional("gap") { technique.gap = try reader.number(node, "$.technique.gap", range: 0...500) }
        if let node = members.optional("bug") {
            technique.bug = try reader.choice(node, "$.technique.bug", TechniqueCatalog.bugs(of: name), what: "bug of \(name)")
        }
        if let node = members.optional("dispatchAsync") {
            technique.dispatchAsync = try reader.bool(node, "$.technique.dispatchAsync")
            if technique.dispatchAsync && name == .keyboardLayoutGuide {
                throw reader.error(node, "$.technique.dispatchAsync", "keyboard-layout-guide has no keyboard handler to dispatch")
            }
        }
        if let node = members.optional("forceUnwrap") {
            technique.forceUnwrap = try reader.bool(node, "$.technique.forceUnwrap")
            if technique.forceUnwrap && name == .keyboardLayoutGuide {
                throw reader.error(node, "$.technique.forceUnwrap", "keyboard-layout-guide reads no userInfo to unwrap")
            }
        }
        if let node = members.optional("capturesSelfStrongly") {
            technique.capturesSelfStrongly = try reader.bool(node, "$.technique.capturesSelfStrongly")
        }
        return technique
    }

    private static func decodeStep(_ reader: Reader, _ node: LocatedJSON, _ path: String) throws(ScenarioError) -> ScenarioStep {
        let loose = try reader.object(node, path, keys: nil)
        let doNode = try loose.required("do")
        let name = try reader.enumeration(doNode, "\(path).do", stepNames, what: "step")
        guard let kind = ScenarioStep.kinds.first(where: { $0.kind == name }) else {
            throw reader.error(doNode, "\(path).do", "unknown step \"\(name)\"")
        }
        let members = try reader.object(node, path, keys: ["at", "do"] + kind.keys)
        let at = try reader.number(try members.required("at"), "\(path).at", range: 0...maximumTime)
        let action = try kind.decode(StepReader(reader: reader, members: members, path: path))
        return ScenarioStep(at: at, action: action, position: node.position)
    }
}

/// Typed access to located JSON with paths in every error.
struct Reader {
    let file: String

    struct Members {
        let ordered: [(key: String, value: LocatedJSON)]
        let owner: LocatedJSON
        let path: String
        let reader: Reader

        func optional(_ key: String) -> LocatedJSON? { ordered.first { $0.key == key }?.value }

        func required(_ key: String) throws(ScenarioError) -> LocatedJSON {
            guard let value = optional(key) else {
                throw reader.error(owner, path, "missing key \"\(key)\"")
            }
            return value
        }
    }

    func error(_ node: LocatedJSON, _ path: String, _ message: String) -> ScenarioError {
        ScenarioError(file: file, position: node.position, path: path, message: message)
    }

    /// An object whose keys must all be in `keys` (nil: any).
    func object(_ node: LocatedJSON, _ path: String, keys: [String]?) throws(ScenarioError) -> Members {
        guard case .object(let members) = node.value else {
            throw error(node, path, "expected an object, found \(node.kindName)")
        }
        if let keys {
            for member in members where !keys.contains(member.key) {
                throw error(
                    member.value, "\(path).\(member.key)",
                    "unknown key \"\(member.key)\"\(suggestion(member.key, keys)); expected \(keys.isEmpty ? "no other keys" : keys.map { "\"\($0)\"" }.joined(separator: ", "))"
                )
            }
        }
        return Members(ordered: members, owner: node, path: path, reader: self)
    }

    /// An array of `what` ("steps"), with at most `limit` elements when one is given.
    func array(_ node: LocatedJSON, _ path: String, of what: String, atMost limit: Int? = nil) throws(ScenarioError) -> [LocatedJSON] {
        guard case .array(let elements) = node.value else {
            throw error(node, path, "expected an array of \(what), found \(node.kindName)")
        }
        if let limit, elements.count > limit {
            throw error(node, path, "\(elements.count) \(what); at most \(limit) are allowed")
        }
        return elements
    }

    func string(_ node: LocatedJSON, _ path: String) throws(ScenarioError) -> String {
        guard case .string(let text) = node.value else { throw error(node, path, "expected a string, found \(node.kindName)") }
        return text
    }

    func bool(_ node: LocatedJSON, _ path: String) throws(ScenarioError) -> Bool {
        guard case .bool(let flag) = node.value else { throw error(node, path, "expected true or false, found \(node.kindName)") }
        return flag
    }

    func number(_ node: LocatedJSON, _ path: String, range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        guard case .number(let number) = node.value else { throw error(node, path, "expected a number, found \(node.kindName)") }
        guard range.contains(number) else {
            throw error(
                node, path,
                "\(formatNumberExactly(number)) is out of range; expected \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
            )
        }
        return number
    }

    /// One of `choices`, with a suggestion when the text is close to one.
    func enumeration(_ node: LocatedJSON, _ path: String, _ choices: [String], what: String = "value") throws(ScenarioError) -> String {
        let text = try string(node, path)
        guard choices.contains(text) else {
            let listed = choices.count <= 8 ? "; expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))" : ""
            throw error(node, path, "unknown \(what) \"\(text)\"\(suggestion(text, choices))\(listed)")
        }
        return text
    }

    /// One of `choices` by its JSON spelling, as the value (`enumeration`'s errors).
    func choice<Value: RawRepresentable>(
        _ node: LocatedJSON, _ path: String, _ choices: [Value],
        what: String = "value"
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        let text = try enumeration(node, path, choices.map(\.rawValue), what: what)
        guard let value = choices.first(where: { $0.rawValue == text }) else { throw error(node, path, "unknown \(what) \"\(text)\"") }
        return value
    }
}

/// ` (did you mean "dismissKeyboard"?)` when a choice is within a third of the text's length in
/// edits (at least 2), or the text is a case-insensitive prefix of one; "" otherwise.
public func didYouMean(_ text: String, among choices: [String]) -> String {
    suggestion(text, choices)
}

func suggestion(_ text: String, _ choices: [String]) -> String {
    // A choice whose length differs from the text's by more than the allowed edits cannot be
    // suggested (each edit changes the length by at most one), nor can a text longer than it
    // be its prefix: such choices are not measured, so a long text costs no more than a short one.
    let count = text.count
    let allowed = max(2, count / 3)
    let choices = choices.filter { abs($0.count - count) <= allowed || $0.count >= count }
    guard !choices.isEmpty else { return "" }
    let lower = text.lowercased()
    let scored = choices.map { choice -> (String, Int) in
        let distance = editDistance(lower, choice.lowercased())
        return (choice, choice.lowercased().hasPrefix(lower) && lower.count >= 3 ? 0 : distance)
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, text.count / 3) else { return "" }
    return " (did you mean \"\(best.0)\"?)"
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        for (j, cb) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
