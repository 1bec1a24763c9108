import Foundation
import Testing

/// `kbsim port --source-location`, what the KeyboardSimPort plugin runs: the compiler's message
/// about the port names the app's file and line, though the port deleted lines above it.
@Suite("kbsim port --source-location, compiled")
struct PortSourceLocationEndToEndTests {
    @Test("a type error in the port is reported at the original file's line and column")
    func compilerNamesTheOriginal() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "port-location-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = folder.appending(path: "Original.swift"), port = folder.appending(path: "Original.ported.swift")
        // The port deletes line 3 (@objc alone on its line), so the error's line would be 4 in a
        // plain port; the directive and the kept line make it the original's 5.
        try "import Foundation\nfinal class A {\n    @objc\n    func f() {}\n    let count: Int = \"three\"\n}\n"
            .write(to: original, atomically: true, encoding: .utf8)
        let ported = try KBSimBinary.run(["port", original.path, "--output", port.path, "--source-location"])
        #expect(ported.status == 0, "\(ported.stderr)")
        #expect(ported.stderr.contains("\(original.path):3:5: edit: delete @objc"))

        let swiftc = Process()
        swiftc.executableURL = URL(filePath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", port.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = Pipe()
        try swiftc.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus != 0)
        #expect(text.contains("\(original.path):5:22: error: cannot convert value of type 'String' to specified type 'Int'"), "\(text)")
    }

    @Test("an @objc protocol's optional requirements, ported on kept lines, parse (GrowingTextView's protocol)")
    func optionalRequirementsOnKeptLinesParse() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "port-optional-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = folder.appending(path: "Grow.swift"), port = folder.appending(path: "Grow.ported.swift")
        try
            "import UIKit\n@objc public protocol GrowDelegate: UITextViewDelegate {\n    @objc optional func didGrow(_ height: CGFloat)\n}\nfinal class Grower {}\n"
            .write(to: original, atomically: true, encoding: .utf8)
        let ported = try KBSimBinary.run(["port", original.path, "--output", port.path, "--source-location"])
        #expect(ported.status == 0, "\(ported.stderr)")

        let swiftc = Process()
        swiftc.executableURL = URL(filePath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-parse", port.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = Pipe()
        try swiftc.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "\(text)")
        #expect(text.isEmpty, "\(text)")
    }
}
