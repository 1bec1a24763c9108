import KeyboardSim

/// `kbsim judge TRACE.jsonl|-`: the verdicts of a saved trace, recomputed from its records; exit
/// 1 when an expectation fails, as `kbsim run` did.
package struct JudgeCommand: Command, CommandForm {
    package static let signature = CommandSignature(
        "judge",
        abstract: """
            Judge a trace that kbsim run --format json wrote, again, from its records
            alone: the verdict lines and the outcome kbsim run printed for it.
            """, [.argument(ArgumentDeclaration("TRACE.jsonl|-", count: 1...1, accepts: { $0 == "-" || !$0.hasPrefix("-") }))])

    package var file: String

    package init(_ arguments: ParsedArguments) {
        file = arguments.positionals.first ?? "-"
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        let name = file == "-" ? "<stdin>" : file
        let text = try readText(file, command: "judge", console: console)
        let traces: [Trace]
        do { traces = try TraceReport.traces(jsonLines: text, file: name) } catch {
            throw CommandFailure(.invalidData, "kbsim judge: \(error)")
        }
        guard !traces.isEmpty else {
            throw CommandFailure(.invalidData, "kbsim judge: \(name) holds no record: expected the JSON Lines of kbsim run --format json")
        }
        // Every replay must be judgeable before anything is printed.
        var judged: [(saved: Trace, again: Trace)] = []
        for trace in traces {
            guard let again = trace.judged() else {
                throw CommandFailure(
                    .invalidData,
                    "kbsim judge: \(name): the replay of \(trace.header?.file ?? "a scenario") has no \"judging\" or \"audit\" record, "
                        + "what the judge reads: it was written by an older kbsim, or cut short; run the scenario again with kbsim run --format json"
                )
            }
            judged.append((trace, again))
        }
        var allPassed = true
        for (saved, again) in judged {
            if judged.count > 1 { console.output("\(again.header?.file ?? name):\n") }
            console.output(TraceReport.verdictLines(again).joined(separator: "\n") + "\n")
            allPassed = allPassed && again.passed
            // Compared as the JSON Lines spell them (values to 6 decimals, as the trace holds them).
            let recorded = saved.verdicts
            if !recorded.isEmpty && recorded.map(TraceReport.jsonLine) != again.verdicts.map(TraceReport.jsonLine) {
                let differing = zip(recorded, again.verdicts).first { TraceReport.jsonLine($0) != TraceReport.jsonLine($1) }
                let which =
                    differing.map { "\($0.0.check) = \($0.0.value) in the trace, \($0.1.check) = \($0.1.value) recomputed" }
                    ?? "\(recorded.count) verdict records in the trace, \(again.verdicts.count) recomputed"
                console.printError(
                    "kbsim judge: \(name): the trace's own verdict records differ from its records' verdicts (\(which)): the lines above are recomputed"
                )
            }
        }
        return allPassed ? .ok : .failure
    }
}
