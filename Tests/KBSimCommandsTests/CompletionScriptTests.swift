import Foundation
import Testing
@testable import KBSimCommands

/// `kbsim --generate-completion-script bash|zsh|fish`: scripts generated from the commands'
/// signatures, checked by what they complete (bash runs here; zsh runs the same function through
/// its bash layer; fish's lines are checked as text).
@MainActor @Suite("Completion scripts")
struct CompletionScriptTests {
    /// What bash's `_kbsim` offers for `words` (the last one being completed).
    private func bash(_ words: [String]) throws -> [String] {
        let script = try #require(Captured(["--generate-completion-script", "bash"]).stdout.nilIfEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("kbsim.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _kbsim; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        process.currentDirectoryURL = repository
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("bash completes the commands, options, their values, the techniques, the topics and files")
    func bashCompletes() throws {
        #expect(try bash(["kbsim", ""]).prefix(3) == ["run", "check", "judge"])
        #expect(try bash(["kbsim", "ru"]) == ["run"])
        #expect(try bash(["kbsim", "run", "--f"]) == ["--format", "--fps"])
        #expect(try bash(["kbsim", "run", "--format", ""]) == ["text", "json"])
        #expect(try bash(["kbsim", "matrix", "bottom-c"]) == ["bottom-constant"])
        #expect(try bash(["kbsim", "matrix", "bottom-constant", "--device", "iphone-se-"]) == ["iphone-se-1", "iphone-se-3"])
        #expect(try bash(["kbsim", "list", "p"]) == ["placements"])
        #expect(try bash(["kbsim", "bench", "re"]) == ["replay"])
        #expect(try bash(["kbsim", "bench", "replay", "--q"]) == ["--quick"])
        #expect(try bash(["kbsim", "--generate-completion-script", ""]) == ["bash", "zsh", "fish"])
        #expect(try bash(["kbsim", "check", "Scenarios/bottom-constant.js"]) == ["Scenarios/bottom-constant.json"])
        // matrix's two forms are one entry: techniques and files, and every option of both.
        #expect(try bash(["kbsim", "matrix", "Scenarios/bottom-constant-ip"]) == ["Scenarios/bottom-constant-ipad-split.json"])
        #expect(try bash(["kbsim", "matrix", "bottom-c"]) == ["bottom-constant"])
        #expect(try bash(["kbsim", "matrix", "x", "--b"]) == ["--bug", "--bugs"])
        #expect(try bash(["kbsim", "matrix", "x", "--device", "al"]) == ["all"])
        #expect(try bash(["kbsim", "demo", "--device", "al"]) == [], "only matrix takes all")
    }

    @Test("every command and benchmark has its entry, with its options and the help flags")
    func entries() {
        let entries = CompletionScript.entries
        #expect(
            entries.map { $0.words.joined(separator: " ") } == [
                "run", "check", "judge", "explain", "render", "matrix", "demo", "import", "port",
                "list", "bench solver", "bench replay", "bench matrix", "bench json", "bench bus", "bench scale",
            ])
        let run = entries.first { $0.words == ["run"] }
        #expect(run?.options.map(\.name) == ["--format", "--fps", "--quiet", "--help", "-h"])
        #expect(run?.options.first?.values == ["text", "json"] && run?.files == true && run?.argumentWords == [])
        #expect(entries.first { $0.words == ["list"] }?.argumentWords.contains("placements") == true)
    }

    @Test("zsh runs the bash function through bashcompinit; fish has a complete line per option")
    func zshAndFish() {
        let zsh = Captured(["--generate-completion-script", "zsh"]).stdout
        #expect(
            zsh.hasPrefix("#compdef kbsim\n") && zsh.contains("bashcompinit") && zsh.contains("complete -o filenames -F __kbsim_bash kbsim")
        )
        #expect(
            zsh.contains("if [[ \"${funcstack[1]}\" == _kbsim ]]; then _bash_complete"), "autoloaded from fpath, the first Tab completes")
        let fish = Captured(["--generate-completion-script", "fish"]).stdout
        #expect(fish.contains("complete -c kbsim -n '__fish_use_subcommand' -a 'run check judge"))
        #expect(fish.contains("complete -c kbsim -n '__kbsim_is run' -l format -x -a 'text json'"))
        #expect(fish.contains("complete -c kbsim -n '__kbsim_is run' -F"), "run takes files")
        #expect(fish.contains("complete -c kbsim -n '__kbsim_is bench matrix' -l quick"), "bench matrix is its own entry, not matrix")
    }

    @Test("no shell, or one kbsim has no script for, is a usage error naming the shells")
    func refusals() {
        let none = Captured(["--generate-completion-script"])
        #expect(none.status == .usage && none.stderr == "kbsim: --generate-completion-script: no shell given; expected bash, zsh, fish\n")
        let unknown = Captured(["--generate-completion-script", "ksh"])
        #expect(unknown.status == .usage && unknown.stderr.contains("unknown shell 'ksh' (did you mean \"zsh\"?)"))
        #expect(Captured(["--generate-completion-script", "bash", "extra"]).status == .usage)
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
