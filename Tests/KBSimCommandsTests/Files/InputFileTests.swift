import Foundation
import Testing
@testable import KBSimCommands

@MainActor @Suite("InputFile")
struct InputFileTests {
    @Test("a file's bytes; missing, a folder and empty cannot be read, each said so")
    func read() throws {
        let folder = try temporaryFolder("input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.log").path
        try Data("line\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try InputFile.read(file) == Array("line\n".utf8))
        #expect(throws: InputFile.Failure.missing) { try InputFile.read(folder.appendingPathComponent("none").path) }
        #expect(throws: InputFile.Failure.folder) { try InputFile.read(folder.path) }
        let empty = folder.appendingPathComponent("empty.log").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: InputFile.Failure.empty) { try InputFile.read(empty) }
        #expect(throws: InputFile.Failure.unreadable("Not a directory")) { try InputFile.read(file + "/x") }
    }

    @Test("a device is refused before anything is read; a named pipe no program writes to is empty, not a wait forever")
    func notFiles() throws {
        #expect(throws: InputFile.Failure.notAFile("a device")) { try InputFile.read("/dev/zero") }
        #expect(throws: InputFile.Failure.notAFile("a device")) { try InputFile.read("/dev/urandom") }
        let scratch = try temporaryFolder("input")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fifo = scratch.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputFile.Failure.empty) { try InputFile.read(fifo) }
    }

    @Test("an input larger than the bound is refused, having read one byte past it")
    func bound() throws {
        let scratch = try temporaryFolder("input")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("big.log").path
        try Data(repeating: 0x41, count: 100).write(to: URL(fileURLWithPath: file))
        #expect(try InputFile.read(file, limit: 100).count == 100)
        #expect(throws: InputFile.Failure.tooLarge) { try InputFile.read(file, limit: 99) }
        #expect(InputFile.Failure.tooLarge.reason == "it is larger than 256 MiB, the most kbsim reads from one input")
    }

    @Test("the reasons after 'cannot read PATH: '")
    func reasons() {
        #expect(InputFile.Failure.missing.reason == "no such file")
        #expect(InputFile.Failure.folder.reason == "it is a folder")
        #expect(InputFile.Failure.empty.reason == "it is empty")
        #expect(InputFile.Failure.unreadable("Permission denied").reason == "Permission denied")
    }

    @Test("where bytes stop being UTF-8: line, column, byte")
    func utf8() {
        #expect(InputFile.utf8Problem(Array("{\"a\": \"é\"}".utf8)) == nil)
        let problem = InputFile.utf8Problem(Array("{\n  \"é".utf8) + [0xFF])
        #expect(problem?.line == 2)
        #expect(problem?.column == 5)
        #expect(problem?.byte == 0xFF)
    }

    @Test(
        "where bytes stop being UTF-8 on line 3: \\n, \\r\\n (one line end) and \\r alone each end a line",
        arguments: ["\n", "\r\n", "\r"])
    func utf8AfterLineEnds(lineEnd: String) throws {
        let problem = try #require(InputFile.utf8Problem(Array("{\(lineEnd)  \"a\": 1,\(lineEnd)  \"é".utf8) + [0xFF]))
        #expect(problem.line == 3)
        #expect(problem.column == 5)
        #expect(problem.byte == 0xFF)
    }
}
