import Foundation
import KeyboardSim

/// `kbsim bench json`: our JSON reader (`LocatedJSONParser`, which records every value's line
/// and column) beside Foundation's `JSONSerialization` on the same bytes, for valid scenarios
/// of 1 MB and 10 MB, pretty-printed and on one line; and the whole read of a scenario
/// (`Scenario.parse`: the reader and the decoding of every step) and its replay at 10,000 and
/// 100,000 steps, to show both are linear in the steps.
@MainActor package enum JSONBenchmark {
    /// How `kbsim bench json` runs (its `--quick` reads less).
    package struct Options: Sendable {
        /// The sizes of the generated scenarios, in bytes.
        package var sizes = [1_000_000, 10_000_000]
        /// The step counts of the linearity figure.
        package var stepCounts = [10_000, 100_000]

        /// The default run: the figures the documentation quotes.
        package init() {}
    }

    /// The targets (issue 15): 10 MB read in under a second, within 5× of JSONSerialization.
    package static let timeTarget = 1.0
    /// Our reader must take at most this many times `JSONSerialization`'s time at 10 MB.
    package static let ratioTarget = 5.0
    /// The size the time target is about.
    package static let targetSize = 10_000_000

    /// A valid logged-replay scenario about `bytes` long: a focus, then `post` steps of the
    /// keyboard's will-change-frame notification with its full userInfo, 10 ms apart; `compact`
    /// writes it on one line, otherwise one step per line as `kbsim import` does.
    package static func scenarioText(bytes target: Int, compact: Bool) -> String {
        var steps: [JSONValue] = []
        var written = 0
        var index = 0
        while written < target {
            let at = 0.5 + Double(index) * 0.005
            let step: JSONValue =
                index == 0
                ? .object([("at", .number(at)), ("do", .string("focus")), ("field", .string("nameField"))])
                : .object([
                    ("at", .number(at)), ("do", .string("post")), ("name", .string("UIKeyboardWillChangeFrameNotification")),
                    (
                        "userInfo",
                        .object([
                            ("UIKeyboardFrameBeginUserInfoKey", .numbers([0, 667, 375, 260])),
                            ("UIKeyboardFrameEndUserInfoKey", .numbers([0, 407 - Double(index % 7), 375, 260 + Double(index % 7)])),
                            ("UIKeyboardAnimationDurationUserInfoKey", .number(0.25)),
                            ("UIKeyboardAnimationCurveUserInfoKey", .number(7)),
                            ("UIKeyboardIsLocalUserInfoKey", .bool(true)),
                        ])
                    ),
                ])
            written += step.compact.utf8.count + (compact ? 2 : 6)
            steps.append(step)
            index += 1
        }
        return scenarioText(steps: steps, compact: compact)
    }

    /// A valid scenario of `count` steps (a focus, then posts 5 ms apart).
    package static func scenarioText(steps count: Int) -> String {
        var steps: [JSONValue] = [.object([("at", .number(0.5)), ("do", .string("focus")), ("field", .string("nameField"))])]
        for index in 1..<max(1, count) {
            steps.append(
                .object([
                    ("at", .number(0.5 + Double(index) * 0.005)), ("do", .string("post")),
                    ("name", .string(index % 2 == 1 ? "UIKeyboardWillShowNotification" : "UIKeyboardDidShowNotification")),
                    ("userInfo", .object([("UIKeyboardFrameEndUserInfoKey", .numbers([0, 407, 375, 260]))])),
                ]))
        }
        return scenarioText(steps: steps, compact: false)
    }

    /// A logged replay of `steps` on an iPhone SE (3rd generation), bottom-constant, iOS 17 (the
    /// default): the benchmarks' generated scenarios.
    static func scenarioText(steps: [JSONValue], compact: Bool, title: String? = nil) -> String {
        let root = JSONValue.object([
            ("title", .string(title ?? "generated for kbsim bench json: \(steps.count) steps")),
            ("device", .string("iphone-se-3")),
            ("keyboard", .string("logged")),
            ("screen", .string("login-bottom-field")),
            ("technique", .object([("name", .string("bottom-constant"))])),
            ("steps", .array(steps)),
            ("expect", .object([("handlerCrashes", .integer(0))])),
        ])
        return compact ? root.compact : root.pretty(expanding: ["steps"])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        return (ContinuousClock.now - start).secondsValue
    }

    private static func milliseconds(_ seconds: Double) -> String { formatNumber(seconds * 1000, decimals: 1) + " ms" }

    /// Reads each generated scenario once with each reader and reports the times, the ratio and
    /// the checks: both readers accept the text, and at 10 MB ours takes under a second and
    /// within 5× of JSONSerialization.
    package static func run(_ options: Options) throws -> BenchmarkReport {
        var checks: [BenchmarkCheck] = []
        var out = "JSON benchmark (anchor: Foundation's JSONSerialization on the same bytes; one run each)\n"
        out +=
            "our reader records the line and column of every value; targets at 10 MB: under \(formatNumber(timeTarget)) s and within \(formatNumber(ratioTarget))× of JSONSerialization\n\n"
        out += "scenario                      ours        JSONSerialization   ratio\n"
        for size in options.sizes {
            for compact in [false, true] {
                let text = scenarioText(bytes: size, compact: compact)
                let data = Data(text.utf8)
                let label = "\(formatNumber(Double(size) / 1_000_000)) MB \(compact ? "one line" : "pretty")"
                var ours: LocatedJSON?
                let oursTime = seconds { ours = try? LocatedJSONParser.parse(text) }
                var theirs: Any?
                let theirsTime = seconds { theirs = try? JSONSerialization.jsonObject(with: data) }
                guard ours != nil, theirs != nil else {
                    throw Failure(
                        description: "\(label): \(ours == nil ? "our reader" : "JSONSerialization") refused the generated scenario")
                }
                let ratio = oursTime / max(theirsTime, 1e-9)
                out += label.padding(toLength: 30, withPad: " ", startingAt: 0)
                out += milliseconds(oursTime).padding(toLength: 12, withPad: " ", startingAt: 0)
                out += milliseconds(theirsTime).padding(toLength: 20, withPad: " ", startingAt: 0)
                out += formatNumber(ratio, decimals: 2) + "×"
                if size >= targetSize {
                    let met = oursTime < timeTarget && ratio <= ratioTarget
                    checks.append(BenchmarkCheck("\(label) read", met ? .ok : .bad))
                    out += met ? "  (met)" : "  BAD: missed"
                }
                out += "\n"
            }
        }
        out += "\nA scenario by its steps (a post every 5 ms): read (the JSON reader and every step decoded, Scenario.parse),\n"
        out += "then replayed with its JSON Lines written (ScenarioRunner.run, TraceReport.jsonLines):\n"
        var previous: (steps: Int, read: Double, run: Double)?
        for count in options.stepCounts {
            let text = scenarioText(steps: count)
            var parsed: Scenario?
            var refusal: Error?
            let read = seconds {
                do { parsed = try Scenario.parse(text, file: "bench:\(count)-steps") } catch { refusal = error }
            }
            guard let parsed else { throw Failure(description: "\(count) steps: \(refusal.map { "\($0)" } ?? "refused")") }
            checks.append(BenchmarkCheck("\(count) steps read", parsed.steps.count == count ? .ok : .wrong))
            var lines = 0
            let run = seconds { lines = TraceReport.jsonLines(ScenarioRunner.run(parsed).trace).utf8.count }
            out +=
                "  \(count) steps (\(text.utf8.count / 1024) KiB): read \(milliseconds(read)), run \(milliseconds(run)) (JSON Lines \(lines / 1024) KiB)"
            if let previous {
                let factor = Double(count) / Double(previous.steps)
                out +=
                    " — \(formatNumber(read / max(previous.read, 1e-9), decimals: 1))× and \(formatNumber(run / max(previous.run, 1e-9), decimals: 1))× the times for \(formatNumber(factor, decimals: 1))× the steps"
            }
            out += "\n"
            previous = (count, read, run)
        }
        return BenchmarkReport(text: out, checks: checks)
    }
}
