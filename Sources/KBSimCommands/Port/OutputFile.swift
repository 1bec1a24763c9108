#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file written whole or not at all: the bytes go to a temporary file beside it, which is then
/// renamed over it. A symbolic link is followed (the file it names is replaced, the link stays);
/// a file that exists keeps its permissions. A folder, a device or a pipe is refused: the rename
/// would replace it rather than write to it.
///
///     try OutputFile.write(Array("import UIKit\n".utf8), to: "Ported.swift", newFileMode: 0o644)
enum OutputFile {
    /// Why the file was not written; the message says which step failed and the system's reason.
    enum Failure: Error, Equatable {
        /// The temporary file could not be created, or could not take the file's place (exit 73).
        case cannotCreate(String)
        /// Writing the bytes failed (exit 74).
        case cannotWrite(String)
    }

    /// Writes `bytes` to `path`; a new file gets `newFileMode`.
    static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t) throws(Failure) {
        let destination = resolved(path)
        var status = stat()
        let exists = stat(destination, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw .cannotCreate("it is a folder") }
        // A device or a pipe would be replaced by the rename, not written to.
        if exists, status.st_mode & S_IFMT != S_IFREG { throw .cannotCreate("it is not a regular file") }
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".kbsim-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw .cannotCreate(systemError()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Failure) {
            try writeAll(bytes, to: descriptor)
            guard fchmod(descriptor, exists ? status.st_mode & 0o7777 : newFileMode) == 0, fsync(descriptor) == 0 else {
                throw .cannotWrite(systemError())
            }
            guard close(descriptor) == 0 else { throw .cannotWrite(systemError()) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, destination) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw .cannotCreate(reason)
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

    /// `path` with its symbolic links followed, as far as they exist.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(systemError())
            }
            written += count
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
