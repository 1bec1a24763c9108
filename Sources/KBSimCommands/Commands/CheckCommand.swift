import Foundation
import KeyboardSim

/// `kbsim check PATH…`: every scenario under the paths replayed, one line each, then a summary;
/// exit 1 when one fails, 65 when one is invalid.
public struct CheckCommand: Command, CommandForm {
    public static let signature = CommandSignature("check", abstract: "Replay every scenario under the paths; one line each, then a summary.", [
        .argument(ArgumentDeclaration("PATH", count: 1..., accepts: { _ in true })),
    ], usageNote: "   (files, or folders searched for *.json)")

    /// Files, or folders searched for `*.json` (not `*.schema.json`).
    public var paths: [String]

    public init(_ arguments: ParsedArguments) {
        paths = arguments.positionals
    }

    public func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure(.cannotRead, "kbsim check: cannot read \(path): no such file or folder")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { "\(path)/\($0)" }
            } else {
                _ = try readInput(path, command: "check")  // a file named that cannot be read: 66
                files.append(path)
            }
        }
        var passed = 0, failed = 0, invalid = 0
        for file in files {
            do {
                let scenario = try Scenario.load(path: file)
                let result = ScenarioRunner.run(scenario)
                if result.passed {
                    passed += 1
                    console.print("PASS \(file) — \(scenario.title)")
                } else {
                    failed += 1
                    let failing = result.verdicts.filter { !$0.passed }.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
                    console.print("FAIL \(file) — \(failing)")
                }
            } catch {
                invalid += 1
                console.print("INVALID \(error.description)")
            }
        }
        console.print("\(passed) passed, \(failed + invalid) failed")
        return invalid > 0 ? .invalidData : (failed > 0 ? .failure : .ok)
    }
}
