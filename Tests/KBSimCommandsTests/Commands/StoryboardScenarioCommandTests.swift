import Foundation
import KBSimCommands
import Testing

/// `kbsim run` and `kbsim check` with scenarios whose screen is a storyboard's scene: the bundled
/// ones pass, and a storyboard that cannot be read or is refused stops them before anything runs,
/// with the usual exit statuses.
@MainActor @Suite("kbsim run and check: storyboard screens")
struct StoryboardScenarioCommandTests {
    @Test(
        "each bundled storyboard scenario runs and passes, with the bound field and constraint named by their parts",
        arguments: ["storyboard-bottom-constant.json", "storyboard-scroll-view-insets.json"])
    func bundled(file: String) {
        let result = Captured(["run", scenario(file)])
        #expect(result.status == .ok, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("PASS\n"))
        #expect(result.stdout.contains("first responder none → nameField"))
        if file == "storyboard-bottom-constant.json" {
            #expect(result.stdout.contains("BottomConstantController changed bottomSpace.constant: -20 → -280 (answering #3)"))
        } else {
            #expect(
                result.stdout.contains("ScrollViewInsetsController changed formScrollView.contentInset: 0,0,0,0 → 0,0,302,0 (answering #3)")
            )
        }
    }

    /// A folder holding `s.json`, whose screen is `screen`, and the files given.
    private func folder(screen: String, files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-storyboard-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)", "screen": \(screen),
             "technique": {"name": "bottom-constant"}, "steps": [], "expect": {"fieldClearsKeyboard": true}}
            """
        try text.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        for (name, contents) in files { try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test("a storyboard that cannot be read: run exits 66, check prints ERROR and exits 66; nothing runs")
    func missing() throws {
        let folder = try folder(screen: #"{"storyboard": "Gone.storyboard"}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json").path
        let run = Captured(["run", file])
        #expect(run.status == .cannotRead)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "\(file):1:81: $.screen.storyboard: cannot read the storyboard \(folder.path)/Gone.storyboard (no such file)\n")
        let check = Captured(["check", file])
        #expect(check.status == .cannotRead)
        #expect(
            check.stdout
                == "ERROR \(file) — \(file):1:81: $.screen.storyboard: cannot read the storyboard \(folder.path)/Gone.storyboard (no such file)\n0 passed, 0 failed, 0 unchecked, 1 error\n"
        )
    }

    @Test("a storyboard the loader refuses: run and check exit 65 with the scenario's place and the storyboard's line")
    func refused() throws {
        let folder = try folder(
            screen: #"{"storyboard": "Bad.storyboard"}"#, files: ["Bad.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"x\"/>\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json").path
        let run = Captured(["run", file])
        #expect(run.status == .invalidData)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("\(file):1:81: $.screen.storyboard: \(folder.path)/Bad.storyboard:2:"), "\(run.stderr)")
        #expect(run.stderr.contains(#"document type "x" is not supported"#), "\(run.stderr)")
        let check = Captured(["check", file])
        #expect(check.status == .invalidData)
        #expect(check.stdout.hasPrefix("INVALID \(file):1:81: $.screen.storyboard: "), "\(check.stdout)")
    }
}
