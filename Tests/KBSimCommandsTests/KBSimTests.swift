import Testing
@testable import KBSimCommands

@MainActor @Suite("KBSim")
struct KBSimTests {
    /// `kbsim --help`: the command rows come from the signatures, the exit statuses from `ExitCode`.
    static let help = """
        kbsim — the iOS software keyboard and the code that avoids it, simulated on Linux

        USAGE: kbsim <command> [options]

        COMMANDS:
          run FILE… [--format text|json] [--fps 60|120] [--quiet]
                        Replay scenario files: the trace of every notification, delivery,
                        lifecycle event and display frame, then the verdicts (--quiet: the
                        verdicts and the outcome alone).
          check PATH…   Replay every scenario under the paths; one line each, then a summary.
          judge TRACE.jsonl|-
                        Judge a trace that kbsim run --format json wrote, again, from its records
                        alone: the verdict lines and the outcome kbsim run printed for it.
          explain FILE  The replay told step by step: what iOS posts and why, what each
                        handler changes with the actual numbers, what the user sees.
          render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]
                        Pictures: a self-contained HTML player (device, timeline, logs,
                        verdicts, narration; two files side by side), or the timeline as SVG.
          matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]
                        The technique on every representative device (--device all: the whole
                        catalogue) × orientation × keyboard kind (standard, emoji, korean,
                        accessory, hardware, and on iPad undocked, split, floating from
                        iPadOS 13): a table of verdicts, then why each failing cell fails;
                        --sdk 18,26: a table per SDK the app is built with.
          matrix FILE.json… [--bugs]
                        The files' steps (logged replays above all) with every technique, each
                        on its own screen; --bugs adds each bug and force-unwrapping variant.
          demo [--device NAME] [--ios VERSION]
                        Replay the built-in walkthrough (push a sign-up screen, focus its field,
                        dismiss the keyboard, pop) and print its trace and observer audit.
          import LOG|- [--device NAME] [--technique NAME] > scenario.json
                        A pasted log of keyboard notifications or frames (Objective-C, Swift,
                        LLDB, React Native or Flutter printing, or a kbsim trace) as a logged
                        replay scenario; the device, iOS version and times it inferred, and
                        why, on standard error.
          port FILE.swift [--output PATH | --in-place | --check] [--source-location] [--module PATH]…
                        An iOS source file made to compile against KeyboardSim's UIKit: @objc
                        deleted, #selector(name) written as Class.name (or a Selector that carries
                        it), import Foundation beside import UIKit deleted, #available(iOS N, *)
                        made a check of the simulated iOS; then the UIKit API it uses that is not
                        simulated.
          list devices|behaviours|placements|techniques|screens|scenarios [--markdown]
                        The device catalogue (unconfirmed values marked), the iOS behaviour
                        profiles, the iPad keyboard's placements as a state machine, the
                        techniques and their bugs, the screens, and the bundled scenarios.

        FOR MAINTAINERS:
          bench solver|replay|matrix|json|bus|scale [--quick] …
                        Benchmarks, each beside its anchor (kiwi, Foundation, real time) in
                        one run; kbsim bench --help lists each benchmark's options and goals.

        OPTIONS:
          --help        Show help for kbsim or a command.
          --version     Print the version.
          --generate-completion-script bash|zsh|fish
                        Print a script that completes kbsim's commands, options and their
                        values in that shell.

        EXIT STATUS:
          0             done: every expectation held
          1             a verdict failed (an expectation, a matrix cell, a benchmark check), a
                        benchmark could not run, or port --check found an edit to make
          64            usage error: an unknown command or option, a missing or repeated option,
                        a refused value, an output that is one of the inputs
          65            bad data: an invalid scenario, a log with nothing to import, a Swift file
                        that is not UTF-8
          66            an input cannot be read: missing, unreadable, a folder, a device, empty, or
                        larger than 256 MiB (standard input included)
          73            an output cannot be created: its folder is missing or not writable, or a
                        symbolic link, named pipe, device or folder is at its path (left untouched)
          74            an I/O error while writing, standard output included
        """

    @Test("--help, -h and help print the help on standard output", arguments: ["--help", "-h", "help"])
    func help(word: String) {
        let result = Captured([word])
        #expect(result.status == .ok)
        #expect(result.stdout == Self.help + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("no command: the help on standard error, exit 64")
    func noCommand() {
        let result = Captured([])
        #expect(result.status == .usage)
        #expect(result.stderr == Self.help + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("--version")
    func version() {
        #expect(Captured(["--version"]).stdout == "kbsim 0.1.0\n")
    }

    @Test(
        "an unknown command: the error and a suggestion on one line, not the whole help",
        arguments: [
            ("rnu", " (did you mean \"run\"?)"), ("imprt", " (did you mean \"import\"?)"), ("lst", " (did you mean \"list\"?)"),
            ("zzzzzzzz", ""),
        ])
    func unknownCommand(name: String, suggestion: String) {
        for arguments in [[name, "x"], ["help", name]] {
            let result = Captured(arguments)
            #expect(result.status == .usage)
            #expect(result.stderr == "kbsim: unknown command '\(name)'\(suggestion); kbsim --help lists the commands\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("kbsim help COMMAND is kbsim COMMAND --help, for every command")
    func helpCommand() {
        for command in KBSim.commands {
            let help = Captured(["help", command.name])
            #expect(help.status == .ok)
            #expect(help.stdout == Captured([command.name, "--help"]).stdout, "\(command.name)")
            #expect(help.stdout.contains(command.overview), "\(command.name): its --help says what it does")
        }
    }

    @Test("every command by name, each in the help once per form")
    func commands() {
        #expect(
            KBSim.commands.map { $0.name } == [
                "run", "check", "judge", "explain", "render", "matrix", "demo", "import", "port", "list", "bench",
            ])
        #expect(KBSim.commands.map { $0.forms.count } == [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 6])
    }

    @Test("a help row: on the term's line when it leaves room, else on the next")
    func row() {
        #expect(KBSim.row("check PATH…", "One.\nTwo.") == "  check PATH…   One.\n                Two.")
        #expect(KBSim.row("explain FILE", "One.") == "  explain FILE  One.")
        #expect(KBSim.row("explain FILES", "One.") == "  explain FILES\n                One.")
    }

    @Test("exit statuses: one table, sysexits")
    func exitCodes() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 73, 74])
    }
}
