import KeyboardSim

/// `kbsim run FILE… [--format text|json] [--fps 60|120]`: each scenario's trace and verdicts,
/// as text or JSON Lines; exit 1 when an expectation fails.
public struct RunCommand: Command, CommandForm {
    static let format = Option<Bool>("--format", values: ["text", "json"]) { $0 == "json" }

    public static let signature = CommandSignature("run", abstract: """
        Replay scenario files: the trace of every notification, delivery,
        lifecycle event and display frame, then the verdicts.
        """, [
            .argument(ArgumentDeclaration("FILE", count: 1..., countProblem: { _ in "no scenario file given" })),
            .option(format.declaration), .option(CommonOptions.fps.declaration),
        ], diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    public var files: [String]
    /// JSON Lines instead of text.
    public var json: Bool
    public var framesPerSecond: Int?

    public init(_ arguments: ParsedArguments) {
        files = arguments.positionals
        json = arguments[Self.format] ?? false
        framesPerSecond = arguments[CommonOptions.fps]
    }

    public func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        var allPassed = true
        for scenario in try loadScenarios(files, command: "run") {
            let result = ScenarioRunner.run(scenario, framesPerSecond: framesPerSecond)
            console.output(json ? TraceReport.jsonLines(result.trace) : TraceReport.text(result.trace))
            allPassed = allPassed && result.passed
        }
        return allPassed ? .ok : .failure
    }
}
