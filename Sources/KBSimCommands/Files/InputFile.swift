#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An input read whole, for every command: a file that is missing, unreadable, a folder or
/// empty cannot be read (exit 66, the same words in every command).
///
///     let bytes = try InputFile.read("device.log")  // throws .empty for an empty file
enum InputFile {
    /// Why an input cannot be read.
    enum Failure: Error, Equatable, Sendable {
        case missing
        case folder
        case empty
        /// The system refused it: "Permission denied".
        case unreadable(String)

        /// What follows `cannot read PATH: `.
        var reason: String {
            switch self {
            case .missing: "no such file"
            case .folder: "it is a folder"
            case .empty: "it is empty"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the file at `path` (a regular file, or a pipe read to its end).
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = SystemCall.Failure.current
            throw failure.code == ENOENT ? .missing : .unreadable(failure.reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(SystemCall.Failure.current.reason) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .folder }
        let bytes: [UInt8]
        do {
            bytes = try SystemCall.readAll(descriptor)
        } catch {
            throw .unreadable(error.reason)
        }
        guard !bytes.isEmpty else { throw .empty }
        return bytes
    }

    /// Standard input read to its end (a folder given with `<` cannot be read).
    static func readStandardInput() throws(Failure) -> [UInt8] {
        do {
            return try SystemCall.readAll(STDIN_FILENO)
        } catch {
            throw error.code == EISDIR ? .folder : .unreadable(error.reason)
        }
    }

    /// Where the bytes stop being UTF-8: the line and column (in characters) of the first bad
    /// byte, and the byte; nil when they are UTF-8.
    static func utf8Problem(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            case .error:
                return (line, column, bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }
}

/// The file at `path` for `kbsim COMMAND`; exit 66 when it cannot be read.
///
///     let bytes = try readInput("device.log", command: "import")
///     // kbsim import: cannot read device.log: no such file
func readInput(_ path: String, command: String) throws(CommandFailure) -> [UInt8] {
    do {
        return try InputFile.read(path)
    } catch {
        throw CommandFailure(.cannotRead, "kbsim \(command): cannot read \(path): \(error.reason)")
    }
}
