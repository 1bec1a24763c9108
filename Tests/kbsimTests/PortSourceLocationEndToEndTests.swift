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

    /// Why the KeyboardSimPort plugin refuses a listed file named as one of the target's files
    /// (PortList.refuseClashes): the port's directive gives the two files one `#fileID`.
    @Test("a port whose #sourceLocation names a file of the name of another file of the module: swiftc warns when it builds objects")
    func sourceLocationNamedAsAnotherFileConflicts() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "port-fileid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appending(path: "app/LoginViewController.swift")
        let port = folder.appending(path: "work/LoginViewController.ported.swift")
        let test = folder.appending(path: "Tests/ScreenTests/LoginViewController.swift")
        for url in [original, port, test] {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try "import Foundation\nfinal class LoginViewController {\n    @objc\n    func login() {}\n}\n"
            .write(to: original, atomically: true, encoding: .utf8)
        try "func makeScreen() -> LoginViewController { LoginViewController() }\n".write(to: test, atomically: true, encoding: .utf8)
        let ported = try KBSimBinary.run(["port", original.path, "--output", port.path, "--source-location"])
        #expect(ported.status == 0, "\(ported.stderr)")

        let swiftc = Process()
        swiftc.executableURL = URL(filePath: "/usr/bin/env")
        swiftc.currentDirectoryURL = port.deletingLastPathComponent()
        swiftc.arguments = ["swiftc", "-c", "-parse-as-library", "-module-name", "ScreenTests", port.path, test.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = Pipe()
        try swiftc.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "\(text)")
        #expect(
            text.contains(
                "warning: '#sourceLocation' directive produces '#fileID' string of 'ScreenTests/LoginViewController.swift', "
                    + "which conflicts with '#fileID' strings produced by other paths in the module"), "\(text)")
    }
}
