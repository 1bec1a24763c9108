import KeyboardSim

/// Arguments a command cannot take: what was wrong and where, kept apart from how it is said
/// (``message(in:usage:)``), as swift-argument-parser keeps its errors apart from their text.
/// Every usage error exits 64.
package struct UsageError: Error, Equatable, Sendable {
    package enum Problem: Equatable, Sendable {
        /// A word starting with `-` that is no option of the command.
        case unknownOption(String)
        /// A word the command has no room for.
        case unexpectedArgument(String)
        /// An option given a second time that is not repeatable.
        case repeatedOption(String)
        /// An option at the end of the arguments, without the value it needs.
        case missingValue(option: String, needs: String)
        /// An option's value that its declaration refused.
        case invalidValue(option: String, value: String, InvalidValue)
        /// Too few or too many positional arguments (how many were given).
        case wrongArgumentCount(Int)
        /// A problem the command itself found in what it was given, said after `kbsim NAME: `.
        case command(String)
    }

    package var problem: Problem
    /// The index of the argument that caused it, where one did.
    package var index: Int?

    package init(_ problem: Problem, at index: Int? = nil) {
        self.problem = problem
        self.index = index
    }

    /// The text for standard error: `kbsim run: unknown option '--formt' (did you mean
    /// "--format"?)` and, for most problems, the command's usage after it.
    package func message(in signature: CommandSignature, usage: String) -> String {
        let prefix = "kbsim \(signature.name): "
        switch problem {
        case .unknownOption(let word) where signature.diagnostics.suggestsOptions:
            let names = signature.options.map(\.name) + signature.helpNames.filter { $0.hasPrefix("--") }
            return prefix + "unknown option '\(word)'\(didYouMean(word, among: names))\n\(usage)"
        case .unknownOption(let word), .unexpectedArgument(let word):
            let diagnostics = signature.diagnostics
            return prefix + "unexpected argument '\(word)'\(diagnostics.unexpectedArgumentNote)"
                + (diagnostics.usageAfterUnexpectedArgument ? "\n\(usage)" : "")
        case .repeatedOption(let option):
            return prefix + "\(option) is given twice; give it once\n\(usage)"
        case .missingValue(let option, let needs):
            return prefix + "\(option) needs \(needs)\n\(usage)"
        case .invalidValue(_, _, let invalid):
            return prefix + invalid.message
        case .wrongArgumentCount(let count):
            guard let arguments = signature.arguments else { return prefix + "expected no argument, got \(count)\n" + usage }
            return prefix + (arguments.countProblem?(count) ?? arguments.defaultCountProblem(count)) + "\n" + usage
        case .command(let message):
            return prefix + message
        }
    }
}
