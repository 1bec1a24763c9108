import Foundation
import Testing
import KBSimCommands

/// One fuzz case through the commands users run, in process, with what must hold whatever the
/// input: an exit status each command may give, valid JSON Lines when a run succeeds, a
/// located message when the data is refused, the commands agreeing with each other, and bounded
/// work (generous: it catches a case that runs away, it is not a speed claim).
@MainActor struct FuzzHarness {
    /// A folder the harness created and removes; every file it writes is in it.
    let folder: URL

    /// More processor time than this for one case is a runaway.
    static let timeLimit = Duration.seconds(20)

    /// The processor time the calling thread has used so far. The commands run in process, on
    /// the calling thread, so the difference of two readings is the work a case did: unlike wall
    /// time, not stretched when other processes load the machine (a clean-clone CI run beside
    /// package builds took 21 s of wall time on a log that needs a few seconds).
    static func processorTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    init(_ name: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-fuzz-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        // The storyboards the bundled scenarios name, where their relative paths find them.
        let storyboards = repository.appendingPathComponent("Scenarios/Storyboards")
        if FileManager.default.fileExists(atPath: storyboards.path) {
            try FileManager.default.copyItem(at: storyboards, to: folder.appendingPathComponent("Storyboards"))
        }
    }

    /// Removes the folder and what the harness wrote in it.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What a command may say of a file that exists: 0 or 1 when it ran, 65 when the data is
    /// refused, 66 only when the file is empty or a storyboard it names cannot be read (its
    /// `stderr` says so, located).
    private static func allowed(_ status: ExitCode, ran: [ExitCode], empty: Bool, stderr: String = "") -> Bool {
        ran.contains(status) || status == .invalidData || (empty && status == .cannotRead)
            || (status == .cannotRead && stderr.contains(": $.screen.storyboard: cannot read the storyboard "))
    }

    /// `file:line:column: $…: …`: a refused scenario names its file and the place in it.
    static func isLocatedScenarioError(_ line: Substring, file: String) -> Bool {
        guard line.hasPrefix(file + ":") else { return false }
        let rest = line.dropFirst(file.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, Int(parts[0]) != nil, Int(parts[1]) != nil else { return false }
        return parts[2].hasPrefix(" $")
    }

    /// The verdicts a JSON Lines trace records, as "check status" lines in order.
    static func recordedVerdicts(_ jsonLines: String) -> [String] {
        jsonLines.split(separator: "\n").compactMap { line in
            guard line.contains(#""kind": "verdict""#),
                let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                let check = object["check"] as? String, let status = object["status"] as? String
            else { return nil }
            return "\(check) \(status)"
        }
    }

    /// The verdicts `judge` prints (✔ passed, ✘ failed, · unchecked), as "check status" lines.
    static func judgedVerdicts(_ text: String) -> [String] {
        let statuses: [Substring: String] = ["✔": "passed", "✘": "failed", "·": "unchecked"]
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count > 1, let status = statuses[words[0]] else { return nil }
            return "\(words[1]) \(status)"
        }
    }

    /// A scenario's bytes through `run --format json`, `judge` of the trace it wrote, `explain`,
    /// `check` and (when `render`) `render --html`; `label` says in failures which case it is.
    func scenario(_ bytes: [UInt8], name: String, label: String, render: Bool = true) throws {
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let path = file.path
        let empty = bytes.isEmpty
        let start = Self.processorTime()

        let run = Captured(["run", "--format", "json", path])
        #expect(
            Self.allowed(run.status, ran: [.ok, .failure], empty: empty, stderr: run.stderr),
            "\(label): run exit \(run.status.rawValue): \(run.stderr.prefix(300))")
        if run.status == .ok || run.status == .failure {
            var records = 0
            for line in run.stdout.split(separator: "\n") {
                records += 1
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                #expect(object is [String: Any], "\(label): not a JSON object: \(line.prefix(300))")
            }
            #expect(records > 0, "\(label): a run that succeeds prints records")
            // Every trace run writes, judge reads, and reaches the same verdicts.
            let trace = folder.appendingPathComponent(name + ".jsonl")
            try Data(run.stdout.utf8).write(to: trace)
            let judged = Captured(["judge", trace.path])
            #expect(
                judged.status == run.status,
                "\(label): judge exit \(judged.status.rawValue) on the trace run wrote, run \(run.status.rawValue): \(judged.stderr.prefix(300))"
            )
            #expect(
                Self.judgedVerdicts(judged.stdout) == Self.recordedVerdicts(run.stdout),
                "\(label): judge's verdicts differ from run's: \(judged.stdout.prefix(300))")
        }
        if run.status == .invalidData || (run.status == .cannotRead && !empty) {
            let first = run.stderr.split(separator: "\n").first ?? ""
            #expect(Self.isLocatedScenarioError(first, file: path), "\(label): not located: \(first.prefix(300))")
        }

        let explain = Captured(["explain", path])
        #expect(
            explain.status == run.status,
            "\(label): explain exit \(explain.status.rawValue), run \(run.status.rawValue): \(explain.stderr.prefix(300))")
        if run.status == .invalidData { #expect(explain.stderr == run.stderr, "\(label): explain and run refuse it differently") }

        let check = Captured(["check", path])
        #expect(check.status == run.status, "\(label): check exit \(check.status.rawValue), run \(run.status.rawValue)")
        let lines = check.stdout.split(separator: "\n")
        if !empty {
            #expect(lines.count == 2, "\(label): check prints a line and the summary: \(check.stdout.prefix(300))")
            let word =
                [ExitCode.ok: ["PASS", "UNCHECKED"], .failure: ["FAIL"], .invalidData: ["INVALID"], .cannotRead: ["ERROR"]][check.status]
                ?? []
            #expect(
                word.contains { lines.first?.hasPrefix("\($0) \(path)") == true }, "\(label): check says \(lines.first?.prefix(300) ?? "")")
            #expect(lines.last?.hasSuffix("unchecked") == true, "\(label): no summary: \(lines.last ?? "")")
        }

        if render {
            let html = folder.appendingPathComponent(name + ".html").path
            let rendered = Captured(["render", path, "--html", html])
            #expect(
                rendered.status == (run.status == .failure ? .ok : run.status),
                "\(label): render exit \(rendered.status.rawValue), run \(run.status.rawValue)")
            #expect(
                FileManager.default.fileExists(atPath: html) == (rendered.status == .ok),
                "\(label): the page is written exactly when render succeeds")
        }
        let used = Self.processorTime() - start
        #expect(used < Self.timeLimit, "\(label): took \(used) of processor time")
    }

    /// A log's bytes through `import` (from the file, or standard input when `standardInput`);
    /// what it imports is then run, and `run` must accept it.
    func log(_ bytes: [UInt8], name: String, label: String, standardInput: Bool = false) throws {
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let start = Self.processorTime()
        let source = standardInput ? "<stdin>" : file.path
        let imported =
            standardInput
            ? Captured(["import", "-"], input: String(decoding: bytes, as: UTF8.self))
            : Captured(["import", file.path])
        #expect(
            Self.allowed(imported.status, ran: [.ok], empty: bytes.isEmpty),
            "\(label): import exit \(imported.status.rawValue): \(imported.stderr.prefix(300))")
        if imported.status == .invalidData {
            let lines = imported.stderr.split(separator: "\n")
            let located = lines.contains { line in
                guard line.hasPrefix(source + ":") else { return false }
                let rest = line.dropFirst(source.count + 1)
                return Int(rest.prefix { $0 != ":" }) != nil
                    || rest.hasPrefix(" the log cannot be replayed as one scenario: $")
                    || rest.hasPrefix(" the log is longer than one scenario holds: ")
                    || rest.hasPrefix(" no keyboard notification in ")
                    || rest.hasPrefix(" no device in the catalogue explains these frames")
            }
            #expect(located, "\(label): import's refusal is not located: \(imported.stderr.prefix(300))")
        }
        if imported.status == .ok {
            let scenario = folder.appendingPathComponent(name + ".json")
            try Data(imported.stdout.utf8).write(to: scenario)
            let run = Captured(["run", "--format", "json", scenario.path])
            #expect(run.status == .ok || run.status == .failure, "\(label): run refuses what import wrote: \(run.stderr.prefix(300))")
            for line in run.stdout.split(separator: "\n") {
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any],
                    "\(label): not a JSON object: \(line.prefix(300))")
            }
        }
        let used = Self.processorTime() - start
        #expect(used < Self.timeLimit, "\(label): took \(used) of processor time")
    }
}
