import Foundation
import Testing
@testable import KBSimCommands
@testable import KBSimPort

/// `import UIKit` brings Apple's names and nothing else: every public name the UIKit module
/// declares or re-exports is one Apple's SDK declares (`Fixtures/AppleNames.txt`), it re-exports
/// Foundation whole and the UIKit-shaped types of KeyboardSimCore one by one, and the simulation's
/// own names (`Simulation`, `KeyboardInfo`…) stay behind `import KeyboardSim`.
@MainActor @Suite("import UIKit: Apple's names and nothing else")
struct AppleNamesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let moduleFolder = repository.appendingPathComponent("Sources/UIKit")
    static let coreFolder = repository.appendingPathComponent("Sources/KeyboardSimCore")

    static func appleNames() throws -> Set<String> {
        let url = repository.appendingPathComponent("Tests/UIKitTests/Fixtures/AppleNames.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The Swift files under `folder` (and its subfolders), with their text.
    static func swiftFiles(in folder: URL) throws -> [(name: String, text: String)] {
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [(name: String, text: String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.name < $1.name }
    }

    /// The names declared at the top level with `public` or `open`, read by `kbsim port`'s
    /// structure reader (extensions left out: they declare no name).
    static func declaredNames(in text: String) -> [String] {
        SwiftStructure(SwiftSource(text)).declarations
            .filter { $0.depth == 0 && $0.isPublic && $0.kind != .extension }
            .map(\.name)
    }

    /// The module's `@_exported import` lines: whole modules (`Foundation`) and single
    /// declarations (`class KeyboardSimCore.UIView` gives module `KeyboardSimCore`, name `UIView`).
    static func reexports() throws -> (modules: [String], declarations: [(module: String, name: String)]) {
        var modules: [String] = []
        var declarations: [(module: String, name: String)] = []
        for file in try swiftFiles(in: moduleFolder) {
            for line in file.text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                let words = line.dropFirst("@_exported import ".count).split(separator: " ")
                guard words.count == 2 else { modules.append(String(words[0])); continue }
                let path = words[1].split(separator: ".")
                declarations.append((String(path[0]), String(path[path.count - 1])))
            }
        }
        return (modules, declarations)
    }

    @Test("every public name the module declares or re-exports is Apple's, and every Apple name listed is there")
    func onlyAppleNames() throws {
        let apple = try Self.appleNames()
        var visible: [String] = []
        for file in try Self.swiftFiles(in: Self.moduleFolder) {
            for name in Self.declaredNames(in: file.text) {
                #expect(
                    apple.contains(name),
                    "\(file.name) declares \(name), which Apple's UIKit does not; declare it in KeyboardSimCore and reach it through import KeyboardSim"
                )
                visible.append(name)
            }
        }
        for (module, name) in try Self.reexports().declarations {
            #expect(apple.contains(name), "UIKit.swift re-exports \(module).\(name), which Apple's UIKit does not have")
            visible.append(name)
        }
        let listedButAbsent = apple.subtracting(visible).sorted()
        #expect(listedButAbsent.isEmpty, "AppleNames.txt lists names the module neither declares nor re-exports: \(listedButAbsent)")
        #expect(visible.count == Set(visible).count, "a name declared or re-exported twice: \(visible.sorted())")
    }

    /// On iOS, UIKit re-exports Foundation, and Foundation the Objective-C module (associated
    /// objects): those two, and nothing of the simulation, come whole.
    @Test("Foundation and ObjectiveC are the only modules re-exported whole")
    func wholeModules() throws {
        #expect(try Self.reexports().modules == ["Foundation", "ObjectiveC"])
    }

    /// A UIKit-shaped type added to KeyboardSimCore must be re-exported (after checking Apple's
    /// documentation and listing it), or it would be missing from `import UIKit`; anything else
    /// there is the simulation's and must not be.
    @Test("KeyboardSimCore's UIKit-shaped names are re-exported, its simulation names are not")
    func coreNames() throws {
        let apple = try Self.appleNames()
        let reexported = Set(try Self.reexports().declarations.filter { $0.module == "KeyboardSimCore" }.map(\.name))
        var core: Set<String> = []
        for file in try Self.swiftFiles(in: Self.coreFolder) {
            core.formUnion(Self.declaredNames(in: file.text))
        }
        #expect(core.contains("UIView") && core.contains("Simulation"), "no declarations read under \(Self.coreFolder.path)")
        for name in core.sorted() {
            let looksApple = apple.contains(name) || UnsimulatedAPI.looksLikeUIKit(name)
            if looksApple {
                #expect(
                    reexported.contains(name),
                    "KeyboardSimCore declares \(name), which import UIKit does not re-export: list it in AppleNames.txt and re-export it in Sources/UIKit/UIKit.swift (or rename it if Apple has no such name)"
                )
            } else {
                #expect(!reexported.contains(name), "UIKit.swift re-exports the simulation's \(name)")
            }
        }
    }
}
