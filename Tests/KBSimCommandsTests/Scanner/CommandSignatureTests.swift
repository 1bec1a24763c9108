import Testing
@testable import KBSimCommands

@MainActor @Suite("CommandSignature")
struct CommandSignatureTests {
    @Test("the synopsis shows each element in order: arguments, options, alternatives, words")
    func synopsis() {
        let html = Option<String>("--html", valueName: "OUT.html"), svg = Option<String>("--svg", valueName: "OUT.svg")
        let signature = CommandSignature(
            "render", abstract: "",
            [
                .argument(ArgumentDeclaration("FILE [FILE2]", count: 1...2)),
                .alternatives([html.declaration, svg.declaration], required: true),
                .option(Option<Int>("--fps", values: ["60", "120"]) { Int($0) ?? 0 }.declaration),
                .alternatives(
                    [Option<String>("--anchor", valueName: "PATH").declaration, Flag("--no-anchor").declaration], required: false),
                .option(Option<String>("--tag", valueName: "NAME", repeatable: true).declaration),
                .text("> out.json"),
            ])
        #expect(
            signature.synopsis
                == "render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120] [--anchor PATH | --no-anchor] [--tag NAME]… > out.json"
        )
        #expect(signature.options.map(\.name) == ["--html", "--svg", "--fps", "--anchor", "--no-anchor", "--tag"])
        #expect(signature.arguments?.count == 1...2)
    }

    @Test("an argument without an upper bound shows …")
    func unbounded() {
        #expect(CommandSignature("run", abstract: "", [.argument(ArgumentDeclaration("FILE", count: 1...))]).synopsis == "run FILE…")
        #expect(CommandSignature("demo", abstract: "", []).synopsis == "demo")
    }

    @Test("each command's usage, as `kbsim COMMAND --help` has always printed it")
    func usage() {
        let usages: [(String, String)] = [
            (RunCommand.usage, "USAGE: kbsim run FILE… [--format text|json] [--fps 60|120] [--quiet]"),
            (CheckCommand.usage, "USAGE: kbsim check PATH…   (files, or folders searched for *.json)"),
            (ExplainCommand.usage, "USAGE: kbsim explain FILE"),
            (RenderCommand.usage, "USAGE: kbsim render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]"),
            (
                MatrixCommand.usage,
                "USAGE: kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all] [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]\n       kbsim matrix FILE.json… [--bugs]"
            ),
            (DemoCommand.usage, "USAGE: kbsim demo [--device NAME] [--ios VERSION]"),
            (ImportCommand.usage, "USAGE: kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json"),
            (ListCommand.usage, "USAGE: kbsim list devices|behaviours|placements|techniques|screens|scenarios [--markdown]"),
            (
                BenchCommand.usage,
                "USAGE: kbsim bench solver [--anchor PATH | --no-anchor] [--quick] [--orders-only] [--memory-of WORKLOAD:N]\n       kbsim bench replay [--quick] [--no-cold] [--scenario FILE]\n       kbsim bench matrix [--quick]\n       kbsim bench json [--quick]\n       kbsim bench bus [--quick]\n       kbsim bench scale [--quick]"
            ),
        ]
        for (usage, expected) in usages {
            #expect(usage == expected)
        }
    }
}

@MainActor @Suite("Option")
struct OptionTests {
    @Test("allowed values: the usage shows them, another value is refused naming them")
    func allowedValues() throws {
        let option = Option<String>("--mode", values: ["a", "b", "c"]) { $0 }
        guard case .value(let name, let needs, let parse) = option.declaration.kind else {
            Issue.record("a value option")
            return
        }
        #expect(name == "a|b|c")
        #expect(needs == "a value")
        #expect(try parse("b") as? String == "b")
        #expect(throws: InvalidValue("--mode must be a, b or c, not 'd'")) { try parse("d") }
        #expect(Option<String>.list(["60"]) == "60")
        #expect(Option<String>.list(["60", "120"]) == "60 or 120")
    }

    @Test("a flag takes no value")
    func flag() {
        guard case .flag = Flag("--quick").declaration.kind else {
            Issue.record("a flag")
            return
        }
        #expect(Flag("--quick").declaration.synopsis == "[--quick]")
    }
}
