import Testing
import KBSimCommands

@MainActor @Suite("UsageError")
struct UsageErrorTests {
    private let usage = "USAGE: kbsim x"

    private func signature(_ diagnostics: CommandSignature.Diagnostics, countProblem: (@Sendable (Int) -> String)? = nil)
        -> CommandSignature
    {
        CommandSignature(
            "x", abstract: "",
            [
                .argument(ArgumentDeclaration("FILE", count: 1...2, countProblem: countProblem)),
                .option(Option<String>("--format", valueName: "F").declaration),
            ], diagnostics: diagnostics)
    }

    @Test("an unknown option: suggested among the options and --help, or an unexpected argument")
    func unknownOption() {
        let error = UsageError(.unknownOption("--formt"), at: 1)
        #expect(
            error.message(in: signature(.init(suggestsOptions: true)), usage: usage)
                == "kbsim x: unknown option '--formt' (did you mean \"--format\"?)\nUSAGE: kbsim x")
        #expect(
            UsageError(.unknownOption("--hepl")).message(in: signature(.init(suggestsOptions: true)), usage: usage)
                == "kbsim x: unknown option '--hepl' (did you mean \"--help\"?)\nUSAGE: kbsim x")
        #expect(error.message(in: signature(.init()), usage: usage) == "kbsim x: unexpected argument '--formt'\nUSAGE: kbsim x")
    }

    @Test("an unexpected argument: with a note, with or without the usage")
    func unexpected() {
        let error = UsageError(.unexpectedArgument("b"), at: 2)
        #expect(
            error.message(in: signature(.init(unexpectedArgumentNote: " here")), usage: usage)
                == "kbsim x: unexpected argument 'b' here\nUSAGE: kbsim x")
        #expect(
            error.message(in: signature(.init(usageAfterUnexpectedArgument: false)), usage: usage) == "kbsim x: unexpected argument 'b'")
    }

    @Test("a missing value and a refused one")
    func values() {
        #expect(
            UsageError(.missingValue(option: "--format", needs: "a value")).message(in: signature(.init()), usage: usage)
                == "kbsim x: --format needs a value\nUSAGE: kbsim x")
        #expect(
            UsageError(.invalidValue(option: "--format", value: "q", InvalidValue("--format must be a, not 'q'"))).message(
                in: signature(.init()), usage: usage)
                == "kbsim x: --format must be a, not 'q'")
    }

    @Test("a wrong count: the declaration's problem, or a plain one, and the usage")
    func count() {
        #expect(
            UsageError(.wrongArgumentCount(3)).message(in: signature(.init(), countProblem: { "got \($0)" }), usage: usage)
                == "kbsim x: got 3\nUSAGE: kbsim x")
        #expect(
            UsageError(.wrongArgumentCount(3)).message(in: signature(.init()), usage: usage)
                == "kbsim x: expected at most 2 FILE, got 3\nUSAGE: kbsim x")
        #expect(UsageError(.command("which one?")).message(in: signature(.init()), usage: usage) == "kbsim x: which one?")
    }
}
