import KeyboardSim

/// `kbsim`: finds the command named by the first argument and runs it with the rest.
///
///     KBSim.main(["run", "Scenarios/bottom-constant.json"], console: .standard)  // .ok
@MainActor package enum KBSim {
    nonisolated package static let version = "0.1.0"

    /// Every command, in the order `kbsim --help` lists them.
    package static var commands: [any Command.Type] {
        [
            RunCommand.self, CheckCommand.self, JudgeCommand.self, ExplainCommand.self, RenderCommand.self, MatrixCommand.self,
            DemoCommand.self, ImportCommand.self, PortCommand.self, ListCommand.self, BenchCommand.self,
        ]
    }

    /// `kbsim --help`: the commands' synopses and abstracts come from their signatures.
    package static var help: String {
        var lines = [
            "kbsim — the iOS software keyboard and the code that avoids it, simulated on Linux",
            "",
            "USAGE: kbsim <command> [options]",
            "",
            "COMMANDS:",
        ]
        for form in commands.filter({ $0 != BenchCommand.self }).flatMap({ $0.forms }) { lines.append(row(form.synopsis, form.abstract)) }
        // The benchmarks are the maintainers': one row, their own help lists each.
        let benchmarks = BenchCommand.forms.map { String($0.name.dropFirst("bench ".count)) }
        lines += [
            "",
            "FOR MAINTAINERS:",
            row(
                "bench \(benchmarks.joined(separator: "|")) [--quick] …",
                "Benchmarks, each beside its anchor (kiwi, Foundation, real time) in\none run; kbsim bench --help lists each benchmark's options and goals."
            ),
            "",
            "OPTIONS:",
            row("--help", "Show help for kbsim or a command."),
            row("--version", "Print the version."),
            row(
                "--generate-completion-script bash|zsh|fish",
                "Print a script that completes kbsim's commands, options and their\nvalues in that shell."),
            "",
            ExitCode.table,
        ]
        return lines.joined(separator: "\n")
    }

    /// Runs `kbsim` with `arguments` (without the program's name) and returns the exit status:
    /// the command's, or 74 when a write to standard output failed, whatever else happened.
    package static func main(_ arguments: [String], console: Console) -> ExitCode {
        let status = dispatch(arguments, console: console)
        guard let failure = console.outputFailure else { return status }
        let name = arguments.first.flatMap { name in commands.first { $0.name == name }?.name }
        console.printError("kbsim\(name.map { " " + $0 } ?? ""): cannot write standard output: \(failure.reason)")
        return .ioError
    }

    /// Finds the command and runs it.
    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.printError(help)
            return .usage
        }
        switch name {
        case "help" where arguments.count > 1:
            // `kbsim help run` is `kbsim run --help`.
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return unknownCommand(arguments[1], console: console)
            }
            console.print(command.help)
            return .ok
        case "--help", "-h", "help":
            console.print(help)
            return .ok
        case "--version":
            console.print("kbsim \(version)")
            return .ok
        case "--generate-completion-script":
            let shells = CompletionScript.Shell.allCases.map(\.rawValue)
            guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1]) else {
                let given =
                    arguments.count < 2
                    ? "no shell given"
                    : arguments.count > 2
                        ? "expected one shell, got \(arguments.count - 1)"
                        : "unknown shell '\(arguments[1])'\(didYouMean(arguments[1], among: shells))"
                console.printError("kbsim: --generate-completion-script: \(given); expected \(shells.joined(separator: ", "))")
                return .usage
            }
            console.output(CompletionScript.script(for: shell))
            return .ok
        default:
            guard let command = commands.first(where: { $0.name == name }) else { return unknownCommand(name, console: console) }
            return command.main(Array(arguments.dropFirst()), console: console)
        }
    }

    /// An unknown command: the error, the closest command's name, and where the list is — not
    /// the whole help.
    private static func unknownCommand(_ name: String, console: Console) -> ExitCode {
        console.printError(
            "kbsim: unknown command '\(name)'\(didYouMean(name, among: commands.map { $0.name })); kbsim --help lists the commands")
        return .usage
    }

    /// A help row: the term indented by two, its text from column 16 — on the same line when
    /// the term leaves room, else on the next; later lines of the text indented to match.
    nonisolated static func row(_ term: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 16)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
        let head = "  " + term
        return head.count + 2 <= indent.count
            ? head.padding(toLength: indent.count, withPad: " ", startingAt: 0) + body
            : head + "\n" + indent + body
    }
}
