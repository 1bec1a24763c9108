import KeyboardSim
import KeyboardSimBenchmarks

extension BenchCommand {
    /// `kbsim bench json [--quick]`: our JSON reader beside Foundation's `JSONSerialization`
    /// on the same generated scenarios (1 MB and 10 MB, pretty-printed and on one line), and a
    /// whole scenario read at 10,000 and 100,000 steps.
    package struct Json: CommandForm {
        static let quick = Flag("--quick")

        package static let signature = CommandSignature(
            "bench json",
            abstract: """
                Our JSON reader beside Foundation's JSONSerialization on the same
                1 MB and 10 MB scenarios (target at 10 MB: < 1 s, within 5×), and a
                scenario read at 10,000 and 100,000 steps. Build with -c release.
                """, [.option(quick.declaration)])

        package var options = JSONBenchmark.Options()

        package init(_ arguments: ParsedArguments) {
            if arguments.contains(Self.quick) {
                options.sizes = [100_000]
                options.stepCounts = [100, 1_000]
            }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            try BenchCommand.report("json", console) { try JSONBenchmark.run(options) }
        }
    }
}
