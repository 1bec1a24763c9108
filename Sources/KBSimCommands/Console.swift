#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write and read: standard output, standard error and standard input, or
/// buffers in a test. Every write to standard output is checked: the first that fails is kept
/// (``outputFailure``), later output is dropped, and `kbsim` ends with exit 74 and the reason.
///
///     var out = ""
///     let console = Console(output: { out += $0 }, error: { _ in }, input: { "" })
///     _ = KBSim.main(["--version"], console: console)  // out == "kbsim 0.1.0\n"
package struct Console {
    /// Why a stream could not be written or read: the system's reason ("No space left on device").
    package struct Failure: Error, Equatable, Sendable {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// The first failed write to standard output, shared by copies of the console.
    private final class State {
        var outputFailure: Failure?
    }

    private let writeOutput: (String) throws(Failure) -> Void
    private let writeError: (String) -> Void
    private let readInput: () throws(Failure) -> String
    private let state = State()
    /// The width of the terminal standard output is, in columns; nil when it is no terminal (a
    /// pipe, a file, a test's buffer), where lines are never cut.
    package let terminalWidth: Int?
    /// Whether verdict marks and outcome words are coloured (``usesColour(isTerminal:environment:)``).
    package let colours: Bool

    /// A console on `output` and `error` (text as it is, coloured when `colours`) and `input` (all of standard input);
    /// `output` throws when the text could not be written. `terminalWidth` is the terminal's
    /// when output goes to one.
    package init(
        output: @escaping (String) throws(Failure) -> Void, error: @escaping (String) -> Void,
        input: @escaping () throws(Failure) -> String, terminalWidth: Int? = nil, colours: Bool = false
    ) {
        writeOutput = output
        writeError = error
        readInput = input
        self.terminalWidth = terminalWidth
        self.colours = colours
    }

    /// Whether standard output gets colour: only on a terminal, and not when `NO_COLOR` is set to
    /// anything but the empty string (no-color.org) or `TERM` is `dumb`. A pipe, a file and a
    /// test's buffer never get escape codes, so scripts and the golden outputs see the same bytes.
    package static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// `text` with the verdict marks (✔ green, ✘ red) and the outcome words a line starts with
    /// (PASS green; FAIL, INVALID and ERROR red; UNCHECKED yellow) in ANSI colours.
    package static func coloured(_ text: String) -> String {
        let green = "\u{1B}[32m", red = "\u{1B}[31m", yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
        let starts: [(String, String)] = [
            ("✔", green), ("✘", red), ("PASS", green), ("FAIL", red), ("INVALID", red), ("ERROR", red),
            ("UNCHECKED", yellow),
        ]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let (word, colour) = starts.first(where: { line.hasPrefix($0.0) }) else { return String(line) }
            return colour + word + reset + line.dropFirst(word.count)
        }.joined(separator: "\n")
    }

    /// Standard output's terminal width: the window's columns (`TIOCGWINSZ`), else `COLUMNS`,
    /// else 80; nil when standard output is not a terminal.
    static var standardOutputWidth: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return getenv("COLUMNS").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The process's own streams, written unbuffered and checked (standard error's failures
    /// cannot be reported, and are ignored); standard input that cannot be read (a folder) is a
    /// ``Failure``.
    package static var standard: Console {
        Console(
            output: { (text: String) throws(Failure) in
                do throws(SystemCall.Failure) { try SystemCall.writeAll(Array(text.utf8), to: STDOUT_FILENO) } catch {
                    throw Failure(error.reason)
                }
            },
            error: { try? SystemCall.writeAll(Array($0.utf8), to: STDERR_FILENO) },
            input: { () throws(Failure) -> String in
                do throws(InputFile.Failure) {
                    return String(decoding: try InputFile.readStandardInput(), as: UTF8.self)
                } catch {
                    throw Failure(error.reason)
                }
            },
            terminalWidth: standardOutputWidth,
            colours: usesColour(
                isTerminal: isatty(STDOUT_FILENO) == 1,
                environment: Dictionary(
                    uniqueKeysWithValues: ["NO_COLOR", "TERM"].compactMap { name in
                        getenv(name).map { (name, String(cString: $0)) }
                    })))
    }

    /// The first write to standard output that failed, if one did.
    package var outputFailure: Failure? { state.outputFailure }

    /// Writes text as it is to standard output; after a failed write, nothing more is written.
    package func output(_ text: String) {
        guard state.outputFailure == nil else { return }
        do {
            try writeOutput(colours ? Self.coloured(text) : text)
        } catch {
            state.outputFailure = error
        }
    }

    /// Writes text as it is to standard error.
    package func error(_ text: String) { writeError(text) }

    /// All of standard input; it throws when it cannot be read.
    package func input() throws(Failure) -> String { try readInput() }

    /// Writes `line` and a line break to standard output.
    package func print(_ line: String) { output(line + "\n") }

    /// Writes `line` and a line break to standard error.
    package func printError(_ line: String) { error(line + "\n") }
}
