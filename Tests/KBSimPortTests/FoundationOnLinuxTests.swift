import Foundation
import Testing
@testable import KBSimCommands
@testable import KBSimPort

/// `FoundationOnLinux.names` read again from the toolchain that runs the tests, so a toolchain
/// that adds or drops a Foundation name is noticed (on Linux, where the table applies).
@Suite("FoundationOnLinux")
struct FoundationOnLinuxTests {
    /// The toolchain's interface synthesizer, found on the PATH.
    static let synthesizer: URL? = {
        #if os(Linux)
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift-synthesize-interface") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        #else
        return nil
        #endif
    }()

    /// The public interface of `module`, as the synthesizer prints it.
    static func interface(of module: String, with tool: URL) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["-module-name", module]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("the table is Foundation's UIKit-looking names on this toolchain", .enabled(if: synthesizer != nil))
    func tableMatchesToolchain() throws {
        let tool = try #require(Self.synthesizer)
        var names: Set<String> = []
        for module in ["Foundation", "FoundationEssentials", "FoundationInternationalization"] {
            let interface = try Self.interface(of: module, with: tool)
            #expect(interface.utf8.count > 10_000, "no interface for \(module)")
            names.formUnion(publicUIKitNames(in: interface))
        }
        #expect(names.isSuperset(of: ["NSValue", "NSNotification", "CGRect", "CGFloat", "NSLog"]))
        let difference = tableDifference(table: FoundationOnLinux.names, truth: names)
        #expect(
            difference == nil,
            "FoundationOnLinux.names (Sources/KBSimPort/FoundationOnLinux.swift) differs from this toolchain's Foundation: \(difference ?? "")"
        )
    }
}
