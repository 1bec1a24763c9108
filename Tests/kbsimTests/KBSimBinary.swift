import Foundation

/// Runs the built `kbsim` binary, which `swift test` builds beside the test bundle.
struct KBSimBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `kbsim` next to the running test bundle.
    static var url: URL {
        let bundleDirectory = Bundle.main.bundleURL
        let candidates = [
            bundleDirectory.appendingPathComponent("kbsim"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kbsim"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `kbsim` with `arguments` and an environment without deterministic hashing, so that
    /// any hash-order dependence would show up as a difference between two runs.
    static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
