import Foundation
import KeyboardSim

/// The command line: a small conventional parser in front of the library.
enum KBSimCommand {
    static let version = "0.1.0"

    /// sysexits: 0 ok, 1 an expectation failed, 64 usage error, 65 invalid data.
    enum Exit {
        static let ok: Int32 = 0
        static let usage: Int32 = 64
    }

    static let usage = """
        kbsim — the iOS software keyboard and the code that avoids it, simulated on Linux

        USAGE: kbsim <command> [options]

        COMMANDS:
          demo [--device NAME] [--ios VERSION]
                        Replay the built-in walkthrough (push a sign-up screen, focus its field,
                        dismiss the keyboard, pop) and print its trace and observer audit.
          list devices  The device catalogue: screens, safe areas and keyboard heights, with
                        every value not confirmed on real devices marked "unconfirmed".
          list behaviours
                        The iOS behaviour profiles and what each switch does.
          bench solver [--anchor PATH | --no-anchor] [--quick]
                        Workloads A, A2 and B of the kiwi anchor on our solver, and the
                        anchor itself (python3 + kiwisolver) in the same run, side by side.
                        Build with -c release for meaningful figures.

        OPTIONS:
          --help        Show help for kbsim or a command.
          --version     Print the version.
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            printError(usage)
            return Exit.usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            print(usage)
            return Exit.ok
        case "--version":
            print("kbsim \(version)")
            return Exit.ok
        case "demo":
            return demo(rest)
        case "list":
            return list(rest)
        case "bench":
            return bench(rest)
        default:
            printError("kbsim: unknown command '\(command)'\(suggestion(for: command, among: ["demo", "list", "bench"]))\n\n\(usage)")
            return Exit.usage
        }
    }

    private static func demo(_ arguments: [String]) -> Int32 {
        var device = Device.iPhoneSE3
        var profile = BehaviorProfile.iOS17
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print("USAGE: kbsim demo [--device NAME] [--ios VERSION]\n\nDevices: \(Device.catalogue.map(\.id).joined(separator: ", "))\niOS versions: \(BehaviorProfile.all.map { String($0.majorVersion) }.joined(separator: ", "))")
                return Exit.ok
            case "--device", "--ios":
                guard index + 1 < arguments.count else {
                    printError("kbsim demo: \(argument) needs a value")
                    return Exit.usage
                }
                let value = arguments[index + 1]
                if argument == "--device" {
                    guard let found = Device.named(value) else {
                        printError("kbsim demo: unknown device '\(value)'\(suggestion(for: value, among: Device.catalogue.map(\.id)))")
                        return Exit.usage
                    }
                    device = found
                } else {
                    guard let found = BehaviorProfile.named(value) else {
                        printError("kbsim demo: unknown iOS version '\(value)'; expected one of \(BehaviorProfile.all.map { String($0.majorVersion) }.joined(separator: ", "))")
                        return Exit.usage
                    }
                    profile = found
                }
                index += 2
            default:
                printError("kbsim demo: unexpected argument '\(argument)'")
                return Exit.usage
            }
        }
        print(Walkthrough.run(device: device, profile: profile), terminator: "")
        return Exit.ok
    }

    private static func list(_ arguments: [String]) -> Int32 {
        let topics = ["devices", "behaviours"]
        guard arguments.count == 1, let topic = arguments.first else {
            printError("USAGE: kbsim list devices|behaviours")
            return Exit.usage
        }
        switch topic {
        case "--help", "-h":
            print("USAGE: kbsim list devices|behaviours")
        case "devices":
            print(CatalogueTables.devices(), terminator: "")
        case "behaviours", "behaviors":
            print(CatalogueTables.behaviours(), terminator: "")
        default:
            printError("kbsim list: unknown topic '\(topic)'\(suggestion(for: topic, among: topics))")
            return Exit.usage
        }
        return Exit.ok
    }

    static let benchUsage = "USAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick]"

    private static func bench(_ arguments: [String]) -> Int32 {
        guard arguments.first == "solver" else {
            if arguments.first == "--help" || arguments.first == "-h" {
                print(benchUsage)
                return Exit.ok
            }
            printError("kbsim bench: expected a benchmark name ('solver')\n\(benchUsage)")
            return Exit.usage
        }
        var options = SolverBenchmark.Options()
        let defaultAnchor = "../shared/bench/kiwi_anchor.py"
        options.anchorPath = FileManager.default.fileExists(atPath: defaultAnchor) ? defaultAnchor : nil
        var index = 1
        while index < arguments.count {
            switch arguments[index] {
            case "--help", "-h":
                print(benchUsage)
                return Exit.ok
            case "--anchor":
                guard index + 1 < arguments.count else {
                    printError("kbsim bench solver: --anchor needs the path of kiwi_anchor.py")
                    return Exit.usage
                }
                options.anchorPath = arguments[index + 1]
                guard FileManager.default.fileExists(atPath: arguments[index + 1]) else {
                    printError("kbsim bench solver: no anchor script at \(arguments[index + 1])")
                    return Exit.usage
                }
                index += 1
            case "--no-anchor":
                options.anchorPath = nil
            case "--quick":
                options.sizesA = [100, 1000]
                options.sizesA2 = [100, 1000]
                options.sizesB = [100]
                options.frames = 250
                options.runs = [100: 3, 1000: 1]
                options.anchorSizesA = [100]
            default:
                printError("kbsim bench solver: unexpected argument '\(arguments[index])'\n\(benchUsage)")
                return Exit.usage
            }
            index += 1
        }
        do {
            let report = try SolverBenchmark.run(options) { printError($0) }
            print(report, terminator: "")
            return report.contains("WRONG") || report.contains("BAD") ? 1 : Exit.ok
        } catch {
            printError("kbsim bench solver: \(error)")
            return 1
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// ` (did you mean "demo"?)` when a known word is within two edits.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let best = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let (candidate, distance) = best, distance <= 2 else { return "" }
        return " (did you mean \"\(candidate)\"?)"
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
