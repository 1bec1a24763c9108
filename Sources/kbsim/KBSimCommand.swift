import Foundation
import KeyboardSim

/// The command line: a small conventional parser in front of the library.
enum KBSimCommand {
    static let version = "0.1.0"

    /// sysexits: 0 ok, 1 an expectation failed, 64 usage error, 65 invalid data, 66 an input
    /// cannot be read, 73 an output cannot be written.
    enum Exit {
        static let ok: Int32 = 0
        static let failed: Int32 = 1
        static let usage: Int32 = 64
        static let invalidData: Int32 = 65
        static let cannotRead: Int32 = 66
        static let cannotWrite: Int32 = 73
    }

    static let usage = """
        kbsim — the iOS software keyboard and the code that avoids it, simulated on Linux

        USAGE: kbsim <command> [options]

        COMMANDS:
          run FILE… [--format text|json] [--fps 60|120]
                        Replay scenario files: the trace of every notification, delivery,
                        lifecycle event and display frame, then the verdicts.
          check PATH…   Replay every scenario under the paths; one line each, then a summary.
          explain FILE  The replay told step by step: what iOS posts and why, what each
                        handler computes with the actual numbers, what the user sees.
          render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]
                        Pictures: a self-contained HTML player (device, timeline, logs,
                        verdicts, narration; two files side by side), or the timeline as SVG.
          matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]
                        The technique on every device × orientation × keyboard kind (standard,
                        emoji, accessory, hardware, and on iPad undocked, split, floating):
                        a table of verdicts, then why each failing cell fails.
          matrix FILE.json… [--bugs]
                        The files' steps (logged replays above all) with every technique, each
                        on its own screen; --bugs adds each bug and force-unwrapping variant.
          demo [--device NAME] [--ios VERSION]
                        Replay the built-in walkthrough (push a sign-up screen, focus its field,
                        dismiss the keyboard, pop) and print its trace and observer audit.
          import LOG|- [--device NAME] [--technique NAME] > scenario.json
                        A pasted log of keyboard notifications (Objective-C or Swift printing,
                        or a kbsim trace) as a logged replay scenario; the device, iOS version
                        and times it inferred, and why, on standard error.
          list devices|behaviours|techniques|screens|scenarios
                        The device catalogue (unconfirmed values marked), the iOS behaviour
                        profiles, the techniques and their bugs, the screens, and the bundled
                        scenarios.
          bench solver [--anchor PATH | --no-anchor] [--quick]
                        Workloads A, A2 and B of the kiwi anchor on our solver, and the
                        anchor itself (python3 + kiwisolver) in the same run, side by side.
          bench replay [--quick] [--no-cold] [--scenario FILE]
                        A 200-view screen replayed at 120 Hz against real time (target
                        ≥ 1,000×), and the cold run time of kbsim run (target < 100 ms).
                        Build with -c release for meaningful figures.

        OPTIONS:
          --help        Show help for kbsim or a command.
          --version     Print the version.

        EXIT STATUS: 0 ok, 1 an expectation failed, 64 usage error, 65 invalid scenario data
        (or a log with nothing to import), 66 an input cannot be read, 73 an output cannot be written.
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            printError(usage)
            return Exit.usage
        }
        switch command {
        case "--help", "-h", "help":
            print(usage)
            return Exit.ok
        case "--version":
            print("kbsim \(version)")
            return Exit.ok
        default:
            guard let handler = commands.first(where: { $0.name == command })?.handler else {
                printError("kbsim: unknown command '\(command)'\(suggestion(for: command, among: commands.map(\.name)))\n\n\(usage)")
                return Exit.usage
            }
            return handler(Array(arguments.dropFirst()))
        }
    }

    /// The commands by name: one table for dispatch and for suggestions.
    private static let commands: [(name: String, handler: @Sendable ([String]) -> Int32)] = [
        ("run", runScenarios), ("check", check), ("explain", explain), ("render", render), ("matrix", matrix),
        ("demo", demo), ("list", list), ("bench", bench), ("import", importLog),
    ]

    static let importUsage = "USAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"

    /// A pasted log to a logged replay scenario on standard output; what was inferred, and
    /// why, on standard error.
    private static func importLog(_ arguments: [String]) -> Int32 {
        var file: String?
        var device: Device?
        var technique = "bottom-constant"
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(importUsage + """


                    Reads keyboard notifications printed by a device (NSConcreteNotification …, NSLog of the
                    userInfo, Swift's [AnyHashable(…): …] and Notification(name: …) descriptions) or by
                    kbsim run (text or --format json), and writes a scenario that posts them again in order.
                    LOG is a file, or - (or nothing) for standard input. Unrelated lines are skipped; a line
                    that cannot be read stops the import with its number and text.
                    Exit status: 0 written, 64 usage error, 65 nothing to import or unreadable text, 66 LOG
                    cannot be read.
                    """)
                return Exit.ok
            case "--device", "--technique":
                guard let value = optionValue(arguments, at: index, for: "import", usage: importUsage) else { return Exit.usage }
                if argument == "--device" {
                    guard let found = lookUpDevice(value, for: "import") else { return Exit.usage }
                    device = found
                } else {
                    guard TechniqueCatalogue.names.contains(value) else {
                        printError("kbsim import: unknown technique '\(value)'\(suggestion(for: value, among: TechniqueCatalogue.names))")
                        return Exit.usage
                    }
                    technique = value
                }
                index += 2
            default:
                guard file == nil, argument == "-" || !argument.hasPrefix("-") else {
                    printError("kbsim import: unexpected argument '\(argument)'\n\(importUsage)")
                    return Exit.usage
                }
                file = argument
                index += 1
            }
        }
        let name = file ?? "-"
        let text: String
        if name == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: name) else {
                printError("kbsim import: cannot read \(name)")
                return Exit.cannotRead
            }
            text = String(decoding: data, as: UTF8.self)
        }
        do {
            let log = try LogImporter.parse(text, file: name == "-" ? "<stdin>" : name, device: device)
            print(log.scenarioJSON(technique: technique), terminator: "")
            let lines = log.posts.map(\.line)
            printError("kbsim import: \(log.posts.count) keyboard notification\(log.posts.count == 1 ? "" : "s") from lines \(lines.first ?? 0)–\(lines.last ?? 0) of \(log.linesRead); other lines skipped")
            for finding in log.findings { printError("kbsim import: \(finding)") }
            return Exit.ok
        } catch {
            printError(error.description)
            return Exit.invalidData
        }
    }

    static let demoUsage = "USAGE: kbsim demo [--device NAME] [--ios VERSION]"

    private static func demo(_ arguments: [String]) -> Int32 {
        var device = Device.iPhoneSE3
        var profile = BehaviorProfile.iOS17
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(demoUsage + "\n\nDevices: \(Device.catalogue.map(\.id).joined(separator: ", "))\niOS versions: \(BehaviorProfile.all.map { String($0.majorVersion) }.joined(separator: ", "))")
                return Exit.ok
            case "--device", "--ios":
                guard let value = optionValue(arguments, at: index, for: "demo", usage: demoUsage) else { return Exit.usage }
                if argument == "--device" {
                    guard let found = lookUpDevice(value, for: "demo") else { return Exit.usage }
                    device = found
                } else {
                    guard let found = lookUpProfile(value, for: "demo") else { return Exit.usage }
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

    static let runUsage = "USAGE: kbsim run FILE… [--format text|json] [--fps 60|120]"

    private static func runScenarios(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var json = false
        var fps: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(runUsage + "\n\nExit status: 0 every expectation holds, 1 one fails, 64 usage error, 65 invalid scenario data.")
                return Exit.ok
            case "--format", "--fps":
                guard let value = optionValue(arguments, at: index, for: "run", usage: runUsage) else { return Exit.usage }
                if argument == "--format" {
                    guard value == "text" || value == "json" else {
                        printError("kbsim run: --format must be text or json, not '\(value)'")
                        return Exit.usage
                    }
                    json = value == "json"
                } else {
                    guard let rate = framesPerSecond(value, for: "run") else { return Exit.usage }
                    fps = rate
                }
                index += 2
                continue
            default:
                if argument.hasPrefix("-") {
                    printError("kbsim run: unknown option '\(argument)'\(suggestion(for: argument, among: ["--format", "--fps", "--help"]))\n\(runUsage)")
                    return Exit.usage
                }
                files.append(argument)
            }
            index += 1
        }
        guard !files.isEmpty else {
            printError("kbsim run: no scenario file given\n\(runUsage)")
            return Exit.usage
        }
        guard let scenarios = loadScenarios(files) else { return Exit.invalidData }
        var allPassed = true
        for scenario in scenarios {
            let result = ScenarioRunner.run(scenario, framesPerSecond: fps)
            print(json ? TraceReport.jsonLines(result) : TraceReport.text(result), terminator: "")
            allPassed = allPassed && result.passed
        }
        return allPassed ? Exit.ok : Exit.failed
    }

    /// Every file read and validated before anything runs; nil (the error printed) when one
    /// is invalid.
    private static func loadScenarios(_ files: [String]) -> [Scenario]? {
        var scenarios: [Scenario] = []
        for file in files {
            do {
                scenarios.append(try Scenario.load(path: file))
            } catch {
                printError(error.description)
                return nil
            }
        }
        return scenarios
    }

    /// The value of `--fps`: 60 or 120, else a usage error printed for `command`.
    private static func framesPerSecond(_ value: String, for command: String) -> Int? {
        guard value == "60" || value == "120" else {
            printError("kbsim \(command): --fps must be 60 or 120, not '\(value)'")
            return nil
        }
        return Int(value)
    }

    static let renderUsage = "USAGE: kbsim render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]"

    /// Pictures of a replay: the self-contained HTML player, or the timeline as SVG; two files
    /// share one timeline (a correct and a buggy technique side by side).
    private static func render(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var html: String?, svg: String?
        var fps: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(renderUsage + "\n\n--html writes one self-contained page (open page.html#t=0.6 to start at 0.6 s); --svg the timeline alone.\nExit status: 0 written, 64 usage error, 65 invalid scenario data, 73 the output cannot be written.")
                return Exit.ok
            case "--html", "--svg", "--fps":
                guard let value = optionValue(arguments, at: index, for: "render", usage: renderUsage) else { return Exit.usage }
                switch argument {
                case "--html": html = value
                case "--svg": svg = value
                default:
                    guard let rate = framesPerSecond(value, for: "render") else { return Exit.usage }
                    fps = rate
                }
                index += 2
                continue
            default:
                if argument.hasPrefix("-") {
                    printError("kbsim render: unknown option '\(argument)'\(suggestion(for: argument, among: ["--html", "--svg", "--fps", "--help"]))\n\(renderUsage)")
                    return Exit.usage
                }
                files.append(argument)
            }
            index += 1
        }
        guard (1...2).contains(files.count) else {
            printError("kbsim render: expected one or two scenario files, got \(files.count)\n\(renderUsage)")
            return Exit.usage
        }
        guard html != nil || svg != nil else {
            printError("kbsim render: say where to write: --html OUT.html or --svg OUT.svg\n\(renderUsage)")
            return Exit.usage
        }
        guard let scenarios = loadScenarios(files) else { return Exit.invalidData }
        let results = scenarios.map { ScenarioRunner.run($0, framesPerSecond: fps) }
        for (path, text) in [(html, html.map { _ in HTMLReport.html(results) }), (svg, svg.map { _ in TimelinePlot.svg(results) })] {
            guard let path, let text else { continue }
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                printError("kbsim render: cannot write \(path): \(error.localizedDescription)")
                return Exit.cannotWrite
            }
            print("wrote \(path) (\(text.utf8.count / 1024) KiB)")
        }
        return Exit.ok
    }

    private static func explain(_ arguments: [String]) -> Int32 {
        let usage = "USAGE: kbsim explain FILE"
        guard arguments.count == 1, let file = arguments.first else {
            printError(usage)
            return Exit.usage
        }
        if file == "--help" || file == "-h" {
            print(usage)
            return Exit.ok
        }
        do {
            let result = ScenarioRunner.run(try Scenario.load(path: file))
            print(Explanation.text(result), terminator: "")
            return result.passed ? Exit.ok : Exit.failed
        } catch {
            printError(error.description)
            return Exit.invalidData
        }
    }

    static let matrixUsage = """
        USAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--device NAME]
               kbsim matrix FILE.json… [--bugs]
        """

    private static func matrix(_ arguments: [String]) -> Int32 {
        if let first = arguments.first, first.hasSuffix(".json") { return replayMatrix(arguments) }
        var technique: String?
        var bug: String?
        var profile = BehaviorProfile.iOS17
        var devices = Device.catalogue
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(matrixUsage + "\n\nTechniques: \(TechniqueCatalogue.names.joined(separator: ", ")) (kbsim list techniques shows their bugs)")
                return Exit.ok
            case "--bug", "--ios", "--device":
                guard let value = optionValue(arguments, at: index, for: "matrix", usage: matrixUsage) else { return Exit.usage }
                switch argument {
                case "--bug":
                    bug = value
                case "--ios":
                    guard let found = lookUpProfile(value, for: "matrix") else { return Exit.usage }
                    profile = found
                default:
                    guard let found = lookUpDevice(value, for: "matrix") else { return Exit.usage }
                    devices = [found]
                }
                index += 2
                continue
            default:
                guard !argument.hasPrefix("-"), technique == nil else {
                    printError("kbsim matrix: unexpected argument '\(argument)'\n\(matrixUsage)")
                    return Exit.usage
                }
                technique = argument
            }
            index += 1
        }
        guard let technique else {
            printError("kbsim matrix: which technique?\n\(matrixUsage)\nTechniques: \(TechniqueCatalogue.names.joined(separator: ", "))")
            return Exit.usage
        }
        guard let entry = TechniqueCatalogue.entries.first(where: { $0.name == technique }) else {
            printError("kbsim matrix: unknown technique '\(technique)'\(suggestion(for: technique, among: TechniqueCatalogue.names))")
            return Exit.usage
        }
        if let bug, !entry.bugs.contains(where: { $0.name == bug }) {
            let known = entry.bugs.map(\.name)
            printError("kbsim matrix: \(technique) has no bug '\(bug)'\(known.isEmpty ? " (it has none)" : suggestion(for: bug, among: known) + "; its bugs: " + known.joined(separator: ", "))")
            return Exit.usage
        }
        let result = TechniqueMatrix.run(TechniqueConfiguration(name: technique, bug: bug), profile: profile, devices: devices)
        print(TechniqueMatrix.text(result), terminator: "")
        return result.passed ? Exit.ok : Exit.failed
    }

    /// Scenario files (logged replays) × every technique: which technique survives which
    /// sequence.
    private static func replayMatrix(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var bugs = false
        for argument in arguments {
            switch argument {
            case "--bugs": bugs = true
            case _ where argument.hasSuffix(".json"): files.append(argument)
            default:
                printError("kbsim matrix: unexpected argument '\(argument)' with scenario files (they fix the device and iOS version)\n\(matrixUsage)")
                return Exit.usage
            }
        }
        guard let scenarios = loadScenarios(files) else { return Exit.invalidData }
        let result = TechniqueMatrix.run(scenarios, techniques: TechniqueMatrix.rows(includingBugs: bugs))
        print(TechniqueMatrix.text(result), terminator: "")
        return result.passed ? Exit.ok : Exit.failed
    }

    private static func check(_ arguments: [String]) -> Int32 {
        guard !arguments.isEmpty, arguments.first != "--help", arguments.first != "-h" else {
            let text = "USAGE: kbsim check PATH…   (files, or folders searched for *.json)"
            if arguments.isEmpty { printError(text); return Exit.usage }
            print(text)
            return Exit.ok
        }
        var files: [String] = []
        for path in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                printError("kbsim check: no such file or folder: \(path)")
                return Exit.usage
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { "\(path)/\($0)" }
            } else {
                files.append(path)
            }
        }
        var passed = 0, failed = 0, invalid = 0
        for file in files {
            do {
                let scenario = try Scenario.load(path: file)
                let result = ScenarioRunner.run(scenario)
                if result.passed {
                    passed += 1
                    print("PASS \(file) — \(scenario.title)")
                } else {
                    failed += 1
                    let failing = result.verdicts.filter { !$0.passed }.map { "\($0.check) = \($0.value)" }.joined(separator: ", ")
                    print("FAIL \(file) — \(failing)")
                }
            } catch {
                invalid += 1
                print("INVALID \(error.description)")
            }
        }
        print("\(passed) passed, \(failed + invalid) failed")
        return invalid > 0 ? Exit.invalidData : (failed > 0 ? Exit.failed : Exit.ok)
    }

    private static func list(_ arguments: [String]) -> Int32 {
        let topics = ["devices", "behaviours", "techniques", "screens", "scenarios"]
        guard arguments.count == 1, let topic = arguments.first else {
            printError("USAGE: kbsim list devices|behaviours|techniques|screens|scenarios")
            return Exit.usage
        }
        switch topic {
        case "--help", "-h":
            print("USAGE: kbsim list devices|behaviours|techniques|screens|scenarios")
        case "devices":
            print(CatalogueTables.devices(), terminator: "")
        case "behaviours", "behaviors":
            print(CatalogueTables.behaviours(), terminator: "")
        case "techniques":
            for entry in TechniqueCatalogue.entries {
                print("\(entry.name) (screen \(entry.screen)): \(entry.summary)")
                for bug in entry.bugs { print("  bug \(bug.name): \(bug.summary)") }
            }
        case "screens":
            for entry in ScreenCatalogue.entries { print("\(entry.id): \(entry.summary)") }
        case "scenarios":
            let folder = "Scenarios"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            guard !names.isEmpty else {
                printError("kbsim list scenarios: no scenarios in ./\(folder) (run it from the repository's root)")
                return Exit.usage
            }
            for name in names {
                let path = "\(folder)/\(name)"
                if let scenario = try? Scenario.load(path: path) { print("\(path): \(scenario.title)") } else { print("\(path): (invalid — kbsim run shows why)") }
            }
        default:
            printError("kbsim list: unknown topic '\(topic)'\(suggestion(for: topic, among: topics))")
            return Exit.usage
        }
        return Exit.ok
    }

    static let benchUsage = """
        USAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick]
               kbsim bench replay [--quick] [--no-cold] [--scenario FILE]
        """

    private static func bench(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "solver":
            return benchSolver(arguments)
        case "replay":
            return benchReplay(Array(arguments.dropFirst()))
        case "--help", "-h":
            print(benchUsage)
            return Exit.ok
        default:
            printError("kbsim bench: expected a benchmark name ('solver' or 'replay')\n\(benchUsage)")
            return Exit.usage
        }
    }

    private static func benchReplay(_ arguments: [String]) -> Int32 {
        var options = ReplayBenchmark.Options()
        options.executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--help", "-h":
                print(benchUsage)
                return Exit.ok
            case "--quick":
                options.simulatedSeconds = 20
                options.repetitions = 3
                options.coldRuns = 5
            case "--no-cold":
                options.executable = nil
            case "--scenario":
                guard let file = optionValue(arguments, at: index, for: "bench replay", what: "a scenario file", usage: benchUsage) else {
                    return Exit.usage
                }
                options.coldScenario = file
                index += 1
            default:
                printError("kbsim bench replay: unexpected argument '\(arguments[index])'\n\(benchUsage)")
                return Exit.usage
            }
            index += 1
        }
        if options.executable != nil, !FileManager.default.fileExists(atPath: options.coldScenario) {
            printError("kbsim bench replay: no scenario at \(options.coldScenario) (run from the repository's root, or pass --scenario FILE or --no-cold)")
            return Exit.usage
        }
        return printBenchmarkReport("replay") { try ReplayBenchmark.run(options) }
    }

    private static func benchSolver(_ arguments: [String]) -> Int32 {
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
                guard let path = optionValue(arguments, at: index, for: "bench solver", what: "the path of kiwi_anchor.py", usage: benchUsage) else {
                    return Exit.usage
                }
                guard FileManager.default.fileExists(atPath: path) else {
                    printError("kbsim bench solver: no anchor script at \(path)")
                    return Exit.usage
                }
                options.anchorPath = path
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
        return printBenchmarkReport("solver") { try SolverBenchmark.run(options) { printError($0) } }
    }

    /// Prints a benchmark's report; exit 1 when one of its checks is WRONG or BAD, or when the
    /// benchmark could not run.
    private static func printBenchmarkReport(_ name: String, _ run: () throws -> BenchmarkReport) -> Int32 {
        do {
            let report = try run()
            print(report.text, terminator: "")
            return report.passed ? Exit.ok : Exit.failed
        } catch {
            printError("kbsim bench \(name): \(error)")
            return Exit.failed
        }
    }

    /// The value after the option at `index`, or nil after saying the option needs one.
    private static func optionValue(_ arguments: [String], at index: Int, for command: String, what: String = "a value",
                                    usage: String) -> String? {
        guard index + 1 < arguments.count else {
            printError("kbsim \(command): \(arguments[index]) needs \(what)\n\(usage)")
            return nil
        }
        return arguments[index + 1]
    }

    /// The catalogue device a `--device` value names, or nil after saying what was expected.
    private static func lookUpDevice(_ value: String, for command: String) -> Device? {
        if let found = Device.named(value) { return found }
        printError("kbsim \(command): unknown device '\(value)'\(suggestion(for: value, among: Device.catalogue.map(\.id)))")
        return nil
    }

    /// The behaviour profile an `--ios` value names, or nil after saying what was expected.
    private static func lookUpProfile(_ value: String, for command: String) -> BehaviorProfile? {
        if let found = BehaviorProfile.named(value) { return found }
        printError("kbsim \(command): unknown iOS version '\(value)'; expected one of \(BehaviorProfile.all.map { String($0.majorVersion) }.joined(separator: ", "))")
        return nil
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func suggestion(for word: String, among candidates: [String]) -> String {
        didYouMean(word, among: candidates)
    }
}
