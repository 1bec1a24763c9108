import Testing
import KBSimCommands
import KBSimPort

@Suite("LinuxPort: version checks")
struct LinuxPortAvailabilityTests {
    static let check13 =
        "ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 13, minorVersion: 0, patchVersion: 0))"

    @Test(
        "#available and #unavailable on an iOS version become the simulation's check",
        arguments: [
            ("if #available(iOS 13.0, *) {", "if \(check13) {"),
            ("if #available(iOS 13, *) {", "if \(check13) {"),
            ("guard #available(iOS 13, macOS 10.15, tvOS 13, *) else {", "guard \(check13) else {"),
            ("if #available(iOSApplicationExtension 13.0, *) {", "if \(check13) {"),
            ("if #unavailable(iOS 13) {", "if !\(check13) {"),
            (
                "if #available(iOS 9.3.1, *), let x = y {",
                "if ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 9, minorVersion: 3, patchVersion: 1)), let x = y {"
            ),
        ])
    func rewritten(line: String, expected: String) {
        let result = LinuxPort.port("import UIKit\n" + line + "\n")
        #expect(result.text == "import UIKit\n" + expected + "\n")
        #expect(result.edits.map(\.kind) == [.rewroteAvailability])
        #expect(result.edits.first?.position == TextPosition(line: 2, column: line.firstIndex(of: "#")!.utf16Offset(in: line) + 1))
        #expect(result.edits.first?.description.hasSuffix("(answered for the simulation's iOS)") == true)
        let again = LinuxPort.port(result.text)
        #expect(again.text == result.text && again.edits.isEmpty, "porting twice changes nothing")
    }

    @Test(
        "a condition that names no iOS version, @available, comments and strings stay",
        arguments: [
            "if #available(macOS 10.15, *) {}",
            "@available(iOS 13, *) func f() {}",
            "// if #available(iOS 13, *) {",
            "let s = \"#available(iOS 13, *)\"",
        ])
    func untouched(line: String) {
        let result = LinuxPort.port("import UIKit\n" + line + "\n")
        #expect(result.text == "import UIKit\n" + line + "\n")
        #expect(result.edits.isEmpty)
    }

    @Test("in a file without import UIKit the condition stays, with a finding that says why")
    func withoutUIKit() {
        let input = "import Foundation\nif #available(iOS 9, *) { f() }\n"
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.map(\.code) == ["#available(iOS 9, *)"])
        #expect(result.findings.first?.position == TextPosition(line: 2, column: 4))
        #expect(result.findings.first?.advice.contains("always true on Linux") == true)
    }

    @Test(
        "in a file whose import Foundation the port makes import UIKit (a pod's file that uses UIKit's names), the condition becomes the simulation's check in the same port"
    )
    func withUIKitImportAdded() {
        let input = "import Foundation\nlet guide: UILayoutGuide? = nil\nif #available(iOS 11.0, *) { f() }\n"
        let result = LinuxPort.port(input)
        #expect(
            result.text
                == "import UIKit\nlet guide: UILayoutGuide? = nil\nif ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 11, minorVersion: 0, patchVersion: 0)) { f() }\n"
        )
        #expect(result.findings.isEmpty)
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }

    @Test(
        "#if targetEnvironment(…) and _runtime(_ObjC) are reported: the code under them is not compiled on Linux",
        arguments: [
            ("#if targetEnvironment(simulator)\nf()\n#endif\n", "#if targetEnvironment(simulator)"),
            ("#if DEBUG\n#elseif os(tvOS) || targetEnvironment(simulator)\nf()\n#endif\n", "#elseif os(tvOS)"),
        ])
    func platformConditions(input: String, code: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.map(\.code) == [code])
        #expect(result.findings.first?.advice.hasPrefix("false on Linux") == true)
    }

    @Test(
        "#if !os(visionOS) and #if !targetEnvironment(macCatalyst) are true on Linux as on an iPhone: not reported",
        arguments: [
            "#if !os(visionOS)\nf()\n#else\ng()\n#endif\n",
            "#if !targetEnvironment(macCatalyst)\nf()\n#endif\n",
            "#if DEBUG && !os(tvOS)\nf()\n#endif\n",
        ])
    func negatedOtherPlatforms(input: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.isEmpty)
    }

    @Test(
        "A condition is evaluated as a whole, with !, &&, || and parentheses, on Linux and on an iPhone: reported only where the two differ",
        arguments: [
            // Eureka's DateInlineRow.swift: true on an iPhone and on Linux.
            ("#if swift(>=5.3) && !(os(OSX) || (os(iOS) && targetEnvironment(macCatalyst)))\nf()\n#endif\n", nil),
            ("#if !(os(macOS) || os(tvOS))\nf()\n#endif\n", nil),
            ("#if os(iOS) || os(Linux)\nf()\n#endif\n", nil),
            ("#if !(os(watchOS) || os(tvOS)) && DEBUG\nf()\n#endif\n", nil),
            ("#if compiler(>=5.9) && os(iOS)\nf()\n#endif\n", nil),
            ("#if !(os(iOS) || os(tvOS))\nf()\n#endif\n", nil),
            ("#if !(os(macOS) || os(tvOS)) && targetEnvironment(simulator)\nf()\n#endif\n", "false on Linux"),
            ("#if !(os(watchOS) || os(iOS)) && !targetEnvironment(simulator)\nf()\n#endif\n", nil),
            ("#if _runtime(_ObjC)\nf()\n#endif\n", "false on Linux"),
            ("#if os(iOS) ||\n    os(tvOS)\nf()\n#endif\n", nil),
        ] as [(String, String?)])
    func wholeConditions(input: String, advice: String?) {
        let result = LinuxPort.port(input)
        #expect(result.text == input.replacingOccurrences(of: "os(iOS)", with: "canImport(UIKit)"))
        #expect(result.findings.map { String($0.advice.prefix(advice?.count ?? 0)) } == (advice.map { [$0] } ?? []))
    }

    @Test("#if !targetEnvironment(simulator) is not reported; #if !_runtime(_ObjC) is reported as true on Linux, false on iOS")
    func negatedSimulator() {
        let result = LinuxPort.port("#if !targetEnvironment(simulator)\nf()\n#else\ng()\n#endif\n")
        #expect(result.findings.isEmpty, "true on Linux and on a device: not reported")
        let negated = LinuxPort.port("#if !_runtime(_ObjC)\nf()\n#else\ng()\n#endif\n")
        #expect(negated.findings.map(\.code) == ["#if !_runtime(_ObjC)"])
        #expect(negated.findings.first?.advice.hasPrefix("true on Linux, false on iOS") == true)
    }

    @Test("#if canImport(UIKit), #if os(Linux) and #if DEBUG are not reported")
    func otherConditions() {
        #expect(LinuxPort.port("#if canImport(UIKit)\n#endif\n#if os(Linux)\n#endif\n#if DEBUG\n#endif\n").findings.isEmpty)
    }
    @Test(
        "os(iOS) in #if and #elseif becomes canImport(UIKit), and the condition is no longer reported",
        arguments: [
            ("#if os(iOS)\nf()\n#endif\n", "#if canImport(UIKit)\nf()\n#endif\n", 1),
            ("#if os(iOS) || os(tvOS)\nf()\n#endif\n", "#if canImport(UIKit) || os(tvOS)\nf()\n#endif\n", 1),
            ("#if !os(iOS)\nf()\n#else\ng()\n#endif\n", "#if !canImport(UIKit)\nf()\n#else\ng()\n#endif\n", 1),
            ("#if os(macOS)\nf()\n#elseif os(iOS)\ng()\n#endif\n", "#if os(macOS)\nf()\n#elseif canImport(UIKit)\ng()\n#endif\n", 1),
            ("#if os(iOS) && !os(iOS)\n#endif\n", "#if canImport(UIKit) && !canImport(UIKit)\n#endif\n", 2),
        ])
    func iOSCondition(input: String, expected: String, count: Int) {
        let result = LinuxPort.port("import UIKit\n" + input)
        #expect(result.text == "import UIKit\n" + expected)
        let foundationOnly = LinuxPort.port("import Foundation\n" + input)
        #expect(foundationOnly.text == "import Foundation\n" + expected, "a file without UIKit is rewritten alike")
        #expect(foundationOnly.findings.isEmpty)
        #expect(result.edits.map(\.kind) == Array(repeating: .rewrotePlatformCondition, count: count))
        #expect(result.edits.first?.original == "os(iOS)")
        #expect(result.edits.first?.description.hasSuffix("(true with KeyboardSim's UIKit, as os(iOS) on an iPhone)") == true)
        #expect(result.findings.isEmpty)
        let again = LinuxPort.port(result.text)
        #expect(again.text == result.text && again.edits.isEmpty, "porting twice changes nothing")
    }

    @Test("os(iOS) beside a test that still differs on Linux is rewritten, and the condition still reported")
    func iOSConditionStillDiffering() {
        let result = LinuxPort.port("import UIKit\n#if os(iOS) && targetEnvironment(simulator)\nf()\n#endif\n")
        #expect(result.text == "import UIKit\n#if canImport(UIKit) && targetEnvironment(simulator)\nf()\n#endif\n")
        #expect(result.edits.map(\.kind) == [.rewrotePlatformCondition])
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.advice.hasPrefix("false on Linux") == true)
    }

    @Test("with lines kept, os(iOS) in a condition spread over two lines keeps every line")
    func iOSConditionKeepingLines() {
        let input = "import UIKit\n#if os(tvOS) ||\n    os(iOS)\nf()\n#endif\n"
        let result = LinuxPort.port(SwiftSource(input), keepingLines: true)
        #expect(result.text == "import UIKit\n#if os(tvOS) ||\n    canImport(UIKit)\nf()\n#endif\n")
        #expect(result.edits.first?.position == TextPosition(line: 3, column: 5))
    }
}
