import Testing
import KeyboardSim
import KeyboardSimBenchmarks
@testable import KBSimCommands

@MainActor @Suite("BenchCommand")
struct BenchCommandTests {
    private let usage =
        "USAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"

    @Test("a benchmark's name first; help for bench and each benchmark is the usage of both")
    func names() {
        for arguments in [["bench"], ["bench", "solve"], ["bench", "--quick"]] {
            let result = Captured(arguments)
            #expect(result.status == .usage)
            #expect(
                result.stderr
                    == "kbsim bench: expected a benchmark name ('solver', 'replay', 'matrix', 'json', 'bus' or 'scale')\n\(usage)\n")
        }
        for arguments in [
            ["bench", "--help"], ["bench", "solver", "--help"], ["bench", "replay", "--quick", "-h"], ["bench", "bus", "--help"],
        ] {
            let result = Captured(arguments)
            #expect(result.status == .ok)
            #expect(result.stdout == usage + "\n\n" + BenchCommand.overview + "\n\n" + ExitCode.table + "\n")
        }
    }

    @Test(
        "usage errors",
        arguments: [
            (
                ["bench", "solver", "--anchor"],
                "kbsim bench solver: --anchor needs the path of a script that runs workloads A, A2 and B on kiwi\nUSAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"
            ),
            (
                ["bench", "solver", "--fast"],
                "kbsim bench solver: unexpected argument '--fast'\nUSAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"
            ),
            (
                ["bench", "bus", "--rounds"],
                "kbsim bench bus: unexpected argument '--rounds'\nUSAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"
            ),
            (
                ["bench", "replay", "--scenario"],
                "kbsim bench replay: --scenario needs a scenario file\nUSAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == message + "\n")
    }

    @Test(
        "an anchor or a scenario that cannot be read: 66, before anything runs",
        arguments: [
            (
                ["bench", "solver", "--anchor", "/no/such/kiwi_anchor.py"],
                "kbsim bench solver: cannot read /no/such/kiwi_anchor.py: no such file"
            ),
            (
                ["bench", "replay", "--scenario", "/no/such.json"],
                "kbsim bench replay: no scenario at /no/such.json (run from the repository's root, or pass --scenario FILE or --no-cold)"
            ),
        ])
    func cannotRead(arguments: [String], message: String) {
        let result = Captured(arguments)
        #expect(result.status == .cannotRead)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("--anchor and --no-anchor: the last one counts; --quick shrinks the workloads")
    func solver() throws {
        let anchor = scenario("bottom-constant.json")
        let scan = { (arguments: [String]) throws -> BenchCommand.Solver in
            BenchCommand.Solver(try #require(try ArgumentScanner.scan(arguments, BenchCommand.Solver.signature).arguments))
        }
        #expect(try scan(["--anchor", anchor, "--no-anchor"]).options.anchorPath == nil)
        #expect(try scan(["--no-anchor", "--anchor", anchor]).options.anchorPath == anchor)
        #expect(try scan(["--quick", "--no-anchor"]).options.sizesB == [100])
        #expect(try scan(["--no-anchor"]).options.sizesB == [33, 100, 1000])
        #expect(try scan(["--no-anchor"]).options.gridAnchorPath == nil)
        #expect(try scan(["--quick", "--no-anchor"]).options.grid?.rows == 20)
    }

    @Test("kiwi's twin of workloads A, A2 and B ships in the repository and is the default anchor; nothing names a file outside it")
    func defaultAnchor() throws {
        #expect(BenchCommand.Solver.defaultAnchor == "Benchmarks/kiwi_workloads.py")
        let script = repository.appendingPathComponent(BenchCommand.Solver.defaultAnchor)
        let text = try String(contentsOf: script, encoding: .utf8)
        for part in [
            "def chain(", "def independent(", "def workload_b(", "add_total_ms_median", "total_us_per_frame_median", "sys.exit(69)",
        ] {
            #expect(text.contains(part), "the script has \(part)")
        }
        var options = SolverBenchmark.Options()
        options.sizesA = [33]
        options.sizesA2 = [33]
        options.sizesB = [33]
        options.frames = 10
        options.runs = [33: 1]
        options.grid = nil
        options.layerRows = []
        options.memoryWorkloads = []
        let report = try SolverBenchmark.run(options)
        #expect(!report.text.contains("shared/"), "\(report.text.prefix(300))")
        #expect(report.text.hasPrefix("Solver benchmark (workloads A, A2, B and G; kiwi's figures from Benchmarks/kiwi_workloads.py"))
    }

    @Test(
        "--memory-of WORKLOAD:N measures one workload here and prints its constraints and kilobytes; a name that is no workload is refused")
    func memoryOf() throws {
        let result = Captured(["bench", "solver", "--no-anchor", "--quick", "--memory-of", "A2:100"])
        #expect(result.status == .ok)
        let fields = result.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(fields.count == 2 && fields.first == "300", "300 constraints, then the kilobytes: \(result.stdout)")
        for bad in ["X:1", "A2", "A2:0", "G:25", "A:x", "B:10001", "G:2010"] {
            let refused = Captured(["bench", "solver", "--memory-of", bad])
            #expect(refused.status == .usage)
            #expect(refused.stderr.contains("--memory-of: expected WORKLOAD:N with a workload A, A2, B or G"), "\(refused.stderr)")
        }
        let grid = try SolverBenchmark.memoryWorkload("G:200").get()
        #expect(grid.workload == "G" && grid.n == 200)
    }

    @Test("the memory table: each workload's figure from the probe, none measured here when the probe fails, no ratio check without kiwi")
    func memoryTable() throws {
        var options = SolverBenchmark.Options()
        options.memoryWorkloads = [("A", 100), ("A", 1000), ("B", 100)]
        options.frames = 10
        options.memoryProbe = { workload, n in workload == "B" ? nil : (constraints: 3 * n + 1, kilobytes: n) }
        let report = try SolverBenchmark.memoryReport(options) { _ in }
        #expect(report.text.contains("kiwi: not run"))
        #expect(report.text.contains("1000 KB"), "the probe's kilobytes are what the table prints")
        #expect(report.text.contains("unknown (its process failed)"), "a failed fresh process gives no figure")
        #expect(
            report.checks == [BenchmarkCheck("memory B:100", .wrong), BenchmarkCheck("memory linearity A", .ok)],
            "no ratio without kiwi; the failed row WRONG; 1 KB per view at both sizes is linear")
    }

    @Test("--no-cold skips the cold runs and their scenario")
    func replay() throws {
        let parsed = try #require(
            try ArgumentScanner.scan(["--no-cold", "--scenario", "/no/such.json", "--quick"], BenchCommand.Replay.signature).arguments)
        let command = try BenchCommand.Replay(parsed)
        #expect(command.options.executable == nil)
        #expect(command.options.coldScenario == "/no/such.json")
        #expect(command.options.repetitions == 3)
    }

    @Test("the report printed as it is; exit 1 when a check is WRONG or BAD, or the benchmark cannot run")
    func report() throws {
        final class Buffers { var out = "", err = "" }
        let buffers = Buffers()
        let console = Console(output: { buffers.out += $0 }, error: { buffers.err += $0 }, input: { "" })
        let ok = BenchmarkReport(text: "all ok\n", checks: [BenchmarkCheck("A chain N=100", .ok)])
        #expect(try BenchCommand.report("solver", console) { ok } == .ok)
        #expect(buffers.out == "all ok\n")
        for status in [BenchmarkCheck.Status.wrong, .bad] {
            let failing = BenchmarkReport(text: "", checks: [BenchmarkCheck("A chain N=100", .ok), BenchmarkCheck("replay speed", status)])
            #expect(try BenchCommand.report("replay", console) { failing } == .failure)
        }
        struct Broken: Error, CustomStringConvertible { var description: String { "python3 missing" } }
        #expect(throws: CommandFailure(.failure, "kbsim bench replay: python3 missing")) {
            try BenchCommand.report("replay", console) { throw Broken() }
        }
    }

    @Test("bench json --quick: both readers side by side, the steps read and replayed, no 10 MB target to judge")
    func json() throws {
        let parsed = try #require(try ArgumentScanner.scan(["--quick"], BenchCommand.Json.signature).arguments)
        #expect(BenchCommand.Json(parsed).options.sizes == [100_000])
        #expect(BenchCommand.Json(parsed).options.stepCounts == [100, 1_000])
        let result = Captured(["bench", "json", "--quick"])
        #expect(result.status == .ok)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("0.1 MB ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("  100 steps (") })
        #expect(lines.contains { $0.hasPrefix("  1000 steps (") && $0.contains("the times for 10× the steps") })
    }
}
