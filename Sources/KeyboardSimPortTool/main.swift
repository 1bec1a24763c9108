import Foundation
import KBSimPort

// The KeyboardSimPort plugin's tool: `KeyboardSimPortTool FILE --output PORT` writes what
// `kbsim port FILE --output PORT --source-location` writes (every line kept, a #sourceLocation
// naming FILE, so the compiler's messages about the port name the app's file and line) and prints
// the same report. It needs the porting engine alone, so a package that applies the plugin builds
// the tool in seconds, not the whole simulation a second time for the host.

// `KeyboardSimPortTool --documents MODULE MANIFEST.json DOCUMENT...` writes the manifest of the
// storyboards, xibs and asset catalogs a target takes as they are (PortedDocuments in
// KeyboardSimCore reads it).

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

// `KeyboardSimPortTool --context MANIFEST.json FILE...` reads a target's listed Swift files into
// what each file's port knows of the others (PortContext: their @objc protocols' optional
// requirements, their classes, the overrides their extensions write for another file's class) and
// writes it, only when it changed, so that an edit elsewhere does not port every
// file again; `KeyboardSimPortTool FILE --output PORT --context MANIFEST.json` ports with it.

// `KeyboardSimPortTool --generated TARGET FILE --output CHECKED.swift` checks Swift that another
// plugin applied to TARGET before KeyboardSimPort generates: SwiftPM compiles it as generated, so
// it passes only if kbsim port would leave it as it is (CHECKED.swift, a comment, says so);
// otherwise the build stops with each edit and the way on (PortReport.generatedByAnotherPlugin).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--documents" {
    takeDocuments(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "--generated" {
    checkGenerated(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "--context" {
    writeContext(Array(arguments.dropFirst()))
    exit(0)
}
guard arguments.count == 3 || (arguments.count == 5 && arguments[3] == "--context"), arguments[1] == "--output" else {
    fail(
        "usage: KeyboardSimPortTool FILE.swift --output PATH [--context MANIFEST.json] (the KeyboardSimPort plugin runs it; kbsim port does the same by hand)",
        64)
}
let (file, output) = (arguments[0], arguments[2])
let context = arguments.count == 5 ? readContext(arguments[4]) : .none
let source = readSwift(file)
let result = LinuxPort.port(source, keepingLines: true, context: context, file: file)
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

/// A Swift file's text; stops with 66 when it cannot be read, 65 when it is not UTF-8.
func readSwift(_ file: String) -> SwiftSource {
    guard let data = FileManager.default.contents(atPath: file) else {
        fail("kbsim port: \(file): cannot be read", 66)
    }
    do {
        return try SwiftSource.decode(Array(data))
    } catch {
        fail(PortReport.notUTF8(file, error), 65)
    }
}

/// The context a manifest written by `--context` holds; stops with 66 or 65 when it cannot be read.
func readContext(_ manifest: String) -> PortContext {
    guard let data = FileManager.default.contents(atPath: manifest) else {
        fail("kbsim port: \(manifest): cannot be read (the KeyboardSimPort plugin writes it with --context)", 66)
    }
    do {
        return try PortContext.read(manifest: String(decoding: data, as: UTF8.self))
    } catch {
        fail("kbsim port: \(manifest): not a port context (\(error))", 65)
    }
}

/// The `--context` mode: the files' context, written only when it differs from the manifest's.
func writeContext(_ arguments: [String]) {
    guard arguments.count >= 1 else {
        fail("usage: KeyboardSimPortTool --context MANIFEST.json FILE.swift... (the KeyboardSimPort plugin runs it)", 64)
    }
    let manifest = arguments[0]
    let text = PortContext(files: arguments.dropFirst().map { ($0, readSwift($0)) }, keepingLines: true).manifest()
    if let existing = FileManager.default.contents(atPath: manifest), existing == Data(text.utf8) { return }
    do {
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
    } catch {
        fail("kbsim port: \(manifest): cannot be written (\(error.localizedDescription))", 73)
    }
}

/// The `--documents` mode: each document checked (a readable `.storyboard` or `.xib` file, an
/// `.xcassets` folder with its `Contents.json`), then the manifest written.
func takeDocuments(_ arguments: [String]) {
    guard arguments.count >= 3 else {
        fail("usage: KeyboardSimPortTool --documents MODULE MANIFEST.json DOCUMENT... (the KeyboardSimPort plugin runs it)", 64)
    }
    let (module, manifest, documents) = (arguments[0], arguments[1], Array(arguments[2...]))
    for document in documents {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: document, isDirectory: &isFolder)
        switch (document.hasSuffix(".xcassets"), exists, isFolder.boolValue) {
        case (true, true, true):
            guard FileManager.default.fileExists(atPath: document + "/Contents.json") else {
                fail(
                    "kbsim port: \(document): an asset catalog without its Contents.json (Xcode writes one at the top of every .xcassets folder)",
                    65)
            }
        case (false, true, false):
            guard FileManager.default.isReadableFile(atPath: document) else { fail("kbsim port: \(document): cannot be read", 66) }
        default:
            fail("kbsim port: \(document): expected a .storyboard or .xib file or an .xcassets folder", 66)
        }
    }
    struct Manifest: Encodable {
        let module: String
        let documents: [String]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        try encoder.encode(Manifest(module: module, documents: documents)).write(to: URL(fileURLWithPath: manifest), options: .atomic)
    } catch {
        fail("kbsim port: \(manifest): cannot be written (\(error.localizedDescription))", 73)
    }
    FileHandle.standardError.write(
        Data(
            "kbsim port: \(module) takes \(documents.count) Interface Builder document\(documents.count == 1 ? "" : "s") as they are: \(documents.joined(separator: ", "))\n"
                .utf8))
}

/// The `--generated` mode: a Swift file another plugin generates, ported in memory; any edit or
/// hand edit stops the build (65) with the refusal, else the checked note is written.
func checkGenerated(_ arguments: [String]) {
    guard arguments.count == 4, arguments[2] == "--output" else {
        fail("usage: KeyboardSimPortTool --generated TARGET FILE.swift --output CHECKED.swift (the KeyboardSimPort plugin runs it)", 64)
    }
    let (target, file, output) = (arguments[0], arguments[1], arguments[3])
    guard let data = FileManager.default.contents(atPath: file) else { fail("kbsim port: \(file): cannot be read", 66) }
    let source: SwiftSource
    do {
        source = try SwiftSource.decode(Array(data))
    } catch {
        fail(PortReport.notUTF8(file, error), 65)
    }
    if let refusal = PortReport.generatedByAnotherPlugin(file: file, result: LinuxPort.port(source, keepingLines: true), target: target) {
        fail(String(refusal.dropLast()), 65)
    }
    let note = "// kbsim port: \(file), generated by another plugin, needs no edit for Linux; it compiles as generated.\n"
    do {
        try note.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("kbsim port: \(output): cannot be written (\(error.localizedDescription))", 73)
    }
}
