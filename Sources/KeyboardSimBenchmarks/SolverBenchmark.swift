import ConstraintSolver
import Foundation
import KeyboardSim

/// Workloads A (a chain of views), A2 (independent views) and B (the keyboard over a chain) on
/// `ConstraintSolver`, and G (a grid screen), printed beside kiwi's figures for the same
/// workloads from the same invocation: `Benchmarks/kiwi_workloads.py` builds A, A2 and B on
/// kiwisolver constraint for constraint in the same order and times the same calls, and
/// `Benchmarks/kiwi_grid.py` does the same for G.
package enum SolverBenchmark {
    /// How `kbsim bench solver` runs: the sizes of each workload, on our solver and on kiwi.
    package struct Options: Sendable {
        /// Workload A (a chain of views) at these sizes.
        package var sizesA = [33, 100, 1000, 10_000]
        /// Workload A2 (independent views) at these sizes.
        package var sizesA2 = [33, 100, 1000, 10_000]
        /// Workload B (the keyboard's frames over a screen) at these sizes.
        package var sizesB = [33, 100, 1000]
        /// Display frames replayed per workload B run.
        package var frames = 1000
        /// Repetitions per size (the median is reported).
        package var runs: [Int: Int] = [33: 15, 100: 15, 1000: 7, 10_000: 3]
        /// The script that runs A, A2 and B on kiwi (`Benchmarks/kiwi_workloads.py`); `nil` skips kiwi.
        package var anchorPath: String?
        /// Sizes of A the anchor runs (kiwi takes ~26 s per run at N = 10,000).
        package var anchorSizesA = [33, 100, 1000]
        /// Workload G (a grid screen): rows and columns of views; nil skips it.
        package var grid: (rows: Int, columns: Int)? = (100, 10)
        /// Runs of workload G (the median is reported).
        package var gridRuns = 5
        /// Workload G's grid through the UIKit layer beside the bare solver, at these numbers of
        /// rows of ten views (empty skips it).
        package var layerRows = [20, 100]
        /// Runs per size of the UIKit layer's comparison (the median is reported).
        package var layerRuns = 3
        /// Whether the UIKit layer's ratio is held to its target; false (`--quick`, CI's smoke
        /// run in a debug build) reports it and checks only that the frames are right.
        package var holdsLayerToTarget = true
        /// `Benchmarks/kiwi_grid.py`, workload G on kiwi; `nil` skips it.
        package var gridAnchorPath: String?
        /// The workloads and sizes whose peak memory is measured (empty skips the table).
        package var memoryWorkloads: [(workload: String, n: Int)] = SolverBenchmark.memoryWorkloads
        /// `Benchmarks/kiwi_memory.py`, kiwi's peak memory on the same workloads; `nil` skips it.
        package var memoryAnchorPath: String?
        /// Measures one workload's peak memory in a fresh process (`kbsim bench solver
        /// --memory-of`), so that no workload reuses memory another freed; nil measures each in
        /// this process.
        /// It runs the workload with this run's frames (`--quick`'s when this run is quick).
        package var memoryProbe: (@Sendable (_ workload: String, _ n: Int) -> (constraints: Int, kilobytes: Int?)?)?
        /// The same systems added in four orders beside kiwi (`SolverOrderBenchmark`); nil skips them.
        package var orders: SolverOrderBenchmark.Options? = SolverOrderBenchmark.Options()
        /// Runs the order workloads alone (`--orders-only`).
        package var ordersOnly = false

        /// The default run: the figures the documentation quotes.
        package init() {}
    }

    // MARK: Workloads

    struct Chain {
        var tops: [Variable] = []
        var heights: [Variable] = []
        var constraints: [Constraint] = []

        init(n: Int) {
            tops = (0..<n).map { Variable("top\($0)") }
            heights = (0..<n).map { Variable("h\($0)") }
            for i in 0..<n {
                constraints.append(
                    i == 0
                        ? Constraint(tops[0], .equal, 20)
                        : Constraint(tops[i], .equal, tops[i - 1] + heights[i - 1] + 8))
                constraints.append(Constraint(heights[i], .equal, 44, strength: .strong))
                constraints.append(Constraint(heights[i], .greaterThanOrEqual, 0))
            }
            constraints.append(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, 800, strength: .weak))
        }
    }

    /// Workload A2's system: `n` views, each placed on its own.
    struct IndependentViews {
        var tops: [Variable]
        var heights: [Variable]
        var constraints: [Constraint] = []

        init(n: Int) {
            tops = (0..<n).map { Variable("top\($0)") }
            heights = (0..<n).map { Variable("h\($0)") }
            for i in 0..<n {
                constraints.append(Constraint(tops[i], .equal, Double(20 + 52 * i)))
                constraints.append(Constraint(heights[i], .equal, 44, strength: .strong))
                constraints.append(Constraint(heights[i], .greaterThanOrEqual, 0))
            }
        }
    }

    struct ResultA {
        var addSeconds: Double
        var updateSeconds: Double
        var ok: Bool
    }

    static func runA(n: Int) throws -> ResultA {
        let chain = Chain(n: n)
        let solver = Solver()
        let start = ContinuousClock.now
        for constraint in chain.constraints { try solver.add(constraint) }
        let added = ContinuousClock.now
        solver.updateVariables()
        let updated = ContinuousClock.now
        let bottom = chain.tops[n - 1].value + chain.heights[n - 1].value
        let ok =
            abs(bottom - Double(52 * n + 12)) < 1e-6
            && chain.heights.allSatisfy { abs($0.value - 44) < 1e-9 }
            && chain.tops.enumerated().allSatisfy { abs($1.value - Double(20 + 52 * $0)) < 1e-6 }
        return ResultA(addSeconds: (added - start).secondsValue, updateSeconds: (updated - added).secondsValue, ok: ok)
    }

    static func runA2(n: Int) throws -> ResultA {
        let views = IndependentViews(n: n)
        let tops = views.tops, heights = views.heights, constraints = views.constraints
        let solver = Solver()
        let start = ContinuousClock.now
        for constraint in constraints { try solver.add(constraint) }
        let added = ContinuousClock.now
        solver.updateVariables()
        let ok = (0..<n).allSatisfy { abs(tops[$0].value - Double(20 + 52 * $0)) < 1e-6 && abs(heights[$0].value - 44) < 1e-9 }
        return ResultA(addSeconds: (added - start).secondsValue, updateSeconds: 0, ok: ok)
    }

    struct ResultB {
        var perFrameMicroseconds: [Double]
        var totalMicrosecondsPerFrame: Double
        var activeFrames: Int
        var badFrames: Int

        var sorted: [Double] { perFrameMicroseconds.sorted() }
        func percentile(_ p: Double) -> Double { sorted[Int(Double(sorted.count) * p)] }
        var median: Double { sorted[sorted.count / 2] }
        var max: Double { sorted.last ?? 0 }
    }

    static func keyboardValue(_ f: Int, _ k0: Double) -> Double {
        k0 - 300.0 * (0.5 - 0.5 * cos(2.0 * Double.pi * Double(f) / 250.0))
    }

    static func runB(n: Int, frames: Int) throws -> ResultB {
        let chain = Chain(n: n)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        let kt = Variable("keyboardTop")
        try solver.add(Constraint(chain.tops[n - 1] + chain.heights[n - 1], .lessThanOrEqual, kt - 20))
        try solver.addEditVariable(kt, strength: .create(10, 0, 0))
        let natural = Double(52 * n + 12)
        let k0 = natural + 20 + 150
        try solver.suggestValue(kt, k0)
        solver.updateVariables()
        let values = (0..<frames).map { keyboardValue($0, k0) }
        var perFrame = [Double](repeating: 0, count: frames)
        let start = ContinuousClock.now
        for f in 0..<frames {
            let t0 = ContinuousClock.now
            try solver.suggestValue(kt, values[f])
            solver.updateVariables()
            perFrame[f] = (ContinuousClock.now - t0).secondsValue * 1e6
        }
        let total = (ContinuousClock.now - start).secondsValue * 1e6 / Double(frames)
        // Correctness pass (untimed): the invariants after every frame.
        var bad = 0
        try solver.suggestValue(kt, k0)
        for f in 0..<frames {
            try solver.suggestValue(kt, values[f])
            solver.updateVariables()
            let bottom = chain.tops[n - 1].value + chain.heights[n - 1].value
            let expected = Swift.min(natural, values[f] - 20)
            let sum = chain.heights.reduce(0) { $0 + $1.value }
            if abs(kt.value - values[f]) > 1e-6 || abs(bottom - expected) > 1e-6
                || abs(sum - (bottom - 20 - 8 * Double(n - 1))) > 1e-6 || (chain.heights.map(\.value).min() ?? 0) < -1e-9
            {
                bad += 1
            }
        }
        let active = values.filter { $0 - 20 < natural }.count
        return ResultB(perFrameMicroseconds: perFrame, totalMicrosecondsPerFrame: total, activeFrames: active, badFrames: bad)
    }

    /// Workload G, a grid-shaped screen (`Benchmarks/kiwi_grid.py` is the same on kiwi): rows
    /// of views, each after its left neighbour and below the view above it, the bottom row kept
    /// above the keyboard, whose top is an edit variable; the views' positions are added first,
    /// then their sizes.
    struct Grid {
        var rows: Int
        var columns: Int
        var tops: [[Variable]]
        var heights: [[Variable]]
        var keyboardTop = Variable("keyboardTop")
        var constraints: [Constraint] = []
        /// Where the bottom row ends with nothing compressed.
        var natural: Double { Double(20 + 52 * rows - 8) }

        /// Where the bottom row ends with the keyboard's top at `keyboardTop`: 20 points above
        /// it, or where it ends uncompressed.
        func bottomRowEnd(keyboardTop: Double) -> Double { Swift.min(natural, keyboardTop - 20) }

        /// Whether a column's bottom view ends elsewhere than `bottomRowEnd(keyboardTop:)` (by
        /// the variables' last update).
        func bottomRowIsMisplaced(keyboardTop: Double) -> Bool {
            let expected = bottomRowEnd(keyboardTop: keyboardTop)
            return (0..<columns).contains { abs(tops[rows - 1][$0].value + heights[rows - 1][$0].value - expected) > 1e-6 }
        }

        init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
            let lefts = (0..<rows).map { r in (0..<columns).map { Variable("l\(r)_\($0)") } }
            tops = (0..<rows).map { r in (0..<columns).map { Variable("t\(r)_\($0)") } }
            let widths = (0..<rows).map { r in (0..<columns).map { Variable("w\(r)_\($0)") } }
            heights = (0..<rows).map { r in (0..<columns).map { Variable("h\(r)_\($0)") } }
            // Every position first, then every size: each size then substitutes into the rows of
            // the views below and to the right of it (the order that once copied rows per touch).
            for r in 0..<rows {
                for c in 0..<columns {
                    constraints.append(
                        c == 0
                            ? Constraint(lefts[r][c], .equal, 8)
                            : Constraint(lefts[r][c], .equal, lefts[r][c - 1] + widths[r][c - 1] + 8))
                    constraints.append(
                        r == 0
                            ? Constraint(tops[r][c], .equal, 20)
                            : Constraint(tops[r][c], .equal, tops[r - 1][c] + heights[r - 1][c] + 8))
                }
            }
            for r in 0..<rows {
                for c in 0..<columns {
                    constraints.append(Constraint(widths[r][c], .equal, 28, strength: .strong))
                    constraints.append(Constraint(heights[r][c], .equal, 44, strength: .strong))
                }
            }
            for c in 0..<columns {
                constraints.append(Constraint(tops[rows - 1][c] + heights[rows - 1][c], .lessThanOrEqual, keyboardTop - 20))
            }
        }
    }

    struct ResultG {
        var buildSeconds: Double
        var frameMicroseconds: Double
        var badFrames: Int
    }

    static func runG(rows: Int, columns: Int, frames: Int, check: Bool) throws -> ResultG {
        let grid = Grid(rows: rows, columns: columns)
        let k0 = grid.natural + 20 + 150
        let solver = Solver()
        let start = ContinuousClock.now
        for constraint in grid.constraints { try solver.add(constraint) }
        try solver.addEditVariable(grid.keyboardTop, strength: .create(10, 0, 0))
        try solver.suggestValue(grid.keyboardTop, k0)
        solver.updateVariables()
        let built = ContinuousClock.now
        let values = (0..<frames).map { keyboardValue($0, k0) }
        for value in values {
            try solver.suggestValue(grid.keyboardTop, value)
            solver.updateVariables()
        }
        let framesDone = ContinuousClock.now
        var bad = 0
        if check {
            for value in values {
                try solver.suggestValue(grid.keyboardTop, value)
                solver.updateVariables()
                if grid.bottomRowIsMisplaced(keyboardTop: value) { bad += 1 }
            }
        }
        return ResultG(
            buildSeconds: (built - start).secondsValue, frameMicroseconds: (framesDone - built).secondsValue * 1e6 / Double(frames),
            badFrames: bad)
    }

    /// Workload G's frames with the keyboard's top pinned by a required constraint whose
    /// constant a handler sets (`setConstant`, UIKit's `constraint.constant = …`) instead of
    /// an edit variable: mean µs per frame, and how many frames put the bottom row elsewhere.
    static func runGThroughConstant(rows: Int, columns: Int, frames: Int, check: Bool) throws -> (frameMicroseconds: Double, badFrames: Int)
    {
        let grid = Grid(rows: rows, columns: columns)
        let k0 = grid.natural + 20 + 150
        let solver = Solver()
        for constraint in grid.constraints { try solver.add(constraint) }
        let pin = Constraint(grid.keyboardTop, .equal, k0)
        try solver.add(pin)
        solver.updateVariables()
        let values = (0..<frames).map { keyboardValue($0, k0) }
        let start = ContinuousClock.now
        for value in values {
            try solver.setConstant(value, of: pin)
            solver.updateVariables()
        }
        let done = ContinuousClock.now
        var bad = 0
        if check {
            for value in values {
                try solver.setConstant(value, of: pin)
                solver.updateVariables()
                if grid.bottomRowIsMisplaced(keyboardTop: value) { bad += 1 }
            }
        }
        return ((done - start).secondsValue * 1e6 / Double(frames), bad)
    }

    // MARK: The anchor

    struct Anchor {
        var version = "?"
        var a: [Int: Double] = [:]  // median add total, ms
        var a2: [Int: Double] = [:]  // median add total, ms
        var b: [Int: [String: Double]] = [:]
    }

    /// Runs a kiwi script with `python3` and reads the JSON it writes (`--json PATH`); nil, with
    /// the script's output logged, when it cannot run.
    static func runPython(_ path: String, _ arguments: [String], log: (String) -> Void) -> [String: Any]? {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-kiwi-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", path] + arguments + ["--json", json.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        log("running python3 \(path) …")
        do {
            try process.run()
        } catch {
            log("\(path) not run: \(error)")
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: json),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            log("\(path) failed (is kiwisolver installed? pip install kiwisolver):\n\(text.suffix(600))")
            return nil
        }
        return root
    }

    static func runAnchor(_ options: Options, log: (String) -> Void) -> Anchor? {
        guard let path = options.anchorPath, FileManager.default.fileExists(atPath: path) else { return nil }
        func runs(_ sizes: [Int]) -> String {
            sizes.map { "\($0):\(min(options.runs[$0] ?? 3, $0 >= 10_000 ? 1 : 7))" }.joined(separator: ",")
        }
        guard
            let root = runPython(
                path,
                [
                    "--sizes-a", options.anchorSizesA.map(String.init).joined(separator: ","), "--runs-a", runs(options.anchorSizesA),
                    "--sizes-a2", options.sizesA2.map(String.init).joined(separator: ","), "--runs-a2", runs(options.sizesA2),
                    "--sizes-b", options.sizesB.map(String.init).joined(separator: ","),
                    "--runs-b", options.sizesB.map { "\($0):\($0 >= 1000 ? 1 : 5)" }.joined(separator: ","),
                    "--frames", String(options.frames),
                ], log: log)
        else { return nil }
        var anchor = Anchor()
        anchor.version = root["kiwisolver"] as? String ?? "?"
        for (key, value) in root["A"] as? [String: [String: Any]] ?? [:] {
            anchor.a[Int(key) ?? 0] = value["add_total_ms_median"] as? Double
        }
        for (key, value) in root["A2"] as? [String: [String: Any]] ?? [:] {
            anchor.a2[Int(key) ?? 0] = value["add_total_ms_median"] as? Double
        }
        for (key, value) in root["B"] as? [String: [String: Any]] ?? [:] {
            var figures: [String: Double] = [:]
            for name in ["total_us_per_frame_median", "p50_us_median", "p90_us_median", "p99_us_median", "max_us_median"] {
                figures[name] = value[name] as? Double
            }
            anchor.b[Int(key) ?? 0] = figures
        }
        return anchor
    }

    // MARK: Report

    /// Runs everything and returns the report with its checks: each workload's values are right
    /// (A, A2) and no frame is bad (B). `log` receives progress lines.
    @MainActor package static func run(_ options: Options, log: (String) -> Void = { _ in }) throws -> BenchmarkReport {
        if options.ordersOnly, let orders = options.orders { return try SolverOrderBenchmark.run(orders, log: log) }
        var checks: [BenchmarkCheck] = []
        var rows: [[String]] = [["workload", "N", "KeyboardSim", "kiwi", "KeyboardSim / kiwi", "check"]]
        var a: [Int: Double] = [:], a2: [Int: Double] = [:]
        for n in options.sizesA {
            log("A N=\(n) …")
            let results = try (0..<(options.runs[n] ?? 3)).map { _ in try runA(n: n) }
            a[n] = median(results.map(\.addSeconds)) * 1000
            let update = median(results.map(\.updateSeconds)) * 1000
            let check = BenchmarkCheck("A chain N=\(n)", results.allSatisfy(\.ok) ? .ok : .wrong)
            checks.append(check)
            rows.append(["A chain: all \(3 * n + 1) adds", "\(n)", ms(a[n] ?? 0), "", "", check.status.rawValue])
            rows.append(["A chain: updateVariables", "\(n)", ms(update), "", "", ""])
        }
        for n in options.sizesA2 {
            log("A2 N=\(n) …")
            let results = try (0..<(options.runs[n] ?? 3)).map { _ in try runA2(n: n) }
            a2[n] = median(results.map(\.addSeconds)) * 1000
            let check = BenchmarkCheck("A2 independent N=\(n)", results.allSatisfy(\.ok) ? .ok : .wrong)
            checks.append(check)
            rows.append(["A2 independent: all \(3 * n) adds", "\(n)", ms(a2[n] ?? 0), "", "", check.status.rawValue])
        }
        var b: [Int: ResultB] = [:]
        for n in options.sizesB {
            log("B N=\(n) …")
            let results = try (0..<(n >= 1000 ? 5 : 15)).map { _ in try runB(n: n, frames: options.frames) }
            let best = results.sorted { $0.totalMicrosecondsPerFrame < $1.totalMicrosecondsPerFrame }[results.count / 2]
            b[n] = best
            checks.append(BenchmarkCheck("B keyboard N=\(n)", best.badFrames == 0 ? .ok : .bad))
            let check = best.badFrames == 0 ? "ok (\(best.activeFrames) active frames)" : "\(best.badFrames) BAD frames"
            rows.append(["B keyboard: mean µs/frame", "\(n)", us(best.totalMicrosecondsPerFrame), "", "", check])
            rows.append(["B keyboard: median µs/frame", "\(n)", us(best.median), "", "", ""])
            rows.append(["B keyboard: p90 / p99 µs", "\(n)", "\(us(best.percentile(0.9))) / \(us(best.percentile(0.99)))", "", "", ""])
            rows.append(["B keyboard: worst frame µs", "\(n)", us(best.max), "", "", ""])
        }
        var gridRows: [[String]] = []
        if let grid = options.grid {
            log("G grid \(grid.rows)×\(grid.columns) …")
            let results = try (0..<options.gridRuns).map {
                try runG(rows: grid.rows, columns: grid.columns, frames: options.frames, check: $0 == 0)
            }
            let kiwi = options.gridAnchorPath.flatMap { path in
                FileManager.default.fileExists(atPath: path)
                    ? runPython(
                        path,
                        [
                            "--rows", "\(grid.rows)", "--columns", "\(grid.columns)", "--frames", "\(options.frames)",
                            "--runs", "\(options.gridRuns)",
                        ], log: log) : nil
            }
            let build = median(results.map(\.buildSeconds)) * 1000, frame = median(results.map(\.frameMicroseconds))
            let throughConstant = try (0..<options.gridRuns).map {
                try runGThroughConstant(rows: grid.rows, columns: grid.columns, frames: options.frames, check: $0 == 0)
            }
            let constantFrame = median(throughConstant.map(\.frameMicroseconds))
            let badFrames = results[0].badFrames + throughConstant[0].badFrames
            let check = BenchmarkCheck("G grid \(grid.rows)×\(grid.columns)", badFrames == 0 ? .ok : .bad)
            checks.append(check)
            let n = grid.rows * grid.columns
            func ratio(_ ours: Double?, _ theirs: Double?) -> String {
                guard let ours, let theirs, theirs > 0 else { return "" }
                return String(format: "%.3f×", ours / theirs)
            }
            let kiwiBuild = kiwi?["build_ms_median"] as? Double, kiwiFrame = kiwi?["frame_us_median"] as? Double
            gridRows = [
                [
                    "G grid \(grid.rows)×\(grid.columns): \(4 * n + grid.columns) adds + first solve", "\(n)", ms(build),
                    kiwiBuild.map(ms) ?? "",
                    ratio(build, kiwiBuild), badFrames == 0 ? "ok" : "\(badFrames) BAD frames",
                ],
                ["G grid: mean µs/frame", "\(n)", us(frame), kiwiFrame.map(us) ?? "", ratio(frame, kiwiFrame), ""],
                // kiwi has no setConstant: beside it, its own frame through the edit variable.
                [
                    "G grid: µs/frame, required setConstant", "\(n)", us(constantFrame), kiwiFrame.map(us) ?? "",
                    ratio(constantFrame, kiwiFrame), "",
                ],
            ]
        }
        let anchor = runAnchor(options, log: log)
        if let anchor {
            for index in rows.indices.dropFirst() {
                let name = rows[index][0], n = Int(rows[index][1]) ?? 0
                var theirs: Double?
                var ours: Double?
                if name.hasPrefix("A chain: all") { theirs = anchor.a[n]; ours = a[n] }
                if name.hasPrefix("A2") { theirs = anchor.a2[n]; ours = a2[n] }
                if let result = b[n] {
                    let figures = anchor.b[n] ?? [:]
                    if name.hasPrefix("B keyboard: mean") {
                        theirs = figures["total_us_per_frame_median"]; ours = result.totalMicrosecondsPerFrame
                    }
                    if name.hasPrefix("B keyboard: median") { theirs = figures["p50_us_median"]; ours = result.median }
                    if name.hasPrefix("B keyboard: worst") { theirs = figures["max_us_median"]; ours = result.max }
                    if name.hasPrefix("B keyboard: p90"), let p90 = figures["p90_us_median"], let p99 = figures["p99_us_median"] {
                        rows[index][3] = "\(us(p90)) / \(us(p99))"
                    }
                }
                if let theirs, let ours {
                    rows[index][3] = name.hasPrefix("B") ? us(theirs) : ms(theirs)
                    rows[index][4] = String(format: "%.3f×", ours / theirs)
                }
            }
        }
        rows += gridRows
        var text =
            "Solver benchmark (workloads A, A2, B and G; kiwi's figures from Benchmarks/kiwi_workloads.py and Benchmarks/kiwi_grid.py; medians of repeated runs)\n"
        text +=
            anchor.map { "kiwi: kiwisolver \($0.version) through Python, run in this invocation\n" }
            ?? "kiwi: not run (it needs python3 with kiwisolver, and Benchmarks/kiwi_workloads.py: run from the repository's root, or pass --anchor PATH)\n"
        text += textTable(rows)
        if let small = a2[1000], let large = a2[10_000] {
            // A linear solver takes about 10× the time for 10× the views; kiwi takes about 100×.
            let met = large / small <= 15
            checks.append(BenchmarkCheck("A2 linearity", met ? .ok : .bad))
            text +=
                String(format: "A2 linearity: N=10,000 takes %.1f× N=1,000 (target ≤ 15×: ", large / small) + (met ? "met)\n" : "missed)\n")
        }
        if let orders = options.orders {
            let report = try SolverOrderBenchmark.run(orders, log: log)
            text += "\n" + report.text
            checks += report.checks
        }
        // Read before the memory table, which resets the peak to measure each workload.
        let peak = peakResidentMegabytes()
        text += "peak resident memory of this process: \(peak.map { "\($0) MB" } ?? "unknown")\n"
        if !options.memoryWorkloads.isEmpty {
            let memory = try memoryReport(options, log: log)
            text += "\n" + memory.text
            checks += memory.checks
        }
        if !options.layerRows.isEmpty {
            var layerRows: [[String]] = [["workload", "N", "UIKit layer", "bare solver", "layer / solver", "check"]]
            for rowCount in options.layerRows {
                log("UIKit layer, \(rowCount)×10 …")
                let results = try (0..<options.layerRuns).map { _ in
                    try LayoutLayerBenchmark.run(rows: rowCount, columns: 10, frames: options.frames)
                }
                let layer = median(results.map(\.layerMicroseconds)), bare = median(results.map(\.bareMicroseconds))
                let ratio = layer / bare
                let bad = results.map(\.badFrames).reduce(0, +)
                let held = options.holdsLayerToTarget && rowCount * 10 >= LayoutLayerBenchmark.heldFromViews
                let status: BenchmarkCheck.Status =
                    bad > 0 ? .wrong : held && ratio > LayoutLayerBenchmark.ratioTarget ? .bad : .ok
                checks.append(BenchmarkCheck("UIKit layer N=\(rowCount * 10)", status))
                layerRows.append([
                    "G through UIKit: µs/frame", "\(rowCount * 10)", us(layer), us(bare), String(format: "%.2f×", ratio),
                    bad > 0
                        ? "\(bad) BAD frames"
                        : !options.holdsLayerToTarget
                            ? "frames ok (--quick: the ratio is not held to the target)"
                            : !held
                                ? "frames ok (the ratio is held from \(LayoutLayerBenchmark.heldFromViews) views)"
                                : status == .ok ? "ok" : "BAD (target ≤ \(formatNumber(LayoutLayerBenchmark.ratioTarget))×)",
                ])
            }
            text +=
                "\nThe UIKit layer beside the bare solver (workload G built from UIViews and anchors in a window: per frame the keyboard's constant, then layoutIfNeeded(); the bare solver: setConstant, then updateVariables(); target ≤ \(formatNumber(LayoutLayerBenchmark.ratioTarget))× from \(LayoutLayerBenchmark.heldFromViews) views)\n"
            text += textTable(layerRows)
        }
        return BenchmarkReport(text: text, checks: checks)
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    private static func ms(_ value: Double) -> String { String(format: "%.3f ms", value) }
    private static func us(_ value: Double) -> String { String(format: "%.2f µs", value) }

    /// VmHWM from /proc/self/status, in megabytes.
    static func peakResidentMegabytes() -> Int? {
        peakResidentKilobytes().map { $0 / 1024 }
    }

    /// VmHWM from /proc/self/status: the process's peak resident set since it started or since
    /// `resetPeakResident()`, in kilobytes.
    static func peakResidentKilobytes() -> Int? { statusKilobytes("VmHWM:") }

    /// VmRSS from /proc/self/status: the process's resident set now, in kilobytes.
    static func residentKilobytes() -> Int? { statusKilobytes("VmRSS:") }

    /// The kilobytes on /proc/self/status's line `field` (`VmHWM:`, `VmRSS:`).
    private static func statusKilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            if let kilobytes = line.split(separator: " ").compactMap({ Int($0) }).first { return kilobytes }
        }
        return nil
    }

    /// Resets the peak resident set to the current one (Linux 4.0+: `5` into
    /// /proc/self/clear_refs), so that the next `peakResidentKilobytes()` is one workload's;
    /// false when the system refused.
    @discardableResult
    static func resetPeakResident() -> Bool {
        (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }
}
