import Foundation
import Testing

/// Package.swift offers the whole simulation where Apple's frameworks do not exist, and only the
/// recorder and the solver where they do (a Mac, Xcode): modules named UIKit, Combine and
/// ObjectiveC would shadow Apple's. Both branches are read here with `swift package
/// dump-package` on a copy of the manifest, the Apple one through
/// KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS=1.
@Suite("Package.swift: what each platform is offered; the tutorials' package")
struct ManifestConditionsTests {
    static let manifest = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Package.swift").standardizedFileURL

    /// What `swift package dump-package` reads from a copy of `manifest` (as JSON, and its text),
    /// with `environment` added to this process's.
    static func dumpPackage(_ manifest: URL, environment: [String: String] = [:]) throws -> (json: [String: Any], text: String) {
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
        var variables = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        // SwiftPM leaves TemporaryDirectory.* folders in $TMPDIR: here they go in the copy's folder.
        variables["TMPDIR"] = folder.path
        process.environment = variables
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (json, String(decoding: data, as: UTF8.self))
    }

    /// The products (name → type) and targets of this package's manifest, read as on Linux or as
    /// on Apple's platforms.
    static func dump(asOnApplePlatforms: Bool) throws -> (products: [String: String], targets: [String]) {
        let json = try dumpPackage(manifest, environment: asOnApplePlatforms ? ["KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS": "1"] : [:])
            .json
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

    /// The package the tutorials have the reader create (`tutorial-package.swift`, shown as
    /// Package.swift; DocumentationListingsTests checks each tutorial's list beside it).
    @Test("the tutorials' package: swift package dump-package reads it: one test target, KeyboardSim's UIKit and KeyboardSim, the plugin")
    func tutorialPackage() throws {
        let tutorialManifest = manifestFolder.appending(path: "Sources/KeyboardSim/KeyboardSim.docc/Resources/tutorial-package.swift")
        let (json, text) = try Self.dumpPackage(tutorialManifest)
        let targets = try #require(json["targets"] as? [[String: Any]])
        #expect(targets.count == 1)
        #expect(targets.first?["type"] as? String == "test")
        #expect(text.contains("\"KeyboardSimPort\""))
        #expect(text.contains("\"UIKit\"") && text.contains("\"KeyboardSim\""))
    }

    /// The repository's folder.
    private var manifestFolder: URL { Self.manifest.deletingLastPathComponent() }
}
