import Foundation
import Testing

/// `TraceRecord.Event` is `@nonexhaustive` (SE-0487), so that a kind of record added later is not
/// a source break for code outside the package that switches over it. Only a compiler outside the
/// package can show that: this suite type-checks a file of another module against the built
/// `KeyboardSimCore` module, with a `switch` that names every case the enumeration declares today.
@Suite("TraceRecord.Event: a switch outside the package needs @unknown default")
struct TraceEventNonexhaustiveTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the modules `swift build` made for this test run (`.build/debug/Modules`).
    static var modules: URL {
        let candidates = [
            Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("Modules") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("KeyboardSimCore.swiftmodule").path) }
            ?? candidates[0]
    }

    /// The names of the cases `TraceRecord.Event` declares, read from its source.
    static func caseNames() throws -> [String] {
        let source = try String(
            contentsOf: repository.appendingPathComponent("Sources/KeyboardSimCore/Trace/TraceRecord.swift"), encoding: .utf8)
        guard let start = source.range(of: "public enum Event: Hashable") else { return [] }
        var depth = 0
        var body = ""
        for character in source[start.lowerBound...] {
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            body.append(character)
        }
        let pattern = try Regex(#"(?m)^\s*(?:indirect\s+)?case (\w+)"#)
        return body.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// Type-checks `body` as a file of a module named `Outside`; returns the compiler's exit status
    /// and what it printed.
    static func typecheck(_ body: String) throws -> (status: Int32, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nonexhaustive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Outside.swift")
        try body.write(to: file, atomically: true, encoding: .utf8)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Outside", "-I", modules.path,
            "-Xcc", "-fmodule-map-file=\(repository.path)/Sources/UIKitCTypes/include/module.modulemap", file.path,
        ]
        let output = Pipe()
        swiftc.standardError = output
        swiftc.standardOutput = output
        try swiftc.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        return (swiftc.terminationStatus, text)
    }

    static func switchOverEveryCase(_ names: [String], unknownDefault: Bool) -> String {
        var text = "import KeyboardSimCore\n\nfunc kind(_ event: TraceRecord.Event) -> String {\n    switch event {\n"
        for name in names { text += "    case .\(name): return \"\(name)\"\n" }
        if unknownDefault { text += "    @unknown default: return \"unknown\"\n" }
        return text + "    }\n}\n"
    }

    @Test("every declared case named, no @unknown default: the compiler asks for one")
    func everyCaseWithoutUnknownDefaultIsRefused() throws {
        let names = try Self.caseNames()
        #expect(names.count >= 20, "read \(names.count) cases from TraceRecord.swift: \(names)")
        let result = try Self.typecheck(Self.switchOverEveryCase(names, unknownDefault: false))
        #expect(result.status != 0, "\(result.text)")
        #expect(
            result.text.contains("switch covers known cases, but 'TraceRecord.Event' may have additional unknown values"),
            "\(result.text)")
        #expect(!result.text.contains("add missing case:"), "a case the source declares was not read: \(result.text)")
    }

    @Test("the same switch with @unknown default compiles without a word")
    func unknownDefaultCompiles() throws {
        let result = try Self.typecheck(Self.switchOverEveryCase(try Self.caseNames(), unknownDefault: true))
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.isEmpty, "\(result.text)")
    }
}
