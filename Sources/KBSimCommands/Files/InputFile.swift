#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An input read whole, for every command: a file that is missing, unreadable, a folder, a
/// device or a socket, empty, or larger than `maximumBytes` cannot be read (exit 66, the same
/// words in every command). A named pipe is read to its end, and one no program writes to is
/// empty rather than a wait forever.
///
///     let bytes = try InputFile.read("device.log")  // throws .empty for an empty file
enum InputFile {
    /// Why an input cannot be read.
    enum Failure: Error, Equatable, Sendable {
        case missing
        case folder
        case empty
        /// A device or a socket: what it holds has no end to read to (`/dev/zero`).
        case notAFile(String)
        /// More than `maximumBytes`.
        case tooLarge
        /// The system refused it: "Permission denied".
        case unreadable(String)

        /// What follows `cannot read PATH: `.
        var reason: String {
            switch self {
            case .missing: "no such file"
            case .folder: "it is a folder"
            case .empty: "it is empty"
            case .notAFile(let kind): "it is \(kind), not a file"
            case .tooLarge: "it is larger than \(InputFile.maximumBytes >> 20) MiB, the most kbsim reads from one input"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The most bytes read from one input: 256 MiB, well above the largest input kbsim is
    /// made for (a log of 100,000 notifications is about 60 MiB).
    static let maximumBytes = 256 << 20

    /// The bytes of the file at `path` (a regular file, or a pipe read to its end), at most
    /// `limit` of them.
    static func read(_ path: String, limit: Int = maximumBytes) throws(Failure) -> [UInt8] {
        // Opened without waiting: a named pipe no program writes to would block the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let failure = SystemCall.Failure.current
            throw failure.code == ENOENT ? .missing : .unreadable(failure.reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(SystemCall.Failure.current.reason) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw .folder
        case S_IFCHR, S_IFBLK: throw .notAFile("a device")
        case S_IFSOCK: throw .notAFile("a socket")
        default: break
        }
        // Reads wait again (a pipe whose writer is slow is read to its end; one without a writer
        // reads as empty).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let bytes = try readBounded(descriptor, limit: limit)
        guard !bytes.isEmpty else { throw .empty }
        return bytes
    }

    /// Standard input read to its end, at most `maximumBytes` of it (a folder given with `<`
    /// cannot be read).
    static func readStandardInput() throws(Failure) -> [UInt8] {
        try readBounded(STDIN_FILENO, limit: maximumBytes)
    }

    private static func readBounded(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        let bytes: [UInt8]?
        do {
            bytes = try SystemCall.readAll(descriptor, limit: limit)
        } catch {
            throw error.code == EISDIR ? .folder : .unreadable(error.reason)
        }
        guard let bytes else { throw .tooLarge }
        return bytes
    }

    /// Where the bytes stop being UTF-8: the line and column (in characters) of the first bad
    /// byte, and the byte; nil when they are UTF-8.
    static func utf8Problem(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        var afterReturn = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
                // A line ends with "\n", "\r\n" (one line end) or "\r" alone (classic Mac OS).
                let byte = scalar.count == 1 ? scalar.first : nil
                if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && !afterReturn) {
                    line += 1
                    column = 1
                } else if byte != UInt8(ascii: "\n") {
                    column += 1
                }
                afterReturn = byte == UInt8(ascii: "\r")
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
/// The text of `path`, or of standard input for `-`: refused with exit 66 when it cannot be read
/// or is empty (a file's emptiness is `readInput`'s refusal), the reason named after `kbsim
/// COMMAND: cannot read …`.
func readText(_ path: String, command: String, console: Console) throws(CommandFailure) -> String {
    guard path == "-" else { return String(decoding: try readInput(path, command: command), as: UTF8.self) }
    let text: String
    do { text = try console.input() } catch {
        throw CommandFailure(.cannotRead, "kbsim \(command): cannot read standard input: \(error.reason)")
    }
    guard !text.isEmpty else { throw CommandFailure(.cannotRead, "kbsim \(command): cannot read standard input: it is empty") }
    return text
}

func readInput(_ path: String, command: String) throws(CommandFailure) -> [UInt8] {
    do {
        return try InputFile.read(path)
    } catch {
        throw CommandFailure(.cannotRead, "kbsim \(command): cannot read \(path): \(error.reason)")
    }
}
