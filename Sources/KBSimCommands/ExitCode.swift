/// How `kbsim` ends, for every command: the one table of exit statuses (sysexits).
public enum ExitCode: Int32, Sendable, CaseIterable {
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
}

/// Why a command stops: the message for standard error and the exit status.
///
///     throw CommandFailure(.cannotRead, "kbsim import: cannot read device.log")
public struct CommandFailure: Error, Equatable, Sendable {
    public var exitCode: ExitCode
    public var message: String

    public init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }
}
