import Foundation
import Testing

/// Apple's UIKit comes from Objective-C headers: a Swift 5 library that uses a main-actor member
/// from a context that is not isolated compiles against it (at most a warning under strict
/// checking). The simulated UIKit is Swift 6 code, so each of its main-actor declarations is
/// `@preconcurrency @MainActor`: without `@preconcurrency`, the same library stops with an error
/// ("main actor-isolated … can not be referenced from a nonisolated context"), as a bottom-sheet
/// library reading `UIAccessibility.isVoiceOverRunning` did.
@Suite("UIKit's main-actor declarations are @preconcurrency")
struct PreconcurrencyTests {
    static let folders = ["Sources/KeyboardSimCore/UIKit", "Sources/UIKit"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent($0)
    }

    @Test("every public or open @MainActor declaration says @preconcurrency")
    func everyDeclaration() throws {
        var missing: [String] = []
        var checked = 0
        for folder in Self.folders {
            let files =
                FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.drop { $0 == " " }
                    guard !code.hasPrefix("//"), let range = code.range(of: "@MainActor public ") ?? code.range(of: "@MainActor open ")
                    else { continue }
                    checked += 1
                    if !code[..<range.lowerBound].hasSuffix("@preconcurrency ") { missing.append("\(file):\(number + 1)") }
                }
            }
        }
        #expect(checked > 150, "the scan found the declarations (\(checked))")
        #expect(missing.isEmpty, "@MainActor without @preconcurrency: \(missing.joined(separator: ", "))")
    }
}
