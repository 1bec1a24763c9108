/// What the scanner read from a command's arguments: the positional words, and each option as
/// it was given, in order, with its value already read into its type.
///
///     let parsed = try ArgumentScanner.scan(["a.json", "--fps", "120"], RunCommand.signature).arguments
///     parsed.positionals      // ["a.json"]
///     parsed[CommonOptions.fps]  // 120
public struct ParsedArguments: Sendable {
    /// One option as given: its name, and its value (nil for a flag).
    public struct Occurrence: Sendable {
        public var name: String
        public var value: (any Sendable)?
    }

    public var positionals: [String] = []
    public var occurrences: [Occurrence] = []

    public init() {}

    /// The value given for `option` (the last, for a repeatable one), or nil.
    public subscript<Value>(_ option: Option<Value>) -> Value? {
        values(option).last
    }

    /// Every value given for `option`, in order.
    public func values<Value>(_ option: Option<Value>) -> [Value] {
        occurrences.filter { $0.name == option.declaration.name }.compactMap { $0.value as? Value }
    }

    /// Whether `flag` was given.
    public func contains(_ flag: Flag) -> Bool {
        occurrences.contains { $0.name == flag.declaration.name }
    }

    /// Which of `names` was given last, for alternatives where the last one wins
    /// (`--anchor PATH` then `--no-anchor`).
    public func lastGiven(among names: [String]) -> String? {
        occurrences.last { names.contains($0.name) }?.name
    }
}

/// The scanner's answer: the arguments, or a request for help.
public enum ScanResult: Sendable {
    case arguments(ParsedArguments)
    case help

    /// The arguments, or nil when help was asked for.
    public var arguments: ParsedArguments? {
        if case .arguments(let parsed) = self { parsed } else { nil }
    }
}
