import KeyboardSim

/// `kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]`: each scenario's trace and
/// verdicts, as text or JSON Lines (or, quiet, the verdicts and the outcome alone); exit 1 when an
/// expectation fails.
package struct RunCommand: Command, CommandForm {
    static let format = Option<Bool>("--format", values: ["text", "json"]) { $0 == "json" }
    static let quiet = Flag("--quiet")

    package static let signature = CommandSignature(
        "run",
        abstract: """
            Replay scenario files: the trace of every notification, delivery,
            lifecycle event and display frame, then the verdicts (--quiet: the
            verdicts and the outcome alone).
            """,
        [
            .argument(ArgumentDeclaration("FILE", count: 1..., countProblem: { _ in "no scenario file given" })),
            .option(format.declaration), .option(CommonOptions.fps.declaration), .option(quiet.declaration),
        ], diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    package var files: [String]
    /// JSON Lines instead of text.
    package var json: Bool
    package var framesPerSecond: Int?

    /// The verdict lines and the outcome only (what `kbsim judge` prints for the trace).
    package var quiet: Bool

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        json = arguments[Self.format] ?? false
        framesPerSecond = arguments[CommonOptions.fps]
        quiet = arguments.contains(Self.quiet)
        if quiet && json { throw UsageError(.command("--quiet prints the verdicts as text; --format json writes the whole trace")) }
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        var allPassed = true
        for scenario in try loadScenarios(files, command: "run") {
            let result = ScenarioRunner.run(scenario, framesPerSecond: framesPerSecond)
            if quiet {
                let header = files.count > 1 ? ["\(scenario.file):"] : []
                console.output((header + TraceReport.verdictLines(result.trace)).joined(separator: "\n") + "\n")
            } else {
                console.output(json ? TraceReport.jsonLines(result.trace) : TraceReport.text(result.trace))
            }
            allPassed = allPassed && result.passed
        }
        return allPassed ? .ok : .failure
    }
}
