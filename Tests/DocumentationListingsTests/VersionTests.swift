import Foundation
import KBSimCommands
import Testing

/// The version `kbsim --version` prints is the newest in Changes.md, and every `from:` the
/// documentation tells a dependent package to write pins it.
@Suite("the version: kbsim --version, the changes and the documented from:")
struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentationListings.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the newest heading of Changes.md is kbsim's version")
    func newestChange() throws {
        let changes = try Self.text("Sources/KeyboardSim/KeyboardSim.docc/Articles/Changes.md")
        let versions = changes.split(separator: "\n").filter { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        #expect(versions.first.map { String($0.dropFirst(3)) } == KBSim.version)
        #expect(versions.count == Set(versions).count, "a version listed twice")
    }

    @Test("every from: in the README, the articles and the tutorials' package is kbsim's version")
    func documentedPins() throws {
        let files =
            ["README.md"] + (try DocumentationListings.catalogFiles(endingWith: ".md"))
            + (try DocumentationListings.catalogFiles(endingWith: "tutorial-package.swift"))
        var pins = 0
        for file in files {
            for line in try Self.text(file).split(separator: "\n") where line.contains("from: \"") {
                let version = line.split(separator: "from: \"", maxSplits: 1)[1].prefix { $0 != "\"" }
                #expect(String(version) == KBSim.version, "\(file): \(line)")
                pins += 1
            }
        }
        #expect(pins >= 4, "the README, Getting started, the plugin's article and the tutorials' package each show one")
    }
}
