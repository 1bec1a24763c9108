import ConstraintSolver
import Foundation
import KeyboardSim

/// The other side of the order rows' alternating rounds: kiwi in its own process
/// (`SolverOrderBenchmark.KiwiProcess`), or a stand-in in tests.
///
/// For each workload the benchmark asks `prepare(_:)` once, then `round(builds:)` once a round,
/// between batches of its own of the same size.
protocol SolverOrderPartner: AnyObject {
    /// What the partner is, for the report's kiwi line: `kiwisolver 1.5.1`.
    var version: String { get }
    /// Makes the workload with `key` the one `round(builds:)` builds, builds it once untimed, and
    /// returns the values of its variables by index.
    func prepare(_ key: String) throws -> [Double]
    /// Builds the prepared workload once untimed, then `builds` times (each build creating a
    /// solver, every add, one `updateVariables`), and returns the seconds of the `builds` timed
    /// ones together: the first, untimed, warms the caches after the other side's batch, as
    /// `SolverOrderBenchmark.warmBatch` does.
    func round(builds: Int) throws -> Double
}

/// Why the partner could not answer; the benchmark reports the rest without it.
struct SolverOrderPartnerFailure: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    var description: String

    /// A failure that says `description`.
    init(_ description: String) { self.description = description }
}

extension SolverOrderBenchmark {
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

    /// `Benchmarks/kiwi_orders.py --serve`, kept alive for the whole table: it reads the
    /// workloads from a file this writes, then answers one request a line (`prepare KEY`,
    /// `round BUILDS`, `quit`) with one JSON object a line.
    final class KiwiProcess: SolverOrderPartner {
        private(set) var version = "?"
        private let process: Process
        private let requests: FileHandle
        private let answers: FileHandle
        private let input: URL
        private let errors: URL
        private var buffer = Data()

        /// Starts the script on `workloads` and reads its greeting; nil, with the reason logged,
        /// when it cannot run (no python3, no kiwisolver).
        static func start(path: String, workloads: [Workload], options: Options, log: (String) -> Void) -> KiwiProcess? {
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            let directory = FileManager.default.temporaryDirectory
            let input = directory.appendingPathComponent("kbsim-orders-\(getpid()).json")
            let errors = directory.appendingPathComponent("kbsim-orders-\(getpid()).stderr")
            do {
                try kiwiInput(workloads, options).write(to: input)
                try Data().write(to: errors)
            } catch {
                log("\(input.path) not written: \(error)")
                return nil
            }
            // A request written after the script died must fail as an error, not kill kbsim.
            signal(SIGPIPE, SIG_IGN)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", path, "--input", input.path, "--serve"]
            let requests = Pipe(), answers = Pipe()
            process.standardInput = requests
            process.standardOutput = answers
            process.standardError = try? FileHandle(forWritingTo: errors)
            log("running python3 \(path) --serve …")
            do {
                try process.run()
            } catch {
                log("\(path) not run: \(error)")
                try? FileManager.default.removeItem(at: input)
                try? FileManager.default.removeItem(at: errors)
                return nil
            }
            let kiwi = KiwiProcess(
                process: process, requests: requests.fileHandleForWriting, answers: answers.fileHandleForReading, input: input,
                errors: errors)
            do {
                let greeting = try kiwi.answer()
                kiwi.version = "kiwisolver " + (greeting["kiwisolver"] as? String ?? "?")
                return kiwi
            } catch {
                log("\(path) failed (is kiwisolver installed? pip install kiwisolver): \(error)")
                kiwi.stop()
                return nil
            }
        }

        private init(process: Process, requests: FileHandle, answers: FileHandle, input: URL, errors: URL) {
            self.process = process
            self.requests = requests
            self.answers = answers
            self.input = input
            self.errors = errors
        }

        func prepare(_ key: String) throws -> [Double] {
            try send("prepare \(key)")
            guard let values = try answer()["values"] as? [Any] else {
                throw SolverOrderPartnerFailure("kiwi_orders.py answered prepare \(key) without values")
            }
            return values.compactMap { ($0 as? NSNumber)?.doubleValue }
        }

        func round(builds: Int) throws -> Double {
            try send("round \(builds)")
            let reply = try answer()
            guard let seconds = (reply["seconds"] as? NSNumber)?.doubleValue else {
                throw SolverOrderPartnerFailure("kiwi_orders.py answered a round without seconds")
            }
            // An older script times one build whatever it is asked: its batch is not ours.
            guard (reply["builds"] as? NSNumber)?.intValue == builds else {
                throw SolverOrderPartnerFailure("kiwi_orders.py did not time the \(builds) builds asked of it")
            }
            return seconds
        }

        /// Asks the script to end, waits for it, and removes the files it read and wrote.
        func stop() {
            try? send("quit")
            try? requests.close()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: errors)
        }

        private func send(_ request: String) throws {
            do {
                try requests.write(contentsOf: Data((request + "\n").utf8))
            } catch {
                throw SolverOrderPartnerFailure("kiwi_orders.py did not take \(request): \(error)\(errorsTail())")
            }
        }

        /// The next line of the script's output as a JSON object; an `error` it reports, its end
        /// or a line that is not an object throws.
        private func answer() throws -> [String: Any] {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Data(buffer[buffer.startIndex..<newline])
                    buffer = Data(buffer[(newline + 1)...])
                    guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else {
                        throw SolverOrderPartnerFailure(
                            "kiwi_orders.py wrote a line that is not a JSON object: \(String(decoding: line.prefix(200), as: UTF8.self))")
                    }
                    if let error = object["error"] as? String { throw SolverOrderPartnerFailure("kiwi_orders.py: \(error)") }
                    return object
                }
                let chunk = answers.availableData
                if chunk.isEmpty {
                    process.waitUntilExit()
                    throw SolverOrderPartnerFailure(
                        "kiwi_orders.py ended (exit status \(process.terminationStatus))\(errorsTail())")
                }
                buffer.append(chunk)
            }
        }

        /// The end of what the script wrote on stderr, after a colon and a newline; empty when
        /// it wrote nothing.
        private func errorsTail() -> String {
            guard let data = try? Data(contentsOf: errors), !data.isEmpty else { return "" }
            return ":\n" + String(decoding: data.suffix(600), as: UTF8.self)
        }
    }
}
