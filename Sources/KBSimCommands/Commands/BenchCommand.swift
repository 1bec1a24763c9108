import Foundation
import KeyboardSim
import KeyboardSimBenchmarks

/// `kbsim bench solver|replay|matrix|json|bus|scale`: a benchmark's report; exit 1 when one of its checks is WRONG
/// or BAD, or when it cannot run. The first argument names the benchmark.
package enum BenchCommand: Command {
    package static var forms: [CommandSignature] {
        [Solver.signature, Replay.signature, Matrix.signature, Json.signature, Bus.signature, Scale.signature]
    }

    package static func main(_ arguments: [String], console: Console) -> ExitCode {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "solver":
            return Solver.main(rest, console: console, command: Self.self)
        case "replay":
            return Replay.main(rest, console: console, command: Self.self)
        case "matrix":
            return Matrix.main(rest, console: console, command: Self.self)
        case "json":
            return Json.main(rest, console: console, command: Self.self)
        case "bus":
            return Bus.main(rest, console: console, command: Self.self)
        case "scale":
            return Scale.main(rest, console: console, command: Self.self)
        case "--help", "-h":
            console.print(help)
            return .ok
        default:
            console.printError("kbsim bench: expected a benchmark name ('solver', 'replay', 'matrix', 'json', 'bus' or 'scale')\n\(usage)")
            return .usage
        }
    }

    /// Prints the report; a benchmark that cannot run fails with its error.
    static func report(_ name: String, _ console: Console, _ run: () throws -> BenchmarkReport) throws(CommandFailure) -> ExitCode {
        let report: BenchmarkReport
        do {
            report = try run()
        } catch {
            throw CommandFailure(.failure, "kbsim bench \(name): \(error)")
        }
        console.output(report.text)
        return report.passed ? .ok : .failure
    }

    /// `kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]`: workloads
    /// A, A2, B and G and the order workloads (`SolverOrderBenchmark`) on our solver, the same workloads on kiwi (`Benchmarks/kiwi_workloads.py`,
    /// `Benchmarks/kiwi_grid.py`) when python3 and kiwisolver can run them, and G through the
    /// UIKit layer beside the bare solver.
    package struct Solver: CommandForm {
        static let anchor = Option<String>(
            "--anchor", valueName: "PATH", needs: "the path of a script that runs workloads A, A2 and B on kiwi")
        static let noAnchor = Flag("--no-anchor")
        static let quick = Flag("--quick")
        static let ordersOnly = Flag("--orders-only")
        static let memoryOf = Option<String>("--memory-of", valueName: "WORKLOAD:N", needs: "a workload and a size (A2:1000)") {
            (text: String) throws(InvalidValue) -> String in
            if case .failure(let error) = SolverBenchmark.memoryWorkload(text) { throw InvalidValue("--memory-of: \(error)") }
            return text
        }
        /// Workloads A, A2 and B on kiwi, in the repository (kbsim run from the repository's
        /// root finds it; `--anchor` names another script that writes the same JSON).
        static let defaultAnchor = "Benchmarks/kiwi_workloads.py"
        /// Workload G on kiwi, in the repository.
        static let gridAnchor = "Benchmarks/kiwi_grid.py"
        /// Every workload's peak memory on kiwi, in the repository.
        static let memoryAnchor = "Benchmarks/kiwi_memory.py"
        /// The order workloads on kiwi, in the repository.
        static let ordersAnchor = "Benchmarks/kiwi_orders.py"

        package static let signature = CommandSignature(
            "bench solver",
            abstract: """
                Workloads A (a chain of views), A2 (independent views), B (the keyboard
                over a chain) and G (a grid screen) on our solver, and on kiwi (python3 +
                kiwisolver, Benchmarks/kiwi_workloads.py) in the same run, side by side;
                then G through the UIKit layer beside the bare solver (target ≤ 1.5×), and
                each workload's peak memory beside kiwi's (target ≤ 2×), each measured in
                a fresh process: --memory-of WORKLOAD:N measures one in this process and
                prints its constraints and kilobytes. Then four systems (a grid hung from
                the bottom, a chain, independent views, a form with priorities) added
                top-down, bottom-up, interleaved and shuffled, beside kiwi on the same
                constraint lists (Benchmarks/kiwi_orders.py), the two timed in alternating
                rounds; --orders-only runs these alone.
                """,
            [
                .alternatives([anchor.declaration, noAnchor.declaration], required: false), .option(quick.declaration),
                .option(ordersOnly.declaration), .option(memoryOf.declaration),
            ])

        package var options = SolverBenchmark.Options()
        /// `--memory-of`: the one workload to measure, in this process.
        var memoryOf: (workload: String, n: Int)?

        package init(_ arguments: ParsedArguments) {
            switch arguments.lastGiven(among: [Self.anchor.declaration.name, Self.noAnchor.declaration.name]) {
            case Self.anchor.declaration.name?: options.anchorPath = arguments[Self.anchor]
            case Self.noAnchor.declaration.name?: options.anchorPath = nil
            default: options.anchorPath = FileManager.default.fileExists(atPath: Self.defaultAnchor) ? Self.defaultAnchor : nil
            }
            // Workload G's kiwi twin ships with the repository; it runs whenever the anchor does.
            options.gridAnchorPath = options.anchorPath == nil ? nil : Self.gridAnchor
            options.memoryAnchorPath = options.anchorPath == nil ? nil : Self.memoryAnchor
            options.orders?.anchorPath = options.anchorPath == nil ? nil : Self.ordersAnchor
            options.ordersOnly = arguments.contains(Self.ordersOnly)
            if arguments.contains(Self.quick) {
                options.sizesA = [100, 1000]
                options.sizesA2 = [100, 1000]
                options.sizesB = [100]
                options.frames = 250
                options.runs = [100: 3, 1000: 1]
                options.anchorSizesA = [100]
                options.grid = (20, 10)
                options.gridRuns = 1
                options.layerRows = [20]
                options.layerRuns = 1
                options.holdsLayerToTarget = false
                options.memoryWorkloads = SolverBenchmark.quickMemoryWorkloads
                options.orders?.sizes = [33, 100]
                options.orders?.runs = [33: 3, 100: 3]
            }
            if let text = arguments[Self.memoryOf], case .success(let workload) = SolverBenchmark.memoryWorkload(text) {
                memoryOf = workload
            }
            // Each workload's memory in a fresh kbsim of its own.
            let quick = arguments.contains(Self.quick)
            options.memoryProbe = { workload, n in Self.measureInChild(workload: workload, n: n, quick: quick) }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            if let memoryOf {
                do {
                    // Once small first, so that neither the code paged in on first use nor the
                    // runtime's first-use structures count as the workload's memory.
                    _ = try SolverBenchmark.peakMemory(workload: memoryOf.workload, n: memoryOf.workload == "G" ? 20 : 10, frames: 10)
                    let result = try SolverBenchmark.peakMemory(workload: memoryOf.workload, n: memoryOf.n, frames: options.frames)
                    console.output("\(result.constraints) \(result.kilobytes.map(String.init) ?? "unknown")\n")
                    return .ok
                } catch {
                    throw CommandFailure(.failure, "kbsim bench solver --memory-of: \(error)")
                }
            }
            if let anchor = options.anchorPath { _ = try readInput(anchor, command: "bench solver") }
            return try BenchCommand.report("solver", console) { try SolverBenchmark.run(options) { console.printError($0) } }
        }

        /// Runs `kbsim bench solver --memory-of WORKLOAD:N` (this executable) and reads its line:
        /// the workload's constraints and peak kilobytes; nil when it cannot run.
        nonisolated static func measureInChild(workload: String, n: Int, quick: Bool) -> (constraints: Int, kilobytes: Int?)? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["bench", "solver", "--no-anchor", "--memory-of", "\(workload):\(n)"] + (quick ? ["--quick"] : [])
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let fields = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard process.terminationStatus == 0, fields.count == 2, let constraints = Int(fields[0]) else { return nil }
            return (constraints, Int(fields[1]))
        }
    }

    /// `kbsim bench replay [--quick] [--no-cold] [--scenario FILE]`: a 200-view screen replayed
    /// against real time, and the cold run time of `kbsim run`.
    package struct Replay: CommandForm {
        static let quick = Flag("--quick")
        static let noCold = Flag("--no-cold")
        static let scenario = Option<String>("--scenario", valueName: "FILE", needs: "a scenario file")

        package static let signature = CommandSignature(
            "bench replay",
            abstract: """
                A 200-view screen replayed at 120 Hz, and a dense logged replay (a
                post every 5 ms), against real time (target ≥ 1,000× each), and the
                cold run time of kbsim run (target < 100 ms). Build with -c release
                for meaningful figures.
                """, [.option(quick.declaration), .option(noCold.declaration), .option(scenario.declaration)])

        package var options = ReplayBenchmark.Options()

        package init(_ arguments: ParsedArguments) throws(UsageError) {
            if arguments.contains(Self.quick) {
                options.simulatedSeconds = 20
                options.repetitions = 3
                options.coldRuns = 5
                options.densePosts = 2_000
            }
            options.executable = arguments.contains(Self.noCold) ? nil : Bundle.main.executablePath ?? CommandLine.arguments.first
            if let file = arguments[Self.scenario] { options.coldScenario = file }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            if options.executable != nil, !FileManager.default.fileExists(atPath: options.coldScenario) {
                throw CommandFailure(
                    .cannotRead,
                    "kbsim bench replay: no scenario at \(options.coldScenario) (run from the repository's root, or pass --scenario FILE or --no-cold)"
                )
            }
            if options.executable != nil { _ = try readInput(options.coldScenario, command: "bench replay") }
            return try BenchCommand.report("replay", console) { try ReplayBenchmark.run(options) }
        }
    }

    /// `kbsim bench matrix [--quick]`: a built-in technique's 102 cells and a controller's,
    /// each whole matrix timed, cell after cell on the main actor.
    package struct Matrix: CommandForm {
        static let quick = Flag("--quick")

        package static let signature = CommandSignature(
            "bench matrix",
            abstract: """
                The 102 cells of bottom-constant's matrix, and of a controller written
                as an app's (through ControllerUnderTest), cell after cell on the main
                actor; target: a whole matrix under 100 ms (release), 500 ms (debug).
                """, [.option(quick.declaration)])

        package var options = MatrixBenchmark.Options()

        package init(_ arguments: ParsedArguments) {
            if arguments.contains(Self.quick) { options.repetitions = 1 }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            try BenchCommand.report("matrix", console) { MatrixBenchmark.run(options) }
        }
    }

    /// `kbsim bench bus [--quick]`: a keyboard notification posted to three selector observers
    /// through `NotificationBus` (alone, and in a simulation) and through a raw Foundation
    /// center, and their ratios.
    package struct Bus: CommandForm {
        static let quick = Flag("--quick")

        package static let signature = CommandSignature(
            "bench bus",
            abstract: """
                A willShow with its full userInfo posted to three selector observers
                through NotificationBus (alone, and in a simulation) and through a raw
                Foundation center; goals (release): the bus at most 1.25×, the post
                recorded in a simulation at most 3× Foundation; memory per post.
                """, [.option(quick.declaration)])

        package var options = BusBenchmark.Options()

        package init(_ arguments: ParsedArguments) {
            if arguments.contains(Self.quick) {
                options.postsPerRound = 2_000
                options.rounds = 3
            }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            try BenchCommand.report("bus", console) { BusBenchmark.run(options) }
        }
    }

    /// `kbsim bench scale [--quick]`: issue 46's scale cases, each at two sizes side by side.
    package struct Scale: CommandForm {
        static let quick = Flag("--quick")

        package static let signature = CommandSignature(
            "bench scale",
            abstract: """
                10,000 observers added and removed one by one beside 1,000; a chain
                of 1,000 views built and rotated beside 100; a 3-hour session at
                120 fps and the memory its recording keeps (display frames stop at
                the bound); growth linear in the size, the results right.
                """, [.option(quick.declaration)])

        package var options = ScaleBenchmark.Options()

        package init(_ arguments: ParsedArguments) {
            if arguments.contains(Self.quick) {
                options.observers = (100, 1_000)
                options.chainDepths = (50, 500)
                options.sessionSeconds = 600
            }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            try BenchCommand.report("scale", console) { ScaleBenchmark.run(options) }
        }
    }
}
