import Foundation
import Testing
@testable import KBSimCommands

@MainActor @Suite("RenderCommand")
struct RenderCommandTests {
    private let usage = "USAGE: kbsim render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]"

    @Test(
        "usage errors",
        arguments: [
            (["render", "a.json"], "kbsim render: say where to write: --html OUT.html or --svg OUT.svg"),
            (["render", "--svg", "o.svg"], "kbsim render: expected one or two scenario files, got 0"),
            (["render", "a.json", "b.json", "c.json", "--svg", "o.svg"], "kbsim render: expected one or two scenario files, got 3"),
            (["render", "a.json", "--svgg", "o.svg"], "kbsim render: unknown option '--svgg' (did you mean \"--svg\"?)"),
            (["render", "a.json", "--html"], "kbsim render: --html needs a value"),
            // The user's files are safe: an input is never overwritten by a picture.
            (
                ["render", "a.json", "--html", "a.json"],
                "kbsim render: the output a.json is the input a.json; write the picture somewhere else"
            ),
            (
                ["render", "a.json", "b.json", "--svg", "./b.json"],
                "kbsim render: the output ./b.json is the input b.json; write the picture somewhere else"
            ),
            (
                ["render", "a.json", "--html", "p.out", "--svg", "p.out"],
                "kbsim render: --html and --svg both name p.out; give each its own file"
            ),
        ])
    func usageErrors(arguments: [String], problem: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == problem + "\n" + usage + "\n")
    }

    @Test("an output reached through a symbolic link to the input is refused, and the input is left whole")
    func inputBehindALink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("scenario.json").path
        try FileManager.default.copyItem(atPath: scenario("bottom-constant.json"), toPath: input)
        let link = folder.appendingPathComponent("picture.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        let before = try #require(FileManager.default.contents(atPath: input))
        let result = Captured(["render", input, "--html", link])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("kbsim render: the output \(link) is the input \(input)"))
        #expect(FileManager.default.contents(atPath: input) == before)
    }

    @Test("both outputs read; the SVG written and named with its size")
    func writes() throws {
        let parsed = try #require(
            try ArgumentScanner.scan(["a.json", "--html", "p.html", "--svg", "p.svg", "--fps", "60"], RenderCommand.signature).arguments)
        let command = try RenderCommand(parsed)
        #expect(command.files == ["a.json"])
        #expect(command.htmlPath == "p.html")
        #expect(command.svgPath == "p.svg")
        #expect(command.framesPerSecond == 60)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-render-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = Captured(["render", scenario("bottom-constant.json"), "--svg", path])
        #expect(result.status == .ok, "\(result.stderr)")
        let size = try #require(FileManager.default.contents(atPath: path)).count
        #expect(result.stdout == "wrote \(path) (\(size / 1024) KiB)\n")
    }

    @Test("a link, a pipe or a folder at an output path: 73 before anything runs, naming it; each left as it was")
    func refusedOutputs() throws {
        let folder = try temporaryFolder("render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html").path
        try Data("my page".utf8).write(to: URL(fileURLWithPath: page))
        let link = folder.appendingPathComponent("link.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: page)
        let pipe = folder.appendingPathComponent("pipe.svg").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let subfolder = folder.appendingPathComponent("out.html").path
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)
        for (arguments, reason) in [
            (["--svg", link], "it is a symbolic link (to \(page)), not a regular file"),
            (["--svg", pipe], "it is a named pipe, not a regular file"),
            (["--html", subfolder], "it is a folder, not a regular file"),
            // Nothing is written when the second output is refused.
            (["--html", folder.appendingPathComponent("new.html").path, "--svg", pipe], "it is a named pipe, not a regular file"),
        ] {
            let result = Captured(["render", scenario("bottom-constant.json")] + arguments)
            #expect(result.status == .cannotCreate)
            #expect(result.stderr == "kbsim render: cannot create \(arguments.last ?? ""): \(reason)\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == page)
        #expect(FileManager.default.contents(atPath: page) == Data("my page".utf8))
        #expect(try entryType(pipe) != .typeRegular)
        #expect(try entryType(subfolder) == .typeDirectory)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.svg", "out.html", "page.html", "pipe.svg"])
    }

    @Test("a regular file at the output path is replaced and keeps its mode")
    func keepsMode() throws {
        let scratch = try temporaryFolder("render")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("timeline.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let result = Captured(["render", scenario("bottom-constant.json"), "--svg", path])
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(OutputFile.mode(of: path) == 0o600)
        #expect(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).contains("<svg") } == true)
    }

    @Test("an output that cannot be created: exit 73")
    func cannotWrite() {
        let result = Captured(["render", scenario("bottom-constant.json"), "--svg", "/no/such/folder/out.svg"])
        #expect(result.status == .cannotCreate)
        #expect(result.stderr == "kbsim render: cannot create /no/such/folder/out.svg: No such file or directory\n")
    }
}
