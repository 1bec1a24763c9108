import Foundation
import Testing
@testable import KBSimCommands

@MainActor @Suite("InputFile")
struct InputFileTests {
    @Test("a file's bytes; missing, a folder and empty cannot be read, each said so")
    func read() throws {
        let folder = try temporaryFolder("input")
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
}
