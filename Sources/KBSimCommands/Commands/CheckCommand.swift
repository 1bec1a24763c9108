import Foundation
import KeyboardSim

/// `kbsim check PATH…`: every scenario under the paths replayed, one line each (`PASS`, `FAIL`,
/// `UNCHECKED` for a scenario that expects nothing, `INVALID`, `ERROR` for one that cannot be
/// read or whose replay ended unexpectedly), each as its file finishes, then a summary ("39
/// passed, 0 failed, 2 unchecked"); exit 1 when one fails or ends unexpectedly, 65 when one is
/// invalid, 66 when one cannot be read, 0 otherwise (an unchecked scenario is counted apart).
///
/// Run as the `kbsim` executable, `check` replays the files in one child process of the same
/// executable (a *worker*: `KBSIM_CHECK_WORKER` in its environment holds the parent's process
/// id, so an inherited variable makes no worker) and passes on each line as the worker reports
/// it; when the worker dies (a trap, a signal), prints nothing for `silenceLimit` or writes
/// something that is not a result, the file it was replaying gets an `ERROR` line, and a new
/// worker takes the files after it. The summary is always printed. In process (tests, a
/// library), the files are replayed in process.
///
/// The worker reports each file as one JSON string on a line of its own (a frame): a title or
/// an echoed value holding a line break is escaped inside it, so no text in a scenario can
/// split a result or forge one. The worker stops when its parent does (it watches its standard
/// input, a pipe only the parent holds). Each file's line is printed on one line, a line break
/// in it shown as `\n`.
package struct CheckCommand: Command, CommandForm {
    package static let signature = CommandSignature(
        "check", abstract: "Replay every scenario under the paths; one line each, then a summary.",
        [
            .argument(ArgumentDeclaration("PATH", count: 1..., accepts: { _ in true }))
        ], usageNote: "   (files, or folders searched for *.json)", diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    /// Files, or folders searched for `*.json` (not `*.schema.json`).
    package var paths: [String]

    package init(_ arguments: ParsedArguments) {
        paths = arguments.positionals
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        var tally = Tally()
        // A worker whose parent went before it started has nobody to report to.
        if Self.isOrphanedWorker { return .ok }
        if Self.isWorker {
            // A worker's frames only, one per path exactly as the parent listed them (a file
            // that cannot be read is its own ERROR line): the parent counts them and prints the
            // summary.
            Self.stopWithParent()
            for path in paths { console.print(Self.frame(line(for: path, listingError: nil, tally: &tally))) }
            return .ok
        }
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
        // A file's line, on one line whatever its text holds, and on a terminal cut to its width.
        let show = { (line: String) in console.print(Self.fitted(Self.oneLine(line), to: console.terminalWidth)) }
        var index = 0
        while index < files.count {
            guard files[index].listingError == nil, let worker = workerExecutable else {
                // Each line goes out as its file finishes (standard output is unbuffered), so a
                // run cut short keeps what it found.
                show(line(for: files[index].path, listingError: files[index].listingError, tally: &tally))
                index += 1
                continue
            }
            var batch = files[index...].prefix { $0.listingError == nil }.map(\.path)
            while !batch.isEmpty {
                let outcome = Self.replay(batch, worker: worker) { line in
                    tally.count(line)
                    show(line)
                }
                guard let outcome else {
                    // The worker could not start: the batch is replayed here.
                    for path in batch { show(line(for: path, listingError: nil, tally: &tally)) }
                    batch = []
                    break
                }
                batch.removeFirst(outcome.reported)
                if let ending = outcome.ending, let file = batch.first {
                    tally.crashed += 1
                    show("ERROR \(file) — the replay ended unexpectedly (\(ending)); the other files still run")
                    batch.removeFirst()
                }
            }
            index += files[index...].prefix { $0.listingError == nil }.count
        }
        console.print(tally.summary)
        return tally.exitCode
    }

    /// Whether this process is a worker started by `check`: the variable names its parent.
    static var isWorker: Bool { workerParent == getppid() }
    static let workerVariable = "KBSIM_CHECK_WORKER"

    /// The process the worker variable names, when it is set.
    private static var workerParent: pid_t? { ProcessInfo.processInfo.environment[workerVariable].flatMap { pid_t($0) } }

    /// Whether this process was started as a worker by a `check` that is gone: the variable
    /// names a process that is no longer there (one that is there but is not the parent is an
    /// inherited variable, and makes no worker).
    static var isOrphanedWorker: Bool {
        guard let parent = workerParent, parent != getppid() else { return false }
        return kill(parent, 0) != 0 && errno == ESRCH
    }

    /// The executable that replays the files in a child process: this one when it is `kbsim`
    /// (not in process, not already a worker); nil replays in process.
    package var workerExecutable: String? = {
        guard !CheckCommand.isWorker, let path = Bundle.main.executablePath, (path as NSString).lastPathComponent == "kbsim" else {
            return nil
        }
        return path
    }()

    /// What a worker did: how many of its files it reported, and how it ended when it ended
    /// before reporting them all ("signal 4", "exit status 70"); nil when it could not start.
    struct WorkerOutcome: Equatable {
        var reported: Int
        var ending: String?
    }

    /// How long a worker may print nothing before it is stopped: its file gets an `ERROR`
    /// line ("no output for 300 s"). The longest bundled replay takes well under a second; a
    /// 100,000-step scenario about 7 s in a release build.
    static let silenceLimit: Duration = .seconds(300)

    /// When a worker last printed, and whether the watchdog stopped it.
    private final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var last = ContinuousClock.now
        private var done = false
        private(set) var stopped = false

        func touch() { lock.withLock { last = .now } }
        func finish() { lock.withLock { done = true } }
        /// Whether to stop the worker now (and remember that it was stopped).
        func shouldStop(after limit: Duration) -> Bool? {
            lock.withLock {
                if done { return nil }
                guard ContinuousClock.now - last > limit else { return false }
                stopped = true
                return true
            }
        }
    }

    /// A file's line as the worker writes it: one JSON string, on one line whatever it holds.
    static func frame(_ line: String) -> String { JSONValue.string(line).compact }

    /// The file's line a frame holds; nil when the frame is not one JSON string beginning with a
    /// verdict word.
    static func line(inFrame frame: [UInt8]) -> String? {
        guard let parsed = try? LocatedJSONParser.parse(String(decoding: frame, as: UTF8.self)),
            case .string(let line) = parsed.value, Tally.word(of: line) != nil
        else { return nil }
        return line
    }

    /// `line` cut to `width` characters, its end shown as `…` (the outcome and the file's name
    /// come first, so what is cut is the title); as it is without a width or when it fits.
    static func fitted(_ line: String, to width: Int?) -> String {
        guard let width, width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }

    /// `line` on one line: line breaks shown as `\n` and `\r`, other control characters (tab
    /// aside) as `\u00XX`, as JSON writes them.
    static func oneLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else { return line }
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// In a worker: exits when the parent goes. The parent holds the only writing end of the
    /// worker's standard input and never writes, so a read returns only when the parent is gone
    /// (killed, or done and closing it).
    static func stopWithParent() {
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(STDIN_FILENO, &byte, 1) > 0 {}
            _exit(0)
        }
    }

    /// Runs `worker check FILE…` as a worker, passing each file's line it reports to `report` as
    /// it comes. A worker silent for `silence`, or that writes something other than a frame, is
    /// killed.
    static func replay(
        _ files: [String], worker: String, silence: Duration = silenceLimit,
        report: (String) -> Void
    ) -> WorkerOutcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: worker)
        process.arguments = ["check"] + files
        var environment = ProcessInfo.processInfo.environment
        environment[workerVariable] = String(getpid())
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        // The worker's lifeline: it stops when this end closes, with this process.
        let lifeline = Pipe()
        process.standardInput = lifeline
        do { try process.run() } catch { return nil }
        defer { try? lifeline.fileHandleForWriting.close() }
        let watch = Watch()
        let pid = process.processIdentifier
        let poll = min(silence / 4, .seconds(1))
        DispatchQueue.global().async {
            while let stop = watch.shouldStop(after: silence) {
                if stop {
                    kill(pid, SIGKILL)
                    return
                }
                Thread.sleep(forTimeInterval: Double(poll.components.seconds) + Double(poll.components.attoseconds) / 1e18)
            }
        }
        defer { watch.finish() }
        let reader = pipe.fileHandleForReading
        var pending: [UInt8] = []
        var reported = 0
        var forged = false
        reading: while true {
            let data = reader.availableData
            if data.isEmpty { break }
            watch.touch()
            pending += data
            while let end = pending.firstIndex(of: 0x0A) {
                let frame = Array(pending[..<end])
                pending.removeSubrange(...end)
                guard reported < files.count, let line = line(inFrame: frame) else {
                    forged = true
                    kill(pid, SIGKILL)
                    break reading
                }
                reported += 1
                report(line)
            }
        }
        process.waitUntilExit()
        watch.finish()
        guard reported < files.count || forged else { return WorkerOutcome(reported: reported, ending: nil) }
        let ending =
            forged
            ? "it wrote something that is not a result: stopped"
            : watch.stopped
                ? "no output for \(silence.components.seconds) s: stopped"
                : process.terminationReason == .uncaughtSignal
                    ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        return WorkerOutcome(reported: reported, ending: ending)
    }

    /// What `check` found, file by file.
    struct Tally {
        var passed = 0, failed = 0, unchecked = 0, invalid = 0, errors = 0
        /// Files whose replay ended unexpectedly (counted among the errors).
        var crashed = 0

        /// `39 passed, 0 failed, 2 unchecked`, and `, 1 error` when a file could not be checked.
        var summary: String {
            let errors = errors + crashed
            return "\(passed) passed, \(failed + invalid) failed, \(unchecked) unchecked"
                + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
        }

        /// 65 when a file is invalid, 66 when one could not be read, 1 when one failed or its
        /// replay ended unexpectedly, else 0.
        var exitCode: ExitCode {
            invalid > 0 ? .invalidData : errors > 0 ? .cannotRead : failed > 0 || crashed > 0 ? .failure : .ok
        }

        /// The verdict word a file's line starts with, if it is one.
        static func word(of line: String) -> String? {
            ["PASS", "FAIL", "UNCHECKED", "INVALID", "ERROR"].first { line.hasPrefix($0 + " ") }
        }

        /// Counts a line a worker printed.
        mutating func count(_ line: String) {
            switch Self.word(of: line) {
            case "PASS": passed += 1
            case "FAIL": failed += 1
            case "UNCHECKED": unchecked += 1
            case "INVALID": invalid += 1
            case "ERROR": errors += 1
            default: break
            }
        }
    }

    /// The line for one file: `PASS`, `FAIL`, `UNCHECKED`, `INVALID`, or `ERROR` for a file (or
    /// folder) that could not be checked at all; the other files still run.
    func line(for file: String, listingError: String?, tally: inout Tally) -> String {
        if let listingError {
            tally.errors += 1
            return "ERROR \(file) — \(listingError)"
        }
        let bytes: [UInt8]
        do throws(InputFile.Failure) {
            bytes = try InputFile.read(file)
        } catch {
            tally.errors += 1
            return "ERROR \(file) — cannot read it: \(error.reason)"
        }
        let scenario: Scenario
        do throws(InvalidScenario) {
            scenario = try KBSimCommands.scenario(from: bytes, file: file)
        } catch {
            if error.cannotReadInput {
                // A storyboard the scenario names cannot be read: an input that cannot be read (66).
                tally.errors += 1
                return "ERROR \(file) — \(error.message)"
            }
            tally.invalid += 1
            return "INVALID \(error.message)"
        }
        let trace = ScenarioRunner.run(scenario).trace
        // A run that left diagnostics says so on its line, whatever its verdict (`kbsim run FILE`
        // shows them): a PASS never hides a step that was ignored.
        let notSimulated = trace.notSimulatedNote.map { "\($0) — " } ?? ""
        switch trace.status {
        case .passed:
            tally.passed += 1
            let reproduced = trace.reproducedBugs.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
            return "PASS \(file) — \(reproduced.isEmpty ? "" : "bug reproduced: \(reproduced) — ")\(notSimulated)\(scenario.title)"
        case .unchecked:
            tally.unchecked += 1
            return "UNCHECKED \(file) — expects nothing, so nothing was checked — \(notSimulated)\(scenario.title)"
        case .failed:
            tally.failed += 1
            let failing = trace.verdicts.filter { $0.status == .failed }.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
            return "FAIL \(file) — \(failing)\(trace.notSimulatedNote.map { " — \($0)" } ?? "")"
        }
    }
}
