/// A `kbsim` command: the forms it takes (one usage line each), the help that follows its usage,
/// and how it runs.
///
/// Most commands have one form and are their own ``CommandForm``; `matrix` and `bench` choose
/// one of their forms by their first argument.
@MainActor package protocol Command {
    /// The word after `kbsim`.
    static var name: String { get }
    /// Its forms, in the order its usage and `kbsim --help` show them.
    static var forms: [CommandSignature] { get }
    /// What `kbsim COMMAND --help` says after the usage, or nil.
    static var discussion: String? { get }
    /// Runs with the arguments after the command's name; writes to `console`.
    static func main(_ arguments: [String], console: Console) -> ExitCode
}

extension Command {
    package static var name: String { String(forms.first?.name.split(separator: " ").first ?? "") }

    package static var discussion: String? { nil }

    /// `USAGE: kbsim run FILE… [--format text|json] [--fps 60|120]`, a line per form.
    package static var usage: String {
        "USAGE: " + forms.map { "kbsim " + $0.synopsis + $0.usageNote }.joined(separator: "\n       ")
    }

    /// The usage, what the command does (each form's abstract, as `kbsim --help` lists it), the
    /// discussion, then the table of exit statuses every command shares.
    package static var help: String {
        usage + "\n\n" + overview + (discussion.map { "\n\n" + $0 } ?? "") + "\n\n" + ExitCode.table
    }

    /// What the command does: its abstract, or each form's as `kbsim --help` lists them.
    package static var overview: String {
        forms.count == 1 ? forms[0].abstract : forms.map { KBSim.row($0.synopsis, $0.abstract) }.joined(separator: "\n")
    }
}

/// One form of a command: its signature, how the scanned arguments become the command's
/// values, and what it does with them.
///
///     struct ExplainCommand: Command, CommandForm {
///         static let signature = CommandSignature("explain", abstract: "…", [.argument(ArgumentDeclaration("FILE", count: 1...1))])
///         let file: String
///         init(_ arguments: ParsedArguments) { file = arguments.positionals[0] }
///         func run(_ console: Console) throws(CommandFailure) -> ExitCode { … }
///     }
@MainActor package protocol CommandForm {
    static var signature: CommandSignature { get }
    /// Takes the scanned arguments; throws what the scanner cannot see (a name that does not
    /// exist, an option that needs another).
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Does the work; a failure's message goes to standard error and its code is the exit status.
    func run(_ console: Console) throws(CommandFailure) -> ExitCode
}

extension CommandForm {
    /// Scans `arguments` and runs. Help goes to standard output (exit 0); a usage error, with
    /// `command`'s usage, to standard error (exit 64); a failure to standard error with its code.
    package static func main(_ arguments: [String], console: Console, command: any Command.Type) -> ExitCode {
        do throws(UsageError) {
            guard let parsed = try ArgumentScanner.scan(arguments, signature).arguments else {
                console.print(command.help)
                return .ok
            }
            let form = try Self(parsed)
            do throws(CommandFailure) {
                return try form.run(console)
            } catch {
                console.printError(error.message)
                return error.exitCode
            }
        } catch {
            console.printError(error.message(in: signature, usage: command.usage))
            return .usage
        }
    }
}

extension Command where Self: CommandForm {
    package static var forms: [CommandSignature] { [signature] }

    package static func main(_ arguments: [String], console: Console) -> ExitCode {
        main(arguments, console: console, command: Self.self)
    }
}
