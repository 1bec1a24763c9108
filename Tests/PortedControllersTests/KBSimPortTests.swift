import Testing
import UIKit
import KBSimCommands
import KBSimPort

@MainActor @Suite("kbsim port: porting each iOS original gives its port file, byte for byte, and reports nothing left to do")
struct KBSimPortTests {
    @Test(
        "LinuxPort.port(original) == the port file; no finding; the edits are the ones the line check counts; no unsimulated name",
        arguments: PortedSource.allCases)
    func portingTheOriginalGivesThePortFile(_ source: PortedSource) throws {
        let original = try source.original()
        let port = try source.port()
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings == [])
        #expect(result.edits.count == LinuxPortComparison(original: original, port: port).edits.count)
        #expect(UnsimulatedAPI.names(in: SwiftSource(original)).map(\.description) == [])
    }

    @Test("porting a port changes nothing: it needs no edit", arguments: PortedSource.allCases)
    func portIsFinished(_ source: PortedSource) throws {
        let port = try source.port()
        let result = LinuxPort.port(port)
        #expect(result.text == port)
        #expect(!result.needsEdit)
    }
}
