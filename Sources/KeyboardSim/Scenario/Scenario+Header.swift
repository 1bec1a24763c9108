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
