import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A new empty folder under the temporary directory.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-safe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs the binary with standard output and input on the handles given (standard error piped).
private func run(_ arguments: [String], output: FileHandle, input: FileHandle? = nil) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = KBSimBinary.url
    process.arguments = arguments
    let err = Pipe()
    process.standardOutput = output
    process.standardError = err
    if let input { process.standardInput = input }
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
}

/// The process's own files: what users see when standard output cannot be written, standard
/// input cannot be read, or something other than a regular file is at an output path.
@MainActor @Suite("Safe output, end to end")
struct SafeOutputEndToEndTests {
    @Test("one-character output names in the working folder are written (Foundation's path splitting trapped on them)")
    func oneCharacterNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = root.appendingPathComponent("Scenarios/bottom-constant.json").path
        let swift = "import Foundation\nimport UIKit\nfinal class A: UIViewController {}\n"
        try swift.write(to: folder.appendingPathComponent("b"), atomically: true, encoding: .utf8)
        try swift.write(to: folder.appendingPathComponent("in.swift"), atomically: true, encoding: .utf8)
        for (arguments, written) in [
            (["render", scenario, "--html", "o"], "o"), (["render", scenario, "--svg", "s"], "s"),
            (["port", "in.swift", "--output", "x"], "x"), (["port", "b", "--in-place"], "b"),
        ] {
            let result = try KBSimBinary.run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let text = try String(contentsOf: folder.appendingPathComponent(written), encoding: .utf8)
            #expect(!text.isEmpty, "\(arguments)")
        }
        #expect(
            try String(contentsOf: folder.appendingPathComponent("b"), encoding: .utf8)
                == "import UIKit\nfinal class A: UIViewController {}\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["b", "in.swift", "o", "s", "x"],
            "no temporary file left beside them")
    }

    @Test("standard output that cannot be written (opened for reading only): exit 74 with the reason, not success")
    func standardOutputFails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let readOnly = folder.appendingPathComponent("read-only").path
        #expect(FileManager.default.createFile(atPath: readOnly, contents: Data()))
        for arguments in [
            ["import", root.appendingPathComponent("Scenarios/logs/written-face-id-swift.log").path],
            ["run", root.appendingPathComponent("Scenarios/bottom-constant.json").path], ["--version"],
        ] {
            let handle = try #require(FileHandle(forReadingAtPath: readOnly))
            let result = try run(arguments, output: handle)
            try handle.close()
            #expect(result.status == 74, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix(": cannot write standard output: Bad file descriptor\n"), "\(result.stderr)")
        }
        #expect(FileManager.default.contents(atPath: readOnly) == Data())
    }

    @Test("a folder on standard input: exit 66, no crash; an empty one: 66 too")
    func standardInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = Pipe()
        let folderHandle = try #require(FileHandle(forReadingAtPath: folder.path))
        let fromFolder = try run(["import", "-"], output: out.fileHandleForWriting, input: folderHandle)
        #expect(fromFolder.status == 66)
        #expect(fromFolder.stderr == "kbsim import: cannot read standard input: it is a folder\n")
        let empty = folder.appendingPathComponent("empty.log").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let emptyHandle = try #require(FileHandle(forReadingAtPath: empty))
        let fromEmpty = try run(["import", "-"], output: out.fileHandleForWriting, input: emptyHandle)
        #expect(fromEmpty.status == 66)
        #expect(fromEmpty.stderr == "kbsim import: cannot read standard input: it is empty\n")
        let emptyFile = try KBSimBinary.run(["import", empty])
        #expect(emptyFile.status == 66)
        #expect(emptyFile.stderr == "kbsim import: cannot read \(empty): it is empty\n")
    }

    @Test("render onto a link or a pipe: 73, naming it, and the link, its file and the pipe are left as they were")
    func renderRefuses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = root.appendingPathComponent("Scenarios/bottom-constant.json").path
        let kept = folder.appendingPathComponent("kept.txt").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: kept))
        let link = folder.appendingPathComponent("timeline.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: kept)
        let linked = try KBSimBinary.run(["render", scenario, "--svg", link])
        #expect(linked.status == 73)
        #expect(linked.stderr == "kbsim render: cannot create \(link): it is a symbolic link (to \(kept)), not a regular file\n")
        #expect(linked.stdout.isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == kept)
        #expect(FileManager.default.contents(atPath: kept) == Data("keep me".utf8))

        let pipe = folder.appendingPathComponent("page.html").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let piped = try KBSimBinary.run(["render", scenario, "--html", pipe])
        #expect(piped.status == 73)
        #expect(piped.stderr == "kbsim render: cannot create \(pipe): it is a named pipe, not a regular file\n")
        let type = try FileManager.default.attributesOfItem(atPath: pipe)[.type] as? FileAttributeType
        #expect(type != .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["kept.txt", "page.html", "timeline.svg"])
    }

    @Test("render over a file with mode 600: written, still 600")
    func renderKeepsMode() throws {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("timeline.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let result = try KBSimBinary.run(["render", root.appendingPathComponent("Scenarios/bottom-constant.json").path, "--svg", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<svg"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
