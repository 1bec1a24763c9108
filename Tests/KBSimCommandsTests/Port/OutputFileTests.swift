import Foundation
import Testing
@testable import KBSimCommands

@Suite("OutputFile")
struct OutputFileTests {
    /// A new empty folder.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a new file: the bytes, the mode given, and no temporary file left")
    func newFile() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("Out.swift").path
        try OutputFile.write(Array("import UIKit\r\n".utf8), to: path, newFileMode: 0o640)
        #expect(FileManager.default.contents(atPath: path) == Data("import UIKit\r\n".utf8))
        #expect(OutputFile.mode(of: path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Out.swift"])
    }

    @Test("an existing file keeps its mode; a link keeps pointing at the file, which is replaced")
    func existing() throws {
        let folder = try folder()
        let target = folder.appendingPathComponent("Target.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target)
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try OutputFile.write(Array("new".utf8), to: link, newFileMode: 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
        #expect(OutputFile.mode(of: target) == 0o755)
    }

    @Test("a folder, or a path in a missing folder, cannot be created")
    func cannotCreate() throws {
        let folder = try folder()
        #expect(throws: OutputFile.Failure.cannotCreate("it is a folder")) {
            try OutputFile.write([], to: folder.path, newFileMode: 0o644)
        }
        #expect(throws: OutputFile.Failure.cannotCreate("No such file or directory")) {
            try OutputFile.write([], to: folder.appendingPathComponent("no/such/Out.swift").path, newFileMode: 0o644)
        }
    }

    @Test("a pipe (like a device) is refused, never replaced")
    func pipe() throws {
        let path = try folder().appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: OutputFile.Failure.cannotCreate("it is not a regular file")) {
            try OutputFile.write(Array("x".utf8), to: path, newFileMode: 0o644)
        }
        let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        #expect(type != nil && type != .typeRegular)
    }

    @Test("the same file: by path, relative, through a link; two files are two")
    func sameFile() throws {
        let folder = try folder()
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
