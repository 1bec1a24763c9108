import Foundation

/// Runs this test binary again, in a child process, with `arguments` (`--testing-library
/// swift-testing --filter …`, or an XCTest name) and `environment` added to this process's
/// (`NO_COLOR` set, so the output can be compared as printed): the exit status and everything
/// the child printed, standard output and standard error together. For scenarios that must run
/// alone, or that fail or stop the process on purpose.
package func runThisTestBinary(_ arguments: [String], adding environment: [String: String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, added in added }
    merged["NO_COLOR"] = "1"
    process.environment = merged
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
