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

    /// `--ios VERSION`: the behaviour profile of an iOS version, `N`, `N.M` or `N.M.P`.
    static let ios = Option<BehaviorProfile>("--ios", valueName: "VERSION") { (text: String) throws(InvalidValue) -> BehaviorProfile in
        guard let found = BehaviorProfile.named(text) else {
            throw InvalidValue("unknown iOS version '\(text)': \(BehaviorProfile.whyUnknown(text))")
        }
        return found
    }

    /// `--fps 60|120`: the display's frame rate, overriding the device's.
    static let fps = Option<Int>("--fps", values: ["60", "120"]) { Int($0) ?? 60 }
}

/// Scenario files read and validated before anything runs, for `kbsim COMMAND`: the first that
/// cannot be read stops the command (exit 66, ``readInput(_:command:)``), the first invalid one
/// with its error (exit 65; 66 when a storyboard it names cannot be read).
@MainActor func loadScenarios(_ files: [String], command: String) throws(CommandFailure) -> [Scenario] {
    var scenarios: [Scenario] = []
    for file in files {
        let bytes = try readInput(file, command: command)
        do throws(InvalidScenario) {
            scenarios.append(try scenario(from: bytes, file: file))
        } catch {
            throw CommandFailure(error.cannotReadInput ? .cannotRead : .invalidData, error.message)
        }
    }
    return scenarios
}

/// Why a scenario file's bytes are not a scenario: the message, `FILE:LINE:COLUMN: PATH: …`.
struct InvalidScenario: Error {
    var message: String
    /// A file the scenario names (a storyboard) cannot be read: exit 66, not 65.
    var cannotReadInput = false
}

/// A scenario file's bytes made a scenario: UTF-8 (the first byte that is not is named), then
/// JSON (a byte order mark before it ignored), then valid. The one path from a file's bytes to a
/// scenario for every command (`run`, `check`, `explain`, `render`…), so that what one accepts
/// the others do.
@MainActor func scenario(from bytes: [UInt8], file: String) throws(InvalidScenario) -> Scenario {
    if let problem = InputFile.utf8Problem(bytes) {
        let byte = String(problem.byte, radix: 16, uppercase: true)
        throw InvalidScenario(
            message: "\(file):\(problem.line):\(problem.column): $: the byte 0x\(byte) is not UTF-8; a scenario is UTF-8 JSON")
    }
    do {
        return try Scenario.parse(String(decoding: bytes, as: UTF8.self), file: file)
    } catch {
        throw InvalidScenario(message: error.description, cannotReadInput: error.cannotReadInput)
    }
}
