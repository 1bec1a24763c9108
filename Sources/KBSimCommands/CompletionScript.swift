import KeyboardSim
import KeyboardSimBenchmarks

/// `kbsim --generate-completion-script bash|zsh|fish` (swift-argument-parser's spelling): a
/// script that completes kbsim's commands, their options, the values an option takes (the
/// formats, devices, iOS versions, techniques and bugs the simulation has) and file names where a
/// command takes files. Generated from the commands' signatures, so it cannot drift from them.
///
///     kbsim --generate-completion-script bash > /etc/bash_completion.d/kbsim
///     kbsim --generate-completion-script zsh > "${fpath[1]}/_kbsim"
///     kbsim --generate-completion-script fish > ~/.config/fish/completions/kbsim.fish
enum CompletionScript {
    /// The shells a script is written for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// What completes after one command (`run`) or one benchmark (`bench replay`).
    struct Entry: Equatable {
        /// The words that name it: `["run"]`, `["bench", "replay"]`.
        var words: [String]
        /// Its options (those of all its forms: `matrix TECHNIQUE …` and `matrix FILE.json…`).
        var options: [OptionEntry]
        /// The words its positional arguments take (technique names, list topics).
        var argumentWords: [String]
        /// Whether its positional arguments take file names.
        var files: Bool
    }

    /// An option and the values it takes: nil for a flag, empty for any value (a file).
    struct OptionEntry: Equatable {
        var name: String
        var values: [String]?
    }

    /// The words an option's value completes to, by the option's name where the value names
    /// something the simulation has; else the usage's `a|b` choices; else any value.
    @MainActor static func values(of option: OptionDeclaration) -> [String]? {
        guard case .value(let valueName, _, _) = option.kind else { return nil }
        switch option.name {
        case "--device": return Device.catalog.map(\.id) + (valueName.split(separator: "|").contains("all") ? ["all"] : [])
        case "--ios", "--sdk": return BehaviorProfile.identifiers
        case "--technique": return TechniqueCatalog.entries.map(\.name)
        case "--bug": return Array(Set(TechniqueCatalog.entries.flatMap { $0.bugs.map(\.name) })).sorted()
        case "--keyboard": return TechniqueMatrix.KeyboardKind.allCases.map(\.rawValue)
        case "--memory-of": return SolverBenchmark.memoryWorkloads.map { "\($0.workload):\($0.n)" }
        default: return choices(valueName) ?? []
        }
    }

    /// `text|json` gives its words; a name in capitals (`PATH`, `FILE`) gives none.
    static func choices(_ text: String) -> [String]? {
        let words = text.split(separator: "|").map(String.init)
        guard words.count > 1, words.allSatisfy({ $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }) else { return nil }
        return words
    }

    /// Every command and benchmark, from the signatures; a command's forms are one entry.
    @MainActor static var entries: [Entry] {
        var result: [Entry] = []
        for form in KBSim.commands.flatMap({ $0.forms }) {
            let words = form.name.split(separator: " ").map(String.init)
            var entry = result.first { $0.words == words } ?? Entry(words: words, options: [], argumentWords: [], files: false)
            for option in form.options where !entry.options.contains(where: { $0.name == option.name }) {
                entry.options.append(OptionEntry(name: option.name, values: values(of: option)))
            }
            if let argument = form.arguments {
                if argument.name == "TECHNIQUE" {
                    entry.argumentWords += TechniqueCatalog.entries.map(\.name)
                } else if let choices = choices(argument.name) {
                    entry.argumentWords += choices
                } else {
                    entry.files = true
                }
            }
            if let index = result.firstIndex(where: { $0.words == words }) { result[index] = entry } else { result.append(entry) }
        }
        // The help flags last, once.
        for index in result.indices {
            for help in ["--help", "-h"] where !result[index].options.contains(where: { $0.name == help }) {
                result[index].options.append(OptionEntry(name: help, values: nil))
            }
        }
        return result
    }

    /// The script for `shell`.
    @MainActor static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    private static let topLevelOptions = ["--help", "--version", "--generate-completion-script"]

    @MainActor private static var topLevelWords: [String] {
        var words: [String] = []
        for entry in entries where !words.contains(entry.words[0]) { words.append(entry.words[0]) }
        return words + ["help"] + topLevelOptions
    }

    /// A bash script: the function `_kbsim` and its registration.
    @MainActor private static func bash() -> String {
        (["# kbsim completion for bash (kbsim --generate-completion-script bash), generated by kbsim \(KBSim.version)"]
            + bashFunction(named: "_kbsim") + ["complete -o filenames -F _kbsim kbsim", ""]).joined(separator: "\n")
    }

    /// A bash function over `COMP_WORDS`: the command (and benchmark) first, then an option's
    /// value after a value option, options after `-`, the arguments' words and file names.
    @MainActor private static func bashFunction(named name: String) -> [String] {
        var lines = [
            "# File names one per line, so that spaces in them stay (bash and zsh alike).",
            "__kbsim_files() {",
            "    local IFS=$'\\n'",
            "    COMPREPLY+=($(compgen -f -- \"$1\"))",
            "}",
            "\(name)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(topLevelWords.joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    if [ \"${COMP_WORDS[1]}\" = --generate-completion-script ]; then",
            "        COMPREPLY=($(compgen -W \"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    if [ \"${COMP_WORDS[1]}\" = help ]; then",
            "        COMPREPLY=($(compgen -W \"\(topLevelWords.filter { !$0.hasPrefix("-") && $0 != "help" }.joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    local command=\"${COMP_WORDS[1]}\"",
        ]
        let grouped = Dictionary(grouping: entries.filter { $0.words.count == 2 }, by: { $0.words[0] })
        for (group, members) in grouped.sorted(by: { $0.key < $1.key }) {
            lines += [
                "    if [ \"$command\" = \(group) ]; then",
                "        if [ \"$COMP_CWORD\" -eq 2 ]; then",
                "            COMPREPLY=($(compgen -W \"\(members.map { $0.words[1] }.joined(separator: " ")) --help -h\" -- \"$cur\"))",
                "            return",
                "        fi",
                "        command=\"\(group) ${COMP_WORDS[2]}\"",
                "    fi",
            ]
        }
        lines.append("    case \"$command\" in")
        for entry in entries {
            lines.append("    \"\(entry.words.joined(separator: " "))\")")
            let valued = entry.options.filter { $0.values != nil }
            if !valued.isEmpty {
                lines.append("        case \"$prev\" in")
                for option in valued {
                    let values = option.values ?? []
                    lines.append(
                        values.isEmpty
                            ? "            \(option.name)) __kbsim_files \"$cur\"; return ;;"
                            : "            \(option.name)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;"
                    )
                }
                lines.append("        esac")
            }
            lines += [
                "        if [[ \"$cur\" == -* ]]; then",
                "            COMPREPLY=($(compgen -W \"\(entry.options.map(\.name).joined(separator: " "))\" -- \"$cur\"))",
            ]
            if entry.files || !entry.argumentWords.isEmpty {
                lines.append("        else")
                if !entry.argumentWords.isEmpty {
                    lines.append("            COMPREPLY+=($(compgen -W \"\(entry.argumentWords.joined(separator: " "))\" -- \"$cur\"))")
                }
                if entry.files { lines.append("            __kbsim_files \"$cur\"") }
            }
            lines += ["        fi", "        ;;"]
        }
        lines += ["    esac", "}"]
        return lines
    }

    /// zsh runs the bash function through its bash completion layer (`bashcompinit`). Installed
    /// as `_kbsim` on `fpath`, the file is the body of the function zsh calls for the first
    /// completion: it defines the bash function, registers it, and completes that first request.
    @MainActor private static func zsh() -> String {
        ([
            "#compdef kbsim",
            "# kbsim completion for zsh (kbsim --generate-completion-script zsh), generated by kbsim \(KBSim.version):",
            "# the bash completion, through zsh's bashcompinit.",
            "autoload -U +X bashcompinit && bashcompinit",
        ] + bashFunction(named: "__kbsim_bash") + [
            "complete -o filenames -F __kbsim_bash kbsim",
            "if [[ \"${funcstack[1]}\" == _kbsim ]]; then _bash_complete -o filenames -F __kbsim_bash; fi",
            "",
        ]).joined(separator: "\n")
    }

    /// fish's `complete` lines: the commands while none is given, then each command's options,
    /// their values and its arguments.
    @MainActor private static func fish() -> String {
        var lines = [
            "# kbsim completion for fish (kbsim --generate-completion-script fish), generated by kbsim \(KBSim.version)",
            "complete -c kbsim -f",
            "# __kbsim_is W…: the words after kbsim begin with W… (so that bench matrix is not matrix).",
            "function __kbsim_is",
            "    set -l words (commandline -opc)",
            "    for i in (seq (count $argv))",
            "        set -l j (math $i + 1)",
            "        test (count $words) -ge $j; or return 1",
            "        test \"$words[$j]\" = \"$argv[$i]\"; or return 1",
            "    end",
            "end",
            "# __kbsim_count N: kbsim and N words are typed.",
            "function __kbsim_count",
            "    test (count (commandline -opc)) -eq (math $argv[1] + 1)",
            "end",
        ]
        let commandWords = topLevelWords.filter { !$0.hasPrefix("-") }
        lines.append("complete -c kbsim -n '__fish_use_subcommand' -a '\(commandWords.joined(separator: " "))'")
        for option in topLevelOptions {
            let argument =
                option == "--generate-completion-script" ? " -x -a '\(Shell.allCases.map(\.rawValue).joined(separator: " "))'" : ""
            lines.append("complete -c kbsim -n '__fish_use_subcommand' -l \(option.dropFirst(2))\(argument)")
        }
        for entry in entries {
            let condition = "__kbsim_is \(entry.words.joined(separator: " "))"
            if entry.words.count == 2 {
                lines.append("complete -c kbsim -n '__kbsim_is \(entry.words[0]); and __kbsim_count 1' -a '\(entry.words[1])'")
            }
            for option in entry.options where option.name.hasPrefix("--") {
                let flag = "-l \(option.name.dropFirst(2))"
                switch option.values {
                case .none: lines.append("complete -c kbsim -n '\(condition)' \(flag)")
                case .some(let values) where values.isEmpty: lines.append("complete -c kbsim -n '\(condition)' \(flag) -r -F")
                case .some(let values): lines.append("complete -c kbsim -n '\(condition)' \(flag) -x -a '\(values.joined(separator: " "))'")
                }
            }
            if !entry.argumentWords.isEmpty {
                lines.append("complete -c kbsim -n '\(condition)' -a '\(entry.argumentWords.joined(separator: " "))'")
            }
            if entry.files { lines.append("complete -c kbsim -n '\(condition)' -F") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
