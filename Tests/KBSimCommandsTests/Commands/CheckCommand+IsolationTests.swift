import Foundation
import Testing
@testable import KBSimCommands

/// `check` run as the `kbsim` executable replays its files in a worker process; a worker that
/// dies costs one file an `ERROR` line, a new worker takes the rest, and the summary is printed.
/// A shell script stands in for the worker here: it prints a `PASS` line per file, framed as the
/// worker frames it (a JSON string: the paths here need no escape), and kills itself with SIGILL
/// (what a Swift trap raises) at a file named `*crash*`.
@MainActor @Suite("CheckCommand: files replayed in a worker process")
struct CheckCommandIsolationTests {
    /// A folder with `names` (empty files: the stand-in worker does not read them) and the
    /// stand-in worker script.
    private static func folder(_ names: [String]) throws -> (folder: URL, worker: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-worker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for name in names { try "{}".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let worker = folder.appendingPathComponent("worker.sh")
        try """
        #!/bin/sh
        [ "$1" = check ] || exit 64
        [ "$KBSIM_CHECK_WORKER" = "$PPID" ] || exit 64
        shift
        for file in "$@"; do
          case "$file" in *crash*) kill -ILL $$ ;; *hang*) sleep 30 ;; esac
          echo "\\\"PASS $file — replayed by a worker\\\""
        done
        """.write(to: worker, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: worker.path)
        return (folder, worker.path)
    }

    private struct Result {
        var status: ExitCode
        var stdout: String
    }

    private static func check(_ paths: [String], worker: String) throws -> Result {
        guard let parsed = try ArgumentScanner.scan(paths, CheckCommand.signature).arguments else { throw CancellationError() }
        var command = CheckCommand(parsed)
        command.workerExecutable = worker
        final class Buffers { var out = "", err = "" }
        let buffers = Buffers()
        let console = Console(output: { buffers.out += $0 }, error: { buffers.err += $0 }, input: { "" })
        let status: ExitCode
        do {
            status = try command.run(console)
        } catch {
            return Result(status: error.exitCode, stdout: buffers.out + error.message)
        }
        return Result(status: status, stdout: buffers.out)
    }

    @Test("a worker that dies: ERROR for its file, the others still run, the summary printed, exit 1")
    func workerDies() throws {
        let (folder, worker) = try Self.folder(["a.json", "b-crash.json", "c.json", "d-crash.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.check([folder.path], worker: worker)
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "PASS \(folder.path)/a.json — replayed by a worker",
                "ERROR \(folder.path)/b-crash.json — the replay ended unexpectedly (signal 4); the other files still run",
                "PASS \(folder.path)/c.json — replayed by a worker",
                "ERROR \(folder.path)/d-crash.json — the replay ended unexpectedly (signal 4); the other files still run",
                "2 passed, 0 failed, 0 unchecked, 2 errors",
            ])
        #expect(result.status == .failure)
    }

    @Test("every file replayed by the worker: its lines passed on and counted")
    func workerSucceeds() throws {
        let (folder, worker) = try Self.folder(["a.json", "b.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.check(
            [folder.appendingPathComponent("b.json").path, folder.appendingPathComponent("a.json").path], worker: worker)
        #expect(
            result.stdout == """
                PASS \(folder.path)/b.json — replayed by a worker
                PASS \(folder.path)/a.json — replayed by a worker
                2 passed, 0 failed, 0 unchecked

                """)
        #expect(result.status == .ok)
    }

    @Test("a worker that cannot start: the files are replayed in process")
    func noWorker() throws {
        let result = try Self.check([scenario("bottom-constant.json")], worker: "/nonexistent/kbsim")
        #expect(result.stdout.hasPrefix("PASS \(scenario("bottom-constant.json")) — "))
        #expect(result.stdout.hasSuffix("\n1 passed, 0 failed, 0 unchecked\n"))
        #expect(result.status == .ok)
    }

    @Test("in process (no kbsim executable), check replays the files itself")
    func inProcess() throws {
        guard let parsed = try ArgumentScanner.scan(["x.json"], CheckCommand.signature).arguments else { throw CancellationError() }
        #expect(CheckCommand(parsed).workerExecutable == nil)
    }

    @Test("a worker that prints nothing for the silence limit is stopped: ERROR for its file, the others still run")
    func silentWorkerIsStopped() throws {
        let (folder, worker) = try Self.folder(["a.json", "b-hang.json", "c.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        let files = ["a.json", "b-hang.json", "c.json"].map { folder.appendingPathComponent($0).path }
        let outcome = CheckCommand.replay(files, worker: worker, silence: .seconds(1)) { lines.append($0) }
        #expect(outcome == CheckCommand.WorkerOutcome(reported: 1, ending: "no output for 1 s: stopped"))
        #expect(lines == ["PASS \(files[0]) — replayed by a worker"])
    }

    @Test("an inherited worker variable makes no worker: only the parent's process id does")
    func inheritedVariableIsNotAWorker() {
        #expect(!CheckCommand.isWorker)
        #expect(CheckCommand.workerVariable == "KBSIM_CHECK_WORKER")
    }
}
