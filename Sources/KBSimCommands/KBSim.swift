import KeyboardSim

/// `kbsim`: finds the command named by the first argument and runs it with the rest.
///
///     KBSim.main(["run", "Scenarios/bottom-constant.json"], console: .standard)  // .ok
public enum KBSim {
    public static let version = "0.1.0"

    /// Every command, in the order `kbsim --help` lists them.
    public static var commands: [any Command.Type] {
        [RunCommand.self, CheckCommand.self, ExplainCommand.self, RenderCommand.self, MatrixCommand.self,
         DemoCommand.self, ImportCommand.self, PortCommand.self, ListCommand.self, BenchCommand.self]
    }

    /// `kbsim --help`: the commands' synopses and abstracts come from their signatures.
    public static var help: String {
        var lines = [
            "kbsim — the iOS software keyboard and the code that avoids it, simulated on Linux",
            "",
            "USAGE: kbsim <command> [options]",
            "",
            "COMMANDS:",
        ]
        for form in commands.flatMap({ $0.forms }) { lines.append(row(form.synopsis, form.abstract)) }
        lines += [
            "",
            "OPTIONS:",
            row("--help", "Show help for kbsim or a command."),
            row("--version", "Print the version."),
            "",
            "EXIT STATUS: 0 ok, 1 an expectation failed (or port --check found an edit to make), 64 usage",
            "error, 65 invalid scenario data (or a log with nothing to import, or a Swift file that is not",
            "UTF-8), 66 an input cannot be read, 73 an output cannot be created, 74 writing it failed.",
        ]
        return lines.joined(separator: "\n")
    }

    /// Runs `kbsim` with `arguments` (without the program's name) and returns the exit status.
    public static func main(_ arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.printError(help)
            return .usage
        }
        switch name {
        case "--help", "-h", "help":
            console.print(help)
            return .ok
        case "--version":
            console.print("kbsim \(version)")
            return .ok
        default:
            guard let command = commands.first(where: { $0.name == name }) else {
                console.printError("kbsim: unknown command '\(name)'\(didYouMean(name, among: commands.map { $0.name }))\n\n\(help)")
                return .usage
            }
            return command.main(Array(arguments.dropFirst()), console: console)
        }
    }

    /// A help row: the term indented by two, its text from column 16 — on the same line when
    /// the term leaves room, else on the next; later lines of the text indented to match.
    static func row(_ term: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 16)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
        let head = "  " + term
        return head.count + 2 <= indent.count
            ? head.padding(toLength: indent.count, withPad: " ", startingAt: 0) + body
            : head + "\n" + indent + body
    }
}
