import ConstraintSolver
import Foundation
import KeyboardSim

/// The same systems added in different orders, on our solver and on kiwi: four screens (a grid
/// hung from the bottom, a chain, independent views, a form with priorities) at several sizes,
/// each added top-down, bottom-up, interleaved and shuffled, and each order's build (every
/// `add`, then one `updateVariables`) timed beside kiwi's for the very same constraint list.
///
/// Kiwi runs in `Benchmarks/kiwi_orders.py`, which reads the constraint lists this file writes
/// (variables by index, each constraint's terms, constant, relation and strength, in the order
/// of the workload), so both solvers receive the same constraints in the same order, and writes
/// back its median build time and its values. Each of our workloads is checked (untimed)
/// against the system's solution, which is unique, and against kiwi's values when kiwi ran.
///
/// What is timed is the same on both sides: creating a solver, its every `add` of constraints
/// built beforehand (variables, expressions and constraints are made untimed, once per
/// workload), then one `updateVariables`; not the solver's release, nor the checks. (The
/// creation is timed because our `Solver()` reserves room for a small screen's symbols and rows,
/// about 0.6 µs, where kiwi's creates an empty solver in 55 ns and grows it inside its adds: left
/// out of the clock, that work was timed on kiwi's side only.)
/// Both sides build each workload once untimed (the warm-up whose values are checked), then
/// time the same number of builds and report the median. Small systems get many builds
/// (a 33-view build takes tens of microseconds, and a preempted build on a loaded machine
/// takes a thousand): with 15 the median of a 33-view row moved by half between runs.
package enum SolverOrderBenchmark {
    /// The screens, each a list of views whose constraints are added view by view.
    package enum System: String, CaseIterable, Sendable {
        /// Ten views a row; each view after its left neighbour, its top tied to the bottom of
        /// the view above it, and every column's last view ending at the screen's bottom (a
        /// form anchored to the keyboard). Sizes are strong; nothing fixes a top but the bottom.
        case grid = "grid hung from the bottom"
        /// Workload A's chain: each view 8 below the one before it, the first at 20, heights
        /// 44 (strong) and not negative, the last view's bottom at most 800 (weak).
        case chain
        /// Workload A2's views: each placed on its own.
        case independent = "independent views"
        /// A form with priorities: each field 8 below the one before it, its height 44 at a
        /// medium-scale strength that grows with the field's index, at most 40 at a hugging
        /// strength scattered over the same range, and at least 30: each field's stronger
        /// preference wins.
        case form = "form with priorities"
    }

    /// The orders in which a system's constraints are added.
    package enum Order: String, CaseIterable, Sendable {
        /// View by view from the first (the top) to the last.
        case topDown = "top-down"
        /// View by view from the last to the first, each view's constraints in its own order.
        case bottomUp = "bottom-up"
        /// Views alternately from the top and from the bottom: 0, n−1, 1, n−2, …
        case interleaved
        /// Every constraint on its own, in a seeded shuffle (the same in every run and process).
        case shuffled
    }

    /// How the order rows run.
    package struct Options: Sendable {
        /// The numbers of views.
        package var sizes = [33, 100, 1000]
        /// Builds per size, the same on both sides (the median is reported).
        package var runs: [Int: Int] = [33: 201, 100: 51, 1000: 3]
        /// `Benchmarks/kiwi_orders.py`; nil skips kiwi.
        package var anchorPath: String?

        /// The default run.
        package init() {}
    }

    /// One system at one size: its variables and its constraints, view by view.
    struct Screen {
        var system: System
        var variables: [Variable] = []
        /// Each view's constraints, views from the top.
        var views: [[Constraint]] = []
        /// Each variable's value in the system's unique solution, by index.
        var expected: [Double] = []

        mutating func variable(_ name: String, _ value: Double) -> Variable {
            let variable = Variable(name)
            variables.append(variable)
            expected.append(value)
            return variable
        }

        init(_ system: System, n: Int) {
            self.system = system
            switch system {
            case .grid: buildGrid(n: n)
            case .chain: buildChain(n: n)
            case .independent: buildIndependent(n: n)
            case .form: buildForm(n: n)
            }
        }

        private mutating func buildGrid(n: Int) {
            let columns = 10
            let rows = (n + columns - 1) / columns
            let bottom = Double(20 + 52 * rows - 8)
            var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
            for i in 0..<n {
                let row = i / columns, column = i % columns
                // The views in this column, and where this one ends: the column's last at the bottom.
                let inColumn = (n - column + columns - 1) / columns
                let end = bottom - Double(52 * (inColumn - 1 - row))
                left.append(variable("l\(i)", Double(8 + 36 * column)))
                top.append(variable("t\(i)", end - 44))
                width.append(variable("w\(i)", 28))
                height.append(variable("h\(i)", 44))
                var view = [
                    column == 0
                        ? Constraint(left[i], .equal, 8) : Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 8),
                    Constraint(width[i], .equal, 28, strength: .strong),
                    Constraint(height[i], .equal, 44, strength: .strong),
                ]
                if row > 0 { view.append(Constraint(top[i], .equal, top[i - columns] + height[i - columns] + 8)) }
                if i + columns >= n { view.append(Constraint(top[i] + height[i], .equal, bottom)) }
                views.append(view)
            }
        }

        private mutating func buildChain(n: Int) {
            var top: [Variable] = [], height: [Variable] = []
            for i in 0..<n {
                top.append(variable("top\(i)", Double(20 + 52 * i)))
                height.append(variable("h\(i)", 44))
                var view = [
                    i == 0 ? Constraint(top[0], .equal, 20) : Constraint(top[i], .equal, top[i - 1] + height[i - 1] + 8),
                    Constraint(height[i], .equal, 44, strength: .strong),
                    Constraint(height[i], .greaterThanOrEqual, 0),
                ]
                if i == n - 1 { view.append(Constraint(top[i] + height[i], .lessThanOrEqual, 800, strength: .weak)) }
                views.append(view)
            }
        }

        private mutating func buildIndependent(n: Int) {
            for i in 0..<n {
                let top = variable("top\(i)", Double(20 + 52 * i)), height = variable("h\(i)", 44)
                views.append([
                    Constraint(top, .equal, Double(20 + 52 * i)),
                    Constraint(height, .equal, 44, strength: .strong),
                    Constraint(height, .greaterThanOrEqual, 0),
                ])
            }
        }

        private mutating func buildForm(n: Int) {
            // Each field's height is 44 at a priority that grows with its index and at most 40
            // at a hugging priority scattered over the same range (never equal to it), at least
            // 30 (required): the stronger of the two wins.
            var top: [Variable] = [], height: [Variable] = []
            var y = 20.0
            for i in 0..<n {
                let preferred = Double(1000 + i), hugging = Double(1000 + (i * 389) % n) + 0.5
                let value = preferred > hugging ? 44.0 : 40.0
                top.append(variable("top\(i)", y))
                height.append(variable("h\(i)", value))
                y += value + 8
                views.append([
                    i == 0 ? Constraint(top[0], .equal, 20) : Constraint(top[i], .equal, top[i - 1] + height[i - 1] + 8),
                    Constraint(height[i], .equal, 44, strength: Strength(preferred)),
                    Constraint(height[i], .lessThanOrEqual, 40, strength: Strength(hugging)),
                    Constraint(height[i], .greaterThanOrEqual, 30),
                ])
            }
        }

        /// The constraints in `order`.
        func constraints(in order: Order) -> [Constraint] {
            switch order {
            case .topDown: return views.flatMap { $0 }
            case .bottomUp: return views.reversed().flatMap { $0 }
            case .interleaved:
                var result: [Constraint] = []
                var low = 0, high = views.count - 1
                while low <= high {
                    result += views[low]
                    if high != low { result += views[high] }
                    low += 1
                    high -= 1
                }
                return result
            case .shuffled:
                var result = views.flatMap { $0 }
                var random = SeededRandom(seed: 47)
                for index in stride(from: result.count - 1, to: 0, by: -1) {
                    result.swapAt(index, Int(random.next() % UInt64(index + 1)))
                }
                return result
            }
        }

        /// The largest distance between the variables' values and `values`.
        func largestDifference(from values: [Double]) -> Double {
            guard values.count == variables.count else { return .infinity }
            return zip(variables, values).map { abs($0.value - $1) }.max() ?? 0
        }
    }

    /// One workload: a system at a size in an order.
    struct Workload {
        var screen: Screen
        var order: Order
        var constraints: [Constraint]
        var n: Int
        var name: String { "\(screen.system.rawValue), \(order.rawValue)" }
        var key: String { "\(screen.system)-\(order)-\(n)" }
    }

    static func workloads(_ options: Options) -> [Workload] {
        var result: [Workload] = []
        for system in System.allCases {
            for n in options.sizes {
                let screen = Screen(system, n: n)
                for order in Order.allCases {
                    result.append(Workload(screen: screen, order: order, constraints: screen.constraints(in: order), n: n))
                }
            }
        }
        return result
    }

    /// Builds the workload on a new solver: seconds for creating it, every add and one
    /// `updateVariables` (the solver is released after the clock stops, as kiwi's is).
    static func build(_ workload: Workload) throws -> Double {
        let constraints = workload.constraints
        let start = ContinuousClock.now
        let solver = Solver()
        return try withExtendedLifetime(solver) {
            for constraint in constraints { try solver.add(constraint) }
            solver.updateVariables()
            return (ContinuousClock.now - start).secondsValue
        }
    }

    // MARK: Kiwi

    /// The workloads as `Benchmarks/kiwi_orders.py` reads them: per workload its key, number
    /// of variables, runs, and constraints in order as `[[[variable, coefficient], …],
    /// constant, relation, strength]`, the expression being `Σ terms + constant relation 0`.
    static func kiwiInput(_ workloads: [Workload], _ options: Options) -> Data {
        var entries: [[String: Any]] = []
        for workload in workloads {
            var index: [ObjectIdentifier: Int] = [:]
            for (i, variable) in workload.screen.variables.enumerated() { index[ObjectIdentifier(variable)] = i }
            let constraints: [[Any]] = workload.constraints.map { constraint in
                let terms =
                    constraint.lhs.terms.map { [index[ObjectIdentifier($0.variable)] ?? -1, $0.coefficient] as [Any] }
                    + constraint.rhs.terms.map { [index[ObjectIdentifier($0.variable)] ?? -1, -$0.coefficient] as [Any] }
                let relation =
                    switch constraint.relation {
                    case .equal: "=="
                    case .lessThanOrEqual: "<="
                    case .greaterThanOrEqual: ">="
                    }
                return [terms, constraint.lhs.constant - constraint.rhs.constant, relation, constraint.strength.value]
            }
            entries.append([
                "key": workload.key, "variables": workload.screen.variables.count, "runs": options.runs[workload.n] ?? 3,
                "constraints": constraints,
            ])
        }
        return (try? JSONSerialization.data(withJSONObject: ["workloads": entries])) ?? Data()
    }

    /// What kiwi measured: per workload key, its median build in ms and its values.
    struct KiwiResult {
        var version: String
        var buildMilliseconds: [String: Double] = [:]
        var values: [String: [Double]] = [:]
    }

    static func runKiwi(_ workloads: [Workload], _ options: Options, log: (String) -> Void) -> KiwiResult? {
        guard let path = options.anchorPath, FileManager.default.fileExists(atPath: path) else { return nil }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-orders-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: input) }
        do {
            try kiwiInput(workloads, options).write(to: input)
        } catch {
            log("\(input.path) not written: \(error)")
            return nil
        }
        guard let root = SolverBenchmark.runPython(path, ["--input", input.path], log: log) else { return nil }
        var result = KiwiResult(version: root["kiwisolver"] as? String ?? "?")
        for (key, value) in root["workloads"] as? [String: [String: Any]] ?? [:] {
            result.buildMilliseconds[key] = value["build_ms_median"] as? Double
            result.values[key] = (value["values"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
        }
        return result
    }

    // MARK: Report

    /// Runs every workload and returns the table and its checks: each workload's values are the
    /// system's solution and kiwi's (when kiwi ran). `log` receives progress lines.
    package static func run(_ options: Options, log: (String) -> Void = { _ in }) throws -> BenchmarkReport {
        let workloads = workloads(options)
        var ours: [String: Double] = [:]
        var checks: [BenchmarkCheck] = []
        var results: [(workload: Workload, ourError: Double, bad: Bool)] = []
        for workload in workloads {
            log("order: \(workload.name) N=\(workload.n) …")
            // Checked untimed on a first build; then the timed builds.
            _ = try build(workload)
            let error = workload.screen.largestDifference(from: workload.screen.expected)
            let times = try (0..<(options.runs[workload.n] ?? 3)).map { _ in try build(workload) }
            ours[workload.key] = times.sorted()[times.count / 2] * 1000
            results.append((workload, error, error > 1e-6))
        }
        let kiwi = runKiwi(workloads, options, log: log)
        var rows: [[String]] = [["system, order", "N", "KeyboardSim", "kiwi", "KeyboardSim / kiwi", "check"]]
        var ahead = 0, compared = 0
        for (workload, ourError, bad) in results {
            var status: BenchmarkCheck.Status = bad ? .wrong : .ok
            var note = bad ? String(format: "WRONG (off the solution by %.3g)", ourError) : "ok"
            var theirs = "", ratio = ""
            if let kiwi {
                if let values = kiwi.values[workload.key] {
                    // Our values are still those of the last timed build.
                    let difference = workload.screen.largestDifference(from: values)
                    if difference > 1e-6 {
                        status = .wrong
                        note += String(format: ", %.3g from kiwi's values", difference)
                    } else if !bad {
                        note = "ok, = kiwi"
                    }
                }
                if let milliseconds = kiwi.buildMilliseconds[workload.key], let mine = ours[workload.key] {
                    theirs = String(format: "%.3f ms", milliseconds)
                    ratio = String(format: "%.3f×", mine / milliseconds)
                    compared += 1
                    if mine < milliseconds { ahead += 1 }
                }
            }
            checks.append(BenchmarkCheck("order \(workload.name) N=\(workload.n)", status))
            rows.append([
                workload.name, "\(workload.n)", String(format: "%.3f ms", ours[workload.key] ?? 0), theirs, ratio,
                status == .ok ? note : "\(status.rawValue): \(note)",
            ])
        }
        var text =
            "The same systems added in four orders (a new solver, every add and one updateVariables; medians of \(options.runs.sorted { $0.key < $1.key }.map { "\($0.value) runs at \($0.key)" }.joined(separator: ", ")))\n"
        text +=
            kiwi.map {
                "kiwi: kiwisolver \($0.version) through Python, the same constraint lists in the same orders, run in this invocation\n"
            }
            ?? "kiwi: not run (it needs python3 with kiwisolver, and Benchmarks/kiwi_orders.py: run from the repository's root)\n"
        text += textTable(rows)
        if kiwi != nil { text += "ahead of kiwi on \(ahead) of \(compared) order rows\n" }
        return BenchmarkReport(text: text, checks: checks)
    }
}
