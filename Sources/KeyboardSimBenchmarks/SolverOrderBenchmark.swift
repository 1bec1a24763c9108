import ConstraintSolver
import Foundation
import KeyboardSim

/// The same systems added in different orders, on our solver and on kiwi: four screens (a grid
/// hung from the bottom, a chain, independent views, a form with priorities) at several sizes,
/// each added top-down, bottom-up, interleaved and shuffled, and each order's build (every
/// `add`, then one `updateVariables`) timed beside kiwi's for the very same constraint list.
///
/// Kiwi runs in `Benchmarks/kiwi_orders.py --serve`, which reads the constraint lists this file
/// writes (variables by index, each constraint's terms, constant, relation and strength, in the
/// order of the workload), so both solvers receive the same constraints in the same order. The
/// script stays alive for the whole table and builds when asked, so the two sides alternate:
/// each round is a batch of our builds and a batch of kiwi's, as many on both sides, on the
/// same workload (each batch after an untimed build: see `warmBatch`), ours first in even rounds
/// and kiwi's first in odd ones; a build's time is its batch's divided by the batch's size, and
/// each side reports the median of its rounds. A batch is sized to last at least
/// `Options.roundSeconds` on our side (`batchSize(warmUp:_:)`): a single 33-view build takes
/// 0.03 ms, so a row of 201 one-build rounds was timed within a few milliseconds, and whatever
/// else ran in those milliseconds moved it by up to 2× from run to run. (Until
/// issue 47's eighth round all our builds ran first and kiwi's a minute later in a second
/// process, and the machine's load could change in between.) Each of our workloads is checked (untimed)
/// against the system's solution, which is unique, and against kiwi's values when kiwi ran.
///
/// What is timed is the same on both sides: creating a solver, its every `add` of constraints
/// built beforehand (variables, expressions and constraints are made untimed, once per
/// workload), then one `updateVariables`; not the solver's release, nor the checks. (The
/// creation is timed because our `Solver()` reserves room for a small screen's symbols and rows,
/// about 0.6 µs, where kiwi's creates an empty solver in 55 ns and grows it inside its adds: left
/// out of the clock, that work was timed on kiwi's side only.)
/// Both sides build each workload once untimed (the warm-up whose values are checked), then
/// time the same number of rounds and report the median. Small systems get many builds
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
        /// Rounds per size, a batch of builds on each side a round (each side's median is
        /// reported).
        package var runs: [Int: Int] = [33: 201, 100: 51, 1000: 3]
        /// The least time of a round's batch on our side: a workload's batch is as many builds
        /// as our untimed build before the rounds fits in it, rounded up (one when a build
        /// takes longer).
        package var roundSeconds = 0.002
        /// `Benchmarks/kiwi_orders.py`, run with `--serve` for the whole table; nil skips kiwi.
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

    // MARK: Rounds

    /// A round's batch on our side: one untimed build, then `builds` timed ones; returns the
    /// seconds of one build, the batch's divided by `builds` (each solver is released between
    /// builds, off the clock). Right after the other side's batch (or the wait for it) the
    /// first build runs on cold caches: timed alone, it made 33 independent views 1.6× kiwi's
    /// time where the same builds back to back were 0.9× (and kiwi's, interpreted, barely
    /// moved); `kiwi_orders.py` does the same on its side.
    static func warmBatch(_ workload: Workload, builds: Int) throws -> Double {
        _ = try build(workload)
        var seconds = 0.0
        for _ in 0..<builds { seconds += try build(workload) }
        return seconds / Double(builds)
    }

    /// The builds in a round's batch: as many builds of `warmUp` seconds as fill `roundSeconds`,
    /// rounded up; one for a build that takes longer, and never more than 10,000.
    static func batchSize(warmUp: Double, _ roundSeconds: Double) -> Int {
        guard warmUp > 0, roundSeconds > warmUp else { return 1 }
        return Int(min(10_000, (roundSeconds / warmUp).rounded(.up)))
    }

    /// `rounds` rounds of one batch on each side, the side that builds first alternating: ours
    /// first in even rounds, theirs first in odd ones, so that neither side always follows the
    /// other (whose work leaves the caches and the allocator as it left them). When `theirs`
    /// gives nil (no partner, or one that failed) it is asked no more and ours go on alone;
    /// their times are then nil.
    static func alternate(
        rounds: Int, ours: () throws -> Double, theirs: () -> Double?
    ) rethrows -> (ours: [Double], theirs: [Double]?) {
        var mine: [Double] = [], others: [Double]? = []
        /// Their build of this round; once they give up, nil and no more asks.
        func theirRound() {
            guard others != nil else { return }
            if let seconds = theirs() { others?.append(seconds) } else { others = nil }
        }
        for round in 0..<rounds {
            if round % 2 == 1 { theirRound() }
            mine.append(try ours())
            if round % 2 == 0 { theirRound() }
        }
        return (mine, others)
    }

    // MARK: Report

    /// Runs every workload and returns the table and its checks: each workload's values are the
    /// system's solution and kiwi's (when kiwi ran). Kiwi runs in `options.anchorPath` kept
    /// alive for the whole table, its builds alternating with ours. `log` receives progress lines.
    package static func run(_ options: Options, log: (String) -> Void = { _ in }) throws -> BenchmarkReport {
        let workloads = workloads(options)
        let kiwi = options.anchorPath.flatMap { KiwiProcess.start(path: $0, workloads: workloads, options: options, log: log) }
        defer { kiwi?.stop() }
        return try run(workloads, options, partner: kiwi, log: log)
    }

    /// Runs `workloads` in alternating rounds with `partner` (ours alone without one): per
    /// workload, our untimed build and check, a second untimed build of ours that sizes the
    /// batch (`batchSize(warmUp:_:)`), the partner's untimed build, then `options.runs` rounds
    /// of one timed batch of that size on each side (`alternate`). A partner that fails is
    /// logged and left out of the rest.
    static func run(
        _ workloads: [Workload], _ options: Options, partner: (any SolverOrderPartner)?, log: (String) -> Void
    ) throws -> BenchmarkReport {
        let version = partner?.version
        var partner = partner
        var ours: [String: Double] = [:], kiwiMilliseconds: [String: Double] = [:], theirValues: [String: [Double]] = [:]
        var checks: [BenchmarkCheck] = []
        var results: [(workload: Workload, ourError: Double, bad: Bool)] = []
        func drop(_ error: Error) {
            log("kiwi left out from here on: \(error)")
            partner = nil
        }
        for workload in workloads {
            // Checked untimed on a first build on each side; then the timed rounds, their batch
            // sized on a second untimed build of ours (the first runs on colder caches).
            _ = try build(workload)
            let ourError = workload.screen.largestDifference(from: workload.screen.expected)
            let builds = batchSize(warmUp: try build(workload), options.roundSeconds)
            log("order: \(workload.name) N=\(workload.n), \(builds) build\(builds == 1 ? "" : "s") a round …")
            if let other = partner {
                do { theirValues[workload.key] = try other.prepare(workload.key) } catch { drop(error) }
            }
            let times = try alternate(
                rounds: max(1, options.runs[workload.n] ?? 3), ours: { try warmBatch(workload, builds: builds) },
                theirs: {
                    guard let other = partner else { return nil }
                    do { return try other.round(builds: builds) / Double(builds) } catch {
                        drop(error)
                        return nil
                    }
                })
            ours[workload.key] = median(times.ours) * 1000
            if let their = times.theirs, !their.isEmpty { kiwiMilliseconds[workload.key] = median(their) * 1000 }
            results.append((workload, ourError, ourError > 1e-6))
        }
        let kiwiRan = !kiwiMilliseconds.isEmpty || !theirValues.isEmpty
        var rows: [[String]] = [["system, order", "N", "KeyboardSim", "kiwi", "KeyboardSim / kiwi", "check"]]
        var ahead = 0, compared = 0
        for (workload, ourError, bad) in results {
            var status: BenchmarkCheck.Status = bad ? .wrong : .ok
            var note = bad ? String(format: "WRONG (off the solution by %.3g)", ourError) : "ok"
            var theirs = "", ratio = ""
            if kiwiRan {
                if let values = theirValues[workload.key] {
                    // Our values are still those of the last timed build.
                    let difference = workload.screen.largestDifference(from: values)
                    if difference > 1e-6 {
                        status = .wrong
                        note += String(format: ", %.3g from kiwi's values", difference)
                    } else if !bad {
                        note = "ok, = kiwi"
                    }
                }
                if let milliseconds = kiwiMilliseconds[workload.key], let mine = ours[workload.key] {
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
        let rounds = options.runs.sorted { $0.key < $1.key }
        var text =
            kiwiRan
            ? "The same systems added in four orders (a new solver, every add and one updateVariables; medians of \(rounds.map { "\($0.value) rounds at \($0.key)" }.joined(separator: ", ")), a round a timed batch of builds on each side after an untimed build, as many on both sides and at least \(milliseconds(options.roundSeconds)) ms of ours, ours first and kiwi's first in turn, a build's time its batch's over its size)\n"
            : "The same systems added in four orders (a new solver, every add and one updateVariables; medians of \(rounds.map { "\($0.value) runs at \($0.key)" }.joined(separator: ", ")))\n"
        text +=
            kiwiRan
            ? "kiwi: \(version ?? "?") through Python, the same constraint lists in the same orders, run in this invocation by one process that builds when asked, between our builds\n"
            : "kiwi: not run (it needs python3 with kiwisolver, and Benchmarks/kiwi_orders.py: run from the repository's root)\n"
        text += textTable(rows)
        if kiwiRan { text += "ahead of kiwi on \(ahead) of \(compared) order rows\n" }
        return BenchmarkReport(text: text, checks: checks)
    }

    /// `seconds` in milliseconds, without a fraction when it has none: `2`, `0.5`.
    private static func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
