import Foundation
import Testing
@testable import KBSimCommands

/// A new empty folder under the temporary directory: every file these tests make is in one.
func temporaryFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// What a file-system entry is, without following a link.
func entryType(_ path: String) throws -> FileAttributeType? {
    try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
}

@MainActor @Suite("OutputFile")
struct OutputFileTests {
    @Test("a process stopped by SIGTERM while writing leaves no temporary file beside the output")
    func temporaryFileRemovedOnSignal() async throws {
        // A folder of this test's own (an exit test's body captures nothing, so it is named).
        let folder = "/tmp/kbsim-output-sigterm-test"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        await #expect(processExitsWith: .signal(SIGTERM)) {
            // The test runner's threads may block SIGTERM; a command's main thread does not.
            var terminate = sigset_t()
            sigemptyset(&terminate)
            sigaddset(&terminate, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &terminate, nil)
            do {
                try OutputFile.write(Array("page".utf8), to: "/tmp/kbsim-output-sigterm-test/out.html") { _, _ in
                    raise(SIGTERM)
                }
            } catch {
                exit(3)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test(
        "a path splits at its last slash, whatever its length",
        arguments: [
            ("o", ".", "o"), ("out.html", ".", "out.html"), ("/o", "/", "o"), ("./o", ".", "o"), ("a/b/c.svg", "a/b", "c.svg"),
        ])
    func split(path: String, folder: String, name: String) {
        #expect(OutputFile.split(path) == (folder, name))
    }

    @Test("a new file: the bytes, the mode given, and no temporary file left")
    func newFile() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Out.swift").path
        try OutputFile.write(Array("import UIKit\r\n".utf8), to: path, newFileMode: 0o640)
        #expect(FileManager.default.contents(atPath: path) == Data("import UIKit\r\n".utf8))
        #expect(OutputFile.mode(of: path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Out.swift"])
    }

    @Test("a replaced regular file keeps its mode (600 stays 600)")
    func keepsMode() throws {
        let scratch = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("picture.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try OutputFile.write(Array("new".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(OutputFile.mode(of: path) == 0o600)
    }

    @Test("a symbolic link is refused, naming its target; the link and its file are left as they were")
    func linkRefused() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Target.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: OutputFile.Failure.cannotCreate("it is a symbolic link (to \(target)), not a regular file")) {
            try OutputFile.write(Array("new".utf8), to: link)
        }
        #expect(try entryType(link) == .typeSymbolicLink)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("old".utf8))
        // A link to nowhere is refused too: writing would create a file wherever it points.
        let dangling = folder.appendingPathComponent("Dangling.swift").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("nowhere").path)
        #expect(throws: OutputFile.Failure.self) { try OutputFile.write([], to: dangling) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path))
    }

    @Test("following links (port --in-place): the file is replaced, keeping its mode; the link stays")
    func linkFollowed() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Target.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target)
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try OutputFile.write(Array("new".utf8), to: link, newFileMode: 0o600, links: .follow)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
        #expect(OutputFile.mode(of: target) == 0o755)
    }

    @Test("a folder, or a path in a missing folder, cannot be created")
    func cannotCreate() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: OutputFile.Failure.cannotCreate("it is a folder, not a regular file")) {
            try OutputFile.write([], to: folder.path)
        }
        #expect(throws: OutputFile.Failure.cannotCreate("No such file or directory")) {
            try OutputFile.write([], to: folder.appendingPathComponent("no/such/Out.swift").path, newFileMode: 0o644)
        }
        #expect(try entryType(folder.path) == .typeDirectory)
    }

    @Test("a named pipe is refused, never replaced, also behind a followed link")
    func pipe() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: OutputFile.Failure.cannotCreate("it is a named pipe, not a regular file")) {
            try OutputFile.write(Array("x".utf8), to: path)
        }
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(throws: OutputFile.Failure.cannotCreate("it is a named pipe, not a regular file")) {
            try OutputFile.write(Array("x".utf8), to: link, links: .follow)
        }
        #expect(try entryType(path) != .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link", "pipe"])
    }

    @Test("what each kind of entry is called; only a regular file may be replaced")
    func kinds() {
        #expect(OutputFile.kind(S_IFREG | 0o644) == nil)
        #expect(OutputFile.kind(S_IFCHR | 0o666) == "a device")
        #expect(OutputFile.kind(S_IFBLK | 0o660) == "a device")
        #expect(OutputFile.kind(S_IFIFO | 0o600) == "a named pipe")
        #expect(OutputFile.kind(S_IFSOCK | 0o755) == "a socket")
        #expect(OutputFile.kind(S_IFDIR | 0o755) == "a folder")
    }

    @Test("a write that fails half-way: exit 74's failure, the old file whole, no temporary file left")
    func failedWrite() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        try Data("the old page".utf8).write(to: URL(fileURLWithPath: path))
        let halfThenFull: OutputFile.Writer = { (bytes: [UInt8], descriptor: Int32) throws(SystemCall.Failure) in
            try SystemCall.writeAll(Array(bytes.prefix(bytes.count / 2)), to: descriptor)
            throw SystemCall.Failure(code: ENOSPC, reason: "No space left on device")
        }
        #expect(throws: OutputFile.Failure.cannotWrite("No space left on device")) {
            try OutputFile.write(Array("the new page, longer".utf8), to: path, writer: halfThenFull)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("the old page".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    }

    @Test("the same file: by path, relative, through a link; two files are two")
    func sameFile() throws {
        let folder = try temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift").path
        try Data("a".utf8).write(to: URL(fileURLWithPath: file))
        let link = folder.appendingPathComponent("L.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        #expect(OutputFile.sameFile(file, link))
        #expect(OutputFile.sameFile(file, folder.appendingPathComponent("./x/../A.swift").path))
        #expect(!OutputFile.sameFile(file, folder.appendingPathComponent("B.swift").path))
        #expect(OutputFile.sameFile(folder.appendingPathComponent("C.swift").path, folder.appendingPathComponent("./C.swift").path))
    }
}
