import ConstraintSolver
import Foundation
import KeyboardSim

/// Peak memory per workload, KeyboardSim's beside kiwi's (`Benchmarks/kiwi_memory.py`, which
/// measures kiwi the same way): how much the process's resident set grows, at its peak, while
/// one solver is made, given every constraint, solved and — for the keyboard workloads —
/// driven through its frames. The constraints are built before on both sides; `kbsim bench
/// solver` measures each workload in a fresh process (`--memory-of`), after the same workload
/// at ten views, so that no workload reuses memory another freed and code paged in on first
/// use is not counted; free heap goes back to the system first (`malloc_trim`) and the peak is
/// reset (`/proc/self/clear_refs`).
extension SolverBenchmark {
    /// The workloads and sizes whose memory the bench measures: the sizes of real screens and
    /// the largest of each workload that kiwi runs in seconds.
    package static let memoryWorkloads: [(workload: String, n: Int)] = [
        ("A", 33), ("A", 100), ("A", 1000), ("A2", 33), ("A2", 100), ("A2", 1000), ("A2", 10_000), ("B", 33), ("B", 100),
        ("B", 1000), ("G", 200), ("G", 1000),
    ]

    /// What `--quick` measures.
    package static let quickMemoryWorkloads: [(workload: String, n: Int)] = [("A", 100), ("A2", 1000), ("B", 100), ("G", 200)]

    /// `WORKLOAD:N` (`A:100`, `G:1000`) as a memory workload, or why not. The sizes are bounded
    /// so that a mistyped one finishes in seconds (B at 10,000 views takes about 12 s, G at
    /// 2,000 about 1 s; both grow faster than the views).
    package static func memoryWorkload(_ text: String) -> Result<(workload: String, n: Int), MemoryWorkloadError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, ["A", "A2", "B", "G"].contains(parts[0]), let n = Int(parts[1]), (1...10_000).contains(n) else {
            return .failure(MemoryWorkloadError(text: text))
        }
        if parts[0] == "G" && (n < 20 || n > 2000 || n % 10 != 0) { return .failure(MemoryWorkloadError(text: text)) }
        return .success((String(parts[0]), n))
    }

    /// A `--memory-of` value that names no workload.
    package struct MemoryWorkloadError: Error, CustomStringConvertible {
        package var text: String
        package var description: String {
            "expected WORKLOAD:N with a workload A, A2, B or G and N views from 1 to 10000 (G: a multiple of 10 from 20 to 2000), not '\(text)'"
        }
    }

    /// A workload's number of constraints and the peak growth of the resident set while it
    /// runs, in kilobytes (nil where /proc is not readable).
    package static func peakMemory(workload: String, n: Int, frames: Int) throws -> (constraints: Int, kilobytes: Int?) {
        switch workload {
        case "A", "A2":
            let constraints = workload == "A" ? Chain(n: n).constraints : IndependentViews(n: n).constraints
            let kilobytes = try peakGrowthKilobytes {
                let solver = Solver()
                for constraint in constraints { try solver.add(constraint) }
                solver.updateVariables()
            }
            return (constraints.count, kilobytes)
        case "B":
            let chain = Chain(n: n)
            let kt = Variable("keyboardTop")
            let constraints = chain.constraints + [Constraint(chain.tops[n - 1] + chain.heights[n - 1], .lessThanOrEqual, kt - 20)]
            let k0 = Double(52 * n + 12) + 20 + 150
            let values = (0..<frames).map { keyboardValue($0, k0) }
            let kilobytes = try peakGrowthKilobytes {
                try drive(Solver(), constraints: constraints, keyboardTop: kt, start: k0, through: values)
            }
            return (constraints.count, kilobytes)
        default:
            let grid = Grid(rows: n / 10, columns: 10)
            let k0 = grid.natural + 20 + 150
            let values = (0..<frames).map { keyboardValue($0, k0) }
            let kilobytes = try peakGrowthKilobytes {
                try drive(Solver(), constraints: grid.constraints, keyboardTop: grid.keyboardTop, start: k0, through: values)
            }
            return (grid.constraints.count, kilobytes)
        }
    }

    /// Adds `constraints`, makes the keyboard's top an edit variable at `start`, solves, then
    /// suggests each of `values` and solves again: a keyboard workload's whole life.
    private static func drive(
        _ solver: Solver, constraints: [Constraint], keyboardTop: Variable, start: Double, through values: [Double]
    ) throws {
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(keyboardTop, strength: .create(10, 0, 0))
        try solver.suggestValue(keyboardTop, start)
        solver.updateVariables()
        for value in values {
            try solver.suggestValue(keyboardTop, value)
            solver.updateVariables()
        }
    }

    /// How much the resident set grows, at its peak, while `body` runs, in kilobytes; nil when
    /// /proc cannot say (no peak reset: an earlier peak would be read as this one's).
    static func peakGrowthKilobytes(_ body: () throws -> Void) rethrows -> Int? {
        returnFreeHeapToSystem()
        guard let before = residentKilobytes(), resetPeakResident() else {
            try body()
            return nil
        }
        try body()
        return peakResidentKilobytes().map { max(0, $0 - before) }
    }

    /// glibc's `malloc_trim(0)`, found at run time (Glibc's module map does not declare it).
    private static func returnFreeHeapToSystem() {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    }
}

extension SolverBenchmark {
    /// A peak-memory figure is held to kiwi's within this factor.
    static let memoryRatioTarget = 2.0
    /// Memory is linear when a workload's kilobytes per constraint at its largest size are at
    /// most this factor of those at 100 views.
    static let memoryLinearityTarget = 2.0
    /// Figures under this many kilobytes count as this many: below it a growth is the
    /// allocator's and the pages' granularity more than the solver's.
    static let memoryFloorKilobytes = 64

    /// The peak-memory table: each workload and size on our solver and on kiwi, with the
    /// checks (within `memoryRatioTarget` of kiwi; linear in constraints).
    package static func memoryReport(_ options: Options, log: (String) -> Void) throws -> BenchmarkReport {
        let spelled = options.memoryWorkloads.map { "\($0.workload):\($0.n)" }
        var ours: [String: (constraints: Int, kilobytes: Int?)] = [:]
        for (item, (workload, n)) in zip(spelled, options.memoryWorkloads) {
            log("memory \(item) …")
            if let probe = options.memoryProbe {
                // A fresh process that failed gives no figure, rather than one measured here.
                ours[item] = probe(workload, n)
            } else {
                ours[item] = try peakMemory(workload: workload, n: n, frames: options.frames)
            }
        }
        let kiwi = options.memoryAnchorPath.flatMap { path in
            FileManager.default.fileExists(atPath: path)
                ? runPython(path, ["--workloads", spelled.joined(separator: ","), "--frames", "\(options.frames)"], log: log)
                : nil
        }
        let theirs = kiwi?["memory"] as? [String: [String: Any]] ?? [:]
        var checks: [BenchmarkCheck] = []
        var rows: [[String]] = [
            ["workload", "N", "constraints", "KeyboardSim", "kiwi", "KeyboardSim / kiwi", "KB per constraint", "check"]
        ]
        for (item, (workload, n)) in zip(spelled, options.memoryWorkloads) {
            guard let result = ours[item], let kilobytes = result.kilobytes else {
                let why = ours[item] == nil ? "unknown (its process failed)" : "unknown (/proc cannot say)"
                rows.append([workload, "\(n)", ours[item].map { "\($0.constraints)" } ?? "", why, "", "", "", ""])
                checks.append(BenchmarkCheck("memory \(item)", .wrong))
                continue
            }
            let kiwiKilobytes = theirs[item]?["peak_growth_kb"] as? Int
            var status = ""
            if let kiwiKilobytes {
                // Below a few pages the growth is the allocator's granularity, not the solver's.
                let floor = memoryFloorKilobytes
                let ratio = Double(Swift.max(kilobytes, floor)) / Double(Swift.max(kiwiKilobytes, floor))
                let met = ratio <= memoryRatioTarget
                checks.append(BenchmarkCheck("memory \(item)", met ? .ok : .bad))
                let floored = kilobytes < floor || kiwiKilobytes < floor
                status =
                    !met
                    ? "BAD (target ≤ \(formatNumber(memoryRatioTarget))× kiwi)"
                    : floored ? String(format: "ok (%.2f× with %d KB floors)", ratio, floor) : "ok"
            }
            rows.append([
                workload, "\(n)", "\(result.constraints)", kilobytesText(kilobytes), kiwiKilobytes.map(kilobytesText) ?? "",
                kiwiKilobytes.map { String(format: "%.2f×", Double(kilobytes) / Double(Swift.max($0, 1))) } ?? "",
                String(format: "%.2f", Double(kilobytes) / Double(result.constraints)), status,
            ])
        }
        var text =
            "Peak memory per workload: how much the resident set grows at its peak while one solver is made, given every constraint, solved and (B, G) driven through \(options.frames) frames, over the set just before; each in a fresh process\(options.memoryProbe == nil ? " (here: this one)" : "") after the workload at ten views (code paged in on first use is not counted), free heap returned first (malloc_trim), the peak reset (/proc/self/clear_refs); kiwi measured the same way (Benchmarks/kiwi_memory.py). Target ≤ \(formatNumber(memoryRatioTarget))× kiwi (figures under \(memoryFloorKilobytes) KB count as \(memoryFloorKilobytes), the allocator's granularity), and linear: KB per constraint at the largest size ≤ \(formatNumber(memoryLinearityTarget))× at the smallest from 100 views, or no worse than kiwi's own growth\n"
        text += kiwi == nil ? "kiwi: not run\n" : ""
        text += textTable(rows)
        for workload in ["A", "A2", "B", "G"] {
            let sizes = options.memoryWorkloads.filter { $0.workload == workload }.map(\.n).filter { $0 >= 100 }.sorted()
            guard let small = sizes.first, let large = sizes.last, large > small,
                let smallResult = ours["\(workload):\(small)"], let smallKB = smallResult.kilobytes,
                let largeResult = ours["\(workload):\(large)"], let largeKB = largeResult.kilobytes
            else { continue }
            let kiwiKilobytes = [small, large].map { theirs["\(workload):\($0)"]?["peak_growth_kb"] as? Int }
            let linearity = MemoryLinearity(
                workload: workload, small: small, large: large, constraints: (smallResult.constraints, largeResult.constraints),
                kilobytes: (smallKB, largeKB),
                kiwiKilobytes: kiwiKilobytes[0].flatMap { s in kiwiKilobytes[1].map { (s, $0) } })
            checks.append(BenchmarkCheck("memory linearity \(workload)", linearity.met ? .ok : .bad))
            text += linearity.sentence + "\n"
        }
        return BenchmarkReport(text: text, checks: checks)
    }

    /// Whether a workload's peak memory grows linearly in its constraints: its kilobytes per
    /// constraint at its largest size at most `memoryLinearityTarget` times those at its smallest
    /// from 100 views, or no worse than kiwi's own growth on the same workload (issue 47 decided
    /// the grid's memory need not be linear where kiwi's is not: what is held is the figure beside
    /// kiwi's, and the solutions).
    struct MemoryLinearity {
        var workload: String
        var small: Int
        var large: Int
        var constraints: (small: Int, large: Int)
        var kilobytes: (small: Int, large: Int)
        /// kiwi's peak growth at both sizes, when kiwi ran.
        var kiwiKilobytes: (small: Int, large: Int)?

        /// Per-constraint growth from the small size to the large, with the small figure at
        /// least the allocator's granularity.
        static func growth(constraints: (small: Int, large: Int), kilobytes: (small: Int, large: Int)) -> (
            perSmall: Double, perLarge: Double, growth: Double
        ) {
            let perSmall = Double(Swift.max(kilobytes.small, SolverBenchmark.memoryFloorKilobytes)) / Double(constraints.small)
            let perLarge = Double(kilobytes.large) / Double(constraints.large)
            return (perSmall, perLarge, perLarge / perSmall)
        }

        var ours: (perSmall: Double, perLarge: Double, growth: Double) {
            Self.growth(constraints: constraints, kilobytes: kilobytes)
        }
        var kiwiGrowth: Double? { kiwiKilobytes.map { Self.growth(constraints: constraints, kilobytes: $0).growth } }
        var linear: Bool { ours.growth <= SolverBenchmark.memoryLinearityTarget }
        var met: Bool { linear || kiwiGrowth.map { ours.growth <= $0 } == true }

        var sentence: String {
            let verdict =
                linear
                ? "linear"
                : met
                    ? String(format: "not linear, and no worse than kiwi's %.2f×: ok", kiwiGrowth ?? 0)
                    : kiwiGrowth.map { String(format: "BAD, not linear and worse than kiwi's %.2f×", $0) } ?? "BAD, not linear"
            return String(
                format: "%@ memory: %.2f KB per constraint at N=%d, %.2f at N=%d (%.2f×: %@)", workload, ours.perSmall, small,
                ours.perLarge,
                large, ours.growth, verdict)
        }
    }

    private static func kilobytesText(_ kilobytes: Int) -> String {
        kilobytes >= 10_240 ? String(format: "%.1f MB", Double(kilobytes) / 1024) : "\(kilobytes) KB"
    }
}
