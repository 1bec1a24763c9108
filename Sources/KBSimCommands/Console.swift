import Foundation

/// Where commands write and read: standard output, standard error and standard input, or
/// buffers in a test.
///
///     var out = ""
///     let console = Console(output: { out += $0 }, error: { _ in }, input: { "" })
///     _ = KBSim.main(["--version"], console: console)  // out == "kbsim 0.1.0\n"
public struct Console {
    /// Writes text as it is to standard output.
    public var output: (String) -> Void
    /// Writes text as it is to standard error.
    public var error: (String) -> Void
    /// Reads all of standard input.
    public var input: () -> String

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, input: @escaping () -> String) {
        self.output = output
        self.error = error
        self.input = input
    }

    /// The process's own streams: standard output buffered (as `print` is), standard error not.
    public static var standard: Console {
        Console(output: { Swift.print($0, terminator: "") },
                error: { FileHandle.standardError.write(Data($0.utf8)) },
                input: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) })
    }

    /// Writes `line` and a line break to standard output.
    public func print(_ line: String) { output(line + "\n") }

    /// Writes `line` and a line break to standard error.
    public func printError(_ line: String) { error(line + "\n") }
}
