import Foundation

extension Scenario {
    /// The trace's first record: what this scenario runs, in its file's words.
    func header(framesPerSecond: Int) -> RunHeader {
        RunHeader(title: title, file: file, deviceID: device.id, deviceName: device.name, orientation: orientation.rawValue,
                  profile: profile.description, iosVersion: profile.majorVersion,
                  technique: RunHeader.Technique(name: technique.name, bug: technique.bug, observers: technique.observers.rawValue,
                                                 register: technique.register, unregister: technique.unregister, gap: technique.gap,
                                                 capturesSelfStrongly: technique.capturesSelfStrongly,
                                                 dispatchAsync: technique.dispatchAsync, forceUnwrap: technique.forceUnwrap),
                  framesPerSecond: framesPerSecond, duration: duration, keyboard: keyboard.rawValue, source: source)
    }
}

extension ScenarioStep.Action {
    /// The step's `do` in a scenario file.
    var kind: String {
        switch self {
        case .focus: "focus"
        case .dismissKeyboard: "dismissKeyboard"
        case .predictiveBar: "predictiveBar"
        case .emoji: "emoji"
        case .accessoryView: "accessoryView"
        case .rotate: "rotate"
        case .undock: "undock"
        case .dock: "dock"
        case .split: "split"
        case .float: "float"
        case .drag: "drag"
        case .hardwareKeyboard: "hardwareKeyboard"
        case .otherAppKeyboard: "otherAppKeyboard"
        case .thirdPartyKeyboard: "thirdPartyKeyboard"
        case .interactiveDismiss: "interactiveDismiss"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .release: "release"
        case .post: "post"
        }
    }

    /// Whether the step hands the handlers a logged notification.
    var isLoggedPost: Bool {
        if case .post = self { true } else { false }
    }

    /// What the step does, in words.
    var summary: String {
        switch self {
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

// The reports read traces; these keep the command line's calls short until it passes traces itself.
extension TraceReport {
    public static func text(_ result: ScenarioResult) -> String { text(result.trace) }
    public static func jsonLines(_ result: ScenarioResult) -> String { jsonLines(result.trace) }
}

extension Explanation {
    public static func text(_ result: ScenarioResult) -> String { text(result.trace) }
}

extension HTMLReport {
    public static func html(_ results: [ScenarioResult]) -> String { html(results.map(\.trace)) }
}

extension TimelinePlot {
    public static func svg(_ results: [ScenarioResult], width: Double = 960) -> String { svg(results.map(\.trace), width: width) }
}
