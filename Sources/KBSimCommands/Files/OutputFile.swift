#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Every file a command writes (`render --html/--svg`, `port --output/--in-place`), written
/// whole or not at all: the bytes go to a temporary file in the same folder, which is then
/// renamed over the path, so a failure leaves the old file as it was.
///
/// Only a regular file is replaced, and it keeps its permissions (and, where the system allows,
/// its owner); a new file gets `newFileMode`, or the mode any new file gets (0666 less the
/// umask). A symbolic link, a named pipe, a device, a socket or a folder at the path is refused
/// (exit 73) and left untouched, with what it points to — unless `links` is `.follow` (what
/// `port --in-place` does with the file it read), when the file the link names is replaced
/// and the link stays.
///
///     try OutputFile.write(Array("<svg/>".utf8), to: "timeline.svg")
enum OutputFile {
    /// Why the file was not written; the message says which step failed and the system's reason.
    enum Failure: Error, Equatable {
        /// Something other than a regular file is at the path, or the temporary file could not
        /// be created or take the file's place (exit 73).
        case cannotCreate(String)
        /// Writing the bytes failed (exit 74).
        case cannotWrite(String)
    }

    /// What a symbolic link at the path means.
    enum Links: Equatable {
        /// It is refused, like a pipe or a device.
        case refuse
        /// The file it names is written, and the link stays.
        case follow
    }

    /// Writes the bytes to a descriptor; tests put a failing one in its place.
    typealias Writer = ([UInt8], Int32) throws(SystemCall.Failure) -> Void

    /// Writes `bytes` to `path`; a new file gets `newFileMode` (nil: 0666 less the umask).
    static func write(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t? = nil, links: Links = .refuse,
        writer: Writer = SystemCall.writeAll
    ) throws(Failure) {
        let destination = try self.destination(path, links: links)
        var status = stat()
        let existing: stat? = lstat(destination, &status) == 0 ? status : nil
        let (folder, name) = split(destination)
        let (descriptor, temporary) = try createTemporary(in: folder, for: name, mode: existing == nil ? newFileMode : nil)
        TemporaryFileCleanup.watch(temporary)
        defer { TemporaryFileCleanup.forget() }
        var isOpen = true
        do throws(Failure) {
            do {
                try writer(bytes, descriptor)
            } catch {
                throw .cannotWrite(error.reason)
            }
            if let existing {
                // The owner first: changing it clears the set-user-ID bits that fchmod restores.
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw .cannotWrite(SystemCall.Failure.current.reason) }
            } else if let newFileMode {
                guard fchmod(descriptor, newFileMode) == 0 else { throw .cannotWrite(SystemCall.Failure.current.reason) }
            }
            guard fsync(descriptor) == 0 else { throw .cannotWrite(SystemCall.Failure.current.reason) }
            isOpen = false
            guard close(descriptor) == 0 else { throw .cannotWrite(SystemCall.Failure.current.reason) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        // Whatever appeared at the path since it was checked, rename replaces the entry itself
        // and never writes through it.
        guard rename(temporary, destination) == 0 else {
            let reason = SystemCall.Failure.current.reason
            unlink(temporary)
            throw .cannotCreate(reason)
        }
    }

    /// `path` split at its last `/`: the folder (`.` when there is none, `/` for a name at the
    /// root) and the name. Written out rather than asked of Foundation, whose
    /// `deletingLastPathComponent` traps on a one-character path on Linux.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Where `path` is written: the path itself, or with `.follow` the file its links name.
    /// Throws when something other than a regular file is there, so a command can refuse it
    /// before doing any work.
    @discardableResult
    static func destination(_ path: String, links: Links = .refuse) throws(Failure) -> String {
        var destination = path
        var status = stat()
        guard lstat(path, &status) == 0 else { return destination }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard links == .follow else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (to \($0))" } ?? ""
                throw .cannotCreate("it is a symbolic link\(target), not a regular file")
            }
            destination = resolved(path)
            guard lstat(destination, &status) == 0 else { return destination }
        }
        if let kind = kind(status.st_mode) { throw .cannotCreate("it is \(kind), not a regular file") }
        return destination
    }

    /// What a file of `mode` is, said in a message, when it is not a regular file.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// Whether two paths name one file: the same device and inode (through links, relative or
    /// absolute), or, when one does not exist, the same path once standardized.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        if stat(a, &first) == 0, stat(b, &second) == 0 { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
        return resolved(a) == resolved(b)
    }

    /// The permissions of the file at `path`, if it exists.
    static func mode(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    /// A new file beside `name` in `folder`, created exclusively: `.NAME.kbsim-XXXXXXXX`.
    /// Without a `mode` it is created 0666 less the umask, as any new file.
    private static func createTemporary(in folder: String, for name: String, mode: mode_t?) throws(Failure) -> (Int32, String) {
        for _ in 0..<64 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            let temporary = folder + "/." + name + ".kbsim-" + suffix
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode == nil ? 0o666 : 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { throw .cannotCreate(SystemCall.Failure.current.reason) }
        }
        throw .cannotCreate(String(cString: strerror(EEXIST)))
    }

    /// `path` with its symbolic links followed, as far as they exist.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Writes `text` to `path` for `kbsim COMMAND`: exit 73 when the file cannot be created (or
/// something other than a regular file is there), 74 when writing it fails.
///
///     try writeOutput(svg, to: "timeline.svg", command: "render")
///     // kbsim render: cannot create timeline.svg: it is a named pipe, not a regular file
func writeOutput(
    _ text: String, to path: String, command: String, newFileMode: mode_t? = nil,
    links: OutputFile.Links = .refuse
) throws(CommandFailure) {
    do {
        try OutputFile.write(Array(text.utf8), to: path, newFileMode: newFileMode, links: links)
    } catch {
        throw commandFailure(error, path: path, command: command)
    }
}

/// Refuses, before any work, an output path `kbsim COMMAND` cannot write (exit 73).
func checkOutput(_ path: String, command: String, links: OutputFile.Links = .refuse) throws(CommandFailure) {
    do {
        try OutputFile.destination(path, links: links)
    } catch {
        throw commandFailure(error, path: path, command: command)
    }
}

private func commandFailure(_ failure: OutputFile.Failure, path: String, command: String) -> CommandFailure {
    switch failure {
    case .cannotCreate(let reason): CommandFailure(.cannotCreate, "kbsim \(command): cannot create \(path): \(reason)")
    case .cannotWrite(let reason): CommandFailure(.ioError, "kbsim \(command): cannot write \(path): \(reason)")
    }
}

/// The temporary file an output is being written to, removed if the process is stopped by a
/// signal (SIGTERM, SIGINT, SIGHUP) before it is renamed into place, so that a killed command
/// leaves nothing beside its output. The handler does only what a signal handler may: `unlink`
/// of a path kept as C bytes, then the signal's default action.
enum TemporaryFileCleanup {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    /// Remembers `temporary` until `forget()`, installing the handlers the first time.
    static func watch(_ temporary: String) {
        forget()
        path = strdup(temporary)
        guard !installed else { return }
        installed = true
        for number in [SIGTERM, SIGINT, SIGHUP] {
            _ = signal(number) { received in
                if let path = TemporaryFileCleanup.path { unlink(path) }
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// The file was renamed into place or removed: nothing to clean up.
    static func forget() {
        let old = path
        path = nil
        free(old)
    }
}
