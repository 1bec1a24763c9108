import Foundation
import Testing
@testable import KBSimCommands

/// Every public name the UIKit module itself declares is one Apple's SDK declares
/// (`Fixtures/AppleNames.txt`), and it re-exports Foundation and the simulation's UIKit-shaped
/// types (KeyboardSimCore) and nothing else. (KeyboardSimCore's other public names still come
/// through; see `Sources/UIKit/UIKit.swift` for why.)
@MainActor @Suite("import UIKit: the names the module declares are Apple's")
struct AppleNamesTests {
    static let moduleFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/UIKit")

    static func appleNames() throws -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/AppleNames.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The module's Swift files, with their text.
    static func moduleFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: moduleFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: moduleFolder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The names declared at the top level with `public` or `open`, read by `kbsim port`'s
    /// structure reader (extensions left out: they declare no name).
    static func declaredNames(in text: String) -> [String] {
        SwiftStructure(SwiftSource(text)).declarations
            .filter { $0.depth == 0 && $0.isPublic && $0.kind != .extension }
            .map(\.name)
    }

    @Test("every public top-level name of the UIKit module is Apple's")
    func onlyAppleNames() throws {
        let apple = try Self.appleNames()
        var declared: [String] = []
        for file in try Self.moduleFiles() {
            let names = Self.declaredNames(in: file.text)
            for name in names {
                let isApples = apple.contains(name)
                #expect(isApples, "\(file.name) declares \(name), which Apple's UIKit does not; declare it in KeyboardSimCore and reach it through import KeyboardSim")
            }
            declared += names
        }
        let listedButNotDeclared = apple.subtracting(declared).sorted()
        #expect(listedButNotDeclared.isEmpty, "AppleNames.txt lists names the module does not declare: \(listedButNotDeclared)")
        #expect(declared.count == Set(declared).count, "a name declared twice: \(declared.sorted())")
    }

    @Test("the UIKit module re-exports Foundation and KeyboardSimCore and nothing else")
    func reexports() throws {
        var exported: [String] = []
        for file in try Self.moduleFiles() {
            for line in file.text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                exported.append(String(line.dropFirst("@_exported import ".count)))
            }
        }
        #expect(exported == ["Foundation", "KeyboardSimCore"])
    }
}
