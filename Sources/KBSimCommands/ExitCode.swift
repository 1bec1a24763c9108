/// How `kbsim` ends, for every command: the one table of exit statuses (sysexits).
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Done, and every expectation held.
    case ok = 0
    /// The command ran, and a verdict failed (a scenario's expectation, a matrix cell, a
    /// benchmark's check), or a benchmark could not run.
    case failure = 1
    /// The arguments were wrong (EX_USAGE).
    case usage = 64
    /// A scenario file is invalid, or a log has nothing to import (EX_DATAERR).
    case invalidData = 65
    /// An input cannot be read (EX_NOINPUT).
    case cannotRead = 66
    /// An output cannot be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// An I/O error while writing (EX_IOERR).
    case ioError = 74

    /// What the status means, for every command: a row of the table `kbsim --help`, each
    /// command's help and the command-line article (`KeyboardSim.docc/Articles/CommandLine.md`) show (a
    /// line break where the row wraps).
    package var meaning: String {
        switch self {
        case .ok: "done: every expectation held"
        case .failure:
            "a verdict failed (an expectation, a matrix cell, a benchmark check), a\nbenchmark could not run, or port --check found an edit to make"
        case .usage:
            "usage error: an unknown command or option, a missing or repeated option,\na refused value, an output that is one of the inputs"
        case .invalidData: "bad data: an invalid scenario, a log with nothing to import, a Swift file\nthat is not UTF-8"
        case .cannotRead:
            "an input cannot be read: missing, unreadable, a folder, a device, empty, or\nlarger than 256 MiB (standard input included)"
        case .cannotCreate:
            "an output cannot be created: its folder is missing or not writable, or a\nsymbolic link, named pipe, device or folder is at its path (left untouched)"
        case .ioError: "an I/O error while writing, standard output included"
        }
    }

    /// The table: `EXIT STATUS:` and a row per status.
    package static var table: String {
        (["EXIT STATUS:"] + allCases.map { KBSim.row(String($0.rawValue), $0.meaning) }).joined(separator: "\n")
    }
}

/// Why a command stops: the message for standard error and the exit status.
///
///     throw CommandFailure(.cannotRead, "kbsim import: cannot read device.log")
package struct CommandFailure: Error, Equatable, Sendable {
    package var exitCode: ExitCode
    package var message: String

    package init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }
}
