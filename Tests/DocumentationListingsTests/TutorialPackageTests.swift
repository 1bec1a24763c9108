import Foundation
import Testing

/// The package the tutorials have the reader create (`tutorial-package.swift`, shown as
/// Package.swift) is a manifest SwiftPM reads: a test target on KeyboardSim's products with the
/// KeyboardSimPort plugin. Each tutorial's kbsim-port.txt names the file its steps build.
@Suite("the tutorials' test package")
struct TutorialPackageTests {
    static let resources = DocumentationListings.repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Resources")

    @Test("swift package dump-package reads it: one test target, KeyboardSim's UIKit and KeyboardSim, the plugin")
    func manifestReads() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tutorial-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.resources.appending(path: "tutorial-package.swift"), to: folder.appending(path: "Package.swift"))
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", folder.path, "--scratch-path", folder.appending(path: ".build").path,
            "dump-package",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        #expect(targets.count == 1)
        #expect(targets.first?["type"] as? String == "test")
        let description = String(decoding: data, as: UTF8.self)
        #expect(description.contains("\"KeyboardSimPort\""))
        #expect(description.contains("\"UIKit\"") && description.contains("\"KeyboardSim\""))
    }

    @Test(
        "each tutorial's kbsim-port.txt names the controller file its steps build, beside the package",
        arguments: DocumentationListings.finishedSteps.keys.sorted())
    func portLists(_ tutorial: String) throws {
        let list = try String(contentsOf: Self.resources.appending(path: "\(tutorial)-port.txt"), encoding: .utf8)
        let entries = list.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let step = try String(contentsOf: Self.resources.appending(path: "\(tutorial)-1.swift"), encoding: .utf8)
        let declared = try #require(step.split(separator: "\n").first { $0.contains("class ") && $0.contains("ViewController") })
        let name = try #require(declared.split(separator: " ").first { $0.hasSuffix("ViewController:") }).dropLast()
        #expect(entries == ["../\(name).swift"])
    }
}
