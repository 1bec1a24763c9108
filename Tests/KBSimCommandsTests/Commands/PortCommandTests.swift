import Foundation
import Testing
@testable import KBSimCommands
@testable import KBSimPort

@MainActor @Suite("PortCommand")
struct PortCommandTests {
    private let usage = "USAGE: kbsim port FILE.swift [--output PATH | --in-place | --check] [--source-location] [--module PATH]…"

    /// A fixture's path: an iOS original, its port, a Latin-1 file.
    private func fixture(_ name: String) -> String { repository.appendingPathComponent("Tests/Fixtures/Port/\(name)").path }

    /// A new empty folder.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A copy of a fixture in a new folder, with `mode`.
    private func copy(_ name: String, mode: Int = 0o644) throws -> String {
        let path = try folder().appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: fixture(name), toPath: path)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What the report says about the original fixture, before the summary; names located in `label`.
    private func reportLines(_ file: String, names label: String) -> [String] {
        [
            "\(file):1:1: edit: delete import Foundation (import UIKit re-exports it)",
            "\(file):19:44: edit: #selector(send(_:)) → KeyboardViewController.send",
            "\(file):25:58: edit: #selector(keyboardWillShow(_:)) → KeyboardViewController.keyboardWillShow",
            "\(file):30:23: edit: #selector(self.keyboardWillHide(_:)) → KeyboardViewController.keyboardWillHide",
            "\(file):40:5: edit: delete @objc",
            "\(file):49:5: edit: delete @objc",
            "\(file):55:5: edit: delete @objc(keyboardWillHide:)",
            "\(label):8:23: not simulated: UIPasteControl",
        ]
    }

    @Test("the options: standard output by default, or one of --output, --in-place, --check")
    func parse() throws {
        func destination(_ arguments: [String]) throws -> PortCommand.Destination {
            try PortCommand(try #require(try ArgumentScanner.scan(arguments, PortCommand.signature).arguments)).destination
        }
        #expect(try destination(["A.swift"]) == .standardOutput)
        #expect(try destination(["A.swift", "--output", "B.swift"]) == .file("B.swift"))
        #expect(try destination(["--in-place", "A.swift"]) == .inPlace)
        #expect(try destination(["A.swift", "--check"]) == .check)
        #expect(throws: UsageError(.repeatedOption("--check"), at: 2)) { try destination(["A.swift", "--check", "--check"]) }
    }

    @Test(
        "usage errors",
        arguments: [
            (["port"], "kbsim port: no Swift file given\n"),
            (["port", "a.swift", "b.swift"], "kbsim port: expected one Swift file, got 2\n"),
            (["port", "a.swift", "--outptu", "b.swift"], "kbsim port: unknown option '--outptu' (did you mean \"--output\"?)\n"),
            (["port", "a.swift", "--output"], "kbsim port: --output needs a value\n"),
            (["port", "a.swift", "--in-place", "--check"], "kbsim port: --in-place and --check go alone; give one\n"),
            (["port", "a.swift", "--output", "b.swift", "--in-place"], "kbsim port: --output and --in-place go alone; give one\n"),
            (
                ["port", "a.swift", "--output", "./a.swift"],
                "kbsim port: the output ./a.swift is the input a.swift; to rewrite it, use --in-place\n"
            ),
            (
                ["port", "a.swift", "--in-place", "--source-location"],
                "kbsim port: --source-location writes a port that names FILE; it goes to standard output or --output, not with --in-place\n"
            ),
            (
                ["port", "a.swift", "--source-location", "--check"],
                "kbsim port: --source-location writes a port that names FILE; it goes to standard output or --output, not with --check\n"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + usage + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("help: the usage, then the edits and the exit statuses")
    func help() {
        let result = Captured(["port", "--help"])
        #expect(result.status == .ok)
        #expect(
            result.stdout.hasPrefix(usage + "\n\n" + PortCommand.overview + "\n\nMakes the only edits Swift on Linux forces on an iOS file")
        )
        #expect(result.stdout.contains("what the KeyboardSimPort build plugin writes.\n"))
        #expect(result.stdout.hasSuffix("and the test loads it by name, as the app does.\n\n" + ExitCode.table + "\n"))
    }

    @Test("standard output: the ported text exactly; the report on standard error")
    func standardOutput() throws {
        let file = fixture("KeyboardViewController.swift")
        let result = Captured(["port", file])
        #expect(result.status == .ok)
        #expect(result.stdout == contents(fixture("KeyboardViewController.ported.swift")))
        #expect(
            result.stderr
                == (reportLines(file, names: "<stdout>")
                + ["kbsim port: \(file): 7 edits; 1 UIKit name not simulated (UIPasteControl)"]).joined(
                    separator: "\n") + "\n")
    }

    @Test("--check: nothing written, exit 1 while an edit is needed, 0 once ported")
    func check() throws {
        let file = try copy("KeyboardViewController.swift")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let before = contents(file)
        let needed = Captured(["port", file, "--check"])
        #expect(needed.status == .failure)
        #expect(needed.stdout.isEmpty)
        #expect(
            needed.stderr.hasSuffix(
                "kbsim port: \(file) needs 7 edits; 1 UIKit name not simulated (UIPasteControl)\n"))
        // The names are where they stand in the file as it is.
        #expect(
            needed.stderr.contains(
                "\(file):9:23: not simulated: UIPasteControl\nkbsim port: "))
        #expect(contents(file) == before)
        let ported = Captured(["port", fixture("KeyboardViewController.ported.swift"), "--check"])
        #expect(ported.status == .ok)
        let portedFile = fixture("KeyboardViewController.ported.swift")
        #expect(
            ported.stderr == "\(portedFile):8:23: not simulated: UIPasteControl\n"
                + "kbsim port: \(fixture("KeyboardViewController.ported.swift")) is ported: no edit needed; 1 UIKit name not simulated (UIPasteControl)\n"
        )
    }

    @Test("--check: a finding alone needs an edit too")
    func checkFinding() throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("A.swift").path
        try Data("import UIKit\nlet s = #selector(f)\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = Captured(["port", file, "--check"])
        #expect(result.status == .failure)
        #expect(
            result.stderr
                == "\(file):2:9: by hand: #selector(f): it stands outside any class; write Type.f, naming the class that declares the method\n"
                + "kbsim port: \(file) needs editing; 1 to make by hand\n")
    }

    @Test("--output: the ported file written, the names located in it")
    func output() throws {
        let file = fixture("KeyboardViewController.swift")
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("Ported.swift").path
        let result = Captured(["port", file, "--output", out])
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(contents(out) == contents(fixture("KeyboardViewController.ported.swift")))
        #expect(
            result.stderr
                == (reportLines(file, names: out)
                + ["kbsim port: wrote \(out): 7 edits; 1 UIKit name not simulated (UIPasteControl)"]).joined(
                    separator: "\n") + "\n")
    }

    @Test("--source-location: a directive naming the file, then the port with every line where it was (deleted lines left empty)")
    func sourceLocation() throws {
        let file = fixture("KeyboardViewController.swift")
        let result = Captured(["port", file, "--source-location"])
        #expect(result.status == .ok)
        let original = try #require(contents(file)).split(separator: "\n", omittingEmptySubsequences: false)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "#sourceLocation(file: \"\(file)\", line: 1)")
        #expect(lines.count == original.count + 1)
        // Line N of the port is line N of the file, ported: the import deleted is an empty line, an
        // attribute alone on its line too, and the lines the edits do not touch are the file's.
        let port = Array(lines.dropFirst())
        #expect(original[0] == "import Foundation" && port[0] == "")
        let ported = try #require(contents(fixture("KeyboardViewController.ported.swift"))).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(port.filter { !$0.isEmpty } == ported.filter { !$0.isEmpty })
        for (number, line) in port.enumerated() where !line.isEmpty && line == original[number] {
            #expect(ported.contains(line), "line \(number + 1)")
        }
        // The names are given on the file, whose lines the port keeps (its import line left empty),
        // as the compiler's messages about the port are.
        #expect(result.stderr.contains("\(file):9:23: not simulated: UIPasteControl\n"))
        // A path with a quote and a backslash is written as a Swift string literal.
        #expect(
            PortReport.sourceLocationDirective("/tmp/a \"b\\c.swift") == "#sourceLocation(file: \"/tmp/a \\\"b\\\\c.swift\", line: 1)\n")
    }

    @Test("--source-location: an edit that joins lines is followed by the line breaks it took")
    func sourceLocationKeepsJoinedLines() {
        let text =
            "import UIKit\nclass A: UIViewController {\n    func f() {}\n    func wire(_ b: UIButton) {\n        b.addTarget(self, action: #selector(\n            f), for: .touchUpInside)\n    }\n}\n"
        let kept = LinuxPort.port(SwiftSource(text), keepingLines: true).text
        #expect(
            kept.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(kept.contains("action: A.f\n, for: .touchUpInside)"))
        #expect(LinuxPort.port(text).text.contains("action: A.f, for: .touchUpInside)"))
    }

    @Test("--output through a link to the input: refused, the input left byte for byte")
    func outputIsInputBehindALink() throws {
        let file = try copy("KeyboardViewController.swift")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let link = (file as NSString).deletingLastPathComponent + "/Link.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let before = try #require(FileManager.default.contents(atPath: file))
        let result = Captured(["port", file, "--output", link])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("kbsim port: the output \(link) is the input \(file); to rewrite it, use --in-place\n"))
        #expect(FileManager.default.contents(atPath: file) == before)
    }

    @Test("--output onto a link to another file: refused (73) like every output; the link and its file left as they were")
    func outputOntoALink() throws {
        let file = try copy("KeyboardViewController.swift")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let folder = (file as NSString).deletingLastPathComponent
        let other = folder + "/Other.swift"
        try Data("// mine\n".utf8).write(to: URL(fileURLWithPath: other))
        let link = folder + "/Link.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: other)
        let result = Captured(["port", file, "--output", link])
        #expect(result.status == .cannotCreate)
        #expect(result.stderr == "kbsim port: cannot create \(link): it is a symbolic link (to \(other)), not a regular file\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == other)
        #expect(contents(other) == "// mine\n")
    }

    @Test("--in-place through a link: the file it names is rewritten, the link stays")
    func inPlaceThroughALink() throws {
        let file = try copy("KeyboardViewController.swift", mode: 0o640)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let link = (file as NSString).deletingLastPathComponent + "/Link.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let result = Captured(["port", link, "--in-place"])
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
        #expect(contents(file) == contents(fixture("KeyboardViewController.ported.swift")))
        #expect(OutputFile.mode(of: file) == 0o640)
    }

    @Test("--in-place: the file rewritten with its mode kept; a second run leaves it alone")
    func inPlace() throws {
        let file = try copy("KeyboardViewController.swift", mode: 0o600)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let first = Captured(["port", file, "--in-place"])
        #expect(first.status == .ok)
        #expect(first.stdout.isEmpty)
        #expect(
            first.stderr
                == (reportLines(file, names: file)
                + ["kbsim port: rewrote \(file): 7 edits; 1 UIKit name not simulated (UIPasteControl)"])
                .joined(separator: "\n") + "\n")
        #expect(contents(file) == contents(fixture("KeyboardViewController.ported.swift")))
        #expect(OutputFile.mode(of: file) == 0o600)
        let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let second = Captured(["port", file, "--in-place"])
        #expect(second.status == .ok)
        #expect(
            second.stderr.hasSuffix(
                "kbsim port: \(file) left as it is: no edit; 1 UIKit name not simulated (UIPasteControl)\n"))
        #expect(contents(file) == contents(fixture("KeyboardViewController.ported.swift")))
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == modified)
    }

    @Test("inputs that cannot be read: 66; text that is not UTF-8: 65; an output that cannot be created: 73")
    func failures() throws {
        let missing = Captured(["port", "/no/such/File.swift"])
        #expect(missing.status == .cannotRead)
        #expect(missing.stderr == "kbsim port: cannot read /no/such/File.swift: no such file\n")
        let folder = repository.appendingPathComponent("Tests/Fixtures/Port").path
        let isFolder = Captured(["port", folder])
        #expect(isFolder.status == .cannotRead)
        #expect(isFolder.stderr == "kbsim port: cannot read \(folder): it is a folder\n")
        let latin1 = Captured(["port", fixture("Latin1.swift")])
        #expect(latin1.status == .invalidData)
        #expect(latin1.stderr == "kbsim port: \(fixture("Latin1.swift")):2:7: byte 0xE9 is not UTF-8; a Swift file is UTF-8 text\n")
        #expect(latin1.stdout.isEmpty)
        let cannotCreate = Captured(["port", fixture("KeyboardViewController.swift"), "--output", "/no/such/folder/Out.swift"])
        #expect(cannotCreate.status == .cannotCreate)
        #expect(cannotCreate.stderr == "kbsim port: cannot create /no/such/folder/Out.swift: No such file or directory\n")
    }

    @Test("--module: another file's @objc protocol is known, its calls ported; a path that is not there, or not Swift, is refused")
    func module() throws {
        let module = try folder()
        let protocolFile = module.appendingPathComponent("BarDelegate.swift").path
        try "import UIKit\n@objc protocol BarDelegate: AnyObject {\n    @objc optional func barDidGrow(_ height: CGFloat)\n}\n"
            .write(toFile: protocolFile, atomically: true, encoding: .utf8)
        let barFile = module.appendingPathComponent("Bar.swift").path
        try "import UIKit\nclass Bar: UIView {\n    weak var delegate: BarDelegate?\n    func grow() { delegate?.barDidGrow?(44) }\n}\n"
            .write(toFile: barFile, atomically: true, encoding: .utf8)
        let alone = Captured(["port", barFile])
        #expect(alone.status == .ok && alone.stdout.contains("delegate?.barDidGrow?(44)"), "alone, the file does not know the protocol")
        for given in [module.path, protocolFile] {
            let result = Captured(["port", barFile, "--module", given])
            #expect(result.status == .ok)
            #expect(result.stdout.contains("func grow() { try? delegate?.barDidGrow(44) }"))
            #expect(result.stderr.contains("\(barFile):4:19: edit: delegate?.barDidGrow?(44) → try? delegate?.barDidGrow(44)"))
        }
        let missing = Captured(["port", barFile, "--module", "/no/such/Module"])
        #expect(missing.status == .cannotRead)
        #expect(missing.stderr == "kbsim port: --module /no/such/Module: no such file or folder\n")
        let notSwift = Captured(["port", barFile, "--module", fixture("Latin1.swift") + ".txt"])
        #expect(notSwift.status == .cannotRead)
        let empty = try folder()
        let noSwift = Captured(["port", barFile, "--module", empty.path])
        #expect(noSwift.status == .cannotRead)
        #expect(noSwift.stderr == "kbsim port: --module \(empty.path): the folder has no .swift file\n")
        let text = module.appendingPathComponent("notes.txt").path
        try "notes".write(toFile: text, atomically: true, encoding: .utf8)
        let wrongKind = Captured(["port", barFile, "--module", text])
        #expect(wrongKind.status == .invalidData)
        #expect(wrongKind.stderr == "kbsim port: --module \(text): expected a folder or a .swift file of \(barFile)'s module\n")
        let latin1 = Captured(["port", barFile, "--module", fixture("Latin1.swift")])
        #expect(latin1.status == .invalidData)
        #expect(latin1.stderr.hasPrefix("kbsim port: \(fixture("Latin1.swift")):2:7: byte 0xE9 is not UTF-8"))
    }

    /// A storyboard with one scene whose controller is `customClass`, and `extra` inside its view.
    private func storyboard(extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="SignInViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">\(extra)
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a storyboard is read as it is: what it holds on standard error, nothing written, exit 0 (with --check too)")
    func storyboardReadAsItIs() throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try storyboard().write(toFile: path, atomically: true, encoding: .utf8)
        for arguments in [["port", path], ["port", path, "--check"]] {
            let result = Captured(arguments)
            #expect(result.status == .ok)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "kbsim port: \(path) needs no edit: a storyboard is read as it is (1 scene; custom classes SignInViewController); "
                    + "list it in kbsim-port.txt beside the Swift files, and a test loads it by name as the app does\n")
        }
    }

    @Test("a storyboard the simulation cannot read: its file, line and reason, exit 65")
    func storyboardRefused() throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("Main.storyboard").path
        try storyboard(extra: "\n<hologram id=\"h\"/>").write(toFile: path, atomically: true, encoding: .utf8)
        let result = Captured(["port", path, "--check"])
        #expect(result.status == .invalidData)
        #expect(result.stderr.hasPrefix("kbsim port: \(path):8:"))
        #expect(result.stderr.contains("hologram"))
    }

    @Test("--output, --in-place and --source-location refuse a document: nothing to write (64)")
    func documentNotWritten() {
        for arguments in [
            ["port", "Main.storyboard", "--output", "x"], ["port", "Card.xib", "--in-place"],
            ["port", "Assets.xcassets", "--source-location"],
        ] {
            let result = Captured(arguments)
            #expect(result.status == .usage)
            #expect(result.stderr.hasPrefix("kbsim port: \(arguments[1]) is read as it is, not ported: there is nothing to write;"))
        }
    }

    @Test("an asset catalog: its sets counted; one without Contents.json refused (65); a file named .xcassets unreadable (66)")
    func assetCatalog() throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("Assets.xcassets")
        for path in ["Logo.imageset", "Icons/Gear.imageset", "Accent.colorset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(path), withIntermediateDirectories: true)
            try "{}".write(
                to: catalog.appendingPathComponent(path).appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        var result = Captured(["port", catalog.path])
        #expect(result.status == .invalidData)
        #expect(result.stderr.hasPrefix("kbsim port: \(catalog.path): an asset catalog without its Contents.json"))
        try "{}".write(to: catalog.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        result = Captured(["port", catalog.path])
        #expect(result.status == .ok)
        #expect(
            result.stderr.hasPrefix(
                "kbsim port: \(catalog.path) needs no edit: an asset catalog is read as it is (2 image sets, 1 colour set);"))
        let flatScratch = try folder()
        defer { try? FileManager.default.removeItem(at: flatScratch) }
        let file = flatScratch.appendingPathComponent("Flat.xcassets")
        try "".write(to: file, atomically: true, encoding: .utf8)
        #expect(Captured(["port", file.path]).status == .cannotRead)
    }
}
