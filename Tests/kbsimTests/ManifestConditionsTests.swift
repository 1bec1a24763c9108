import Foundation
import Testing

/// Package.swift offers the whole simulation where Apple's frameworks do not exist, and only the
/// recorder and the solver where they do (a Mac, Xcode): modules named UIKit, Combine and
/// ObjectiveC would shadow Apple's. Both branches are read here with `swift package
/// dump-package` on a copy of the manifest, the Apple one through
/// KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS=1.
@Suite("Package.swift: what each platform is offered")
struct ManifestConditionsTests {
    static let manifest = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Package.swift").standardizedFileURL

    /// The products and targets `swift package dump-package` reads from a copy of the manifest.
    static func dump(asOnApplePlatforms: Bool) throws -> (products: [String: String], targets: [String]) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: manifest, to: folder.appending(path: "Package.swift"))
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", folder.path, "--scratch-path", folder.appending(path: ".build").path,
            "dump-package",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS"] = asOnApplePlatforms ? "1" : nil
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let products = (json["products"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) { result, product in
            let type = (product["type"] as? [String: Any])?.keys.first ?? "?"
            result[product["name"] as? String ?? "?"] = type
        }
        let targets = (json["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        return (products, targets)
    }

    @Test("here (Linux): every product, the UIKit, Combine and ObjectiveC modules and the porting plugin among them")
    func linux() throws {
        let dump = try Self.dump(asOnApplePlatforms: false)
        #expect(
            dump.products == [
                "KeyboardSim": "library", "UIKit": "library", "KeyboardSimTesting": "library",
                "KeyboardSimRecorder": "library", "ConstraintSolver": "library", "kbsim": "executable",
                "KeyboardSimPort": "plugin",
            ])
        #expect(Set(["UIKit", "Combine", "ObjectiveC", "KeyboardSimPort"]).isSubset(of: Set(dump.targets)))
    }

    @Test("on Apple's platforms: only the recorder and the solver; no module named as one of Apple's frameworks")
    func applePlatforms() throws {
        let dump = try Self.dump(asOnApplePlatforms: true)
        #expect(dump.products == ["KeyboardSimRecorder": "library", "ConstraintSolver": "library"])
        #expect(dump.targets.sorted() == ["ConstraintSolver", "KeyboardSimRecorder"])
    }
}
