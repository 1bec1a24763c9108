import Testing
import KBSimCommands

@MainActor @Suite("ExplainCommand")
struct ExplainCommandTests {
    @Test("exactly one file; --help wherever it stands; a word starting with - is an unknown option, a path after --")
    func words() {
        let help = "USAGE: kbsim explain FILE\n\n" + ExplainCommand.overview + "\n\n" + ExitCode.table + "\n"
        #expect(Captured(["explain", "-h"]).stdout == help)
        #expect(Captured(["explain", "--help", "x"]).stdout == help)
        for (arguments, reason) in [(["explain"], "no FILE given"), (["explain", "a", "b"], "expected one FILE, got 2")] {
            let result = Captured(arguments)
            #expect(result.status == .usage)
            #expect(result.stderr == "kbsim explain: \(reason)\nUSAGE: kbsim explain FILE\n")
        }
        let option = Captured(["explain", "-x"])
        #expect(option.status == .usage)
        #expect(option.stderr.hasPrefix("kbsim explain: unknown option '-x'"))
        let odd = Captured(["explain", "--", "-x"])
        #expect(odd.status == .cannotRead)
        #expect(odd.stderr == "kbsim explain: cannot read -x: no such file\n")
    }

    @Test("the replay told step by step")
    func explains() {
        let result = Captured(["explain", scenario("stack-offset.json")])
        #expect(result.status == .ok)
        #expect(result.stdout.contains("0.5 s — focus nameField"))
        #expect(result.stdout.hasSuffix("PASS\n"))
    }
}
