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
        default:
            printError("kbsim: unknown command '\(command)'\(suggestion(for: command, among: ["demo", "list"]))\n\n\(usage)")
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
