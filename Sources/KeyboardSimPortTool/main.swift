import Foundation
import KBSimPort

// The KeyboardSimPort plugin's tool: `KeyboardSimPortTool FILE --output PORT` writes what
// `kbsim port FILE --output PORT --source-location` writes (every line kept, a #sourceLocation
// naming FILE, so the compiler's messages about the port name the app's file and line) and prints
// the same report. It needs the porting engine alone, so a package that applies the plugin builds
// the tool in seconds, not the whole simulation a second time for the host.

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, arguments[1] == "--output" else {
    fail("usage: KeyboardSimPortTool FILE.swift --output PATH (the KeyboardSimPort plugin runs it; kbsim port does the same by hand)", 64)
}
let (file, output) = (arguments[0], arguments[2])
guard let data = FileManager.default.contents(atPath: file) else {
    fail("kbsim port: \(file): cannot be read", 66)
}
let source: SwiftSource
do {
    source = try SwiftSource.decode(Array(data))
} catch {
    fail(PortReport.notUTF8(file, error), 65)
}
let result = LinuxPort.port(source, keepingLines: true)
do {
    try (PortReport.sourceLocationDirective(file) + result.text).write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    fail("kbsim port: \(output): cannot be written (\(error.localizedDescription))", 73)
}
let names = UnsimulatedAPI.names(in: SwiftSource(result.text))
let report = PortReport.text(file: file, result: result, names: names, namesIn: file) { edits, rest in
    "kbsim port: wrote \(output): \(edits)\(rest)"
}
FileHandle.standardError.write(Data(report.utf8))
