#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the command line reads and writes with, each checked: a short write is
/// continued, an interrupted call retried, and a failure thrown with the system's reason.
///
///     try SystemCall.writeAll(Array("PASS\n".utf8), to: STDOUT_FILENO)
enum SystemCall {
    /// A failed call: `errno` and its text ("No space left on device").
    struct Failure: Error, Equatable, Sendable {
        var code: Int32
        var reason: String

        /// The failure `errno` describes now.
        static var current: Failure { Failure(code: errno, reason: String(cString: strerror(errno))) }
    }

    /// Writes every byte of `bytes` to `descriptor`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += count
        }
    }

    /// Reads `descriptor` to its end.
    static func readAll(_ descriptor: Int32) throws(Failure) -> [UInt8] {
        try readAll(descriptor, limit: .max) ?? []
    }

    /// Everything `descriptor` holds, or nil (having read `limit` + 1 bytes and no more) when it
    /// holds more than `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(chunk.count, limit - bytes.count + 1)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
