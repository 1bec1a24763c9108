import Foundation
import KeyboardSim

/// `kbsim check PATH…`: every scenario under the paths replayed, one line each (`PASS`, `FAIL`,
/// `UNCHECKED` for a scenario that expects nothing, `INVALID`, `ERROR` for one that cannot be
/// read), each as its file finishes, then a summary ("39 passed, 0 failed, 2 unchecked"); exit 1
/// when one fails, 65 when one is invalid, 66 when one cannot be read, 0 otherwise (an
/// unchecked scenario is counted apart, not failed).
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
        var files: [(path: String, listingError: String?)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure(.cannotRead, "kbsim check: cannot read \(path): no such file or folder")
            }
            if isDirectory.boolValue {
                do {
                    let names = try FileManager.default.contentsOfDirectory(atPath: path)
                    files += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { ("\(path)/\($0)", nil) }
                } catch {
                    files.append((path, "cannot list the folder (\(error.localizedDescription))"))
                }
            } else {
                _ = try readInput(path, command: "check")  // a file named that cannot be read: 66
                files.append((path, nil))
            }
        }
        var tally = Tally()
        for file in files {
            // Each line goes out as its file finishes (standard output is unbuffered), so a run
            // cut short keeps what it found.
            console.print(line(for: file.path, listingError: file.listingError, tally: &tally))
        }
        console.print(tally.summary)
        return tally.exitCode
    }

    /// What `check` found, file by file.
    struct Tally {
        var passed = 0, failed = 0, unchecked = 0, invalid = 0, errors = 0

        /// `39 passed, 0 failed, 2 unchecked`, and `, 1 error` when a file could not be checked.
        var summary: String {
            "\(passed) passed, \(failed + invalid) failed, \(unchecked) unchecked" + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
        }

        /// 65 when a file is invalid, 66 when one could not be read, 1 when one failed, else 0.
        var exitCode: ExitCode {
            invalid > 0 ? .invalidData : errors > 0 ? .cannotRead : failed > 0 ? .failure : .ok
        }
    }

    /// The line for one file: `PASS`, `FAIL`, `UNCHECKED`, `INVALID`, or `ERROR` for a file (or
    /// folder) that could not be checked at all; the other files still run.
    func line(for file: String, listingError: String?, tally: inout Tally) -> String {
        if let listingError {
            tally.errors += 1
            return "ERROR \(file) — \(listingError)"
        }
        do throws(InputFile.Failure) {
            _ = try InputFile.read(file)
        } catch {
            tally.errors += 1
            return "ERROR \(file) — cannot read it: \(error.reason)"
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.load(path: file)
        } catch {
            tally.invalid += 1
            return "INVALID \(error.description)"
        }
        let trace = ScenarioRunner.run(scenario).trace
        switch trace.status {
        case .passed:
            tally.passed += 1
            let reproduced = trace.reproducedBugs.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
            return "PASS \(file) — \(reproduced.isEmpty ? "" : "bug reproduced: \(reproduced) — ")\(scenario.title)"
        case .unchecked:
            tally.unchecked += 1
            return "UNCHECKED \(file) — expects nothing, so nothing was checked — \(scenario.title)"
        case .failed:
            tally.failed += 1
            let failing = trace.verdicts.filter { $0.status == .failed }.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
            return "FAIL \(file) — \(failing)"
        }
    }
}
