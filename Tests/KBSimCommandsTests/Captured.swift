import Foundation
import KBSimCommands

/// `kbsim` run in process, its output captured.
@MainActor struct Captured {
    var status: ExitCode
    var stdout: String
    var stderr: String

    /// Runs `KBSim.main(arguments)` with `input` as standard input; `terminalWidth` makes
    /// standard output a terminal that wide.
    init(_ arguments: [String], input: String = "", terminalWidth: Int? = nil) {
        final class Buffers { var out = "", err = "" }
        let buffers = Buffers()
        status = KBSim.main(
            arguments,
            console: Console(
                output: { buffers.out += $0 }, error: { buffers.err += $0 }, input: { input },
                terminalWidth: terminalWidth))
        stdout = buffers.out
        stderr = buffers.err
    }
}

/// The repository's root, for the bundled scenarios.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A bundled scenario's path.
func scenario(_ name: String) -> String { repository.appendingPathComponent("Scenarios/\(name)").path }
