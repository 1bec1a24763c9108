import Testing
import KBSimCommands

/// A small command for the scanner: positional files, a value option with allowed values, an
/// option read into a type, a flag.
private enum Sample {
    static let format = Option<Bool>("--format", values: ["text", "json"]) { $0 == "json" }
    static let count = Option<Int>("--count", valueName: "N", needs: "a number") { (text: String) throws(InvalidValue) -> Int in
        guard let value = Int(text) else { throw InvalidValue("--count must be a number, not '\(text)'") }
        return value
    }
    static let quick = Flag("--quick")
    static let signature = CommandSignature(
        "sample", abstract: "",
        [
            .argument(ArgumentDeclaration("FILE", count: 1..., countProblem: { _ in "no file given" })),
            .option(format.declaration), .option(count.declaration), .option(quick.declaration),
        ], diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))
    static let single = CommandSignature(
        "single", abstract: "",
        [
            .argument(ArgumentDeclaration("LOG|-", count: 0...1, accepts: { $0 == "-" || !$0.hasPrefix("-") })),
            .option(quick.declaration),
        ])
    static let words = CommandSignature(
        "words", abstract: "", [.argument(ArgumentDeclaration("WORD", count: 1...1, accepts: { _ in true }))])
}

@MainActor @Suite("ArgumentScanner")
struct ArgumentScannerTests {
    private func scan(_ arguments: [String], _ signature: CommandSignature = Sample.signature) throws(UsageError) -> ParsedArguments? {
        try ArgumentScanner.scan(arguments, signature).arguments
    }

    @Test("positionals and options in any order; values read into their types; a flag present or not")
    func values() throws {
        let parsed = try #require(try scan(["a.json", "--format", "json", "b.json", "--count", "3", "--quick"]))
        #expect(parsed.positionals == ["a.json", "b.json"])
        #expect(parsed[Sample.format] == true)
        #expect(parsed[Sample.count] == 3)
        #expect(parsed.contains(Sample.quick))
        let plain = try #require(try scan(["a.json"]))
        #expect(plain[Sample.format] == nil)
        #expect(plain[Sample.count] == nil)
        #expect(!plain.contains(Sample.quick))
    }

    @Test("an option given twice is a usage error where it stands again; a repeatable one keeps every value")
    func repeated() throws {
        #expect(throws: UsageError(.repeatedOption("--count"), at: 3)) { try scan(["--count", "1", "a.json", "--count", "2"]) }
        #expect(throws: UsageError(.repeatedOption("--quick"), at: 4)) { try scan(["--quick", "--count", "1", "a", "--quick"]) }
        // Before the help word that follows it, as any wrong word.
        #expect(throws: UsageError(.repeatedOption("--quick"), at: 2)) { try scan(["a", "--quick", "--quick", "--help"]) }
        let parsed = try #require(try scan(["--count", "1", "a.json", "--quick"]))
        #expect(parsed.lastGiven(among: ["--count", "--quick"]) == "--quick")
        let tag = Option<String>("--tag", valueName: "T", repeatable: true)
        let tags = CommandSignature("tags", abstract: "", [.option(tag.declaration)])
        let tagged = try #require(try ArgumentScanner.scan(["--tag", "a", "--tag", "b"], tags).arguments)
        #expect(tagged.values(tag) == ["a", "b"])
        #expect(tagged[tag] == "b")
    }

    @Test("a value option takes the next word whatever it looks like")
    func valueLooksLikeAnOption() throws {
        #expect(try scan(["a", "--count", "-5"])?[Sample.count] == -5)
        #expect(
            throws: UsageError(
                .invalidValue(option: "--format", value: "--help", InvalidValue("--format must be text or json, not '--help'")), at: 2)
        ) {
            try scan(["a", "--format", "--help"])
        }
    }

    @Test("help wherever it stands, unless an earlier word was wrong")
    func help() throws {
        #expect(try scan(["--help"]) == nil)
        #expect(try scan(["a.json", "-h", "--formt"]) == nil)
        #expect(throws: UsageError(.unknownOption("--formt"), at: 0)) { try scan(["--formt", "--help"]) }
    }

    @Test(
        "errors say what and where",
        arguments: [
            (["a", "--formt", "json"], UsageError(.unknownOption("--formt"), at: 1)),
            (["a", "--count"], UsageError(.missingValue(option: "--count", needs: "a number"), at: 1)),
            (
                ["a", "--count", "x"],
                UsageError(.invalidValue(option: "--count", value: "x", InvalidValue("--count must be a number, not 'x'")), at: 2)
            ),
            (["--quick"], UsageError(.wrongArgumentCount(0))),
            (["-"], UsageError(.unknownOption("-"), at: 0)),
        ])
    func errors(arguments: [String], error: UsageError) {
        #expect(throws: error) { try scan(arguments) }
    }

    @Test("without a count problem, a word past the last positional is unexpected where it stands")
    func unexpected() throws {
        #expect(try scan(["-", "--quick"], Sample.single)?.positionals == ["-"])
        #expect(try scan([], Sample.single)?.positionals == [])
        #expect(throws: UsageError(.unexpectedArgument("b.log"), at: 1)) { try scan(["a.log", "b.log", "--bad"], Sample.single) }
        #expect(throws: UsageError(.unknownOption("--bad"), at: 0)) { try scan(["--bad", "a.log", "b.log"], Sample.single) }
    }

    @Test(
        "a command without options takes its words as paths: a help word anywhere asks for help, another word with - is an unknown option, -- ends options"
    )
    func words() throws {
        #expect(throws: UsageError(.unknownOption("-x"), at: 0)) { try scan(["-x"], Sample.words) }
        #expect(try scan(["--", "-x"], Sample.words)?.positionals == ["-x"])
        #expect(try scan(["-"], Sample.words)?.positionals == ["-"], "a lone - is a word, as standard input is named")
        #expect(try scan(["--help"], Sample.words) == nil)
        #expect(try scan(["--help", "x"], Sample.words) == nil)
        #expect(try scan(["x", "-h"], Sample.words) == nil)
        #expect(throws: UsageError(.wrongArgumentCount(0))) { try scan([], Sample.words) }
    }
}
