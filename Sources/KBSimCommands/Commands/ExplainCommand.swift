import KeyboardSim

/// `kbsim explain FILE`: the replay told step by step; exit 1 when an expectation fails.
package struct ExplainCommand: Command, CommandForm {
    package static let signature = CommandSignature(
        "explain",
        abstract: """
            The replay told step by step: what iOS posts and why, what each
            handler changes with the actual numbers, what the user sees.
            """, [.argument(ArgumentDeclaration("FILE", count: 1...1, accepts: { _ in true }))],
        diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    package var file: String

    package init(_ arguments: ParsedArguments) {
        file = arguments.positionals.first ?? ""
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        guard let scenario = try loadScenarios([file], command: "explain").first else { return .invalidData }
        let result = ScenarioRunner.run(scenario)
        console.output(Explanation.text(result.trace))
        return result.passed ? .ok : .failure
    }
}
