/// Reads a command's arguments against its ``CommandSignature``, left to right.
///
/// - A help word (`--help`, `-h`) asks for help, unless an earlier word was already wrong.
/// - A declared option is read: a flag alone; a value option takes the next argument, whatever it
///   looks like (`--format --help` is the value `--help`), and reads it with its declaration, so
///   a refused value is reported where it stands. An option given again (unless it is
///   repeatable) is a usage error.
/// - Any other word is a positional argument if the declaration accepts it and has room;
///   otherwise it is an unknown option (it starts with `-`) or an unexpected argument.
/// - After the last word, the number of positional arguments is checked.
///
/// A command without options takes its words as paths, but for a help word and an unknown option
/// (a word starting with `-`), as every command does; after `--` every word is a path
/// (`kbsim check -- -odd-folder`, or `kbsim check ./-odd-folder`).
///
///     let result = try ArgumentScanner.scan(["a.json", "--fps", "120"], RunCommand.signature)
///     result.arguments?.positionals  // ["a.json"]
package enum ArgumentScanner {
    package static func scan(_ arguments: [String], _ signature: CommandSignature) throws(UsageError) -> ScanResult {
        guard !signature.options.isEmpty else { return try scanWords(arguments, signature) }
        let positional = signature.arguments
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if signature.helpNames.contains(word) { return .help }
            if let option = signature.options.first(where: { $0.name == word }) {
                // Given twice, one of the two would be dropped without a word.
                if !option.isRepeatable, parsed.occurrences.contains(where: { $0.name == word }) {
                    throw UsageError(.repeatedOption(word), at: index)
                }
                switch option.kind {
                case .flag:
                    parsed.occurrences.append(ParsedArguments.Occurrence(name: word, value: nil))
                case .value(_, let needs, let parse):
                    guard index + 1 < arguments.count else {
                        throw UsageError(.missingValue(option: word, needs: needs), at: index)
                    }
                    index += 1
                    let text = arguments[index]
                    do {
                        parsed.occurrences.append(ParsedArguments.Occurrence(name: word, value: try parse(text)))
                    } catch {
                        throw UsageError(.invalidValue(option: word, value: text, error), at: index)
                    }
                }
            } else if let positional, positional.accepts(word),
                positional.countProblem != nil || parsed.positionals.count < positional.count.upperBound
            {
                parsed.positionals.append(word)
            } else {
                throw UsageError(word.hasPrefix("-") ? .unknownOption(word) : .unexpectedArgument(word), at: index)
            }
            index += 1
        }
        if let positional, !positional.count.contains(parsed.positionals.count) {
            throw UsageError(.wrongArgumentCount(parsed.positionals.count))
        }
        return .arguments(parsed)
    }

    /// A command without options: every word is a positional argument, but a help word (help) and
    /// another word starting with `-` (an unknown option, as for every command); after `--`,
    /// every word is one (`kbsim check -- -odd-file.json`; `./-odd-file.json` works too).
    private static func scanWords(_ arguments: [String], _ signature: CommandSignature) throws(UsageError) -> ScanResult {
        var words: [String] = []
        var optionsEnded = false
        for (index, word) in arguments.enumerated() {
            if !optionsEnded, word == "--" {
                optionsEnded = true
            } else if !optionsEnded, signature.helpNames.contains(word) {
                return .help
            } else if !optionsEnded, word.hasPrefix("-"), word != "-" {
                throw UsageError(.unknownOption(word), at: index)
            } else if !(signature.arguments?.accepts(word) ?? false) {
                throw UsageError(.unexpectedArgument(word), at: index)
            } else {
                words.append(word)
            }
        }
        let count = signature.arguments?.count ?? 0...0
        guard count.contains(words.count) else { throw UsageError(.wrongArgumentCount(words.count)) }
        var parsed = ParsedArguments()
        parsed.positionals = words
        return .arguments(parsed)
    }
}
