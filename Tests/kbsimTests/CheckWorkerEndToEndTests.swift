import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `kbsim check` through its worker process: results framed so no scenario text can split or
/// forge one, and a worker that stops with its parent.
@Suite("kbsim check: the worker, end to end")
struct CheckWorkerEndToEndTests {
    /// A new folder holding the bundled `bottom-constant.json` rewritten by `change`, under each name.
    private func folder(_ files: [String: (inout [String: Any]) -> Void]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try Data(contentsOf: root.appendingPathComponent("Scenarios/bottom-constant.json"))
        for (name, change) in files {
            var object = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
            change(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test("a title or an echoed value with a line break stays in its file's line, and every file is counted once")
    func lineBreaks() throws {
        let folder = try folder([
            "a.json": { $0["title"] = "first line\nPASS forged — second line" },
            "b.json": { $0["device"] = "iphone\nFAIL x" },
            "c.json": { _ in },
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KBSimBinary.run(["check", folder.path])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5, "three files, the summary, the final line break: \(result.stdout)")
        #expect(lines[0] == "PASS \(folder.path)/a.json — first line\\nPASS forged — second line")
        #expect(
            lines[1].hasPrefix("INVALID \(folder.path)/b.json:1:")
                && lines[1].hasSuffix(#"$.device: unknown device "iphone\nFAIL x"; `kbsim list devices` shows them"#))
        #expect(lines[2].hasPrefix("PASS \(folder.path)/c.json — "))
        #expect(lines[3] == "2 passed, 1 failed, 0 unchecked")
        #expect(result.status == 65)
    }

    @Test("a .json link to a device in a checked folder is an ERROR line, read no further")
    func linkToDevice() throws {
        let folder = try folder(["a.json": { _ in }])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        let result = try KBSimBinary.run(["check", folder.path])
        #expect(result.stdout.contains("ERROR \(folder.path)/zero.json — cannot read it: it is a device, not a file"))
        #expect(result.stdout.hasSuffix("1 passed, 0 failed, 0 unchecked, 1 error\n"))
        #expect(result.status == 66)
    }

    /// The child processes of `pid` (Linux: `/proc/PID/task/PID/children`).
    private func children(of pid: Int32) -> [Int32] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }
    }

    /// Whether `pid` still runs (a zombie waiting for its reaper does not).
    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)...].first
        return state != "Z" && state != "X"
    }

    @Test("killing check stops its worker", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func workerStopsWithParent() throws {
        // A replay of about 3 s in a debug build (7,800 steps at 120 frames per second), so a
        // worker that outlived its parent would still be running a second after it.
        let folder = try folder([
            "long.json": { scenario in
                var steps: [[String: Any]] = []
                for index in 0..<3_900 {
                    steps.append(["at": 0.5 + Double(index) * 0.15, "do": "focus", "field": "nameField"])
                    steps.append(["at": 0.575 + Double(index) * 0.15, "do": "dismissKeyboard"])
                }
                scenario["steps"] = steps
                scenario["expect"] = nil
                scenario["fps"] = 120
            }
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = KBSimBinary.url
        process.arguments = ["check", folder.appendingPathComponent("long.json").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var worker: Int32?
        for _ in 0..<200 where worker == nil {
            worker = children(of: process.processIdentifier).first
            if worker == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        let child = try #require(worker, "check started a worker")
        // Well into the replay, past the worker's start (a worker whose parent is already gone
        // when it starts returns at once).
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var stopped = false
        for _ in 0..<100 where !stopped {
            stopped = !isRunning(child)
            if !stopped { Thread.sleep(forTimeInterval: 0.01) }
        }
        if !stopped { kill(child, SIGKILL) }
        #expect(stopped, "the worker stopped within 1 s of its parent")
    }
}
