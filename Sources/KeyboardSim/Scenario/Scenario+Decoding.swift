import Foundation

// Reading a scenario file: the JSON reader's located values, each key and value checked, every
// error naming the file, the line and column, the JSON path and what was expected.

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
        let top = try reader.object(root, "$", keys: keys)
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
        if let node = top.optional("sdk") {
            let text = try reader.string(node, "$.sdk")
            switch profile.settingSDK(text) {
            case .success(let built): profile = built
            case .failure(let refusal): throw reader.error(node, "$.sdk", "unknown SDK: \(refusal.message)")
            }
        }
        let screenNode = try top.required("screen")
        let technique = try decodeTechnique(reader, try top.required("technique"))
        let screen: String
        var inlineScreen: InlineScreen?
        var storyboardScreen: StoryboardScreen?
        if case .object(let members) = screenNode.value,
            members.contains(where: { StoryboardScreen.keys.contains($0.key) })
        {
            screen = "storyboard"
            storyboardScreen = try StoryboardScreen.decode(
                reader, screenNode, technique: technique, device: device, orientation: orientation, profile: profile)
        } else if case .object = screenNode.value {
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
                // Rounded to three decimals the two may read the same (1.0000000001 and 1): then
                // both are written with every digit they hold.
                var (shown, previousShown) = (formatNumber(step.at), formatNumber(previous.at))
                if shown == previousShown { (shown, previousShown) = (formatNumberExactly(step.at), formatNumberExactly(previous.at)) }
                throw reader.error(
                    atNode, "$.steps[\(index)].at",
                    "\(shown) comes before the previous step's \(previousShown); steps must be in time order")
            }
            steps.append(step)
        }
        try checkFieldNames(
            reader, stepNodes: stepNodes, steps: steps, technique: technique, inlineScreen: inlineScreen,
            storyboardScreen: storyboardScreen, device: device, orientation: orientation, profile: profile)
        try checkWindowPlacements(reader, stepNodes: stepNodes, steps: steps, device: device, orientation: orientation, profile: profile)
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
            inlineScreen: inlineScreen, storyboardScreen: storyboardScreen, technique: technique, steps: steps, expectations: expectations,
            framesPerSecond: fps,
            keyboard: keyboard, source: source)
    }

    /// Each Stage Manager window fits the device, its iOS and the screen of the orientation at
    /// its step (rotations before it counted); refused at the step's `window` otherwise.
    private static func checkWindowPlacements(
        _ reader: Reader, stepNodes: [LocatedJSON], steps: [ScenarioStep], device: Device, orientation: UIInterfaceOrientation,
        profile: BehaviorProfile
    ) throws(ScenarioError) {
        var orientation = orientation
        for (index, step) in steps.enumerated() {
            if let rotate = step.action as? RotateStep { orientation = rotate.orientation }
            guard let placed = step.action as? StageManagerStep, let window = placed.window else { continue }
            let screen = CGRect(origin: .zero, size: device.screenSize(in: orientation))
            if let problem = Simulation.windowPlacementProblem(window, device: device, profile: profile, screen: screen) {
                let node = (try? reader.object(stepNodes[index], "$", keys: nil).optional("window")) ?? stepNodes[index]
                throw reader.error(node, "$.steps[\(index)].window", problem)
            }
        }
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
