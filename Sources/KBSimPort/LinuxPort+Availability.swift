extension PortWork {
    /// Edit 4: writes each `#available` / `#unavailable` on an iOS version as the runtime check
    /// it stands for, which the `UIKit` module answers for the simulation's iOS.
    ///
    ///     #available(iOS 13.0, *)      →  ProcessInfo.processInfo.isOperatingSystemAtLeast(
    ///                                          OperatingSystemVersion(majorVersion: 13, minorVersion: 0, patchVersion: 0))
    ///     #unavailable(iOS 9)          →  !ProcessInfo.processInfo.isOperatingSystemAtLeast(…9, 0, 0…)
    ///
    /// Swift on Linux answers `#available(iOS N, *)` with true whatever iOS the simulation runs
    /// (the condition names a platform Linux is not), so a library's iOS 9 branch would run under
    /// the iOS 8 profile. A condition without an iOS version (`#available(macOS 10.15, *)`) is
    /// true on iOS and on Linux alike, and stays. In a file that does not import UIKit the
    /// check would be Foundation's, which answers for Linux: the condition stays, with a finding.
    mutating func rewriteAvailability() {
        // Edit 3a (addUIKitImport) may have made the file's import Foundation an import UIKit.
        let importsUIKit = imports.contains { $0.module == "UIKit" } || edits.contains { $0.kind == .addedUIKitImport }
        for index in tokens.indices {
            let negated: Bool
            if source.token(index, is: .pound, "#available") {
                negated = false
            } else if source.token(index, is: .pound, "#unavailable") {
                negated = true
            } else {
                continue
            }
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { continue }
            let range = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            let arguments = source.text(tokens[open].range.upperBound..<tokens[close].range.lowerBound)
            guard let version = Self.iOSVersion(in: arguments) else { continue }
            guard importsUIKit else {
                findings.append(
                    PortFinding(
                        at: position(range.lowerBound), code: displayed(range),
                        advice:
                            "always true on Linux whatever iOS the simulation runs; add `import UIKit` to the file and port it again, "
                            + "so that it becomes a check of the simulation's iOS"))
                continue
            }
            let check =
                (negated ? "!" : "") + "ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion("
                + "majorVersion: \(version.major), minorVersion: \(version.minor), patchVersion: \(version.patch)))"
            edits.append(PortEdit(.rewroteAvailability, at: position(range.lowerBound), original: displayed(range), replacement: check))
            replace(range, with: check)
        }
    }

    /// Edit 4b: writes `os(iOS)` in an `#if` or `#elseif` condition as `canImport(UIKit)`.
    ///
    ///     #if os(iOS) || os(tvOS)      →  #if canImport(UIKit) || os(tvOS)
    ///     #if !os(iOS)                 →  #if !canImport(UIKit)
    ///
    /// Swift on Linux answers `os(iOS)` with false, so the code an iPhone compiles (a library's
    /// iOS-only rows, a pan recognizer that tvOS lacks) would be left out and never run, and an
    /// `#else` meant for macOS compiled instead. `canImport(UIKit)` is true wherever
    /// KeyboardSim's UIKit can be imported, as `os(iOS)` is on an iPhone. Every file is
    /// rewritten, also one that imports only Foundation: a library declares a protocol
    /// requirement under `#if os(iOS)` in such a file and uses it under the same condition in a
    /// file that imports UIKit, and both must read alike. Other platform tests stay as they are:
    /// the condition is reported afterwards when it still reads differently on Linux than on an
    /// iPhone (`targetEnvironment(simulator)`).
    mutating func rewritePlatformConditions() {
        for index in tokens.indices
        where source.token(index, is: .pound, "#if") || source.token(index, is: .pound, "#elseif") {
            guard let condition = CompilationCondition(after: index, in: source) else { continue }
            for test in condition.tests where test.function == "os" && test.argument == "iOS" {
                let range = tokens[test.first].range.lowerBound..<tokens[test.last].range.upperBound
                let replacement = "canImport(UIKit)"
                edits.append(
                    PortEdit(
                        .rewrotePlatformCondition, at: position(range.lowerBound), original: displayed(range), replacement: replacement))
                replace(range, with: replacement)
                portedConditions.insert(index)
            }
        }
    }

    /// The iOS version in an availability condition's arguments (`iOS 13.0, *`,
    /// `iOS 9, macOS 10.11, *`, `iOSApplicationExtension 11`); nil when it names none.
    static func iOSVersion(in arguments: String) -> (major: Int, minor: Int, patch: Int)? {
        for argument in arguments.split(separator: ",") {
            let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard words.count == 2, words[0] == "iOS" || words[0] == "iOSApplicationExtension" else { continue }
            let parts = words[1].split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
            let numbers = parts.compactMap { $0 } + [0, 0]
            return (numbers[0], numbers[1], numbers[2])
        }
        return nil
    }
}
