/// What one form of a command accepts — its name, positional arguments and options — in the
/// order the usage line shows them; the one declaration that both the scanner and the usage
/// and help text read.
///
///     CommandSignature("run", abstract: "Replay scenario files: …", [
///         .argument(ArgumentDeclaration("FILE", count: 1..., countProblem: { _ in "no scenario file given" })),
///         .option(format.declaration), .option(fps.declaration),
///     ])
///     // USAGE: kbsim run FILE… [--format text|json] [--fps 60|120]
///
/// A command with several forms (`matrix TECHNIQUE …` and `matrix FILE.json…`) has one signature
/// per form; see ``Command``.
package struct CommandSignature: Sendable {
    /// One item of the usage line.
    package enum Element: Sendable {
        case argument(ArgumentDeclaration)
        case option(OptionDeclaration)
        /// Options shown as alternatives: `(--html OUT.html | --svg OUT.svg)` when `required`
        /// (at least one must be given: the command checks), else `[--anchor PATH | --no-anchor]`.
        case alternatives([OptionDeclaration], required: Bool)
        /// Words shown as they are: `> scenario.json`.
        case text(String)
    }

    /// How the scanner reports what it cannot place.
    package struct Diagnostics: Sendable {
        /// An unknown word starting with `-` is an "unknown option" with a did-you-mean among the
        /// options; otherwise it is an "unexpected argument" like any other extra word.
        package var suggestsOptions = false
        /// Said after "unexpected argument 'X'" (before the usage).
        package var unexpectedArgumentNote = ""
        /// Whether the usage follows an unexpected argument.
        package var usageAfterUnexpectedArgument = true

        package init(suggestsOptions: Bool = false, unexpectedArgumentNote: String = "", usageAfterUnexpectedArgument: Bool = true) {
            self.suggestsOptions = suggestsOptions
            self.unexpectedArgumentNote = unexpectedArgumentNote
            self.usageAfterUnexpectedArgument = usageAfterUnexpectedArgument
        }
    }

    /// What users type after `kbsim`: `run`, `bench replay`; errors start `kbsim NAME: `.
    package var name: String
    /// The lines under the synopsis in `kbsim --help`, already wrapped.
    package var abstract: String
    package var elements: [Element]
    /// Said after the synopsis in this command's usage line only: `   (files, or folders …)`.
    package var usageNote: String
    /// The words that ask for help (none where every word must be a scenario file).
    package var helpNames: [String]
    package var diagnostics: Diagnostics

    package init(
        _ name: String, abstract: String, _ elements: [Element], usageNote: String = "",
        helpNames: [String] = ["--help", "-h"], diagnostics: Diagnostics = Diagnostics()
    ) {
        self.name = name
        self.abstract = abstract
        self.elements = elements
        self.usageNote = usageNote
        self.helpNames = helpNames
        self.diagnostics = diagnostics
    }

    /// Every option, in usage order.
    package var options: [OptionDeclaration] {
        elements.flatMap { element -> [OptionDeclaration] in
            switch element {
            case .option(let option): [option]
            case .alternatives(let options, _): options
            case .argument, .text: []
            }
        }
    }

    /// The positional arguments, if the command takes any.
    package var arguments: ArgumentDeclaration? {
        for case .argument(let argument) in elements { return argument }
        return nil
    }

    /// `run FILE… [--format text|json] [--fps 60|120]`: the name and every element.
    package var synopsis: String {
        ([name]
            + elements.map { element in
                switch element {
                case .argument(let argument): argument.synopsis
                case .option(let option): option.synopsis
                case .alternatives(let options, let required):
                    (required ? "(" : "[") + options.map(\.bare).joined(separator: " | ") + (required ? ")" : "]")
                case .text(let text): text
                }
            }).joined(separator: " ")
    }
}
