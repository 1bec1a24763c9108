/// What the scanner read from a command's arguments: the positional words, and each option as
/// it was given, in order, with its value already read into its type.
///
///     let parsed = try ArgumentScanner.scan(["a.json", "--fps", "120"], RunCommand.signature).arguments
///     parsed.positionals      // ["a.json"]
///     parsed[CommonOptions.fps]  // 120
package struct ParsedArguments: Sendable {
    /// One option as given: its name, and its value (nil for a flag).
    package struct Occurrence: Sendable {
        package var name: String
        package var value: (any Sendable)?
    }

    package var positionals: [String] = []
    package var occurrences: [Occurrence] = []

    package init() {}

    /// The value given for `option` (the last, for a repeatable one), or nil.
    package subscript<Value>(_ option: Option<Value>) -> Value? {
        values(option).last
    }

    /// Every value given for `option`, in order.
    package func values<Value>(_ option: Option<Value>) -> [Value] {
        occurrences.filter { $0.name == option.declaration.name }.compactMap { $0.value as? Value }
    }

    /// Whether `flag` was given.
    package func contains(_ flag: Flag) -> Bool {
        occurrences.contains { $0.name == flag.declaration.name }
    }

    /// Which of `names` was given last, for alternatives where the last one wins
    /// (`--anchor PATH` then `--no-anchor`).
    package func lastGiven(among names: [String]) -> String? {
        occurrences.last { names.contains($0.name) }?.name
    }
}

/// The scanner's answer: the arguments, or a request for help.
package enum ScanResult: Sendable {
    case arguments(ParsedArguments)
    case help

    /// The arguments, or nil when help was asked for.
    package var arguments: ParsedArguments? {
        if case .arguments(let parsed) = self { parsed } else { nil }
    }
}
