import KeyboardSim

/// Options several commands share, declared once: the same name, value and message everywhere.
enum CommonOptions {
    /// `--device NAME`: a catalogue device by id, name or alias.
    static let device = Option<Device>("--device", valueName: "NAME") { (text: String) throws(InvalidValue) -> Device in
        guard let found = Device.named(text) else {
            throw InvalidValue("unknown device '\(text)'\(didYouMean(text, among: Device.catalog.map(\.id)))")
        }
        return found
    }

    /// `--ios VERSION`: a behaviour profile by major version.
    static let ios = Option<BehaviorProfile>("--ios", valueName: "VERSION") { (text: String) throws(InvalidValue) -> BehaviorProfile in
        guard let found = BehaviorProfile.named(text) else {
            throw InvalidValue("unknown iOS version '\(text)'; expected one of \(BehaviorProfile.identifiers.joined(separator: ", "))")
        }
        return found
    }

    /// `--fps 60|120`: the display's frame rate, overriding the device's.
    static let fps = Option<Int>("--fps", values: ["60", "120"]) { Int($0) ?? 60 }
}

/// Scenario files read and validated before anything runs: the first invalid one stops the
/// command with its error (exit 65).
func loadScenarios(_ files: [String]) throws(CommandFailure) -> [Scenario] {
    var scenarios: [Scenario] = []
    for file in files {
        do {
            scenarios.append(try Scenario.load(path: file))
        } catch {
            throw CommandFailure(.invalidData, error.description)
        }
    }
    return scenarios
}
